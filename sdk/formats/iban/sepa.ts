import { SEPA_CODES, SEPA_LIST_DATE } from '../../generated/iban-registry.ts';

/**
 * True when a country or territory is in the Single Euro Payments Area according to the European
 * Payments Council's list of SEPA countries (dated `sepaListDate()`): the 27 EU states, Iceland,
 * Liechtenstein, Norway, Switzerland, the United Kingdom, Monaco, San Marino, Vatican City, Andorra,
 * Albania, Montenegro, Moldova, North Macedonia and Serbia, Gibraltar, and the territories the list
 * names with a code of their own (AX; BL, GF, GP, MF, MQ, PM, RE, YT; GG, IM, JE). Territories that
 * the list leaves out (NC, PF, TF, WF) are not, although their IBANs start with FR. Takes an ISO
 * 3166-1 alpha-2 code, letters in either case; false for anything else; never throws.
 * @see https://www.europeanpaymentscouncil.eu/document-library/other/epc-list-sepa-scheme-countries
 * @example isSepaCountry('AL') // true (the SWIFT IBAN Registry still says no)
 * @example isSepaCountry('JE') // true: Jersey, whose IBANs start with GB
 * @example isSepaCountry('NC') // false: New Caledonia, whose IBANs start with FR
 */
export function isSepaCountry(country: string): boolean {
  // ASCII letters only: `toUpperCase` would fold others (the dotless ı to I).
  if (typeof country !== 'string' || !/^[A-Za-z]{2}$/.test(country)) return false;
  const code = country.toUpperCase();
  // The codes are pairs of capitals: a match counts only at an even offset.
  for (let i = SEPA_CODES.indexOf(code); i >= 0; i = SEPA_CODES.indexOf(code, i + 1)) if (i % 2 === 0) return true;
  return false;
}

/**
 * The date (YYYY-MM-DD) of the EPC list of SEPA countries that `isSepaCountry` and
 * `ibanCountry(code).sepa` follow.
 * @example sepaListDate() // '2025-05-22'
 */
export function sepaListDate(): string {
  return SEPA_LIST_DATE;
}
