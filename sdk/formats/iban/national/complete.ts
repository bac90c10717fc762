import type { NationalCheck } from './rule.ts';

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The IBAN with the national check characters of `rule` written in at its `positions`, for
 * generating IBANs: `iban` has its country's length and BBAN structure, and its check positions
 * may hold anything. The IBAN's own check digits (positions 2–3) are left as they are:
 * compute them afterwards. `null` when no check character can satisfy the rule (a Norwegian
 * account whose remainder needs 10, a Czech or Slovak block that would need 10): change the account
 * and try again. The characters are found by trying the rule itself on each candidate (at most
 * 100), so what this writes is exactly what the rule accepts. Kept apart from the rules so that
 * validation bundles do not carry it. With the French rule (`frRib` of `fr-rib.ts`),
 * `FR0020041010050500013M026XX` is completed to `FR0020041010050500013M02606`.
 */
export function completeNational(rule: NationalCheck, iban: string): string | null {
  return fill(iban, rule.check, rule.positions(iban), 0, rule.letters ? LETTERS : DIGITS);
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
