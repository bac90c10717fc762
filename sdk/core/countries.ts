import { COUNTRY_CODE_BITMAP } from '../generated/countries/codes.ts';

/**
 * True when `cc` is an ISO 3166-1 alpha-2 code that is officially assigned, or `XK` (Kosovo, which
 * SWIFT uses). Only the uppercase form counts; never throws and allocates nothing.
 * @see https://www.iso.org/iso-3166-country-codes.html
 * @example isCountryCode('DE') // true
 * @example isCountryCode('XK') // true
 * @example isCountryCode('UK') // false: the United Kingdom is GB
 */
export function isCountryCode(cc: string): boolean {
  return typeof cc === 'string' && cc.length === 2 && isCountryCodeAt(cc.charCodeAt(0), cc.charCodeAt(1));
}

/**
 * `isCountryCode` on two character codes, so that a caller scanning raw input needs no substring.
 * @example isCountryCodeAt(68, 69) // true: 'DE'
 */
export function isCountryCodeAt(first: number, second: number): boolean {
  const i = first - 65;
  const j = second - 65;
  if (i < 0 || i > 25 || j < 0 || j > 25) return false;
  return (((COUNTRY_CODE_BITMAP[i] as number) >>> j) & 1) === 1;
}
