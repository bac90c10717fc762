import { weightedSum } from './checksums.ts';
import type { NationalCheck } from './rule.ts';

/**
 * Hungary: bank + branch (BBAN 0–7) and the account (BBAN 8–23) each end with a check digit,
 * weights 9, 7, 3, 1 repeated, sum a multiple of 10. A 16-digit domestic account is padded with
 * eight zeros, which add nothing, so its check digit at BBAN 15 is covered the same way.
 * @see http://net.jogtar.hu/jr/gen/hjegy_doc.cgi?docid=A0900018.MNB
 * @example hu.check('HU42117730161111101800000000') // true
 */
export const hu: NationalCheck = {
  id: 'hu',
  // An account padded with eight zeros keeps its check digit at the end of its own 16 digits.
  positions: (iban) => [11, iban.endsWith('00000000') ? 19 : 27],
  check: (iban) => weightedSum(iban, 4, '97319731') % 10 === 0 && weightedSum(iban, 12, '9731973197319731') % 10 === 0,
};
