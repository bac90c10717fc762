import { normalize } from './normalize.ts';
import type { Format } from './types.ts';

/** What detection found: a format, or why there is none (docs/contract.md §3 rules 5 and 6). */
export type Detection = Format | 'ambiguous' | 'unknown';

/**
 * Detects the format of an input without a hint, by the first matching rule of docs/contract.md §3.
 * Returns null when no format matches (six bare digits are ambiguous, anything else unknown).
 * @example detectFormat('DEUTDEFF') // 'bic'
 * @example detectFormat('12-34-56') // 'uk-sort-code'
 * @example detectFormat('123456') // null
 */
export function detectFormat(input: string): Format | null {
  if (typeof input !== 'string') return null;
  const d = detectNormalized(normalize(input), input);
  return d === 'ambiguous' || d === 'unknown' ? null : d;
}

/** Detection on an already normalized input; `raw` is the input as given (rule 4). */
export function detectNormalized(normalized: string, raw: string): Detection {
  return BIC.test(normalized)
    ? 'bic'
    : IBAN.test(normalized)
      ? 'iban'
      : ROUTING.test(normalized)
        ? 'us-routing'
        : SPACED_SORT_CODE.test(raw.trim())
          ? 'uk-sort-code'
          : SIX_DIGITS.test(normalized)
            ? 'ambiguous'
            : 'unknown';
}

/**
 * The format that `input` plainly has when a field takes only `formats` (not empty): the format
 * detected without a hint, when the field does not take it; else null. Text that starts like an
 * IBAN is never another format for a field that takes IBANs (`GB82WEST`, half typed, also has the
 * shape of a BIC).
 * @example otherFormat('021000021', ['iban']) // 'us-routing'
 * @example otherFormat('GB82WEST', ['iban']) // null
 */
export function otherFormat(input: string, formats: readonly Format[]): Format | null {
  const normalized = normalize(input);
  const d = formats.includes('iban') && startsLikeIban(normalized) ? 'iban' : detectNormalized(normalized, input);
  return d === 'ambiguous' || d === 'unknown' || formats.length === 0 || formats.includes(d) ? null : d;
}

/** Two letters, then two digits: how an IBAN starts, typed in full or not. */
export function startsLikeIban(normalized: string): boolean {
  return IBAN.test(normalized);
}

// 8 or 11 characters, A–Z or 0–9, letters at positions 5 and 6.
const BIC = /^[A-Z\d]{4}[A-Z]{2}[A-Z\d]{2}(?:[A-Z\d]{3})?$/;
// Two letters, then two digits.
const IBAN = /^[A-Z]{2}\d\d/;
const ROUTING = /^\d{9}$/;
// Three pairs of digits with the same separator twice: a space, a hyphen or a dash.
const SPACED_SORT_CODE = /^\d\d([ \-\u2010-\u2015\u2212])\d\d\1\d\d$/;
const SIX_DIGITS = /^\d{6}$/;
