import { IBAN_STRUCTURES } from '../../generated/iban-registry.ts';
import { mod97 } from './national/checksums.ts';
import { NATIONAL_RULES } from './national/index.ts';

/** A national check-digit rule: takes a normalized IBAN whose length and BBAN structure passed. */
export type NationalRule = (iban: string) => boolean;

/**
 * The registry unpacked once, on first use: a 26×26 table from country code to entry number, and per
 * entry (in the order of IBAN_STRUCTURES) one class letter per BBAN position and the national rule.
 * No module side effect; the hot path reads only a typed array and strings.
 */
let entryOf: Int8Array | undefined;
const classes: string[] = [];
const rules: (NationalRule | undefined)[] = [];

function unpack(): Int8Array {
  const index = new Int8Array(676).fill(-1);
  for (const group of IBAN_STRUCTURES.split(' ')) {
    const cls = (/[a-z]*/.exec(group) as RegExpExecArray)[0];
    const tail = group.slice(cls.length);
    const odd = tail.length % 2;
    for (let i = odd; i < tail.length; i += 2) {
      index[(tail.charCodeAt(i) - 65) * 26 + tail.charCodeAt(i + 1) - 65] = classes.length;
      classes.push(cls);
      // The rule letter counts among the keys of NATIONAL_RULES (see the builder).
      rules.push(odd ? Object.values(NATIONAL_RULES)[tail.charCodeAt(0) - 65] : undefined);
    }
  }
  return (entryOf = index);
}

/** The entry of the country code at the start of `s`, or -1 when it is not an IBAN country. */
export function ibanEntry(s: string): number {
  const a = s.charCodeAt(0) - 65;
  const b = s.charCodeAt(1) - 65;
  // NaN (a string too short) fails the comparisons too.
  return a >= 0 && a < 26 && b >= 0 && b < 26 ? ((entryOf ?? unpack())[a * 26 + b] as number) : -1;
}

/** One class letter per BBAN position (`n` digit, `a` letter, `c` either) of an entry. */
export function entryClasses(e: number): string {
  return classes[e] as string;
}

/** The IBAN length of an entry. */
export function entryLength(e: number): number {
  return (classes[e] as string).length + 4;
}

/** The national check-digit rule of an entry, if the country has one enforced. */
export function entryRule(e: number): NationalRule | undefined {
  return rules[e];
}

/** Every IBAN country code, sorted. */
export function ibanCountryCodes(): string[] {
  const index = entryOf ?? unpack();
  const out: string[] = [];
  for (let i = 0; i < 676; i++) if ((index[i] as number) >= 0) out.push(String.fromCharCode(65 + i / 26, 65 + (i % 26)));
  return out;
}

/**
 * The checks of DECISIONS.md §4 after the characters, on a string of A–Z and 0–9 only, as bits; 0
 * when all pass. 1: unknown country, 2: wrong length (both stop the run), 4: BBAN format, 8: MOD-97
 * check digits, 16: national check digits (only on a BBAN of the right format). One function serves
 * `checkIban` and `isValidIban`, so that both bundles carry the checks once.
 */
export function ibanProblems(s: string): number {
  const e = ibanEntry(s);
  if (e < 0) return 1;
  const cls = classes[e] as string;
  if (s.length !== cls.length + 4) return 2;
  let problems = 0;
  for (let i = 4; i < s.length; i++) {
    const k = cls.charCodeAt(i - 4);
    // `c` takes both; otherwise a digit must meet `n` and a letter `a`.
    if (k !== 99 && (s.charCodeAt(i) < 58) !== (k === 110)) problems = 4;
  }
  // Check digits 02–98 only: 00, 01 and 99 are never issued (they alias 97, 98 and 02). Then the
  // remainder of the BBAN followed by the first four characters, six digits once expanded
  // (10^6 ≡ 27 mod 97): incremental, without BigInt or allocation.
  const d = s.charCodeAt(2) * 10 + s.charCodeAt(3) - 528;
  if (!(s.charCodeAt(2) < 58 && s.charCodeAt(3) < 58 && d > 1 && d < 99 && (mod97(s, 4, s.length) * 27 + mod97(s, 0, 4)) % 97 === 1)) problems |= 8;
  const rule = rules[e];
  return problems & 4 || !rule || rule(s) ? problems : problems | 16;
}

/**
 * The ISO 13616 remainder of `s` cut at `end`: the BBAN `s[4, end)` followed by the first four
 * characters (country code and check digits) modulo 97, computed incrementally without BigInt or
 * allocation. The first four are
 * two letters and two digits, six digits once expanded, and 10^6 ≡ 27 (mod 97).
 */
export function ibanRemainder(s: string, end: number): number {
  return (mod97(s, 4, end) * 27 + mod97(s, 0, 4)) % 97;
}
