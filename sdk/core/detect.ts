import { isAlphanumericCode, isDigitCode, isUpperCode, onlyDigits } from './chars.ts';
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
  const n = normalized.length;
  if ((n === 8 || n === 11) && looksLikeBic(normalized)) return 'bic';
  if (isUpperCode(normalized.charCodeAt(0)) && isUpperCode(normalized.charCodeAt(1)) && isDigitAt(normalized, 2) && isDigitAt(normalized, 3)) {
    return 'iban';
  }
  if (n === 9 && allDigits(normalized)) return 'us-routing';
  if (isSpacedSortCode(raw.trim())) return 'uk-sort-code';
  if (n === 6 && allDigits(normalized)) return 'ambiguous';
  return 'unknown';
}

/** `^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$` without a regular expression. */
function looksLikeBic(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (i === 4 || i === 5 ? !isUpperCode(c) : !isAlphanumericCode(c)) return false;
  }
  return true;
}

/**
 * Rule 4: `NN-NN-NN` or `NN NN NN`. The two separators are the same character: an ASCII space or
 * any hyphen or dash that normalization removes.
 */
function isSpacedSortCode(t: string): boolean {
  if (t.length !== 8) return false;
  const sep = t.charCodeAt(2);
  if (!(sep === 32 || sep === 45 || (sep >= 0x2010 && sep <= 0x2015) || sep === 0x2212)) return false;
  if (t.charCodeAt(5) !== sep) return false;
  return isDigitAt(t, 0) && isDigitAt(t, 1) && isDigitAt(t, 3) && isDigitAt(t, 4) && isDigitAt(t, 6) && isDigitAt(t, 7);
}

function isDigitAt(s: string, i: number): boolean {
  return isDigitCode(s.charCodeAt(i));
}

/** True when every character is an ASCII digit (and there is at least one). */
export function allDigits(s: string): boolean {
  return s.length > 0 && onlyDigits(s);
}
