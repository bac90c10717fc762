import { hasDataCheck } from '../../core/bank-info.ts';
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
import type { FormatShaper } from '../descriptor.ts';
import { IBAN_FORMAT } from './identity.ts';
import { bbanClasses, type IbanLayout, ibanEntry, ibanEntryAt, ibanLayout, type IbanEntry } from './registry.ts';

export { IBAN_FORMAT };

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
    ? valid(IBAN_FORMAT, normalized, 'IBAN', (entry as IbanLayout).cuts)
    : invalid(IBAN_FORMAT, normalized, errors);
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
  // One pass over the BBAN notes where the letters are and reads it as a number modulo 97: a digit
  // appends one decimal digit, a letter two (A = 10 … Z = 35). Reducing only past 10^7 keeps every
  // value within 32 bits.
  let letters = 0;
  let r = 0;
  for (let i = 4; i < normalized.length; i++) {
    const c = normalized.charCodeAt(i);
    if (c < 58) r = r * 10 + c - 48;
    else {
      r = r * 100 + c - 55;
      letters |= 1 << (i - 4);
    }
    if (r > 9999999) r %= 97;
  }
  // ISO 13616 moves the country code to the end: its two letters, four more decimal digits; then
  // the check digits, 02–98 only (00, 01 and 99 are never issued: they alias 97, 98 and 02).
  r = ((r % 97) * 10000 + normalized.charCodeAt(0) * 100 + normalized.charCodeAt(1) - 5555) % 97;
  const tens = normalized.charCodeAt(2) - 48;
  const units = normalized.charCodeAt(3) - 48;
  const check = tens * 10 + units;
  const errors: ValidationError[] = [];
  // The class of each position: no letter where only digits go, no digit where only letters go.
  const fits = !(letters & entry.digitsOnly || ~letters & entry.lettersOnly);
  if (!fits) errors.push(INVALID_BBAN_FORMAT);
  // `>>> 0` makes a negative difference (a character below `0`) a large number.
  if (!(tens >>> 0 < 10 && units >>> 0 < 10 && check > 1 && check < 99 && (r * 100 + check) % 97 === 1))
    errors.push(CHECKSUM_FAILED);
  if (fits && entry.rule && !entry.rule(normalized)) errors.push(BBAN_CHECKSUM_FAILED);
  return errors;
}

/**
 * True when a valid verdict may still turn invalid once lookup data loads: a valid German IBAN
 * before the German bank data, which brings the account check, has loaded.
 * @example ibanAwaitsData({ valid: true, normalized: 'DE89370400440532013000' }) // true, before the German data
 */
export function ibanAwaitsData(result: Pick<ValidationResult, 'valid' | 'normalized'>): boolean {
  return result.valid && result.normalized.startsWith('DE') && !hasDataCheck('iban:DE');
}

/**
 * The errors `checkIban` finds in a normalized IBAN, without its breakdown: for a validator whose
 * output is the number alone (`iban()` of `bank-number/schema`), which so carries no part labels.
 */
export function ibanCheckErrors(normalized: string): ValidationError[] {
  return ibanErrors(normalized, ibanEntry(normalized));
}

/** The regular expression of a class letter of the registry: `n` digit, `a` letter, `c` either. */
const CLASS_PATTERNS: Record<string, string> = { n: '\\d', a: '[A-Z]', c: '[\\dA-Z]' };

/**
 * What JSON Schema can say of the valid IBANs of some countries (all when none), in electronic
 * form: a pattern with each country's length and BBAN structure (the class of each position),
 * built from the registry table the checks read; the check digits, which it cannot hold, are named
 * in the description. Null when no country of them has IBANs.
 * @example ibanShape.shape(['DE'])?.pattern // '^(?:DE\\d{20})$'
 */
export const ibanShape: FormatShaper = {
  id: 'iban',
  shape(countries) {
    const patterns: string[] = [];
    const lengths: number[] = [];
    // Each IBAN country, in alphabetical order.
    for (let a = 65; a < 91; a++) {
      for (let b = 65; b < 91; b++) {
        const entry = ibanEntryAt(a, b);
        const code = String.fromCharCode(a, b);
        if (entry && (!countries[0] || countries.includes(code))) {
          // The check digits, then the BBAN's positions, a run of one class at a time.
          patterns.push(
            code +
              `nn${bbanClasses(entry)}`.replace(
                /(.)\1*/g,
                (run, c) => CLASS_PATTERNS[c] + (run[1] ? `{${run.length}}` : ''),
              ),
          );
          lengths.push(entry.length);
        }
      }
    }
    return patterns[0]
      ? {
          pattern: `^(?:${patterns.join('|')})$`,
          minLength: Math.min(...lengths),
          maxLength: Math.max(...lengths),
          description: 'IBAN (ISO 13616); check digits (MOD 97-10, national) not in the pattern.',
        }
      : null;
  },
};
