import { isCountryCodeAt } from '../../core/countries.ts';
import { isSeparator } from '../../core/normalize.ts';
import { isTooLong } from '../../core/limits.ts';

/** Clears the bit of lower case: `a`–`z` become `A`–`Z`, and `0`–`9` become 16–25. */
const UPPER = 0xffdf;

/**
 * Per UTF-16 code unit: 0 for A–Z and 0–9, 1 for a–z, 2 for any other. A table of all 65,536
 * makes a character one load, with no test of its range: 64 KB of memory, built when the module
 * loads (a table filled on first use, read through a `let`, measured slower).
 */
const CLASSES = /* @__PURE__ */ classTable();

function classTable(): Uint8Array {
  return new Uint8Array(65536).fill(2).fill(0, 48, 58).fill(0, 65, 91).fill(1, 97, 123);
}

/**
 * 1 for a country code (ISO 3166-1 or `XK`), at `countryAt` of its two characters as `UPPER` leaves
 * letters and digits: 16–25 for a digit and 65–90 for a letter, less 16, in a table of 75 × 75.
 */
const COUNTRIES = /* @__PURE__ */ countryTable();

function countryTable(): Uint8Array {
  const table = new Uint8Array(75 * 75);
  for (let a = 65; a < 91; a++) for (let b = 65; b < 91; b++) if (isCountryCodeAt(a, b)) table[countryAt(a, b)] = 1;
  return table;
}

/** The place in COUNTRIES of two letters or digits, each already `& UPPER`. */
function countryAt(a: number, b: number): number {
  return (a - 16) * 75 + b - 16;
}

/** True when two letters or digits (either case) make a country code: one read of COUNTRIES. */
function isCountryAt(a: number, b: number): boolean {
  return COUNTRIES[countryAt(a & UPPER, b & UPPER)] === 1;
}

/**
 * True when `validateBic(input).valid` would be (ISO 9362 structure, ISO 3166-1 country or `XK`);
 * never throws and allocates nothing.
 * @see https://www.iso.org/standard/84108.html
 * @example isValidBic('deut de ff 500') // true
 * @example isValidBic('DEUTUKFF') // false
 */
export function isValidBic(input: string): boolean {
  // Small enough for the engine to inline into its caller: the electronic form (`DEUTDEFF500`), the
  // usual case, is read at once; every other form by `isValidOther`.
  return typeof input === 'string' && (input.length === 11 || input.length === 8)
    ? isValidParts(input, 0)
    : isValidOther(input);
}

/**
 * The electronic form (`s` 0) or ISO 9362's print form with single spaces (`DEUT DE FF 500`, `s` 1:
 * each part after the first one place further), without a loop: the classes of all characters are
 * or-ed together and tested once, so a mix of letters and digits costs no mispredicted branch. Only
 * the country code is left to check (only two capitals can be one); `a`–`z` read as `A`–`Z`. Any
 * other character: `isValidLoose`.
 */
function isValidParts(input: string, s: number): boolean {
  const c4 = input.charCodeAt(4 + s);
  const c5 = input.charCodeAt(5 + s);
  let k = (CLASSES[input.charCodeAt(0)] as number) | (CLASSES[input.charCodeAt(1)] as number);
  k |= (CLASSES[input.charCodeAt(2)] as number) | (CLASSES[input.charCodeAt(3)] as number);
  k |= (CLASSES[c4] as number) | (CLASSES[c5] as number);
  k |= (CLASSES[input.charCodeAt(6 + 2 * s)] as number) | (CLASSES[input.charCodeAt(7 + 2 * s)] as number);
  // With a branch code (11 characters, 14 in print form).
  if (input.length > 10) {
    const b = 8 + 3 * s;
    k |= (CLASSES[input.charCodeAt(b)] as number) | (CLASSES[input.charCodeAt(b + 1)] as number);
    k |= CLASSES[input.charCodeAt(b + 2)] as number;
  }
  return k < 2 ? isCountryAt(c4, c5) : isValidLoose(input);
}

/** Not a string, the print form (read by `isValidParts`), or any other form: `isValidLoose`. */
function isValidOther(input: string): boolean {
  if (typeof input !== 'string') return false;
  const n = input.length;
  return (n === 10 || n === 14) &&
    input.charCodeAt(4) === 32 &&
    input.charCodeAt(7) === 32 &&
    (n === 10 || input.charCodeAt(10) === 32)
    ? isValidParts(input, 1)
    : isValidLoose(input);
}

/** Any UTF-16 code unit but A–Z, a–z and 0–9 (those of class 0 or 1 in CLASSES); global, for `lastIndex`. */
const NOT_ALPHANUMERIC = /[^0-9A-Za-z]/g;

/** Any form but the two that `isValidParts` reads, and those two with other characters. */
function isValidLoose(input: string): boolean {
  const n = input.length;
  // Separators only take characters away, so fewer than 8 can never make a BIC.
  if (n < 8) return false;
  // The first character that is not a letter or a digit, found by the engine's scan (faster than a
  // loop here); none: letters and digits only, of a length other than 8 or 11, which `isValidParts`
  // read. A global expression's `test` leaves `lastIndex` after its match and allocates nothing.
  NOT_ALPHANUMERIC.lastIndex = 0;
  if (!NOT_ALPHANUMERIC.test(input)) return false;
  const i = NOT_ALPHANUMERIC.lastIndex - 1;
  return !isTooLong(input) && isValidWritten(input, i);
}

/**
 * A form with separators, read on from `start`, the first character that is not a letter or a digit
 * (the ones before it are): separators are skipped, `a`–`z` read as `A`–`Z` (by `isCountryAt`).
 */
function isValidWritten(input: string, start: number): boolean {
  if (start > 11) return false;
  let count = start;
  let c4 = start > 4 ? input.charCodeAt(4) : 0;
  if (start > 5 && !isCountryAt(c4, input.charCodeAt(5))) return false;
  for (let i = start; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if ((CLASSES[c] as number) > 1) {
      if (isSeparator(c)) continue;
      return false;
    }
    if (++count > 11) return false;
    if (count === 5) c4 = c;
    else if (count === 6 && !isCountryAt(c4, c)) return false;
  }
  return count === 8 || count === 11;
}
