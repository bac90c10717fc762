import { onlyDigits } from '../../core/chars.ts';
import { NOT_NUMERIC, WRONG_LENGTH } from '../../core/error-catalogue.ts';
import { invalid, valid } from '../../core/result.ts';
import type { ValidationError, ValidationResult } from '../../core/types.ts';
import type { FormatShaper } from '../descriptor.ts';
import { SIX_DIGITS, sortCodeCountry } from './identity.ts';

/** The checks of `validateSortCode` on an already normalized input. */
export function checkSortCode(normalized: string): ValidationResult {
  const errors: ValidationError[] = [];
  if (!onlyDigits(normalized)) errors.push(NOT_NUMERIC);
  if (normalized.length !== 6) errors.push(WRONG_LENGTH);
  if (errors.length > 0) return invalid('uk-sort-code', normalized, errors);
  return valid('uk-sort-code', normalized, 'UK Sort Code', ['Bank ID', 2, 'Branch (1)', 4, 'Branch (2)', 6]);
}

/**
 * What JSON Schema can say of a valid sort code: six digits. Null when the countries (some) lack
 * the United Kingdom.
 */
export const sortCodeShape: FormatShaper = {
  id: 'uk-sort-code',
  shape: (countries) =>
    countries[0] && !countries.includes(sortCodeCountry())
      ? null
      : { pattern: SIX_DIGITS.source, minLength: 6, maxLength: 6, description: 'UK sort code.' },
};
