import { IBAN_STRUCTURES } from '../../generated/iban-registry.ts';
import { codeIndex, entryProblems, type IbanEntry, unpackStructures } from './entry.ts';
import type { NationalRule } from './national/index.ts';

export type { NationalRule };

/**
 * The registry unpacked once, on first use, from IBAN_STRUCTURES: the entry of each country at the
 * place of its code in a table of 26 × 26 (codeIndex). No module side effect.
 */
let entries: IbanEntry[] | undefined;

function unpack(): IbanEntry[] {
  return (entries = unpackStructures(IBAN_STRUCTURES));
}

/**
 * The entry number of the country code at the start of `s` (its place in a table of 26 × 26), or -1
 * when it is not an IBAN country.
 */
export function ibanEntry(s: string): number {
  const i = codeIndex(s);
  return (entries ?? unpack())[i] ? i : -1;
}

/** The entry at a place of the table of 26 × 26 (see `codeIndex`), if a country has it. */
export function entryAt(e: number): IbanEntry | undefined {
  return (entries ?? unpack())[e];
}

function entry(e: number): IbanEntry {
  return (entries ?? unpack())[e] as IbanEntry;
}

/** One class letter per BBAN position (`n` digit, `a` letter, `c` either) of an entry. */
export function entryClasses(e: number): string {
  let cls = '';
  const [length, digitsOnly, lettersOnly] = entry(e);
  for (let i = 0; i < length - 4; i++) {
    cls += digitsOnly & (1 << i) ? 'n' : lettersOnly & (1 << i) ? 'a' : 'c';
  }
  return cls;
}

/**
 * The IBAN length of the country whose code is the two capitals `a`, `b` (char codes), or 0 when
 * it is not an IBAN country. Allocates nothing.
 */
export function ibanLengthOf(a: number, b: number): number {
  return (entries ?? unpack())[(a - 65) * 26 + b - 65]?.[0] ?? 0;
}

/** The IBAN length of an entry. */
export function entryLength(e: number): number {
  return entry(e)[0];
}

/** The national check-digit rule of an entry, if the country has one enforced. */
export function entryRule(e: number): NationalRule | undefined {
  return (entries ?? unpack())[e]?.[3];
}

/**
 * The 89 country codes of the SWIFT IBAN Registry (release 100), sorted: the codes an IBAN may start
 * with. Territories that use a host's code are not among them (docs/contract.md §4).
 * @see https://www.swift.com/standards/data-standards/iban-international-bank-account-number
 * @example ibanCountryCodes().includes('FR') // true, and .includes('GF') // false
 */
export function ibanCountryCodes(): string[] {
  const out: string[] = [];
  (entries ?? unpack()).forEach((_, i) => out.push(String.fromCharCode(65 + i / 26, 65 + (i % 26))));
  return out;
}

/**
 * The checks of docs/contract.md §4 after the characters, as bits (see `entryProblems`); 0 when all
 * pass, for any string.
 */
export function ibanProblems(s: string, all?: boolean): number {
  return entryProblems(s, (entries ?? unpack())[codeIndex(s)], all);
}

/**
 * ISO 13616 check digits for a BBAN: 98 minus the remainder modulo 97 of the BBAN followed by the
 * country code and "00", as two digits.
 * @example ibanCheckDigits('DE', '370400440532013000') // '89'
 */
export function ibanCheckDigits(country: string, bban: string): string {
  let r = 0;
  for (const ch of `${bban}${country}00`) {
    const c = ch.charCodeAt(0);
    r = (c < 58 ? r * 10 + c - 48 : r * 100 + c - 55) % 97;
  }
  return String(98 - r).padStart(2, '0');
}
