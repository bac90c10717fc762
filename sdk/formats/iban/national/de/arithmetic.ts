/**
 * The steps the Bundesbank's check-digit methods are made of. A method reads the account number
 * as the last 10 characters of the string it is given: the zero-padded account itself, or a whole
 * German IBAN, read in place. Positions count as the description counts them, 1 to 10 from the
 * left of the account; a range `from`–`to` includes both ends. Counted from the right end of the
 * string, a position below 1 reaches characters before the account (a prefix some methods put in
 * front of it). Weights run from the right, as the description writes them: position `to` takes
 * the first weight, the one before it the second, and so on, starting again at the first weight
 * when the list runs out.
 */

/** The digit at `position` (1 to 10) of the account that ends `a`. */
export const digit = (a: string, position: number): number => a.charCodeAt(a.length - 11 + position) - 48;

/**
 * The digits at the positions `from` to `to` as one number (at most 10 digits, exact).
 * @example value('0396000000', 1, 4) // 396
 */
export function value(a: string, from = 1, to = 10): number {
  let n = 0;
  for (let p = from; p <= to; p++) n = n * 10 + digit(a, p);
  return n;
}

/** The number of digits of the account without its leading zeros. */
export function significantLength(a: string): number {
  let p = 1;
  while (p <= 10 && digit(a, p) === 0) p++;
  return 11 - p;
}

/**
 * Σ digit × weight over the positions `from` to `to`, the weights from the right. With `cross`,
 * each product counts by its cross sum (16 counts 7), as method 00 counts.
 * @example weighted('0000000123', 8, 10, [2, 3, 4]) // 16 (3·2 + 2·3 + 1·4)
 */
export function weighted(a: string, from: number, to: number, weights: readonly number[], cross = false): number {
  let sum = 0;
  // The weight's index wraps without a division: a modulus by a variable is slow.
  for (let p = to, i = 0; p >= from; p--, i = i + 1 === weights.length ? 0 : i + 1) {
    const product = digit(a, p) * (weights[i] as number);
    sum += cross ? (product % 10) + ((product / 10) | 0) : product;
  }
  return sum;
}

/** Modulus 10: the distance to the next ten (0 for a multiple of ten). */
export const mod10 = (sum: number): number => (10 - (sum % 10)) % 10;

/** Modulus 7: 7 minus the remainder, 0 for none. */
export const mod7 = (sum: number): number => (7 - (sum % 7)) % 7;

/** Modulus 11 as method 06: 11 minus the remainder; a remainder of 0 or 1 gives 0. */
export function mod11(sum: number): number {
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/** Modulus 11 as method 02: 11 minus the remainder, 0 for none; a remainder of 1 gives no check digit (-1). */
export function mod11Strict(sum: number): number {
  const r = sum % 11;
  return r === 0 ? 0 : r === 1 ? -1 : 11 - r;
}

/** The weights 2, 1 (method 00 and the methods built on it). */
export const W_2_1: readonly number[] = [2, 1];
/** The weights 1, 2. */
export const W_1_2: readonly number[] = [1, 2];
/** The weights 2 to 7, repeating (method 06 and many after it). */
export const W_2_7: readonly number[] = [2, 3, 4, 5, 6, 7];
/** The weights 2 to 10 (methods 07, 10, 11, 35 …); over fewer positions, 2 to 8 or 2 to 9. */
export const W_2_10: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9, 10];
/** The weights 2, 4, 8, 5, 10, 9, 7, 3, 6 (the powers of 2 modulo 11), methods 34, 36–40, 44 …. */
export const W_POWERS: readonly number[] = [2, 4, 8, 5, 10, 9, 7, 3, 6];
/** The weights 3, 7, 1 (method 01). */
export const W_3_7_1: readonly number[] = [3, 7, 1];
/** The weights 7, 3, 1 (method 05). */
export const W_7_3_1: readonly number[] = [7, 3, 1];
/** The weights 3, 9, 7, 1 (method 18). */
export const W_3_9_7_1: readonly number[] = [3, 9, 7, 1];
/** The weights 2 to 9, 2 (method 02). */
export const W_02: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9, 2];
/** The weights 2 to 9, 1 (method 19). */
export const W_19: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9, 1];
/** The weights 1 to 9 (method 43); over fewer positions, 1 to 5 or 1 to 6. */
export const W_1_9: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * Method 00 over the positions `from` to `to`, the check digit at `check`: weights 2, 1 (or the
 * given ones), products as cross sums, modulus 10.
 */
export const luhn = (a: string, from = 1, to = 9, check = 10, weights = W_2_1): boolean =>
  mod10(weighted(a, from, to, weights, true)) === digit(a, check);

/** Modulus 10 without cross sums, as method 01 with the given weights (01, 03, 05, 18 …). */
export const mod10Check = (a: string, weights: readonly number[], from = 1, to = 9, check = 10): boolean =>
  mod10(weighted(a, from, to, weights)) === digit(a, check);

/** Modulus 11 as method 06 with the given weights (06, 10, 19, 20, 32, 33 …). */
export const mod11Check = (a: string, weights: readonly number[], from = 1, to = 9, check = 10): boolean =>
  mod11(weighted(a, from, to, weights)) === digit(a, check);

/** Modulus 11 as method 02 with the given weights (02, 04, 07, 14, 58 …), the check digit at 10. */
export const mod11StrictCheck = (a: string, weights: readonly number[], from = 1, to = 9): boolean =>
  mod11Strict(weighted(a, from, to, weights)) === digit(a, 10);

/** Modulus 7 over the positions `from` to `to` with the given weights, the check digit at 10. */
export const mod7Check = (a: string, weights: readonly number[], from: number, to = 9, cross = false): boolean =>
  mod7(weighted(a, from, to, weights, cross)) === digit(a, 10);

/**
 * The four rows of the transformation table of the "iterated transformation" (M10H, methods 27,
 * 29 and those that name them): row r, digit d is TRANSFORM[r][d].
 */
const TRANSFORM: readonly string[] = ['0159374826', '0176983254', '0184629573', '0123456789'];

/**
 * The sum of the transformed digits of positions 1 to 9: the digit at 9 through row 1, the one
 * before it through row 2, and so on, starting again at row 1 after row 4.
 */
export function transformedSum(a: string): number {
  let sum = 0;
  for (let p = 9, k = 0; p >= 1; p--, k++) sum += (TRANSFORM[k % 4] as string).charCodeAt(digit(a, p)) - 48;
  return sum;
}
