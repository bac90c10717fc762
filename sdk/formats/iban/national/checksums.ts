/**
 * Σ digit × weight over the characters of `s` from `start`, one weight per character of `weights`
 * (its char code − 48, so `:` stands for 10). Reads as many digits as there are weights.
 * @example weightedSum('PL61109010140000071219812874', 4, '39713971') // 80
 */
export function weightedSum(s: string, start: number, weights: string): number {
  let sum = 0;
  for (let k = 0; k < weights.length; k++) sum += (s.charCodeAt(start + k) - 48) * (weights.charCodeAt(k) - 48);
  return sum;
}

/**
 * Σ of the values of the characters of `s` in [start, end), a digit its own and a letter A = 0 …
 * Z = 25, where every other one, from the first, counts through `table` instead: its value picks a
 * letter of the table, which stands for a number (A = 0, B = 1, …). The Luhn sum and the Italian CIN
 * are both of this shape.
 * @example alternateSum('FI2112345600000785', 4, 18, 'ACEGIBDFHJ') // 40
 */
export function alternateSum(s: string, start: number, end: number, table: string): number {
  let sum = 0;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    const v = c - (c < 65 ? 48 : 65);
    sum += (i - start) % 2 ? v : table.charCodeAt(v) - 65;
  }
  return sum;
}

/**
 * The characters of `s` in [start, end) read as one decimal number, modulo 97. A letter counts as
 * its two-digit value A = 10 … Z = 35 (as in ISO 13616), or with `rib` as the single digit the
 * French RIB key gives it (A, J → 1 … I, R → 9; S → 2 … Z → 9).
 * @example mod97('BE68539007547034', 4, 14) // 34
 */
export function mod97(s: string, start: number, end: number, rib?: boolean): number {
  let r = 0;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    r =
      c < 65
        ? (r * 10 + c - 48) % 97
        : rib
          ? (r * 10 + ((c - (c > 82 ? 64 : 65)) % 9) + 1) % 97
          : (r * 100 + c - 55) % 97;
  }
  return r;
}

/** The two digits of `s` at `i` and `i + 1` as a number. */
export function twoDigits(s: string, i: number): number {
  return s.charCodeAt(i) * 10 + s.charCodeAt(i + 1) - 528;
}

/**
 * True when the last two digits of `s` are `base` − (the BBAN before them × 100 mod 97): base 98
 * is the ISO 7064 MOD 97-10 check (02–98), base 97 the RIB key (01–97). Their aliases (00, 01 and
 * 99 for MOD 97-10; 00, 98 and 99 for the key) keep the remainder but are never issued, and fail,
 * as the IBAN's own 00, 01 and 99 do.
 * @example endsWithMod97Key('TN5910006035183598478831', 97) // true
 */
export function endsWithMod97Key(s: string, base: number, rib?: boolean): boolean {
  const n = s.length - 2;
  return twoDigits(s, n) === base - ((mod97(s, 4, n, rib) * 100) % 97);
}
