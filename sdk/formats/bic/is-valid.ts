import { isCountryCodeAt } from '../../core/countries.ts';
import { isSeparator } from '../../core/normalize.ts';
import { isTooLong } from '../../core/request.ts';

/**
 * True when `validateBic(input).valid` would be (ISO 9362 structure, ISO 3166-1 country or `XK`);
 * never throws, and allocates nothing but a table of 128 bytes on its first call.
 * @see https://www.iso.org/standard/84108.html
 * @example isValidBic('deut de ff 500') // true
 * @example isValidBic('DEUTUKFF') // false
 */
export function isValidBic(input: string): boolean {
  if (typeof input !== 'string') return false;
  const n = input.length;
  // Separators only take characters away: fewer than 8 can never make a BIC.
  if (n < 8) return false;
  // Letters and digits only, the usual case, in one loop with one well-predicted branch per
  // character: a mix of letters and digits would mispredict comparisons of ranges.
  const classes = CLASSES ?? classTable();
  let i = 0;
  while (i < n) {
    const c = input.charCodeAt(i);
    if (c > 127 || (classes[c] as number) > 1) break;
    i++;
  }
  // Then only the length and the country code at positions 5–6 are left (only two capitals can be
  // one, so they need no check of their own); `a`–`z` read as `A`–`Z`.
  if (i === n) return (n === 8 || n === 11) && isCountryCodeAt(upper(input.charCodeAt(4)), upper(input.charCodeAt(5)));
  return n > 128 && isTooLong(input) ? false : isValidWritten(input, classes, i);
}

/** A letter or digit as normalization leaves it: `a`–`z` as `A`–`Z`. */
function upper(c: number): number {
  return c > 96 ? c - 32 : c;
}

/** Per ASCII code: 0 for A–Z and 0–9, 1 for a–z, 2 for anything else. Built on first use. */
let CLASSES: Uint8Array | undefined;

function classTable(): Uint8Array {
  const table = new Uint8Array(128).fill(2);
  table.fill(0, 48, 58).fill(0, 65, 91).fill(1, 97, 123);
  return (CLASSES = table);
}

/**
 * A form with separators, read on from `start`, the first character that is not a letter or a digit
 * (the ones before it are): separators are skipped, `a`–`z` read as `A`–`Z`.
 */
function isValidWritten(input: string, classes: Uint8Array, start: number): boolean {
  if (start > 11) return false;
  let count = start;
  let c4 = start > 4 ? upper(input.charCodeAt(4)) : 0;
  if (start > 5 && !isCountryCodeAt(c4, upper(input.charCodeAt(5)))) return false;
  for (let i = start; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c > 127 || (classes[c] as number) > 1) {
      if (isSeparator(c)) continue;
      return false;
    }
    if (++count > 11) return false;
    if (count === 5) c4 = upper(c);
    else if (count === 6 && !isCountryCodeAt(c4, upper(c))) return false;
  }
  return count === 8 || count === 11;
}
