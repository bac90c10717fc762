import { isUpperCode, onlyAlphanumeric } from '../../core/chars.ts';
import { INVALID_BIC_FORMAT, INVALID_CHARACTERS, UNKNOWN_COUNTRY, WRONG_LENGTH } from '../../core/error-catalogue.ts';
import { isCountryCodeAt } from '../../core/countries.ts';
import { normalize } from '../../core/normalize.ts';
import { checkInput } from '../../core/request.ts';
import { invalid, valid } from '../../core/result.ts';
import type { ValidationError, ValidationResult } from '../../core/types.ts';

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

/**
 * The checks of `validateBic` on an already normalized input.
 * @example checkBic('NWBKGB2L').breakdown.parts[1] // { label: 'Country Code', value: 'GB', start: 4, end: 6 }
 */
export function checkBic(normalized: string): ValidationResult {
  const n = normalized.length;
  if (!onlyAlphanumeric(normalized)) return invalid('bic', normalized, [INVALID_CHARACTERS]);
  if (n !== 8 && n !== 11) return invalid('bic', normalized, [WRONG_LENGTH]);
  const c4 = normalized.charCodeAt(4);
  const c5 = normalized.charCodeAt(5);
  const errors: ValidationError[] = [];
  if (!isUpperCode(c4) || !isUpperCode(c5)) errors.push(INVALID_BIC_FORMAT);
  // Not a stop: a country code with a digit is also no country, and says so.
  if (!isCountryCodeAt(c4, c5)) errors.push(UNKNOWN_COUNTRY);
  if (errors.length > 0) return invalid('bic', normalized, errors);
  const cuts: (string | number)[] = ['Institution Code', 4, 'Country Code', 6, 'Location Code', 8];
  if (n === 11) cuts.push('Branch Code', 11);
  return valid('bic', normalized, 'SWIFT/BIC', cuts);
}

export { isAlphanumericCode as isAlphanumeric, isUpperCode as isLetter } from '../../core/chars.ts';
