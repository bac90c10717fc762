import type { FormatIdentity } from '../descriptor.ts';

// Two letters, then two digits.
const IBAN = /^[A-Z]{2}\d\d/;

/** Two letters, then two digits: how an IBAN starts, typed in full or not. */
export function startsLikeIban(normalized: string): boolean {
  return IBAN.test(normalized);
}

/** The country of an IBAN: its prefix. */
export function ibanCountry(normalized: string): string {
  return normalized.slice(0, 2);
}

/** The IBAN's format: its hint and `result.format`. */
export const IBAN_FORMAT = 'iban';

/** The IBAN: its start (docs/contract.md §3 rule 2); its country, the prefix. */
export const ibanIdentity: FormatIdentity<typeof IBAN_FORMAT> = {
  id: IBAN_FORMAT,
  detect: startsLikeIban,
  country: ibanCountry,
  countryWords: true,
};
