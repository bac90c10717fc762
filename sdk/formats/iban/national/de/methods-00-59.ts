/**
 * The Deutsche Bundesbank's check-digit methods 00–59 ("Prüfzifferberechnungsmethoden"), written
 * from its description, with the steps of arithmetic.ts. Each takes the account number as the last
 * 10 digits of its first argument (the account, or a German IBAN read in place) and the 8-digit
 * bank code (only methods 52 and 53 read it). Positions count from 1, left to right, as the
 * description does; the check digit is position 10 unless a method says otherwise. Method 12 is
 * not assigned ("frei") and has no entry. Examples: test/vectors/de-methods-00-59.ts.
 * @module
 */
import {
  digit,
  luhn,
  mod10,
  mod10Check,
  mod11Check,
  mod11StrictCheck,
  mod7Check,
  transformedSum,
  value,
  W_02,
  W_1_2,
  W_1_9,
  W_19,
  W_2_1,
  W_2_7,
  W_2_10,
  W_3_7_1,
  W_3_9_7_1,
  W_7_3_1,
  W_POWERS,
  weighted,
} from './arithmetic.ts';
import type { GermanMethod } from './types.ts';

// The weights only these methods use, from the right, as module constants so that no call
// allocates them. A sum reads as many weights as its range has positions: W_2_7 stands for 2, 3,
// 4, 5, 6 over five positions, W_2_10 for 2–8 over seven, W_POWERS for 2, 4, 8, 5 over four.
const W_20: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9, 3];
const W_30: readonly number[] = [2, 1, 2, 1, 0, 0, 0, 0, 2];
const W_31: readonly number[] = [9, 8, 7, 6, 5, 4, 3, 2, 1];
const W_55: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 7, 8];
const W_ESER: readonly number[] = [2, 4, 8, 5, 10, 9, 7, 3, 6, 1, 2, 4];

/** Method 00: modulus 10, weights 2, 1, 2, 1, … from the right, products as cross sums. */
export const m00: GermanMethod = (a) => luhn(a);
/** Method 01: modulus 10, weights 3, 7, 1. */
export const m01: GermanMethod = (a) => mod10Check(a, W_3_7_1);
/** Method 04: as 02 with weights 2, 3, 4, 5, 6, 7, 2, 3, 4. */
export const m04: GermanMethod = (a) => mod11StrictCheck(a, W_2_7);
/** Method 06: modulus 11, weights 2–7 repeating; remainders 0 and 1 give 0. */
export const m06: GermanMethod = (a) => mod11Check(a, W_2_7);
/** Method 07: as 02 with weights 2–10. */
export const m07: GermanMethod = (a) => mod11StrictCheck(a, W_2_10);
/** Method 10: as 06 with weights 2–10. */
export const m10: GermanMethod = (a) => mod11Check(a, W_2_10);
/** Method 20: as 06 with weights 2, 3, 4, 5, 6, 7, 8, 9, 3 (methods 52 and 53 use it too). */
export const m20: GermanMethod = (a) => mod11Check(a, W_20);
/** Method 29: modulus 10, iterated transformation (M10H) over positions 1–9. */
export const m29: GermanMethod = (a) => mod10(transformedSum(a)) === digit(a, 10);
/** Method 32: as 06 over positions 4–9, weights 2–7. */
export const m32: GermanMethod = (a) => mod11Check(a, W_2_7, 4);
/** Method 33: as 06 over positions 5–9, weights 2–6. */
export const m33: GermanMethod = (a) => mod11Check(a, W_2_7, 5);
/** Method 58: as 02 over positions 5–9, weights 2–6. */
export const m58: GermanMethod = (a) => mod11StrictCheck(a, W_2_7, 5);

/**
 * Method 17 over the positions `from` to `to` (17 itself: 2–7; C1 also 1–9), the check digit
 * after them: modulus 11, weights 1, 2, 1, 2, … from the left with cross sums; the sum less 1,
 * modulo 11, taken from 10 (0 for remainder 0) is the check digit.
 */
export function m17(a: string, from: number, to: number): boolean {
  const r = (weighted(a, from, to, (to - from) % 2 ? W_2_1 : W_1_2, true) + 10) % 11;
  return (r === 0 ? 0 : 10 - r) === digit(a, to + 1);
}

/**
 * Method 21: as 00, but the sum is reduced by cross sums to one digit, and 10 − that digit is
 * the check digit.
 */
export const m21: GermanMethod = (a) => {
  let sum = weighted(a, 1, 9, W_2_1, true);
  while (sum > 9) sum = (sum % 10) + ((sum / 10) | 0);
  return (10 - sum) % 10 === digit(a, 10);
};

/** Method 22: modulus 10, weights 3, 1 from the right: only the last digit of each product counts. */
export const m22: GermanMethod = (a) => {
  let sum = 0;
  for (let p = 9, k = 0; p >= 1; p--, k++) sum += (digit(a, p) * (k % 2 ? 1 : 3)) % 10;
  return mod10(sum) === digit(a, 10);
};

/**
 * The exception of method 51 for ledger accounts (9 in position 3), which methods 73, 80, 84, 86,
 * 87 and A8 name too: modulus 11 over positions 3–9, weights 2–8, then over positions 1–9,
 * weights 2–10 (remainders 0 and 1 give 0).
 */
export const ledger51 = (a: string): boolean => mod11Check(a, W_2_10, 3) || mod11Check(a, W_2_10);

/**
 * Method 24: from the first digit other than 0 (a leading 3, 4, 5 or 6 counts as 0; a leading 9
 * makes positions 1–3 count as 0), weights 1, 2, 3 repeating left to right over positions 1–9;
 * Σ (digit × weight + weight) mod 11; the check digit is the last digit of that sum.
 */
const m24: GermanMethod = (a) => {
  const first = digit(a, 1);
  const skip = first === 9 ? 3 : first >= 3 && first <= 6 ? 1 : 0;
  let sum = 0;
  let k = -1;
  for (let p = skip + 1; p <= 9; p++) {
    const d = digit(a, p);
    if (k < 0 && d === 0) continue;
    k++;
    const w = (k % 3) + 1;
    sum += (d * w + w) % 11;
  }
  return sum % 10 === digit(a, 10);
};

/** The 8-digit bank code: the one given, or the 8 characters before the account (an IBAN's). */
const bankCodeOf = (a: string, bankCode: string | undefined): string =>
  bankCode ?? a.slice(a.length - 18, a.length - 10);

/** Positions 5–10 of the account without their leading zeros, the end of an ESER number. */
const eserTail = (a: string): string => a.slice(a.length - 6).replace(/^0+/, '');

/** The digits at the positions `from` to `to` of the account, as a string. */
const digits = (a: string, from: number, to: number): string => a.slice(a.length - 11 + from, a.length - 10 + to);

/**
 * Methods 52 and 53: the account number of the old ESER system, built from the bank code and the
 * account number (its check digit P `p` digits from the right), weighted from the right with 2,
 * 4, 8, 5, 10, 9, 7, 3, 6, 1, 2, 4 with P counted as 0. P is the multiple of P's weight that
 * brings the remainder of the sum to 10 modulo 11; an account number for which none does is not
 * usable.
 */
function isEser(eser: string, p: number): boolean {
  // Counted from the right end of `eser`, its last digit is position 10.
  const check = digit(eser, 10 - p);
  const w = W_ESER[p] as number;
  const r = (weighted(eser, 11 - eser.length, 10, W_ESER) - check * w) % 11;
  for (let k = 0; k < 10; k++) if ((r + k * w) % 11 === 10) return k === check;
  return false;
}

/**
 * Method 52: for an 8-digit account number XPXXXXXX at a bank code XXX5XXXX, the ESER number is
 * bank-code positions 5–8, X, P, then the last six digits without leading zeros (see `isEser`). A
 * 10-digit account number starting with 9 is checked by method 20; any other length is wrong.
 */
export const m52: GermanMethod = (a, bankCode) => {
  if (digit(a, 1) === 9) return m20(a);
  if (value(a, 1, 2) !== 0 || digit(a, 3) === 0) return false;
  const tail = eserTail(a);
  return isEser(bankCodeOf(a, bankCode).slice(4, 8) + digits(a, 3, 4) + tail, tail.length);
};

/**
 * The ESER check of method 53 for an account number 0XTPXXXXXX: the ESER number is bank-code
 * positions 5 and 6, T, bank-code position 8, X, P, then the last six digits without leading
 * zeros. Method 53 takes it for a 9-digit account (X not 0), B6 for any account starting 0.
 */
export const eser53: GermanMethod = (a, bankCode) => {
  const bank = bankCodeOf(a, bankCode);
  const tail = eserTail(a);
  return isEser(bank.slice(4, 6) + digits(a, 3, 3) + bank[7] + digits(a, 2, 2) + digits(a, 4, 4) + tail, tail.length);
};

/** Method 57's variants by the first two digits: 1, 2, 3 (no check) or 4; 0 for 00 (always wrong). */
const M57_VARIANT =
  // 00–09, 10–19, …, 90–99.
  '0444444444' +
  '4444444444' +
  '4444444444' +
  '4422222222' +
  '3222222222' +
  '3122212222' +
  '2122111222' +
  '1221111111' +
  '1112222212' +
  '2322112223';

/**
 * Method 57: the variant is chosen by the first two digits. Variant 1: modulus 10, weights 1, 2,
 * 1, … from the left over positions 1–9, products as cross sums (accounts beginning 777777 or
 * 888888 are right without a check). Variant 2: the same over positions 1, 2, 4–10 with the check
 * digit in position 3. Variant 3: no check. Variant 4 (01–31): positions 3–4 between 01 and 12 and
 * positions 7–9 below 500, or the account 0185125434.
 */
const m57: GermanMethod = (a) => {
  switch (M57_VARIANT[value(a, 1, 2)]) {
    case '1': {
      const head = value(a, 1, 6);
      return head === 777777 || head === 888888 || luhn(a, 1, 9, 10, W_1_2);
    }
    case '2':
      return mod10(weighted(a, 4, 10, W_1_2, true) + weighted(a, 1, 2, W_2_1, true)) === digit(a, 3);
    case '3':
      return true;
    case '4': {
      const month = value(a, 3, 4);
      return value(a) === 185125434 || (month >= 1 && month <= 12 && value(a, 7, 9) < 500);
    }
    default:
      return false;
  }
};

/**
 * The methods 00–59 by their two-character id. Each takes the account number (the last 10
 * digits of its first argument) and the 8-digit bank code; true when the account passes (methods
 * that check nothing: always).
 * @example METHODS_00_59['00']?.('0009290701', '10000000') // true
 */
export const METHODS_00_59: Readonly<Record<string, GermanMethod>> = {
  '00': m00,
  '01': m01,
  /** Modulus 11, weights 2–9, 2; remainder 1: not usable. */
  '02': (a) => mod11StrictCheck(a, W_02),
  /** Modulus 10, weights 2, 1 as plain products (computed as method 01). */
  '03': (a) => mod10Check(a, W_2_1),
  '04': m04,
  /** As 01 with weights 7, 3, 1. */
  '05': (a) => mod10Check(a, W_7_3_1),
  '06': m06,
  '07': m07,
  /** As 00, from account number 60000 on; smaller numbers are not checked. */
  '08': (a) => value(a) < 60000 || luhn(a),
  /** No check. */
  '09': () => true,
  '10': m10,
  /** As 10, with 9 in place of the result 10. */
  '11': (a) => {
    const r = weighted(a, 1, 9, W_2_10) % 11;
    return (r === 0 ? 0 : r === 1 ? 9 : 11 - r) === digit(a, 10);
  },
  /**
   * As 00 over positions 2–7, check digit in position 8 (positions 9–10 are a sub-account); failing
   * that, the same with the number moved two places left (a sub-account 00 left out): positions
   * 4–9, check digit in position 10.
   */
  '13': (a) => luhn(a, 2, 7, 8) || luhn(a, 4, 9, 10),
  /** As 02 over positions 4–9, weights 2–7 (positions 2–3 are the kind of account). */
  '14': (a) => mod11StrictCheck(a, W_2_7, 4),
  /** As 06 over positions 6–9, weights 2, 3, 4, 5. */
  '15': (a) => mod11Check(a, W_2_7, 6),
  /** As 06 (weights 2–7, 2, 3, 4); with remainder 1 the account is right when positions 9 and 10 agree. */
  '16': (a) => {
    const r = weighted(a, 1, 9, W_2_7) % 11;
    return r === 1 ? digit(a, 9) === digit(a, 10) : (r === 0 ? 0 : 11 - r) === digit(a, 10);
  },
  '17': (a) => m17(a, 2, 7),
  /** As 01 with weights 3, 9, 7, 1. */
  '18': (a) => mod10Check(a, W_3_9_7_1),
  /** As 06 with weights 2–9, 1. */
  '19': (a) => mod11Check(a, W_19),
  '20': m20,
  '21': m21,
  '22': m22,
  /**
   * As 16 over positions 1–6 (weights 7, 6, 5, 4, 3, 2 from the left), check digit in position 7;
   * with remainder 1 the account is right when positions 6 and 7 agree. Positions 8–10 are free.
   */
  '23': (a) => {
    const r = weighted(a, 1, 6, W_2_7) % 11;
    return r === 1 ? digit(a, 6) === digit(a, 7) : (r === 0 ? 0 : 11 - r) === digit(a, 7);
  },
  '24': m24,
  /**
   * Modulus 11, weights 2–9 over positions 2–9. A remainder of 1 gives check digit 0, allowed only
   * when position 2 (the "Arbeitsziffer") is 8 or 9.
   */
  '25': (a) => {
    const r = weighted(a, 2, 9, W_2_10) % 11;
    if (r === 1) return digit(a, 10) === 0 && digit(a, 2) >= 8;
    return (r === 0 ? 0 : 11 - r) === digit(a, 10);
  },
  /**
   * As 06 over positions 1–7 (weights 2–7, 2), check digit in position 8; an account starting 00
   * is first moved two places left (positions 3–9, check digit in position 10).
   */
  '26': (a) => (value(a, 1, 2) === 0 ? mod11Check(a, W_2_7, 3, 9, 10) : mod11Check(a, W_2_7, 1, 7, 8)),
  /** As 00 up to 999 999 999; from 1 000 000 000 on, the iterated transformation (M10H). */
  '27': (a) => (digit(a, 1) === 0 ? luhn(a) : m29(a)),
  /** As 06 over positions 1–7, weights 2–8, check digit in position 8. */
  '28': (a) => mod11Check(a, W_2_10, 1, 7, 8),
  '29': m29,
  /** Modulus 10, weights 2, 0, 0, 0, 0, 1, 2, 1, 2 from the left, plain products. */
  '30': (a) => mod10Check(a, W_30),
  /** Modulus 11, weights 9, 8, … 1 from the right; the remainder is the check digit, 10 is wrong. */
  '31': (a) => {
    const r = weighted(a, 1, 9, W_31) % 11;
    return r !== 10 && r === digit(a, 10);
  },
  '32': m32,
  '33': m33,
  /** As 28 with weights 2, 4, 8, 5, 10, 9, 7. */
  '34': (a) => mod11Check(a, W_POWERS, 1, 7, 8),
  /**
   * Modulus 11, weights 2–10; the remainder is the check digit. With remainder 10 the account is
   * right when positions 9 and 10 agree.
   */
  '35': (a) => {
    const r = weighted(a, 1, 9, W_2_10) % 11;
    return r === 10 ? digit(a, 9) === digit(a, 10) : r === digit(a, 10);
  },
  /** As 06 over positions 6–9, weights 2, 4, 8, 5. */
  '36': (a) => mod11Check(a, W_POWERS, 6),
  /** As 06 over positions 5–9, weights 2, 4, 8, 5, 10. */
  '37': (a) => mod11Check(a, W_POWERS, 5),
  /** As 06 over positions 4–9, weights 2, 4, 8, 5, 10, 9. */
  '38': (a) => mod11Check(a, W_POWERS, 4),
  /** As 06 over positions 3–9, weights 2, 4, 8, 5, 10, 9, 7. */
  '39': (a) => mod11Check(a, W_POWERS, 3),
  /** As 06 over positions 1–9, weights 2, 4, 8, 5, 10, 9, 7, 3, 6. */
  '40': (a) => mod11Check(a, W_POWERS),
  /** As 00; when position 4 is 9, positions 1–3 are left out. */
  '41': (a) => luhn(a, digit(a, 4) === 9 ? 4 : 1),
  /** As 06 over positions 2–9, weights 2–9. */
  '42': (a) => mod11Check(a, W_2_10, 2),
  /** Modulus 10, weights 1–9 from the right, plain products. */
  '43': (a) => mod10Check(a, W_1_9),
  /** As 33 with weights 2, 4, 8, 5, 10. */
  '44': (a) => mod11Check(a, W_POWERS, 5),
  /**
   * As 00; account numbers with 0 in position 1, 1 in position 5, or 48 in positions 1–2 carry no
   * check digit.
   */
  '45': (a) => digit(a, 1) === 0 || digit(a, 5) === 1 || value(a, 1, 2) === 48 || luhn(a),
  /** As 06 over positions 3–7, weights 2–6, check digit in position 8. */
  '46': (a) => mod11Check(a, W_2_7, 3, 7, 8),
  /** As 06 over positions 4–8, weights 2–6, check digit in position 9. */
  '47': (a) => mod11Check(a, W_2_7, 4, 8, 9),
  /** As 06 over positions 3–8, weights 2–7, check digit in position 9. */
  '48': (a) => mod11Check(a, W_2_7, 3, 8, 9),
  /** Method 00, failing that method 01. */
  '49': (a) => luhn(a) || m01(a),
  /**
   * As 06 over positions 1–6, weights 7–2 from the left, check digit in position 7; failing that,
   * the same with the number moved three places left (a sub-number 000 left out): positions 4–9,
   * check digit in position 10.
   */
  '50': (a) => mod11Check(a, W_2_7, 1, 6, 7) || mod11Check(a, W_2_7, 4, 9, 10),
  /**
   * With 9 in position 3, the ledger accounts of `ledger51`. Otherwise methods A to D in turn: A
   * as 06 over positions 4–9; B as 33; C as 00 over positions 4–9; D, for a check digit up to 6,
   * modulus 7 over positions 5–9, weights 2–6 (7 − the remainder, 0 for none).
   */
  '51': (a) => {
    if (digit(a, 3) === 9) return ledger51(a);
    return m32(a) || m33(a) || luhn(a, 4) || (digit(a, 10) < 7 && mod7Check(a, W_2_7, 5));
  },
  '52': m52,
  /** As 52 for a 9-digit account number XTPXXXXXX (see `eser53`). */
  '53': (a, bankCode) => (digit(a, 1) === 9 ? m20(a) : digit(a, 1) === 0 && digit(a, 2) !== 0 && eser53(a, bankCode)),
  /**
   * Positions 1–2 are always 49; modulus 11 over positions 3–9, weights 2, 7, 6, 5, 4, 3, 2 from
   * the left; remainders 0 and 1 make the number unusable.
   */
  '54': (a) => {
    const r = weighted(a, 3, 9, W_2_7) % 11;
    return value(a, 1, 2) === 49 && r > 1 && 11 - r === digit(a, 10);
  },
  /** As 06 with weights 2, 3, 4, 5, 6, 7, 8, 7, 8. */
  '55': (a) => mod11Check(a, W_55),
  /**
   * Modulus 11, weights 2–7, 2, 3, 4; results 10 and 11 are wrong, except in a 10-digit number
   * starting with 9, where they give 7 and 8.
   */
  '56': (a) => {
    const p = 11 - (weighted(a, 1, 9, W_2_7) % 11);
    if (p < 10) return p === digit(a, 10);
    return digit(a, 1) === 9 && (p === 10 ? 7 : 8) === digit(a, 10);
  },
  '57': m57,
  '58': m58,
  /** As 00; account numbers of fewer than 9 digits are not checked. */
  '59': (a) => value(a, 1, 2) === 0 || luhn(a),
};
