import { isUpperCode, onlyAlphanumeric } from '../../core/chars.ts';
import { INVALID_BIC_FORMAT, INVALID_CHARACTERS, UNKNOWN_COUNTRY, WRONG_LENGTH } from '../../core/error-catalogue.ts';
import { isCountryCodeAt } from '../../core/countries.ts';
import { invalid, valid } from '../../core/result.ts';
import type { ValidationError, ValidationResult } from '../../core/types.ts';
import type { FormatShaper } from '../descriptor.ts';
import { BIC } from './identity.ts';

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

/**
 * What JSON Schema can say of the valid BICs of some countries: the shape of `hasBicShape`, with
 * the country (positions 5–6) one of them. Null when they name no country code.
 * @example bicShape.shape(['DE'])?.pattern // '^[A-Z\\d]{4}(?:DE)[A-Z\\d]{2}(?:[A-Z\\d]{3})?$'
 */
export const bicShape: FormatShaper = {
  id: 'bic',
  shape(countries) {
    const codes = countries.filter((code) => /^[A-Z]{2}$/.test(code));
    return countries[0] && !codes[0]
      ? null
      : {
          pattern: codes[0] ? BIC.source.replace('[A-Z]{2}', `(?:${codes.join('|')})`) : BIC.source,
          minLength: 8,
          maxLength: 11,
          description: 'SWIFT/BIC (ISO 9362); not in the pattern: a known country code. No check digits.',
        };
  },
};
