import { normalize } from '../../core/normalize.ts';
import { checkInput } from '../../core/request.ts';
import type { ValidationResult } from '../../core/types.ts';
import { checkBic } from './check.ts';

// The checks live in ./check.ts, for code that makes the request checks itself (the element).
export { checkBic } from './check.ts';

/**
 * Validates a SWIFT/BIC code (ISO 9362): `INVALID_CHARACTERS`, `WRONG_LENGTH` (8 or 11),
 * `INVALID_BIC_FORMAT` (positions 5–6 must be letters), then `UNKNOWN_COUNTRY` (docs/contract.md §4).
 * Digits are allowed in the institution code. Throws `BankNumberRequestError` only for a blank
 * input or one over 128 characters, as the server answers those with HTTP 400.
 * @see https://www.iso.org/standard/84108.html
 * @example validateBic('deut de ff 500').normalized // 'DEUTDEFF500'
 * @example validateBic('DEUTUKFF').errors[0].code // 'UNKNOWN_COUNTRY'
 */
export function validateBic(input: string): ValidationResult {
  checkInput(input);
  return checkBic(normalize(input));
}

export { isAlphanumericCode as isAlphanumeric, isUpperCode as isLetter } from '../../core/chars.ts';
