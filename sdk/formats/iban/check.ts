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
import { entryProblems, type IbanEntry } from './entry.ts';
import { ibanLayout } from './layouts.ts';

// In the order of the bits of `entryProblems`; 32, any other character, comes alone.
const ERRORS: readonly ValidationError[] = [
  UNKNOWN_COUNTRY,
  WRONG_LENGTH,
  INVALID_BBAN_FORMAT,
  CHECKSUM_FAILED,
  BBAN_CHECKSUM_FAILED,
  INVALID_CHARACTERS,
];

/**
 * The checks of `validateIban` on an already normalized input (docs/contract.md §4). Characters,
 * country and length stop the run; the BBAN format and the check digits are both reported; the
 * national check runs only on a BBAN of the right format.
 * @example checkIban('DE89370400440532013000').breakdown?.parts[2]
 * // { label: 'Bank Code', value: '37040044', start: 4, end: 12 }
 */
export function checkIban(normalized: string): ValidationResult {
  return checkIbanOf(normalized, false);
}

/**
 * `checkIban`, told whether its caller has found `normalized` to hold only A–Z and 0–9 already
 * (`onlyAlphanumeric`, in `check`): true spares a second scan; false, and it scans them itself.
 */
export function checkIbanOf(normalized: string, alphanumeric: boolean): ValidationResult {
  const entry = ibanLayout(normalized);
  // Characters first: only letters and digits reach the checks, whose code then stays specialized to
  // the strings most input gives (other characters left by normalization, full-width digits or an
  // emoji, make a string of two-byte characters).
  const problems = alphanumeric || onlyAlphanumeric(normalized) ? entryProblems(normalized, entry, true) : 32;
  // A valid IBAN has an entry, and every entry of IBAN_LAYOUTS has its cuts (ibanBreakdown).
  return problems === 0
    ? valid('iban', normalized, 'IBAN', (entry as IbanEntry)[4] as (string | number)[])
    : invalid('iban', normalized, ibanErrors(problems));
}

/**
 * The errors of `checkIban` for the problems `entryProblems` found in a normalized input of letters
 * and digits only (with the entry of `IBAN_LAYOUTS`, or of `IBAN_STRUCTURES` where no breakdown is
 * wanted), or 32 alone for an input with any other character: none when there are none.
 */
export function ibanErrors(problems: number): ValidationError[] {
  return ERRORS.filter((_, bit) => problems & (1 << bit));
}
