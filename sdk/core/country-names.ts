import { COUNTRY_NAMES } from '../generated/countries/names.ts';

/**
 * The English short name of a country code (Unicode CLDR), or null when `cc` is not one of the
 * codes `isCountryCode` accepts. Kept apart from `countries.ts` so that validation bundles do not
 * carry the names.
 * @see https://www.iso.org/iso-3166-country-codes.html
 * @example countryName('DE') // 'Germany'
 * @example countryName('XK') // 'Kosovo'
 * @example countryName('ZZ') // null
 */
export function countryName(cc: string): string | null {
  // hasOwn keeps inherited keys such as 'constructor' or '__proto__' out.
  return typeof cc === 'string' && Object.hasOwn(COUNTRY_NAMES, cc) ? (COUNTRY_NAMES[cc] as string) : null;
}
