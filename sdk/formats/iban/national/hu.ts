import { weightedSum } from './checksums.ts';

/**
 * Hungary: bank + branch (BBAN 0–7) and the account (BBAN 8–23) each end with a check digit,
 * weights 9, 7, 3, 1 repeated, sum a multiple of 10. A 16-digit domestic account is padded with
 * eight zeros, which add nothing, so its check digit at BBAN 15 is covered the same way.
 * @see http://net.jogtar.hu/jr/gen/hjegy_doc.cgi?docid=A0900018.MNB
 * @example isValidHungarianCheckDigits('HU42117730161111101800000000') // true
 */
export function isValidHungarianCheckDigits(iban: string): boolean {
  return weightedSum(iban, 4, '97319731') % 10 === 0 && weightedSum(iban, 12, '9731973197319731') % 10 === 0;
}
