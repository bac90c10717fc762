import { mod97, twoDigits } from './checksums.ts';

/**
 * Belgium: the last two BBAN digits are the first ten modulo 97, with 97 standing for 0.
 * @see https://www.nbb.be/en/payment-systems/payment-standards/bank-identification-codes
 * @example isValidBelgianCheckDigits('BE68539007547034') // true
 */
export function isValidBelgianCheckDigits(iban: string): boolean {
  return twoDigits(iban, 14) === (mod97(iban, 4, 14) || 97);
}
