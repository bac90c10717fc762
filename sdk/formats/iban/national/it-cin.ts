import { alternateSum } from './checksums.ts';
import type { NationalCheck } from './rule.ts';

// The table of the odd positions (1st, 3rd, …), indexed by a character's value (0–25) and written
// as letters standing for numbers (A = 0, B = 1, …): value 0 adds 1, value 1 adds 0, value 2 adds 5.
const ODD = 'BAFHJNPRTVCESULDGIMOQKWZYX';

/**
 * Italy and San Marino: the CIN letter before ABI (5) + CAB (5) + account (12). Each of those 22
 * characters has a value (digit, or A = 0 … Z = 25); at odd positions it goes through a fixed
 * table, at even positions it adds as is; the CIN is the letter of the total modulo 26.
 * @see https://it.wikipedia.org/wiki/Coordinate_bancarie
 * @example itCin.check('IT60X0542811101000000123456') // true
 */
export const itCin: NationalCheck = {
  id: 'it-cin',
  positions: () => [4],
  letters: true,
  check: (iban) => iban.charCodeAt(4) === 65 + (alternateSum(iban, 5, 27, ODD) % 26),
};
