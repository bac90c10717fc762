/**
 * The "near the limit" references of the whole-project benchmark: the least work a validator of
 * each format cannot avoid, written as one allocation-free `charCodeAt` loop over an input in
 * electronic form. They normalize nothing and know no country, registry length, BBAN structure or
 * Fed prefix, so they are wrong on many inputs of the corpus; only their speed is the point.
 */

/**
 * ISO 7064 MOD 97-10 over the rearranged IBAN (BBAN, then country code and check digits), reduced
 * every few digits so that the remainder stays a small integer.
 */
export function referenceMod97(s: string): boolean {
  const n = s.length;
  if (n < 5) return false;
  let r = 0;
  for (let k = 0; k < n; k++) {
    const c = s.charCodeAt(k + 4 < n ? k + 4 : k + 4 - n);
    if (c >= 48 && c <= 57) r = r * 10 + (c - 48);
    else if (c >= 65 && c <= 90) r = r * 100 + (c - 55);
    else return false;
    if (r >= 10_000_000) r %= 97;
  }
  return r % 97 === 1;
}

/** ISO 9362 shape only: 8 or 11 characters, letters or digits, letters at positions 5–6. */
export function referenceBic(s: string): boolean {
  const n = s.length;
  if (n !== 8 && n !== 11) return false;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if ((c - 48) >>> 0 > 9 && (c - 65) >>> 0 > 25) return false;
  }
  return (s.charCodeAt(4) - 65) >>> 0 < 26 && (s.charCodeAt(5) - 65) >>> 0 < 26;
}

/** Nine digits and the 3-7-1 checksum, no Fed prefix. */
export function referenceRouting(s: string): boolean {
  if (s.length !== 9) return false;
  let sum = 0;
  for (let i = 0; i < 9; i += 3) {
    const a = s.charCodeAt(i) - 48;
    const b = s.charCodeAt(i + 1) - 48;
    const d = s.charCodeAt(i + 2) - 48;
    if (a >>> 0 > 9 || b >>> 0 > 9 || d >>> 0 > 9) return false;
    sum += 3 * a + 7 * b + d;
  }
  return sum % 10 === 0;
}

/** Six digits. */
export function referenceSortCode(s: string): boolean {
  if (s.length !== 6) return false;
  for (let i = 0; i < 6; i++) if ((s.charCodeAt(i) - 48) >>> 0 > 9) return false;
  return true;
}
