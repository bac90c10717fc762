import { IBAN_STRUCTURES } from '../../generated/iban-registry.ts';
import { NATIONAL_RULES } from './national/index.ts';

/** A national check-digit rule: takes a normalized IBAN whose length and BBAN structure passed. */
export type NationalRule = (iban: string) => boolean;

/**
 * The registry unpacked once, on first use, into flat tables indexed by an entry number: no module
 * side effect, and the hot path reads only typed arrays and strings.
 */
let entryOf: Int8Array | undefined;
let codes: string[] = [];
let lengths: number[] = [];
let classes: string[] = [];
let rules: (NationalRule | undefined)[] = [];
let runs: string[] = [];

function unpack(): Int8Array {
  const index = new Int8Array(676).fill(-1);
  const entries = IBAN_STRUCTURES.split(' ');
  for (let e = 0; e < entries.length; e++) {
    const [spec, rule] = (entries[e] as string).split('/') as [string, string?];
    let cls = '';
    for (const [, count, cl] of spec.slice(2).matchAll(/(\d+)([nac])/g)) cls += (cl as string).repeat(Number(count));
    index[(spec.charCodeAt(0) - 65) * 26 + spec.charCodeAt(1) - 65] = e;
    codes.push(spec.slice(0, 2));
    runs.push(spec.slice(2));
    lengths.push(cls.length + 4);
    classes.push(cls);
    rules.push(rule === undefined ? undefined : NATIONAL_RULES[rule]);
  }
  return (entryOf = index);
}

/** The entry of the country code at the start of `s`, or -1 when it is not an IBAN country. */
export function ibanEntry(s: string): number {
  const a = s.charCodeAt(0) - 65;
  const b = s.charCodeAt(1) - 65;
  // NaN (a string too short) fails both comparisons too.
  if (!(a >= 0 && a < 26 && b >= 0 && b < 26)) return -1;
  return (entryOf ?? unpack())[a * 26 + b] as number;
}

/** The IBAN length of an entry. */
export function entryLength(e: number): number {
  return lengths[e] as number;
}

/** The country code of an entry. */
export function entryCode(e: number): string {
  return codes[e] as string;
}

/** The BBAN as merged runs of classes, e.g. `4a14n` (`n` digits, `a` letters, `c` both). */
export function entryRuns(e: number): string {
  return runs[e] as string;
}

/** One class letter per BBAN position (`n`, `a` or `c`). */
export function entryClasses(e: number): string {
  return classes[e] as string;
}

/** The national check-digit rule of an entry, if the country has one enforced. */
export function entryRule(e: number): NationalRule | undefined {
  return rules[e];
}

/** Every IBAN country code, in registry order. */
export function ibanCountryCodes(): readonly string[] {
  if (entryOf === undefined) unpack();
  return codes;
}

/**
 * True when every BBAN character has its position's class (`n` digit, `a` A–Z, `c` either).
 * Expects an input of the entry's length made only of A–Z and 0–9.
 */
export function bbanMatches(s: string, e: number): boolean {
  const cls = classes[e] as string;
  for (let i = 4; i < s.length; i++) {
    const k = cls.charCodeAt(i - 4);
    if (k !== 99 && (s.charCodeAt(i) <= 57) !== (k === 110)) return false;
  }
  return true;
}

/**
 * ISO 13616 check digits: the BBAN, then the country code and the check digits, as a number with
 * A = 10 … Z = 35, is 1 modulo 97. Check digits must be two digits from 02 to 98: 00, 01 and 99 are
 * never issued (they alias 97, 98 and 02). Computed incrementally, without BigInt or allocation.
 * Expects A–Z and 0–9 only.
 */
export function checkDigitsOk(s: string): boolean {
  const d = (s.charCodeAt(2) - 48) * 10 + s.charCodeAt(3) - 48;
  if (!(s.charCodeAt(2) <= 57 && s.charCodeAt(3) <= 57 && d >= 2 && d <= 98)) return false;
  let r = 0;
  for (let i = 4; i < s.length; i++) r = mod97Step(r, s.charCodeAt(i));
  r = mod97Step(mod97Step(r, s.charCodeAt(0)), s.charCodeAt(1));
  return (r * 100 + d) % 97 === 1;
}

/** Appends one character (a digit, or a letter as its two-digit value) to a remainder modulo 97. */
export function mod97Step(r: number, c: number): number {
  return c <= 57 ? (r * 10 + c - 48) % 97 : (r * 100 + c - 55) % 97;
}
