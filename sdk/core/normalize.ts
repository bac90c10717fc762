import { onlyAlphanumeric } from './chars.ts';

const LOWER_CASE = /[a-z]+/g;
const NOT_ASCII = /[^\0-~]/;
/** Runs of the characters normalization removes: as SEPARATOR (a test holds the two equal), global. */
export const SEPARATORS = /[\s\x85.\-\u2010-\u2015\u2212]+/g;
// Anything but whitespace: JavaScript's `\s` and U+0085, as `isWhitespace` (a test holds them equal).
const NOT_WHITESPACE = /[^\s\x85]/;

/**
 * Normalization of docs/contract.md §2: remove every whitespace character, every hyphen or dash
 * (`-`, U+2010–U+2015, U+2212) and every dot, then uppercase ASCII `a`–`z` only.
 * No other character is folded: `ß`, `ﬁ`, dotless `ı` and full-width digits stay and fail.
 * Where it removes separators, the result may be a string of pieces (V8 makes one of 13 characters
 * or more): the first reading of its characters joins it, once.
 * @example normalize('gb82 west-1234.5698 7654 32') // 'GB82WEST12345698765432'
 */
export function normalize(input: string): string {
  // Input in electronic form, the usual case, comes back as it is, without a copy.
  if (onlyAlphanumeric(input)) return input;
  // Only ASCII a–z: `toUpperCase` folds more (`ß` to `SS`) on any other text. On ASCII text, the
  // usual case, it is one call where a replacement calls back for every run of lower case, and
  // makes the code of its callers slower for every input.
  return (NOT_ASCII.test(input) ? input.replace(LOWER_CASE, (m) => m.toUpperCase()) : input.toUpperCase()).replace(
    SEPARATORS,
    '',
  );
}

/**
 * The characters normalization removes, as one expression: JavaScript's `\s` (Unicode White_Space
 * less U+0085, plus U+FEFF), U+0085, the hyphens and dashes, and the dot. For code that normalizes
 * with a regular expression; a test holds it equal to `isSeparator` over every UTF-16 code unit.
 */
export const SEPARATOR = /[\s\x85.\-\u2010-\u2015\u2212]/;

/**
 * True for the characters normalization removes: whitespace, hyphens and dashes, and the dot.
 */
export function isSeparator(c: number): boolean {
  return c === 45 || c === 46 || isWhitespace(c) || (c >= 0x2010 && c <= 0x2015) || c === 0x2212;
}

/**
 * True for whitespace: Unicode White_Space plus U+FEFF (which JavaScript's `\s` also strips).
 */
export function isWhitespace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 133) return false;
  return (
    c === 133 ||
    c === 160 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** True when the input has no character other than whitespace. */
export function isBlank(input: string): boolean {
  return !NOT_WHITESPACE.test(input);
}
