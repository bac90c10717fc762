import { mod97, twoDigits } from './checksums.ts';
import type { NationalCheck } from './rule.ts';

/**
 * Belgium: the last two BBAN digits are the first ten modulo 97, with 97 standing for 0.
 * @see https://www.nbb.be/en/payment-systems/payment-standards/bank-identification-codes
 * @example be.check('BE68539007547034') // true
 */
export const be: NationalCheck = {
  id: 'be',
  positions: () => [14, 15],
  check: (iban) => twoDigits(iban, 14) === (mod97(iban, 4, 14) || 97),
};
