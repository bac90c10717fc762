/**
 * The arithmetic the Bundesbank's check-digit methods 60 to E4 share. Positions are counted as
 * the description counts them: 1 to 10 from the left of the zero-padded account number.
 *
 * Several helpers here compute an earlier method (00, 01, 02, 06, 29, the exception of 51 …) as
 * the later methods name it ("Variante 1 wie Methode 00"); each says which.
 */

/** The digit at `position` (1 to 10) of a 10-digit account. */
export const digit = (account: string, position: number): number => account.charCodeAt(position - 1) - 48;

/** The number of digits without the leading zeros. */
export const significantLength = (account: string): number => account.replace(/^0+/, '').length;

/** The cross sum of a product below 100 (16 → 7). */
const crossSum = (n: number): number => (n % 10) + Math.floor(n / 10);

/**
 * Σ digit × weight over the positions `from` to `to` of `digits` (any length), the weights taken
 * from the right: position `to` gets `weights[0]`, and the list repeats. With `cross`, each
 * product counts by its cross sum.
 */
export function weighted(digits: string, from: number, to: number, weights: readonly number[], cross = false): number {
  let sum = 0;
  for (let p = to, i = 0; p >= from; p--, i++) {
    const product = digit(digits, p) * (weights[i % weights.length] as number);
    sum += cross ? crossSum(product) : product;
  }
  return sum;
}

/** Modulus 10: the distance to the next ten (0 for a multiple of ten). */
export const mod10 = (sum: number): number => (10 - (sum % 10)) % 10;

/** Modulus 7: 7 minus the remainder, 0 when none. */
export const mod7 = (sum: number): number => (7 - (sum % 7)) % 7;

/** Modulus 11 as method 06: 11 minus the remainder; a remainder of 0 or 1 gives 0. */
export const mod11 = (sum: number): number => {
  const r = sum % 11;
  return r <= 1 ? 0 : 11 - r;
};

/** Modulus 11 as method 02: 11 minus the remainder, 0 for none; a remainder of 1 has no check digit (-1). */
export const mod11Strict = (sum: number): number => {
  const r = sum % 11;
  return r === 0 ? 0 : r === 1 ? -1 : 11 - r;
};

export const W_2_1 = [2, 1] as const;
export const W_1_2 = [1, 2] as const;
export const W_3_7_1 = [3, 7, 1] as const;
export const W_2_7 = [2, 3, 4, 5, 6, 7] as const;
export const W_2_8 = [2, 3, 4, 5, 6, 7, 8] as const;
export const W_2_10 = [2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** Method 00 over the positions `from` to `to`, the check digit at `check` (duplicates method 00). */
export const luhn = (a: string, from = 1, to = 9, check = 10): boolean =>
  mod10(weighted(a, from, to, W_2_1, true)) === digit(a, check);

/** Modulus 10 without cross sums, as method 01 with the given weights (01, 03, 05, 18). */
export const mod10Plain = (a: string, weights: readonly number[], from = 1, to = 9, check = 10): boolean =>
  mod10(weighted(a, from, to, weights)) === digit(a, check);

/** Modulus 11 as method 06 with the given weights (06, 10, 19, 20, 32, 33 …). */
export const mod11Check = (a: string, weights: readonly number[], from = 1, to = 9, check = 10): boolean =>
  mod11(weighted(a, from, to, weights)) === digit(a, check);

/** Modulus 11 as method 02 with the given weights (02, 04, 07, 58). */
export const mod11StrictCheck = (a: string, weights: readonly number[], from = 1, to = 9): boolean =>
  mod11Strict(weighted(a, from, to, weights)) === digit(a, 10);

/** Modulus 7 over the positions with the given weights, the check digit at position 10. */
export const mod7Check = (a: string, weights: readonly number[], from: number, to = 9, cross = false): boolean =>
  mod7(weighted(a, from, to, weights, cross)) === digit(a, 10);

/** Method 06 with the weights 2 to 7 repeated over positions 1 to 9. */
export const m06 = (a: string): boolean => mod11Check(a, W_2_7);
/** Method 10: as 06 with the weights 2 to 10. */
export const m10 = (a: string): boolean => mod11Check(a, W_2_10);
/** Method 20: as 06 with the weights 2 to 9 and 3. */
export const m20 = (a: string): boolean => mod11Check(a, [2, 3, 4, 5, 6, 7, 8, 9, 3]);
/** Method 32: as 06 over positions 4 to 9. */
export const m32 = (a: string): boolean => mod11Check(a, W_2_7, 4);
/** Method 33: as 06 over positions 5 to 9 with the weights 2 to 6. */
export const m33 = (a: string): boolean => mod11Check(a, W_2_7, 5);
/** Method 01 with the weights 3, 7, 1. */
export const m01 = (a: string): boolean => mod10Plain(a, W_3_7_1);
/** Method 04: as 02 with the weights 2 to 7 repeated. */
export const m04 = (a: string): boolean => mod11StrictCheck(a, W_2_7);
/** Method 07: as 02 with the weights 2 to 10. */
export const m07 = (a: string): boolean => mod11StrictCheck(a, W_2_10);
/** Method 58: as 02 over positions 5 to 9 with the weights 2 to 6. */
export const m58 = (a: string): boolean => mod11StrictCheck(a, W_2_7, 5);

/** The transformation table of methods 29 and 69 (rows 1 to 4). */
const TRANSFORM = ['0159374826', '0176983254', '0184629573', '0123456789'] as const;

/** Method 29: the iterated transformation over positions 1 to 9, row 1 at position 9. */
export function m29(a: string): boolean {
  let sum = 0;
  for (let p = 9, row = 0; p >= 1; p--, row = (row + 1) % 4) {
    sum += digit((TRANSFORM[row] as string)[digit(a, p)] as string, 1);
  }
  return mod10(sum) === digit(a, 10);
}

/**
 * The exception of method 51 for ledger accounts (third digit 9): modulus 11 over positions 3 to 9
 * with the weights 2 to 8, else over 1 to 9 with 2 to 10; a remainder of 0 or 1 gives 0.
 */
export const ledger51 = (a: string): boolean => mod11Check(a, W_2_8, 3) || mod11Check(a, W_2_10, 1);

/**
 * Method 63; an account written without its sub-account `00` starts with three zeros and has the
 * customer number at positions 4 to 9 (check digit 10), which is tried too, since a customer
 * number may itself start with zeros.
 */
export function m63(a: string): boolean {
  if (digit(a, 1) !== 0) return false;
  return luhn(a, 2, 7, 8) || (a.startsWith('000') && luhn(a, 4, 9, 10));
}

/** Method 68 (the zero-padded 10-digit form). */
export function m68(a: string): boolean {
  if (digit(a, 1) !== 0) return digit(a, 4) === 9 && luhn(a, 4, 9, 10);
  if (a >= '0400000000' && a <= '0499999999') return true;
  return luhn(a) || luhn(`${a.slice(0, 2)}00${a.slice(4)}`);
}

/** Method 93: the customer number at positions 1 to 5 (check 6), or 5 to 9 (check 10) after "0000". */
export function m93(a: string): boolean {
  const [from, to] = a.startsWith('0000') ? [5, 9] : [1, 5];
  const sum = weighted(a, from, to, W_2_7);
  const check = digit(a, to + 1);
  return mod11(sum) === check || mod7(sum) === check;
}

/** Method 95: the listed ranges carry no check digit, all others as 06. */
export function m95(a: string): boolean {
  const free: readonly (readonly [string, string])[] = [
    ['0000000001', '0001999999'],
    ['0009000000', '0025999999'],
    ['0396000000', '0499999999'],
    ['0700000000', '0799999999'],
    ['0910000000', '0989999999'],
  ];
  return free.some(([lo, hi]) => a >= lo && a <= hi) || m06(a);
}

/** The weights of methods 52 and 53, from the right. */
const W_ESER = [2, 4, 8, 5, 10, 9, 7, 3, 6, 1, 2, 4] as const;

/**
 * Methods 52 and 53: the account number of the former ESER system, built from the bank code and
 * the account, carries the check digit; `head` and `p` are that number's digits before the check
 * digit and the check digit, `tail` the digits after it (leading zeros dropped).
 */
function eser(head: string, p: number, tail: string): boolean {
  const all = `${head}0${tail.replace(/^0+/, '')}`;
  const w = W_ESER[all.length - 1 - head.length] as number;
  const r = weighted(all, 1, all.length, W_ESER) % 11;
  for (let f = 0; f <= 9; f++) {
    if ((r + f * w) % 11 === 10) return f === p;
  }
  return false;
}

/** Method 52 for an 8-digit account (10-digit accounts starting 9 as method 20). */
export function m52(a: string, bankCode: string): boolean {
  if (digit(a, 1) === 9) return m20(a);
  if (!a.startsWith('00')) return false;
  return eser(bankCode.slice(4, 8) + a[2], digit(a, 4), a.slice(4));
}

/** Method 53 for a 9-digit account (10-digit accounts starting 9 as method 20). */
export function m53(a: string, bankCode: string): boolean {
  if (digit(a, 1) === 9) return m20(a);
  if (a[0] !== '0') return false;
  return eser(`${bankCode.slice(4, 6)}${a[2]}${bankCode[7]}${a[1]}`, digit(a, 4), a.slice(4));
}
