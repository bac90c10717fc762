/**
 * The steps the Bundesbank's check-digit methods are made of. Positions are 0-based offsets into
 * the 10-digit account number (the description counts them from 1); a range [from, to) ends before
 * `to`. Weights run from the right, as the description writes them: the digit at `to − 1` takes
 * the first weight, the one before it the second, and so on, starting again at the first weight
 * when the list runs out.
 */

/** The digit of `account` at `i`. */
export function digit(account: string, i: number): number {
  return account.charCodeAt(i) - 48;
}

/**
 * Σ digit × weight over [from, to), weights from the right.
 * @example weightedSum('0000000123', 6, 9, [2, 3, 4]) // 7
 */
export function weightedSum(account: string, from: number, to: number, weights: readonly number[]): number {
  let sum = 0;
  for (let i = to - 1, k = 0; i >= from; i--, k++) sum += digit(account, i) * (weights[k % weights.length] as number);
  return sum;
}

/**
 * The same sum with each product replaced by its cross sum (16 counts 7), as the modulus-10
 * methods with weights 2, 1 (method 00) count.
 */
export function crossSumOfProducts(account: string, from: number, to: number, weights: readonly number[]): number {
  let sum = 0;
  for (let i = to - 1, k = 0; i >= from; i--, k++) {
    const p = digit(account, i) * (weights[k % weights.length] as number);
    sum += (p % 10) + ((p / 10) | 0);
  }
  return sum;
}

/** The modulus-10 check digit of a sum: 10 − its last digit, and 0 in place of 10. */
export function tenMinus(sum: number): number {
  return (10 - (sum % 10)) % 10;
}

/**
 * The modulus-11 check digit of a sum as method 06 defines it: 11 − the remainder, and 0 when the
 * remainder is 0 or 1 (the result 10 gives its last digit, 0).
 */
export function elevenMinus(sum: number): number {
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/** The weights 2, 3, 4, 5, 6, 7 repeating, as method 06 and many after it use them. */
export const W2_7: readonly number[] = [2, 3, 4, 5, 6, 7];

/** The weights 2, 3, 4, 5, 6, 7, 8, 9, 10 (methods 07, 10, 11, 35, and others). */
export const W2_10: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9, 10];

/** The weights 2, 4, 8, 5, 10, 9, 7, 3, 6 (the powers of 2 modulo 11), methods 34 and 36–40. */
export const W_POWERS: readonly number[] = [2, 4, 8, 5, 10, 9, 7, 3, 6];

/**
 * True when the digit at `at` is the method-06 check digit of the digits in [from, at), weighted
 * from the right with `weights`.
 */
export function isMod11(account: string, weights: readonly number[], from = 0, at = 9): boolean {
  return elevenMinus(weightedSum(account, from, at, weights)) === digit(account, at);
}

/**
 * True when the digit at `at` is the method-00 check digit of the digits in [from, at): weights 2,
 * 1, 2, 1, … from the right, products as cross sums, 10 − the last digit.
 */
export function isMod10CrossSum(account: string, from = 0, at = 9): boolean {
  return tenMinus(crossSumOfProducts(account, from, at, [2, 1])) === digit(account, at);
}

/**
 * True when the digit at 9 is the method-01 check digit of positions 0–8: plain products with
 * `weights` from the right, 10 − the last digit of their sum.
 */
export function isMod10(account: string, weights: readonly number[]): boolean {
  return tenMinus(weightedSum(account, 0, 9, weights)) === digit(account, 9);
}

/**
 * The four rows of the transformation table of the "iterated transformation" (M10H, methods 27
 * and 29, and methods after them): row r, digit d is TRANSFORM[r][d].
 */
const TRANSFORM: readonly string[] = ['0159374826', '0176983254', '0184629573', '0123456789'];

/**
 * The sum of the transformed digits of positions [from, to): the digit at `to − 1` through row 1,
 * the one before it through row 2, and so on, starting again at row 1 after row 4.
 */
export function transformedSum(account: string, from: number, to: number): number {
  let sum = 0;
  for (let i = to - 1, k = 0; i >= from; i--, k++) {
    sum += (TRANSFORM[k % 4] as string).charCodeAt(digit(account, i)) - 48;
  }
  return sum;
}

/** `account` moved `n` places to the left, with zeros coming in on the right. */
export function shiftLeft(account: string, n: number): string {
  return account.slice(n) + '0'.repeat(n);
}
