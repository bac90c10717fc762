import { onlyDigits } from '../../core/chars.ts';
import { NOT_NUMERIC, WRONG_LENGTH } from '../../core/error-catalogue.ts';
import { normalize } from '../../core/normalize.ts';
import { checkInput } from '../../core/request.ts';
import { invalid, valid } from '../../core/result.ts';
import type { ValidationError, ValidationResult } from '../../core/types.ts';

/**
 * Validates a UK sort code, plain (`123456`) or hyphenated (`12-34-56`): `NOT_NUMERIC`, then
 * `WRONG_LENGTH` (docs/contract.md §4). Hyphens are removed before any check (docs/contract.md §2).
 * Throws `BankNumberRequestError` only for a blank input or one over 128 characters.
 * @example validateSortCode('12-34-56').normalized // '123456'
 */
export function validateSortCode(input: string): ValidationResult {
  checkInput(input);
  return checkSortCode(normalize(input));
}

/** The checks of `validateSortCode` on an already normalized input. */
export function checkSortCode(normalized: string): ValidationResult {
  const errors: ValidationError[] = [];
  if (!onlyDigits(normalized)) errors.push(NOT_NUMERIC);
  if (normalized.length !== 6) errors.push(WRONG_LENGTH);
  if (errors.length > 0) return invalid('uk-sort-code', normalized, errors);
  return valid('uk-sort-code', normalized, 'UK Sort Code', ['Bank ID', 2, 'Branch (1)', 4, 'Branch (2)', 6]);
}
