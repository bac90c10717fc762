import { BankNumberRequestError } from '../../core/request-error.ts';
import { normalize } from '../../core/normalize.ts';
import { ibanPartCuts } from './breakdown.ts';
import { ibanDirectoryCodesSync, loadIbanLookup } from './lookup.ts';
import { completeNational } from './national/complete.ts';
import { nationalRule } from './national/index.ts';
import { bbanClasses, ibanCheckDigits, ibanCountryCodes, ibanEntry } from './registry.ts';
import type { BankCodeShape, FormatGenerator } from '../descriptor.ts';

/** Options of `generateIban`. */
export interface GenerateIbanOptions {
  /** An IBAN country (ISO 3166-1 alpha-2, as in the registry). Territories use their host's code. */
  country: string;
  /** The same seed gives the same IBANs; any number or string. Default 0. */
  seed?: number | string | undefined;
  /** The bank code to use, in the country's bank-code format; random when absent. */
  bankCode?: string | undefined;
}

// A national rule that admits no check character for an account (a Norwegian remainder of 1, a
// Czech block that would need 10) takes another random account. This many tries leave a chance below
// e^-40 of finding none, even for a rule whose check characters have to be hit by chance (1 in 121).
const MAX_ATTEMPTS = 5000;
/** The most IBANs one call gives, as `/generate` allows (docs/contract.md §11). */
const MAX_COUNT = 100;
const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// Written out: a joined constant would stay in consumers' bundles that never generate.
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A random but repeatable IBAN of a country: the same options give the same IBAN. Every one passes
 * `validateIban`, national check digits included (docs/contract.md §11 `/generate`). Once the
 * country's bank directory is loaded (`loadIbanLookup`, as `/generate` does), the bank code is one
 * of its codes in use, so that the number names a bank, and a German account passes that bank's
 * check-digit method; before, the bank code is random. Throws
 * `BankNumberRequestError` (`INVALID_PARAMETER`) for a country outside the registry or a bank code
 * that does not fit the country's format or admits no valid national check digit.
 * @see https://www.swift.com/standards/data-standards/iban-international-bank-account-number
 * @example generateIban({ country: 'DE', seed: 1 }) // a valid German IBAN, the same on every call
 */
export function generateIban(options: GenerateIbanOptions): string {
  return generateIbans({ ...options, count: 1 })[0] as string;
}

/**
 * `count` repeatable IBANs of a country, drawn from one seeded stream (for `/generate`). The same
 * options give the same list, and a longer list starts with the shorter one.
 * @example generateIbans({ country: 'FR', seed: 'demo', count: 3 }).length // 3
 */
export function generateIbans(options: GenerateIbanOptions & { count: number }): string[] {
  const count = options?.count;
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
    throw new BankNumberRequestError(
      'INVALID_PARAMETER',
      `The parameter 'count' must be a whole number from 1 to ${MAX_COUNT}.`,
      'count',
    );
  }
  const country = typeof options.country === 'string' ? normalize(options.country) : '';
  const entry = country.length === 2 ? ibanEntry(country) : undefined;
  if (entry === undefined) {
    throw new BankNumberRequestError(
      'INVALID_PARAMETER',
      "The parameter 'country' must be an IBAN country code.",
      'country',
    );
  }
  const classes = bbanClasses(entry);
  const requested = bankCodeSlots(country, classes, options.bankCode);
  // Without a requested bank code, one of the loaded directory's codes for each number.
  const directory = options.bankCode === undefined ? ibanDirectoryCodesSync(country) : null;
  const drawn = directory !== null && directory.codes.length > 0 ? directory : null;
  const rule = entry.rule;
  const national = nationalRule(rule);
  const random = mulberry32(hashSeed(options.seed ?? 0));
  const out: string[] = [];
  for (let n = 0; n < count; n++) {
    let found: string | undefined;
    for (let attempt = 0; attempt < MAX_ATTEMPTS && found === undefined; attempt++) {
      const fixed = drawn === null ? requested : directorySlots(drawn, random);
      let bban = '';
      for (let i = 0; i < classes.length; i++) {
        const alphabet = classes[i] === 'n' ? DIGITS : classes[i] === 'a' ? LETTERS : ALPHANUMERIC;
        bban += fixed[i] ?? alphabet[Math.floor(random() * alphabet.length)];
      }
      // The national check characters are written in first, then the IBAN's own check digits.
      // A check outside NATIONAL_RULES (Germany's account check, once loaded) is met by drawing again.
      const iban = `${country}00${bban}`;
      const completed =
        national !== undefined ? completeNational(national, iban) : rule === undefined || rule(iban) ? iban : null;
      if (completed === null) continue;
      // Where the national check digit lies inside the bank code (HR, PL), a requested bank code
      // must already carry the right one: no other account can make it valid.
      if (fixed.some((ch, i) => ch !== undefined && completed[i + 4] !== ch)) {
        if (drawn === null) break;
        continue;
      }
      const completedBban = completed.slice(4);
      found = `${country}${ibanCheckDigits(country, completedBban)}${completedBban}`;
    }
    if (found === undefined) {
      throw new BankNumberRequestError(
        'INVALID_PARAMETER',
        "No IBAN with valid national check digits exists for the parameter 'bankCode'.",
        'bankCode',
      );
    }
    out.push(found);
  }
  return out;
}

/** The BBAN characters of a bank code drawn from a directory, by BBAN position. */
function directorySlots(
  directory: { start: number; codes: readonly string[] },
  random: () => number,
): (string | undefined)[] {
  const code = directory.codes[Math.floor(random() * directory.codes.length)] as string;
  const slots: (string | undefined)[] = [];
  for (let i = 0; i < code.length; i++) slots[directory.start - 4 + i] = code[i];
  return slots;
}

/** The BBAN characters fixed by a requested bank code, by BBAN position. */
function bankCodeSlots(country: string, classes: string, bankCode: string | undefined): (string | undefined)[] {
  const slots: (string | undefined)[] = [];
  if (bankCode === undefined) return slots;
  const code = typeof bankCode === 'string' ? normalize(bankCode) : '';
  const [start, end] = bankCodeRange(country);
  let fits = code.length === end - start && end > start;
  for (let i = 0; fits && i < code.length; i++) {
    const c = code.charCodeAt(i);
    const k = classes[start - 4 + i];
    const digit = c >= 48 && c <= 57;
    const letter = c >= 65 && c <= 90;
    fits = k === 'n' ? digit : k === 'a' ? letter : digit || letter;
    slots[start - 4 + i] = code[i];
  }
  if (!fits) {
    throw new BankNumberRequestError(
      'INVALID_PARAMETER',
      "The parameter 'bankCode' does not have the format of this country's bank code.",
      'bankCode',
    );
  }
  return slots;
}

/** The IBAN positions [start, end) of the country's bank code; empty (start = end) when it has none. */
function bankCodeRange(country: string): [number, number] {
  const cuts = ibanPartCuts(country);
  let start = 4;
  for (let i = 0; i < cuts.length; i += 2) {
    if (cuts[i] === 'Bank Code') return [start, cuts[i + 1] as number];
    start = cuts[i + 1] as number;
  }
  return [start, start];
}

/**
 * What a bank code in IBANs of a registry country looks like, with the one of the IBAN that seed
 * `hint` gives as its example; null when the country's IBANs hold none.
 * @example ibanBankCodeShape('DE')?.characters // 'digits'
 */
export function ibanBankCodeShape(country: string): BankCodeShape | null {
  const entry = ibanEntry(country);
  const [start, end] = bankCodeRange(country);
  if (entry === undefined || end <= start) return null;
  const used = new Set(bbanClasses(entry).slice(start - 4, end - 4));
  const only = used.size === 1 ? [...used][0] : undefined;
  return {
    length: end - start,
    characters: only === 'n' ? 'digits' : only === 'a' ? 'letters' : 'alphanumeric',
    example: generateIban({ country, seed: 'hint' }).slice(start, end),
  };
}

/** FNV-1a over the seed's text: any number or string gives a 32-bit state. */
function hashSeed(seed: number | string): number {
  const text = String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: a small, fast generator with a 32-bit state; uniform in [0, 1). */
function mulberry32(state: number): () => number {
  let a = state;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The generator of `generateNumbers` (formats/generators.ts). */
export const ibanGenerator = {
  id: 'iban' as const,
  generate: ({ country, seed, bankCode, count }) =>
    generateIbans({ country: country as string, seed, bankCode, count }),
  draws: loadIbanLookup,
  countries: ibanCountryCodes,
  bankCode: { perCountry: true, shape: ibanBankCodeShape },
} satisfies FormatGenerator;
