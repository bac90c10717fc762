import { NATIONAL_RULE_LIST, type NationalRule } from './national/index.ts';

/**
 * One country of the IBAN registry as the generated tables give it: its IBAN length; the classes of
 * its BBAN positions as two bit masks (bit i set: BBAN position i takes only digits, or only
 * letters; the builder keeps every BBAN within 31 characters); its national check-digit rule where
 * one is enforced; and, read from IBAN_LAYOUTS, its breakdown cuts for `tile` (label, end offset,
 * label, end offset, …), undefined in the entries read from IBAN_STRUCTURES.
 */
export type IbanEntry = [
  length: number,
  digitsOnly: number,
  lettersOnly: number,
  rule: NationalRule | undefined,
  cuts: (string | number)[] | undefined,
];

/**
 * The table of entries unpacked from a packed registry string, each entry at the place of its code
 * in a table of 26 × 26 (codeIndex). A group of the string: one class letter per BBAN position
 * (`n` digit, `a` letter, `c` either); with `labels`, a label letter from `o` before each BBAN part
 * (`o` the first of `labels`), which gives the entry its cuts; a rule character from `0` where the
 * countries have a rule (its place in NATIONAL_RULE_LIST); the country codes; then a space.
 */
export function unpackEntries(packed: string, labels?: readonly string[]): IbanEntry[] {
  // Sized up front, so that the engine keeps it a plain array and not a dictionary of its 89
  // entries; the last place stays empty for codeIndex's "no country".
  const table: IbanEntry[] = new Array(677);
  let k = 0;
  let n = 0;
  let a = 0;
  let rule: NationalRule | undefined;
  // Cuts are read for every group, and kept only with `labels`: label letters (after `n`) come only
  // with them.
  let cuts: (string | number)[] = ['Country', 2, 'Check Digits', 4];
  for (let i = 0; i < packed.length; i++) {
    const c = packed.charCodeAt(i);
    if (c === 32) {
      k = n = a = 0;
      rule = undefined;
      cuts = ['Country', 2, 'Check Digits', 4];
    } else if (c > 110) cuts.push((labels as readonly string[])[c - 111] as string, 0);
    else if (c > 96) {
      if (c === 110) n |= 1 << k;
      if (c === 97) a |= 1 << k;
      k++;
      // The part being read ends after this position, so far.
      cuts[cuts.length - 1] = k + 4;
    } else if (c < 65) rule = NATIONAL_RULE_LIST[c - 48];
    // Every entry has five places, cuts or not: one shape for the engine wherever they are read.
    else table[(c - 65) * 26 + packed.charCodeAt(++i) - 65] = [k + 4, n, a, rule, labels && cuts];
  }
  return table;
}

/**
 * The table of entries of a packed registry string without labels (IBAN_STRUCTURES), as
 * `unpackEntries` reads it, in less code: no cuts to read, so none of their strings and steps in a
 * bundle that checks IBANs without breaking them down (`isValidIban`, `bank-number/schema`).
 */
export function unpackStructures(packed: string): IbanEntry[] {
  const table: IbanEntry[] = new Array(677);
  let k = 0;
  let n = 0;
  let a = 0;
  let rule: NationalRule | undefined;
  for (let i = 0; i < packed.length; i++) {
    const c = packed.charCodeAt(i);
    if (c === 32) {
      k = n = a = 0;
      rule = undefined;
    } else if (c > 96) {
      if (c === 110) n |= 1 << k;
      if (c === 97) a |= 1 << k;
      k++;
    } else if (c < 65) rule = NATIONAL_RULE_LIST[c - 48];
    else table[(c - 65) * 26 + packed.charCodeAt(++i) - 65] = [k + 4, n, a, rule, undefined];
  }
  return table;
}

/**
 * The place of the country code at the start of `s` in a table of 26 × 26 (the tables of entries),
 * or 676 when `s` does not start with two capitals: a place that no table fills. Never negative nor
 * NaN (a string too short), which the engine would look up as a property name, more slowly.
 */
export function codeIndex(s: string): number {
  const a = s.charCodeAt(0) - 65;
  const b = s.charCodeAt(1) - 65;
  return a >= 0 && a < 26 && b >= 0 && b < 26 ? a * 26 + b : 676;
}

/**
 * The checks of docs/contract.md §4 after the characters, on `s` and the entry of its country, as bits;
 * 0 when all pass. 1: unknown country (no entry), 2: wrong length (both stop the run), 4: BBAN
 * format, 8: MOD-97 check digits, 16: national check digits (only on a BBAN of the right format;
 * without `all`, only when nothing else failed), 32: a character other than A–Z and 0–9 in the BBAN
 * (seen only when country and length passed; one among the check digits fails them). So 0 means
 * valid for any string. One function serves `checkIban` and `isValidIban`, so that both bundles
 * carry the checks once.
 */
export function entryProblems(s: string, entry: IbanEntry | undefined, all?: boolean): number {
  if (!entry) return 1;
  const n = s.length;
  if (n !== entry[0]) return 2;
  let problems = 0;
  let letters = 0;
  // One pass over the BBAN notes where the letters are and reads it as a number modulo 97: a digit
  // appends one decimal digit, a letter two (A = 10 … Z = 35). Reducing only past 10^7 keeps every
  // value within 32 bits and needs a division every five characters or so.
  let r = 0;
  for (let i = 4; i < n; i++) {
    const c = s.charCodeAt(i);
    if ((c - 48) >>> 0 < 10) r = r * 10 + c - 48;
    else {
      if ((c - 65) >>> 0 > 25) problems = 32;
      r = r * 100 + c - 55;
      letters |= 1 << (i - 4);
    }
    if (r > 9999999) r %= 97;
  }
  // ISO 13616 moves the country code to the end: its two letters, four more decimal digits.
  r = ((r % 97) * 10000 + s.charCodeAt(0) * 100 + s.charCodeAt(1) - 5555) % 97;
  // The class of each position: no letter where only digits go, no digit where only letters go.
  if (letters & entry[1] || ~letters & entry[2]) problems |= 4;
  // Then the check digits, 02–98 only: 00, 01 and 99 are never issued (they alias 97, 98 and 02).
  const c2 = s.charCodeAt(2) - 48;
  const c3 = s.charCodeAt(3) - 48;
  const d = c2 * 10 + c3;
  if (!(c2 >>> 0 < 10 && c3 >>> 0 < 10 && d > 1 && d < 99 && (r * 100 + d) % 97 === 1)) problems |= 8;
  // Without `all`, any failure so far settles the answer and the national rule need not run.
  const rule = entry[3];
  return (all ? problems & 36 : problems) || !rule || rule(s) ? problems : problems | 16;
}
