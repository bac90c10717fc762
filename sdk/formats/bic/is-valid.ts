import { isCountryCodeAt } from '../../core/countries.ts';
import { isSeparator } from '../../core/normalize.ts';
import { isTooLong } from '../../core/request.ts';

/**
 * True when `validateBic(input).valid` would be (ISO 9362 structure, ISO 3166-1 country or `XK`);
 * never throws and allocates nothing.
 * @see https://www.iso.org/standard/84108.html
 * @example isValidBic('deut de ff 500') // true
 * @example isValidBic('DEUTUKFF') // false
 */
export function isValidBic(input: string): boolean {
  if (typeof input !== 'string' || isTooLong(input)) return false;
  let count = 0;
  let c4 = 0;
  for (let i = 0; i < input.length; i++) {
    let c = input.charCodeAt(i);
    if (isSeparator(c)) continue;
    if (c >= 97 && c <= 122) c -= 32;
    if (++count > 11) return false;
    // Positions 5–6 need no check of their own: only two capitals can be a country code.
    if (count === 5) c4 = c;
    else if (count === 6) {
      if (!isCountryCodeAt(c4, c)) return false;
    } else if (!((c >= 65 && c <= 90) || (c >= 48 && c <= 57))) {
      return false;
    }
  }
  return count === 8 || count === 11;
}
