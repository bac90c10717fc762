import { alternateSum } from './checksums.ts';

/**
 * Finland (and Åland, under FI): the 14-digit BBAN passes the Luhn check; its last digit is the
 * check digit. Every other digit from the first is doubled and counts by the sum of its digits
 * (0, 2, 4, 6, 8, 1, 3, 5, 7, 9, written as letters A = 0 …).
 * @see https://en.wikipedia.org/wiki/Luhn_algorithm
 * @example isValidFinnishCheckDigit('FI2112345600000785') // true
 */
export function isValidFinnishCheckDigit(iban: string): boolean {
  return alternateSum(iban, 4, 18, 'ACEGIBDFHJ') % 10 === 0;
}
