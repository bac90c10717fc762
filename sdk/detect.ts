/**
 * Detection of a format without a hint (docs/contract.md §3): each format's `detect`
 * (`formats/identities.ts`) tried in order. Apart from the descriptors, so that what only detects
 * carries no checks.
 * @module
 */
import { normalize } from './core/normalize.ts';
import type { Format } from './core/types.ts';
import { IDENTITIES } from './formats/identities.ts';

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
  for (const identity of IDENTITIES) if (identity.detect?.(normalized, raw)) return identity.id as Format;
  return IDENTITIES.some((identity) => identity.ambiguous?.(normalized)) ? 'ambiguous' : 'unknown';
}

/**
 * The format that `input` plainly has when a field takes only `formats` (not empty): the format
 * detected without a hint, when the field does not take it; else null. Text that has the shape of
 * a format the field takes is never another format (`GB82WEST`, half typed, starts like an IBAN
 * and has the shape of a BIC: for a field that takes IBANs, it is an IBAN).
 * @example otherFormat('021000021', ['iban']) // 'us-routing'
 * @example otherFormat('GB82WEST', ['iban']) // null
 */
export function otherFormat(input: string, formats: readonly Format[]): Format | null {
  if (formats.length === 0) return null;
  const normalized = normalize(input);
  if (IDENTITIES.some((i) => formats.includes(i.id as Format) && i.detect?.(normalized, input))) return null;
  const d = detectNormalized(normalized, input);
  return d === 'ambiguous' || d === 'unknown' || formats.includes(d) ? null : d;
}
