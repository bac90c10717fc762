import { onlyAlphanumeric } from '../../core/chars.ts';
import {
  BBAN_CHECKSUM_FAILED,
  CHECKSUM_FAILED,
  INVALID_BBAN_FORMAT,
  INVALID_CHARACTERS,
  UNKNOWN_COUNTRY,
  WRONG_LENGTH,
} from '../../core/error-catalogue.ts';
import { invalid, valid } from '../../core/result.ts';
import type { ValidationError, ValidationResult } from '../../core/types.ts';
import { fitsClasses, type IbanEntry, type IbanLayout, ibanLayout } from './registry.ts';

/**
 * The checks of `validateIban` on an already normalized input (docs/contract.md §4). Characters,
 * country and length stop the run; the BBAN format and the check digits are both reported; the
 * national check runs only on a BBAN of the right format.
 * @example checkIban('DE89370400440532013000').breakdown?.parts[2]
 * // { label: 'Bank Code', value: '37040044', start: 4, end: 12 }
 */
export function checkIban(normalized: string): ValidationResult {
  const entry = ibanLayout(normalized);
  const errors = ibanErrors(normalized, entry);
  // A valid IBAN has an entry, with its breakdown.
  return errors.length === 0
    ? valid('iban', normalized, 'IBAN', (entry as IbanLayout).cuts)
    : invalid('iban', normalized, errors);
}

/**
 * The errors of `checkIban`, in the order of docs/contract.md §4, for a normalized input and the
 * registry entry of its country (`ibanEntry`, or `ibanLayout` with the breakdown); none for a
 * valid IBAN.
 */
export function ibanErrors(normalized: string, entry: IbanEntry | undefined): ValidationError[] {
  if (!onlyAlphanumeric(normalized)) return [INVALID_CHARACTERS];
  if (!entry) return [UNKNOWN_COUNTRY];
  if (normalized.length !== entry.length) return [WRONG_LENGTH];
  const errors: ValidationError[] = [];
  const fits = fitsClasses(normalized, entry);
  if (!fits) errors.push(INVALID_BBAN_FORMAT);
  if (!hasValidCheckDigits(normalized)) errors.push(CHECKSUM_FAILED);
  if (fits && entry.rule && !entry.rule(normalized)) errors.push(BBAN_CHECKSUM_FAILED);
  return errors;
}

/**
 * ISO 13616 MOD-97 on a normalized IBAN of letters and digits: the BBAN, then the country code,
 * then the check digits, read as one number (A = 10 … Z = 35) whose remainder modulo 97 is 1.
 * Check digits 00, 01 and 99 are never issued (they alias 97, 98 and 02).
 */
function hasValidCheckDigits(normalized: string): boolean {
  let r = 0;
  for (let i = 4; i < normalized.length; i++) {
    const c = normalized.charCodeAt(i);
    r = c < 58 ? r * 10 + c - 48 : r * 100 + c - 55;
    // Reducing only past 10^7 keeps every value within 32 bits.
    if (r > 9999999) r %= 97;
  }
  r = ((r % 97) * 10000 + normalized.charCodeAt(0) * 100 + normalized.charCodeAt(1) - 5555) % 97;
  // Two letters or digits make a number only when both are digits (NaN fails every comparison).
  const check = +normalized.slice(2, 4);
  return check > 1 && check < 99 && (r * 100 + check) % 97 === 1;
}
