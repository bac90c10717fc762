import { normalize } from '../../core/normalize.ts';
import { checkInput } from '../../core/request.ts';
import type { ValidationResult } from '../../core/types.ts';
import { checkSortCode } from './check.ts';

// The checks live in ./check.ts, for code that makes the request checks itself (the element).
export { checkSortCode } from './check.ts';

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
