import { IBAN_STRUCTURES } from '../../generated/iban-registry.ts';
import { NATIONAL_RULE_LIST, type NationalRule } from './national/index.ts';

export type { NationalRule };

/**
 * The registry unpacked once, on first use: a 26×26 table from country code to entry number, and per
 * entry (in the order of IBAN_STRUCTURES) its length, the classes of its BBAN positions as two bit
 * masks, and its national rule. No module side effect; the hot path reads only arrays of numbers.
 */
let entryOf: Uint8Array | undefined;
// In the masks, bit i set: BBAN position i takes only digits (`n`), or only letters (`a`). The builder
// makes sure that no BBAN is over 30 characters long, so that the bits of the country code after it
// fit too.
const entries: [length: number, digitsOnly: number, lettersOnly: number, rule: NationalRule | undefined][] = [];

function unpack(): Uint8Array {
  // Entry number + 1; 0 for a code that is not an IBAN country.
  const index = new Uint8Array(676);
  let k = 0;
  let n = 0;
  let a = 0;
  let rule: NationalRule | undefined;
  // A group: one class letter per BBAN position, a rule character from `0` where the countries have
  // a rule (its place in NATIONAL_RULE_LIST), the country codes; then a space.
  for (let i = 0; i < IBAN_STRUCTURES.length; i++) {
    const c = IBAN_STRUCTURES.charCodeAt(i);
    if (c === 32) {
      k = n = a = 0;
      rule = undefined;
    } else if (c > 96) {
      if (c === 110) n |= 1 << k;
      if (c === 97) a |= 1 << k;
      k++;
    } else if (c < 65) rule = NATIONAL_RULE_LIST[c - 48];
    else {
      index[(c - 65) * 26 + IBAN_STRUCTURES.charCodeAt(++i) - 65] = entries.push([k + 4, n, a, rule]);
    }
  }
  return (entryOf = index);
}

/** The entry of the country code at the start of `s`, or -1 when it is not an IBAN country. */
export function ibanEntry(s: string): number {
  const a = s.charCodeAt(0) - 65;
  const b = s.charCodeAt(1) - 65;
  // A string too short gives NaN, which passes `>>> 0` but finds no entry.
  return a >>> 0 < 26 && b >>> 0 < 26 ? ((entryOf ?? unpack())[a * 26 + b] ?? 0) - 1 : -1;
}

/** One class letter per BBAN position (`n` digit, `a` letter, `c` either) of an entry. */
export function entryClasses(e: number): string {
  let cls = '';
  const [length, digitsOnly, lettersOnly] = entries[e] as (typeof entries)[number];
  for (let i = 0; i < length - 4; i++) {
    cls += digitsOnly & (1 << i) ? 'n' : lettersOnly & (1 << i) ? 'a' : 'c';
  }
  return cls;
}

/** The IBAN length of an entry. */
export function entryLength(e: number): number {
  return (entries[e] as (typeof entries)[number])[0];
}

/** The national check-digit rule of an entry, if the country has one enforced. */
export function entryRule(e: number): NationalRule | undefined {
  return entries[e]?.[3];
}

/**
 * The 89 country codes of the SWIFT IBAN Registry (release 100), sorted: the codes an IBAN may start
 * with. Territories that use a host's code are not among them (DECISIONS.md §4).
 * @see https://www.swift.com/standards/data-standards/iban-international-bank-account-number
 * @example ibanCountryCodes().includes('FR') // true, and .includes('GF') // false
 */
export function ibanCountryCodes(): string[] {
  const index = entryOf ?? unpack();
  const out: string[] = [];
  for (let i = 0; i < 676; i++) if (index[i]) out.push(String.fromCharCode(65 + i / 26, 65 + (i % 26)));
  return out;
}

/**
 * The checks of DECISIONS.md §4 after the characters, as bits; 0 when all pass. 1: unknown country,
 * 2: wrong length (both stop the run), 4: BBAN format, 8: MOD-97 check digits, 16: national check
 * digits (only on a BBAN of the right format; without `all`, only when nothing else failed), 32: a
 * character other than A–Z and 0–9 in the BBAN (seen only when country and length passed; one among
 * the check digits fails them). So 0 means valid for any string. One function serves `checkIban` and `isValidIban`, so that both bundles carry the checks once.
 */
export function ibanProblems(s: string, all?: boolean): number {
  const e = ibanEntry(s);
  if (e < 0) return 1;
  const [length, digitsOnly, lettersOnly, rule] = entries[e] as (typeof entries)[number];
  const n = s.length;
  if (n !== length) return 2;
  let problems = 0;
  let letters = 0;
  // One pass over the BBAN and then the country code (ISO 13616 moves the first four characters to
  // the end) notes where the letters are and reads it all as a number modulo 97: a digit appends one
  // decimal digit, a letter two (A = 10 … Z = 35). Reducing only past 10^7 keeps every value within
  // 32 bits and needs a division every five characters or so. The country code's letters set bits
  // past the BBAN, where no class mask has any.
  let r = 0;
  for (let i = 4; i < n + 2; i++) {
    const c = s.charCodeAt(i < n ? i : i - n);
    if (c - 48 >>> 0 < 10) r = r * 10 + c - 48;
    else {
      if (c - 65 >>> 0 > 25) problems = 32;
      r = r * 100 + c - 55;
      letters |= 1 << (i - 4);
    }
    if (r > 9999999) r %= 97;
  }
  // The class of each position: no letter where only digits go, no digit where only letters go.
  if (letters & digitsOnly || ~letters & lettersOnly) problems |= 4;
  // Then the check digits, 02–98 only: 00, 01 and 99 are never issued (they alias 97, 98 and 02).
  const c2 = s.charCodeAt(2) - 48;
  const c3 = s.charCodeAt(3) - 48;
  const d = c2 * 10 + c3;
  if (!(c2 >>> 0 < 10 && c3 >>> 0 < 10 && d > 1 && d < 99 && (r * 100 + d) % 97 === 1)) problems |= 8;
  // Without `all`, any failure so far settles the answer and the national rule need not run.
  return (all ? problems & 36 : problems) || !rule || rule(s) ? problems : problems | 16;
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
