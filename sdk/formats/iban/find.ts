import { isSeparator } from '../../core/normalize.ts';
import { fitsClasses, ibanEntryAt } from './registry.ts';

/** One IBAN found in a text: where it is written and its electronic form. */
export interface FoundIban {
  /** Offset of its first character in the text (UTF-16 code units, as `String.prototype.slice`). */
  start: number;
  /** Offset just past its last character: `text.slice(start, end)` is the IBAN as written. */
  end: number;
  /** Its electronic form: separators removed, letters upper-cased; a valid IBAN. */
  normalized: string;
}

/** A separator that may stand between two characters of an IBAN in text: not a line break. */
function isInnerSeparator(c: number): boolean {
  return (
    !(c === 10 || c === 13 || c === 11 || c === 12 || c === 0x85 || c === 0x2028 || c === 0x2029) && isSeparator(c)
  );
}

/**
 * Every IBAN in a text, in order: in electronic or print form, in lower or mixed case, with one
 * separator (a space, a no-break space, a hyphen, a dot, …; never a line break) between any two of
 * its characters after the check digits, after "IBAN:" or inside brackets, quotes and other
 * punctuation. An IBAN is found where two letters and two digits, written together, start after a
 * character that is not an ASCII letter or digit (or at the start of the text), as many letters and
 * digits follow as the country's IBAN length asks, and no letter or digit comes straight after the
 * last; only IBANs that pass every check of `isValidIban`, national check digits included, are
 * returned, and they never overlap. Runs in time linear in the length of the text, whatever the
 * text: one pass reads each character once and keeps the MOD-97 remainder of every prefix, so that
 * each possible start is then dismissed or confirmed in constant time. Never throws (a non-string
 * gives []).
 * @example findIbans('Pay to IBAN: de89 3704 0044 0532 0130 00, thanks')
 *   // [{ start: 13, end: 40, normalized: 'DE89370400440532013000' }]
 */
export function findIbans(text: string): FoundIban[] {
  const found: FoundIban[] = [];
  if (typeof text !== 'string' || text.length < 4) return found;
  const n = text.length;
  // The letters and digits of the text, numbered k = 0, 1, …: where each is (`at`), the first of
  // its run (letters and digits with single separators between them), and, for the first k of
  // them, the remainder modulo 97 of their ISO 13616 expansion (a letter is two decimal digits) and
  // its number of decimal digits modulo 96 (10^96 is 1 modulo 97).
  const at = new Int32Array(n);
  const run = new Int32Array(n);
  const rem = new Uint8Array(n + 1);
  const digits = new Uint8Array(n + 1);
  let m = 0;
  let r = 0;
  let d = 0;
  let first = 0;
  for (let p = 0; p < n; p++) {
    const c = text.charCodeAt(p);
    const digit = c >= 48 && c <= 57;
    if (!digit && !((c | 32) >= 97 && (c | 32) <= 122)) continue;
    if (m === 0 || (at[m - 1] !== p - 1 && !(at[m - 1] === p - 2 && isInnerSeparator(text.charCodeAt(p - 1)))))
      first = m;
    at[m] = p;
    run[m] = first;
    if (digit) {
      r = (r * 10 + c - 48) % 97;
      d = (d + 1) % 96;
    } else {
      r = (r * 100 + (c & ~32) - 55) % 97;
      d = (d + 2) % 96;
    }
    m++;
    rem[m] = r;
    digits[m] = d;
  }
  for (let k = 0; k + 4 <= m; k++) {
    const p = at[k] as number;
    // A start: not straight after a letter or digit, two letters and two digits written together.
    if ((k > 0 && at[k - 1] === p - 1) || at[k + 3] !== p + 3) continue;
    const a = text.charCodeAt(p) & ~32;
    const b = text.charCodeAt(p + 1) & ~32;
    const c2 = text.charCodeAt(p + 2) - 48;
    const c3 = text.charCodeAt(p + 3) - 48;
    if (!(a >= 65 && a <= 90 && b >= 65 && b <= 90 && c2 >= 0 && c2 <= 9 && c3 >= 0 && c3 <= 9)) continue;
    const entry = ibanEntryAt(a, b);
    if (entry === undefined) continue;
    const length = entry.length;
    const last = k + length - 1;
    // All in one run, and no letter or digit straight after the last one.
    if (last >= m || run[last] !== run[k] || (last + 1 < m && at[last + 1] === (at[last] as number) + 1)) continue;
    // MOD-97 of the BBAN from the prefix remainders, then the country code and the check digits.
    const shift = POW10[((digits[last + 1] as number) - (digits[k + 4] as number) + 96) % 96] as number;
    const bban = ((rem[last + 1] as number) - (((rem[k + 4] as number) * shift) % 97) + 97) % 97;
    // Check digits 02–98 only: 00, 01 and 99 are never issued.
    const check = c2 * 10 + c3;
    if (check < 2 || check > 98 || (((bban * 10000 + (a - 55) * 100 + b - 55) % 97) * 100 + check) % 97 !== 1) continue;
    let s = '';
    for (let j = k; j <= last; j++) s += text[at[j] as number];
    s = s.toUpperCase();
    // The classes of the BBAN's positions and the national rule: the checks of `isValidIban` left.
    if (!fitsClasses(s, entry) || (entry.rule && !entry.rule(s))) continue;
    found.push({ start: p, end: (at[last] as number) + 1, normalized: s });
    k = last;
  }
  return found;
}

/** 10^i modulo 97, for i from 0 to 95. */
const POW10: readonly number[] = /* @__PURE__ */ (() => {
  const out = [1];
  for (let i = 1; i < 96; i++) out.push(((out[i - 1] as number) * 10) % 97);
  return out;
})();
