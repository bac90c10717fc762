import { weightedSum } from './checksums.ts';
import type { NationalCheck } from './rule.ts';

/**
 * Norway: the last BBAN digit is the mod-11 check of the ten before it, weights 5, 4, 3, 2, 7, 6,
 * 5, 4, 3, 2; with the check digit at weight 1 the sum is a multiple of 11. A remainder that would
 * need check digit 10 is never issued, and no digit can satisfy it.
 * @see https://www.ecbs.org/iban/norway-bank-account-number.html
 * @example no.check('NO9386011117947') // true
 */
export const no: NationalCheck = {
  id: 'no',
  positions: () => [14],
  check: (iban) => weightedSum(iban, 4, '54327654321') % 11 === 0,
};
