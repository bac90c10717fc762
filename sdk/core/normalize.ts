/**
 * Normalization of DECISIONS.md §2: remove every whitespace character, every hyphen or dash
 * (`-`, U+2010–U+2015, U+2212) and every dot, then uppercase ASCII `a`–`z` only.
 * No other character is folded: `ß`, `ﬁ`, dotless `ı` and full-width digits stay and fail.
 * @example normalize('gb82 west-1234.5698 7654 32') // 'GB82WEST12345698765432'
 */
export function normalize(input: string): string {
  let out = '';
  let from = 0;
  const n = input.length;
  for (let i = 0; i < n; i++) {
    const c = input.charCodeAt(i);
    if (isSeparator(c)) {
      if (i > from) out += input.slice(from, i);
      from = i + 1;
    } else if (c >= 97 && c <= 122) {
      if (i > from) out += input.slice(from, i);
      out += String.fromCharCode(c - 32);
      from = i + 1;
    }
  }
  return from === 0 ? input : out + input.slice(from);
}

/**
 * True for the characters normalization removes: whitespace, hyphens and dashes, and the dot.
 */
export function isSeparator(c: number): boolean {
  return c === 45 || c === 46 || isWhitespace(c) || (c >= 0x2010 && c <= 0x2015) || c === 0x2212;
}

/**
 * True for whitespace: Unicode White_Space plus U+FEFF (which JavaScript's `\s` also strips).
 */
export function isWhitespace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 133) return false;
  return (
    c === 133 || c === 160 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

/** True when the input has no character other than whitespace. */
export function isBlank(input: string): boolean {
  for (let i = 0; i < input.length; i++) if (!isWhitespace(input.charCodeAt(i))) return false;
  return true;
}
