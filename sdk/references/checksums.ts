/**
 * The check-digit arithmetic of the payment references, on ASCII digits and capitals that the
 * caller has already checked.
 * @module
 */

/**
 * The remainder modulo 97 of a string of digits and capitals read as one number, each letter as
 * two digits (A = 10 … Z = 35), as ISO 7064 MOD 97-10 reads it.
 * @example mod97('539007547034RF00') // 80
 */
export function mod97(s: string): number {
  let r = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    r = c < 58 ? (r * 10 + c - 48) % 97 : (r * 100 + c - 55) % 97;
  }
  return r;
}

/** The table of the recursive modulo 10 (SIX, QR-bill implementation guidelines, appendix B). */
const RECURSIVE = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];

/**
 * The check digit by the recursive modulo 10 of a string of digits: carry = table[(carry + digit)
 * mod 10] from the left, the check digit (10 − carry) mod 10.
 * @example recursiveMod10('21000000000313947143000901') // 7
 */
export function recursiveMod10(digits: string): number {
  let carry = 0;
  for (let i = 0; i < digits.length; i++) carry = RECURSIVE[(carry + digits.charCodeAt(i) - 48) % 10] as number;
  return (10 - carry) % 10;
}

/**
 * The check digit by the weights 7, 3, 1 from the right (Finance Finland): the weighted sum taken
 * from the next multiple of ten, 0 when it is one.
 * @example weights731('123456') // 1
 */
export function weights731(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, w = 0; i >= 0; i--, w = (w + 1) % 3) {
    sum += (digits.charCodeAt(i) - 48) * (w === 0 ? 7 : w === 1 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Groups of `size` characters from the left, separated by a space. */
export function groupsFromLeft(s: string, size: number): string {
  let out = '';
  for (let i = 0; i < s.length; i += size) out += (i === 0 ? '' : ' ') + s.slice(i, i + size);
  return out;
}

/** Groups of `size` characters from the right (the first one shorter), separated by a space. */
export function groupsFromRight(s: string, size: number): string {
  const first = s.length % size || size;
  return s.length <= size ? s : `${s.slice(0, first)} ${groupsFromLeft(s.slice(first), size)}`;
}

/** `count` random digits drawn from `next`. */
export function randomDigits(next: () => number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(Math.floor(next() * 10));
  return out;
}
