import { IBAN_LAYOUTS, IBAN_PART_LABELS } from '../../generated/iban-registry.ts';
import { codeIndex, type IbanEntry, unpackEntries } from './entry.ts';

/**
 * The registry unpacked once, on first use, from IBAN_LAYOUTS, the structures with the breakdown
 * inside: the entry of each country, cuts included, at the place of its code in a table of 26 × 26.
 * validateIban reads only this string, isValidIban only IBAN_STRUCTURES. No module side effect.
 */
let entries: IbanEntry[] | undefined;

/** The registry entry of the country code at the start of `s`, cuts included; undefined for no IBAN country. */
export function ibanLayout(s: string): IbanEntry | undefined {
  return (entries ??= unpackEntries(IBAN_LAYOUTS, IBAN_PART_LABELS))[codeIndex(s)];
}
