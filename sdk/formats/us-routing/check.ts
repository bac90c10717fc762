import { onlyDigits } from '../../core/chars.ts';
import { CHECKSUM_FAILED, INVALID_FED_DISTRICT, NOT_NUMERIC, WRONG_LENGTH } from '../../core/error-catalogue.ts';
import { invalid, valid } from '../../core/result.ts';
import type { ValidationError, ValidationResult } from '../../core/types.ts';
import type { FormatShaper } from '../descriptor.ts';
import { routingNumberCountry } from './identity.ts';

/** The checks of `validateRoutingNumber` on an already normalized input. */
export function checkRoutingNumber(normalized: string): ValidationResult {
  const errors: ValidationError[] = [];
  const n = normalized.length;
  if (n === 0 || !onlyDigits(normalized)) errors.push(NOT_NUMERIC);
  if (n !== 9) errors.push(WRONG_LENGTH);
  // Checked where the first two characters are digits, whatever the rest.
  if (TWO_DIGITS.test(normalized) && !isFedPrefix(+normalized.slice(0, 2))) errors.push(INVALID_FED_DISTRICT);
  if (errors.length === 0 && !routingChecksumOk(normalized)) errors.push(CHECKSUM_FAILED);
  if (errors.length > 0) return invalid('us-routing', normalized, errors);
  return valid('us-routing', normalized, 'US Routing Number', [
    'Fed District',
    2,
    'Fed Office',
    3,
    'Institution ID',
    8,
    'Check Digit',
    9,
  ]);
}

const TWO_DIGITS = /^\d\d/;

/** 00–12, 15 (US Treasury), 21–32, 61–72 and 80 (docs/contract.md §4). */
export function isFedPrefix(p: number): boolean {
  return p <= 12 || p === 15 || (p >= 21 && p <= 32) || (p >= 61 && p <= 72) || p === 80;
}

/** Weights 3, 7, 1 repeated; the sum of a valid number is a multiple of 10. */
export function routingChecksumOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 9; i += 3) {
    sum += 3 * (digits.charCodeAt(i) - 48) + 7 * (digits.charCodeAt(i + 1) - 48) + (digits.charCodeAt(i + 2) - 48);
  }
  return sum % 10 === 0;
}

/**
 * What JSON Schema can say of a valid routing number: nine digits, the first two a prefix of
 * `isFedPrefix`; the ABA check digit is named in the description. Null when the countries (some)
 * lack the US.
 */
export const routingNumberShape: FormatShaper = {
  id: 'us-routing',
  shape: (countries) =>
    countries[0] && !countries.includes(routingNumberCountry())
      ? null
      : {
          pattern: '^(?:0\\d|1[0-25]|2[1-9]|3[0-2]|6[1-9]|7[0-2]|80)\\d{7}$',
          minLength: 9,
          maxLength: 9,
          description: 'US ABA routing number; not in the pattern: the check digit (weights 3, 7, 1).',
        },
};
