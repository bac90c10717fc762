import { bbanMatches, checkDigitsOk, entryLength, entryRule, ibanEntry } from './registry.ts';

/** True when every character is A–Z or 0–9 (the empty string included). */
export function isAlphanumeric(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90))) return false;
  }
  return true;
}

/** Every check of DECISIONS.md §4 passes, on a normalized input; the boolean core of `isValidIban`. */
export function ibanOk(s: string): boolean {
  if (!isAlphanumeric(s)) return false;
  const e = ibanEntry(s);
  if (e < 0 || s.length !== entryLength(e) || !bbanMatches(s, e) || !checkDigitsOk(s)) return false;
  const rule = entryRule(e);
  return rule === undefined || rule(s);
}
