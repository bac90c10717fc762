import { alternateSum } from './checksums.ts';
import type { NationalCheck } from './rule.ts';

/**
 * Finland (and Åland, under FI): the 14-digit BBAN passes the Luhn check; its last digit is the
 * check digit. Every other digit from the first is doubled and counts by the sum of its digits
 * (0, 2, 4, 6, 8, 1, 3, 5, 7, 9, written as letters A = 0 …).
 * @see https://en.wikipedia.org/wiki/Luhn_algorithm
 * @example fiLuhn.check('FI2112345600000785') // true
 */
export const fiLuhn: NationalCheck = {
  id: 'fi-luhn',
  positions: () => [17],
  check: (iban) => alternateSum(iban, 4, 18, 'ACEGIBDFHJ') % 10 === 0,
};
