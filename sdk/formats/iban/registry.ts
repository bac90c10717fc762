import { passesDataCheck } from '../../core/bank-info.ts';
import { IBAN_LAYOUTS, IBAN_PART_LABELS } from '../../generated/iban-registry.ts';
import { NATIONAL_RULE_LIST, type NationalRule } from './national/index.ts';

export type { NationalRule };

/** One IBAN country of the SWIFT IBAN Registry, as validation reads it. */
export interface IbanEntry {
  /** The length of its IBANs. */
  length: number;
  /** Bit i set: BBAN position i takes only digits. */
  digitsOnly: number;
  /** Bit i set: BBAN position i takes only letters (A–Z). */
  lettersOnly: number;
  /** Its national check-digit rule, where one is enforced. */
  rule: NationalRule | undefined;
  /** Its group of the registry string, before the country codes (see `unpackRegistry`). */
  layout: string;
}

/** An entry with the breakdown of its country, for a valid IBAN's parts. */
export interface IbanLayout extends IbanEntry {
  /** For `tile`: label, end offset, label, end offset, … (`Country` and `Check Digits` first). */
  cuts: (string | number)[];
}

/**
 * The entries of a registry string of `sdk/generated/iban-registry.ts`, each at the place of its
 * country code in a table of 26 × 26 (`indexOf`). A group of the string holds, for each BBAN
 * position, its class letter (`n` digit, `a` letter, `c` either), each part of the BBAN opened by a
 * label letter from `o` (read by `withCuts`, skipped by validation); then a rule
 * character from `0` (the rule's place in NATIONAL_RULE_LIST) where the countries have one; then
 * the country codes; then a space.
 */
export function unpackRegistry(packed: string): IbanEntry[] {
  // Place 676, "no country" (`indexOf`), stays empty.
  const table: IbanEntry[] = [];
  let start = 0;
  let k = 0;
  let digitsOnly = 0;
  let lettersOnly = 0;
  let rule: NationalRule | undefined;
  let layout: string | undefined;
  for (let i = 0; i < packed.length; i++) {
    const c = packed.charCodeAt(i);
    if (c === 32) {
      start = i + 1;
      k = digitsOnly = lettersOnly = 0;
      rule = layout = undefined;
    } else if (c === 110) digitsOnly |= 1 << k++;
    else if (c === 97) lettersOnly |= 1 << k++;
    else if (c === 99) k++;
    else if (c < 65) rule = NATIONAL_RULE_LIST[c - 48];
    else if (c < 91) {
      layout ??= packed.slice(start, i);
      table[indexOf(c, packed.charCodeAt(++i))] = { length: k + 4, digitsOnly, lettersOnly, rule, layout };
    }
  }
  return table;
}

/** The entry of IBAN_LAYOUTS with the cuts its label letters give. */
function withCuts(entry: IbanEntry): IbanLayout {
  const cuts: (string | number)[] = ['Country', 2, 'Check Digits', 4];
  let end = 4;
  for (let i = 0; i < entry.layout.length; i++) {
    const c = entry.layout.charCodeAt(i);
    if (c > 110) cuts.push(IBAN_PART_LABELS[c - 111] as string, end);
    else if (c > 96) cuts[cuts.length - 1] = ++end;
  }
  return Object.assign(entry, { cuts });
}

/**
 * The place of the country code `a`, `b` (char codes) in a table of 26 × 26; a place that no table
 * fills when they are not two capitals: 676 for a second character out of A–Z, and for a first one
 * a place below 0 or from 676 on.
 */
function indexOf(a: number, b: number): number {
  return b > 64 && b < 91 ? (a - 65) * 26 + b - 65 : 676;
}

// Each table unpacked once, on first use: no module side effect. Both read IBAN_LAYOUTS; only the
// breakdown's reads the labels (IBAN_PART_LABELS), so that a bundle that only validates carries none.
let layouts: IbanLayout[] | undefined;

let structures: IbanEntry[] | undefined;

/**
 * IBAN_LAYOUTS unpacked for validation. The entries of DE and GB (and the breakdown's too) take the
 * national check that comes with data rather than with validation: the German account check, which
 * the German lookup registers as it loads (core/bank-info.ts; until then every German account
 * passes, docs/decisions/german-check-on-load.md), and the UK modulus check, which
 * `setUkModulusTables` registers with the tables the user supplies (until then every UK account
 * passes, docs/uk-modulus.md).
 */
function structuresTable(): IbanEntry[] {
  return (structures ??= withDataChecks(unpackRegistry(IBAN_LAYOUTS)));
}

/** `table` with the checks that come with data, once registered, as the rules of DE and GB. */
function withDataChecks<E extends IbanEntry>(table: E[]): E[] {
  const de = table[indexOf(68, 69)];
  if (de) de.rule = (iban) => passesDataCheck('iban:DE', iban);
  const gb = table[indexOf(71, 66)];
  if (gb) gb.rule = (iban) => passesDataCheck('iban:GB', iban);
  return table;
}

/** The registry entry of the country whose code is the capitals `a`, `b` (char codes), if any. */
export function ibanEntryAt(a: number, b: number): IbanEntry | undefined {
  return structuresTable()[indexOf(a, b)];
}

/** The registry entry of the country code at the start of `s` (capitals), if it is an IBAN country. */
export function ibanEntry(s: string): IbanEntry | undefined {
  return ibanEntryAt(s.charCodeAt(0), s.charCodeAt(1));
}

/** `ibanEntry` with the breakdown of its country (`cuts`), for a valid IBAN's parts. */
export function ibanLayout(s: string): IbanLayout | undefined {
  layouts ??= withDataChecks(unpackRegistry(IBAN_LAYOUTS).map(withCuts));
  return layouts[indexOf(s.charCodeAt(0), s.charCodeAt(1))];
}

/**
 * True when each BBAN character of `s`, a normalized IBAN of the entry's length, is of the class
 * its position takes: no letter where only digits go, no digit where only letters go.
 */
export function fitsClasses(s: string, entry: IbanEntry): boolean {
  let letters = 0;
  for (let i = 4; i < s.length; i++) if (s.charCodeAt(i) > 57) letters |= 1 << (i - 4);
  return !(letters & entry.digitsOnly || ~letters & entry.lettersOnly);
}

/** One class letter per BBAN position of an entry: `n` digit, `a` letter, `c` either. */
export function bbanClasses(entry: IbanEntry): string {
  return entry.layout.replace(/[^acn]/g, '');
}

/**
 * The 89 country codes of the SWIFT IBAN Registry, sorted: the codes an IBAN may start with.
 * Territories that use a host's code are not among them (docs/contract.md §4).
 * @see https://www.swift.com/standards/data-standards/iban-international-bank-account-number
 * @example ibanCountryCodes().includes('FR') // true, and .includes('GF') // false
 */
export function ibanCountryCodes(): string[] {
  const out: string[] = [];
  structuresTable().forEach((_, i) => out.push(String.fromCharCode(65 + i / 26, 65 + (i % 26))));
  return out;
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
