import { isCountryCodeAt } from '../../core/countries.ts';
import { isSeparator } from '../../core/normalize.ts';
import { isTooLong } from '../../core/request.ts';

/** Clears the bit of lower case: `a`–`z` become `A`–`Z`, and digits stay below `A`. */
const UPPER = 0xffdf;

/** Per ASCII code: 0 for A–Z and 0–9, 1 for a–z, 2 for anything else. */
const CLASSES = /* @__PURE__ */ classTable();

function classTable(): Uint8Array {
  return new Uint8Array(128).fill(2).fill(0, 48, 58).fill(0, 65, 91).fill(1, 97, 123);
}

/** 0 for `A`–`Z` and `0`–`9`, 1 for `a`–`z`, 2 or more for any other code, without a branch. */
function classOf(c: number): number {
  return (CLASSES[c & 127] as number) | ((c >> 6) & ~1);
}

/**
 * True when `validateBic(input).valid` would be (ISO 9362 structure, ISO 3166-1 country or `XK`);
 * never throws and allocates nothing.
 * @see https://www.iso.org/standard/84108.html
 * @example isValidBic('deut de ff 500') // true
 * @example isValidBic('DEUTUKFF') // false
 */
export function isValidBic(input: string): boolean {
  if (typeof input !== 'string') return false;
  const n = input.length;
  // The electronic form (`DEUTDEFF500`) and ISO 9362's print form with single spaces
  // (`DEUT DE FF 500`, the parts after the first each one place further: `s` is 1) are read without
  // a loop: the classes of all characters are or-ed together and tested once, so a mix of letters
  // and digits costs no mispredicted branch. Only the country code is left to check (only two
  // capitals can be one); `a`–`z` read as `A`–`Z`.
  const s =
    n === 8 || n === 11
      ? 0
      : (n === 10 || n === 14) &&
          input.charCodeAt(4) === 32 &&
          input.charCodeAt(7) === 32 &&
          (n === 10 || input.charCodeAt(10) === 32)
        ? 1
        : -1;
  if (s >= 0) {
    const c4 = input.charCodeAt(4 + s);
    const c5 = input.charCodeAt(5 + s);
    let k = classOf(input.charCodeAt(0)) | classOf(input.charCodeAt(1)) | classOf(input.charCodeAt(2));
    k |= classOf(input.charCodeAt(3)) | classOf(c4) | classOf(c5);
    k |= classOf(input.charCodeAt(6 + 2 * s)) | classOf(input.charCodeAt(7 + 2 * s));
    // With a branch code (11 characters, 14 in print form).
    if (n > 10) {
      const b = 8 + 3 * s;
      k |= classOf(input.charCodeAt(b)) | classOf(input.charCodeAt(b + 1)) | classOf(input.charCodeAt(b + 2));
    }
    if (k < 2) return isCountryCodeAt(c4 & UPPER, c5 & UPPER);
  }
  // Any other form: separators only take characters away, so fewer than 8 can never make a BIC.
  if (n < 8) return false;
  // Letters and digits first, in one loop with one well-predicted branch per character.
  let i = 0;
  while (i < n) {
    const c = input.charCodeAt(i);
    if (c > 127 || (CLASSES[c] as number) > 1) break;
    i++;
  }
  // Letters and digits only, of a length other than 8 or 11 (those were read above).
  if (i === n) return false;
  return n > 128 && isTooLong(input) ? false : isValidWritten(input, i);
}

/**
 * A form with separators, read on from `start`, the first character that is not a letter or a digit
 * (the ones before it are): separators are skipped, `a`–`z` read as `A`–`Z`.
 */
function isValidWritten(input: string, start: number): boolean {
  if (start > 11) return false;
  let count = start;
  let c4 = start > 4 ? input.charCodeAt(4) & UPPER : 0;
  if (start > 5 && !isCountryCodeAt(c4, input.charCodeAt(5) & UPPER)) return false;
  for (let i = start; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c > 127 || (CLASSES[c] as number) > 1) {
      if (isSeparator(c)) continue;
      return false;
    }
    if (++count > 11) return false;
    if (count === 5) c4 = c & UPPER;
    else if (count === 6 && !isCountryCodeAt(c4, c & UPPER)) return false;
  }
  return count === 8 || count === 11;
}
