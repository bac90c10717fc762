import { IBAN_LAYOUTS, IBAN_PART_LABELS } from '../../generated/iban-registry.ts';
import { codeIndex, type IbanEntry } from './entry.ts';
import { NATIONAL_RULE_LIST, type NationalRule } from './national/index.ts';

/**
 * The registry unpacked once, on first use, from IBAN_LAYOUTS, the structures with the breakdown
 * inside: the entry of each country, cuts included, at the place of its code in a table of 26 × 26.
 * validateIban reads only this string, isValidIban only IBAN_STRUCTURES. No module side effect.
 */
let entries: IbanEntry[] | undefined;

function unpack(): IbanEntry[] {
  // Sized up front, so that the engine keeps it a plain array and not a dictionary of its 89
  // entries; the last place stays empty for codeIndex's "no country".
  const table: IbanEntry[] = new Array(677);
  let k = 0;
  let n = 0;
  let a = 0;
  let rule: NationalRule | undefined;
  let cuts: (string | number)[] = ['Country', 2, 'Check Digits', 4];
  // A group: per BBAN part a label letter from `o`, then one class letter per position; a rule
  // character from `0` where the countries have a rule; the country codes; then a space.
  for (let i = 0; i < IBAN_LAYOUTS.length; i++) {
    const c = IBAN_LAYOUTS.charCodeAt(i);
    if (c === 32) {
      k = n = a = 0;
      rule = undefined;
      cuts = ['Country', 2, 'Check Digits', 4];
    } else if (c > 110) cuts.push(IBAN_PART_LABELS[c - 111] as string, 0);
    else if (c > 96) {
      if (c === 110) n |= 1 << k;
      if (c === 97) a |= 1 << k;
      // The part being read ends after this position, so far.
      cuts[cuts.length - 1] = ++k + 4;
    } else if (c < 65) rule = NATIONAL_RULE_LIST[c - 48];
    else table[(c - 65) * 26 + IBAN_LAYOUTS.charCodeAt(++i) - 65] = [k + 4, n, a, rule, cuts];
  }
  return (entries = table);
}

/** The registry entry of the country code at the start of `s`, cuts included; undefined for no IBAN country. */
export function ibanLayout(s: string): IbanEntry | undefined {
  return (entries ?? unpack())[codeIndex(s)];
}
