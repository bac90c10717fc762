/**
 * The ASCII character classes that every format checks, in one place so that a bundle carries them
 * once. Only ASCII counts: no other Unicode letter or digit is A–Z or 0–9.
 * @module
 */

// A regular expression scans a string faster than a loop over its characters.
const NOT_DIGIT = /[^0-9]/;
const NOT_ALPHANUMERIC = /[^0-9A-Z]/;

/** `[0-9]`, on a character code (false for the NaN of a position past the end). */
export function isDigitCode(c: number): boolean {
  return c > 47 && c < 58;
}

/** `[A-Z]`, on a character code. */
export function isUpperCode(c: number): boolean {
  return c > 64 && c < 91;
}

/** `[A-Z0-9]`, on a character code. */
export function isAlphanumericCode(c: number): boolean {
  return isDigitCode(c) || isUpperCode(c);
}

/** True when every character is 0–9 (the empty string included). */
export function onlyDigits(s: string): boolean {
  return !NOT_DIGIT.test(s);
}

/** True when every character is A–Z or 0–9 (the empty string included). */
export function onlyAlphanumeric(s: string): boolean {
  return !NOT_ALPHANUMERIC.test(s);
}
