import { NATIONAL_RULES } from './index.ts';

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

// The IBAN positions of each rule's check characters.
const CHECK_POSITIONS: Readonly<Record<string, (iban: string) => readonly number[]>> = {
  be: () => [14, 15],
  'fr-rib': () => [25, 26],
  es: () => [12, 13],
  'it-cin': () => [4],
  'mod97-10': (s) => [s.length - 2, s.length - 1],
  'mod97-variant': (s) => [s.length - 2, s.length - 1],
  no: () => [14],
  pl: () => [11],
  ee: () => [19],
  'fi-luhn': () => [17],
  // The last digit of the prefix and of the account, each at weight 1.
  'cz-sk': () => [13, 23],
  hr: () => [10, 20],
  // An account padded with eight zeros keeps its check digit at the end of its own 16 digits.
  hu: (s) => [11, s.endsWith('00000000') ? 19 : 27],
};

/**
 * The IBAN with the national check characters of rule `id` (keyed as in `NATIONAL_RULES`) written
 * in, for generating IBANs: `iban` has its country's length and BBAN structure, and its check
 * positions may hold anything. The IBAN's own check digits (positions 2–3) are left as they are:
 * compute them afterwards. `null` when no check character can satisfy the rule (a Norwegian
 * account whose remainder needs 10, a Czech or Slovak block that would need 10): change the account
 * and try again. The characters are found by trying the rule itself on each candidate (at most
 * 100), so what this writes is exactly what the rule accepts. Kept apart from the rules so that
 * validation bundles do not carry it. Throws for an id that has no rule.
 * @example completeNational('fr-rib', 'FR0020041010050500013M026XX') // 'FR0020041010050500013M02606'
 */
export function completeNational(id: string, iban: string): string | null {
  const rule = NATIONAL_RULES[id];
  const positions = CHECK_POSITIONS[id];
  if (rule === undefined || positions === undefined) throw new RangeError(`No national check-digit rule "${id}".`);
  return fill(iban, rule, positions(iban), 0, id === 'it-cin' ? LETTERS : DIGITS);
}

function fill(
  s: string,
  rule: (iban: string) => boolean,
  at: readonly number[],
  k: number,
  alphabet: string,
): string | null {
  const i = at[k];
  if (i === undefined) return rule(s) ? s : null;
  for (const c of alphabet) {
    const done = fill(s.slice(0, i) + c + s.slice(i + 1), rule, at, k + 1, alphabet);
    if (done !== null) return done;
  }
  return null;
}
