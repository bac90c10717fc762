import { isCountryCodeAt } from '../../core/countries.ts';
import { isTooLong } from '../../core/limits.ts';
import { isSeparator } from '../../core/normalize.ts';

/**
 * True when `validateBic(input).valid` would be (ISO 9362 structure, ISO 3166-1 country or `XK`);
 * never throws and allocates nothing. It reads the input as normalization leaves it: separators
 * skipped, `a`–`z` as `A`–`Z`, any other character failing at once.
 * @see https://www.iso.org/standard/84108.html
 * @example isValidBic('deut de ff 500') // true
 * @example isValidBic('DEUTUKFF') // false
 */
export function isValidBic(input: string): boolean {
  if (typeof input !== 'string' || isTooLong(input)) return false;
  // The count of letters and digits read so far, and the letter before (0 after a digit): the 5th
  // and 6th must be letters that make a country code.
  let count = 0;
  let previous = 0;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    const upper = c & ~32;
    if (upper > 64 && upper < 91) {
      if (++count === 6 && !isCountryCodeAt(previous, upper)) return false;
      previous = upper;
    } else if (c > 47 && c < 58) {
      if (++count === 6) return false;
      previous = 0;
    } else if (!isSeparator(c)) return false;
  }
  return count === 8 || count === 11;
}
