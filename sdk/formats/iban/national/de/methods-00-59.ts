/**
 * The Deutsche Bundesbank's check-digit methods 00–59 ("Prüfzifferberechnungsmethoden"), written
 * from its description. Each takes the account number as 10 digits and the 8-digit bank code (only
 * methods 52 and 53 read it). Positions in the comments count from 1, left to right, as the
 * description does; the check digit is position 10 unless a method says otherwise. Method 12 is
 * not assigned ("frei") and has no entry. Examples: test/vectors/de-methods-00-59.ts.
 * @module
 */
import {
  crossSumOfProducts,
  digit,
  isMod10,
  isMod10CrossSum,
  isMod11,
  shiftLeft,
  tenMinus,
  transformedSum,
  W2_7,
  W2_10,
  W_POWERS,
  weightedSum,
} from './arithmetic.ts';
import type { GermanMethod } from './types.ts';

// The weights of the methods, from the right, as module constants so that no call allocates them.
// A sum reads as many weights as its range has digits: W2_7 stands for 2, 3, 4, 5, 6 over five
// digits, W2_10 for 2–9 over eight, W_POWERS for 2, 4, 8, 5 over four.
const W21: readonly number[] = [2, 1];
const W12: readonly number[] = [1, 2];
const W371: readonly number[] = [3, 7, 1];
const W731: readonly number[] = [7, 3, 1];
const W3971: readonly number[] = [3, 9, 7, 1];
const W02: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9, 2];
const W19: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9, 1];
const W20: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9, 3];
const W30: readonly number[] = [2, 1, 2, 1, 0, 0, 0, 0, 2];
const W9_1: readonly number[] = [9, 8, 7, 6, 5, 4, 3, 2, 1];
const W1_9: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const W55: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 7, 8];
const W_ESER: readonly number[] = [2, 4, 8, 5, 10, 9, 7, 3, 6, 1, 2, 4];

/**
 * Modulus 11 as method 02 defines it: 11 − the remainder is the check digit, 0 for remainder 0,
 * and a remainder of 1 makes the account number unusable.
 */
function isMod11Strict(account: string, weights: readonly number[], from = 0, at = 9): boolean {
  const r = weightedSum(account, from, at, weights) % 11;
  return r !== 1 && (r === 0 ? 0 : 11 - r) === digit(account, at);
}

/** Method 00: modulus 10, weights 2, 1, 2, 1, … from the right, products as cross sums. */
const m00: GermanMethod = (a) => isMod10CrossSum(a);
/** Method 01: modulus 10, weights 3, 7, 1. */
const m01: GermanMethod = (a) => isMod10(a, W371);
/** Method 06: modulus 11, weights 2–7 repeating; remainders 0 and 1 give 0. */
const m06: GermanMethod = (a) => isMod11(a, W2_7);
/** Method 20: as 06 with weights 2, 3, 4, 5, 6, 7, 8, 9, 3 (methods 52 and 53 use it too). */
const m20: GermanMethod = (a) => isMod11(a, W20);

/**
 * Methods 52 and 53: the account number of the old ESER system, built from the bank code and the
 * account number by `eser` (its check digit P at `p` digits from the right), weighted from the right
 * with 2, 4, 8, 5, 10, 9, 7, 3, 6, 1, 2, 4 with P counted as 0. P is the multiple of P's weight that
 * brings the remainder of the sum to 10 modulo 11; an account number for which none does is not
 * usable.
 */
function isEser(eser: string, p: number): boolean {
  const weights = W_ESER;
  const at = eser.length - 1 - p;
  const check = digit(eser, at);
  const r = (weightedSum(eser, 0, eser.length, weights) - check * (weights[p] as number)) % 11;
  for (let k = 0; k < 10; k++) if ((r + k * (weights[p] as number)) % 11 === 10) return k === check;
  return false;
}

/** `digits` without its leading zeros. */
function trimZeros(digits: string): string {
  return digits.replace(/^0+/, '');
}

/**
 * Method 24: from the first digit other than 0 (a leading 3, 4, 5 or 6 counts as 0; a leading 9
 * makes positions 1–3 count as 0), weights 1, 2, 3 repeating left to right over positions 1–9;
 * Σ (digit × weight + weight) mod 11; the check digit is the last digit of that sum.
 */
const m24: GermanMethod = (a) => {
  const first = digit(a, 0);
  const skip = first === 9 ? 3 : first >= 3 && first <= 6 ? 1 : 0;
  let sum = 0;
  let k = -1;
  for (let i = skip; i < 9; i++) {
    const d = digit(a, i);
    if (k < 0 && d === 0) continue;
    k++;
    const w = (k % 3) + 1;
    sum += (d * w + w) % 11;
  }
  return sum % 10 === digit(a, 9);
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
  switch (M57_VARIANT[digit(a, 0) * 10 + digit(a, 1)]) {
    case '1':
      if (a.startsWith('777777') || a.startsWith('888888')) return true;
      return tenMinus(crossSumOfProducts(a, 0, 9, W12)) === digit(a, 9);
    case '2': {
      const rest = a.slice(0, 2) + a.slice(3);
      return tenMinus(crossSumOfProducts(rest, 0, 9, W12)) === digit(a, 2);
    }
    case '3':
      return true;
    case '4': {
      const month = digit(a, 2) * 10 + digit(a, 3);
      return a === '0185125434' || (month >= 1 && month <= 12 && Number(a.slice(6, 9)) < 500);
    }
    default:
      return false;
  }
};

/**
 * The methods 00–59 by their two-character id. Each takes the account number as exactly 10 digits
 * and the 8-digit bank code; true when the account passes (methods that check nothing: always).
 * @example METHODS_00_59['00']?.('0009290701', '10000000') // true
 */
export const METHODS_00_59: Readonly<Record<string, GermanMethod>> = {
  '00': m00,
  '01': m01,
  /** Modulus 11, weights 2–9, 2; remainder 1: not usable. */
  '02': (a) => isMod11Strict(a, W02),
  /** Modulus 10, weights 2, 1 as plain products (computed as method 01). */
  '03': (a) => isMod10(a, W21),
  /** As 02 with weights 2, 3, 4, 5, 6, 7, 2, 3, 4. */
  '04': (a) => isMod11Strict(a, W2_7),
  /** As 01 with weights 7, 3, 1. */
  '05': (a) => isMod10(a, W731),
  '06': m06,
  /** As 02 with weights 2–10. */
  '07': (a) => isMod11Strict(a, W2_10),
  /** As 00, from account number 60000 on; smaller numbers are not checked. */
  '08': (a) => Number(a) < 60000 || m00(a, ''),
  /** No check. */
  '09': () => true,
  /** As 06 with weights 2–10. */
  '10': (a) => isMod11(a, W2_10),
  /** As 10, with 9 in place of the result 10. */
  '11': (a) => {
    const r = weightedSum(a, 0, 9, W2_10) % 11;
    return (r === 0 ? 0 : r === 1 ? 9 : 11 - r) === digit(a, 9);
  },
  /**
   * As 00 over positions 2–7, check digit in position 8 (positions 9–10 are a sub-account); failing
   * that, the same with the number moved two places left (a sub-account 00 left out).
   */
  '13': (a) => isMod10CrossSum(a, 1, 7) || isMod10CrossSum(shiftLeft(a, 2), 1, 7),
  /** As 02 over positions 4–9, weights 2–7 (positions 2–3 are the kind of account). */
  '14': (a) => isMod11Strict(a, W2_7, 3),
  /** As 06 over positions 6–9, weights 2, 3, 4, 5. */
  '15': (a) => isMod11(a, W2_7, 5),
  /** As 06 (weights 2–7, 2, 3, 4); with remainder 1 the account is right when positions 9 and 10 agree. */
  '16': (a) => {
    const r = weightedSum(a, 0, 9, W2_7) % 11;
    return r === 1 ? a[8] === a[9] : (r === 0 ? 0 : 11 - r) === digit(a, 9);
  },
  /**
   * Modulus 11 over positions 2–7, weights 1, 2, 1, 2, 1, 2 from the left with cross sums; the sum
   * less 1, modulo 11, taken from 10 (0 for remainder 0) is the check digit in position 8.
   */
  '17': (a) => {
    const r = (crossSumOfProducts(a, 1, 7, W21) + 10) % 11;
    return (r === 0 ? 0 : 10 - r) === digit(a, 7);
  },
  /** As 01 with weights 3, 9, 7, 1. */
  '18': (a) => isMod10(a, W3971),
  /** As 06 with weights 2–9, 1. */
  '19': (a) => isMod11(a, W19),
  '20': m20,
  /**
   * As 00, but the sum is reduced by cross sums to one digit, and 10 − that digit is the check digit.
   */
  '21': (a) => {
    let sum = crossSumOfProducts(a, 0, 9, W21);
    while (sum > 9) sum = (sum % 10) + ((sum / 10) | 0);
    return (10 - sum) % 10 === digit(a, 9);
  },
  /** Modulus 10, weights 3, 1: only the last digit of each product counts. */
  '22': (a) => {
    let sum = 0;
    for (let i = 8, k = 0; i >= 0; i--, k++) sum += (digit(a, i) * (k % 2 ? 1 : 3)) % 10;
    return tenMinus(sum) === digit(a, 9);
  },
  /**
   * As 16 over positions 1–6 (weights 7, 6, 5, 4, 3, 2 from the left), check digit in position 7;
   * with remainder 1 the account is right when positions 6 and 7 agree. Positions 8–10 are free.
   */
  '23': (a) => {
    const r = weightedSum(a, 0, 6, W2_7) % 11;
    return r === 1 ? a[5] === a[6] : (r === 0 ? 0 : 11 - r) === digit(a, 6);
  },
  '24': m24,
  /**
   * Modulus 11, weights 2–9 over positions 2–9. A remainder of 1 gives check digit 0, allowed only
   * when position 2 (the "Arbeitsziffer") is 8 or 9.
   */
  '25': (a) => {
    const r = weightedSum(a, 1, 9, W2_10) % 11;
    if (r === 1) return digit(a, 9) === 0 && digit(a, 1) >= 8;
    return (r === 0 ? 0 : 11 - r) === digit(a, 9);
  },
  /**
   * As 06 over positions 1–7 (weights 2–7, 2), check digit in position 8; an account starting 00
   * is first moved two places left.
   */
  '26': (a) => isMod11(a.startsWith('00') ? shiftLeft(a, 2) : a, W2_7, 0, 7),
  /** As 00 up to 999 999 999; from 1 000 000 000 on, the iterated transformation (M10H). */
  '27': (a) => (a[0] === '0' ? m00(a, '') : tenMinus(transformedSum(a, 0, 9)) === digit(a, 9)),
  /** As 06 over positions 1–7, weights 2–8, check digit in position 8. */
  '28': (a) => isMod11(a, W2_10, 0, 7),
  /** Modulus 10, iterated transformation (M10H) over positions 1–9. */
  '29': (a) => tenMinus(transformedSum(a, 0, 9)) === digit(a, 9),
  /** Modulus 10, weights 2, 0, 0, 0, 0, 1, 2, 1, 2 from the left, plain products. */
  '30': (a) => isMod10(a, W30),
  /** Modulus 11, weights 9, 8, … 1 from the right; the remainder is the check digit, 10 is wrong. */
  '31': (a) => {
    const r = weightedSum(a, 0, 9, W9_1) % 11;
    return r !== 10 && r === digit(a, 9);
  },
  /** As 06 over positions 4–9, weights 2–7. */
  '32': (a) => isMod11(a, W2_7, 3),
  /** As 06 over positions 5–9, weights 2–6. */
  '33': (a) => isMod11(a, W2_7, 4),
  /** As 28 with weights 2, 4, 8, 5, 10, 9, 7. */
  '34': (a) => isMod11(a, W_POWERS, 0, 7),
  /**
   * Modulus 11, weights 2–10; the remainder is the check digit. With remainder 10 the account is
   * right when positions 9 and 10 agree.
   */
  '35': (a) => {
    const r = weightedSum(a, 0, 9, W2_10) % 11;
    return r === 10 ? a[8] === a[9] : r === digit(a, 9);
  },
  /** As 06 over positions 6–9, weights 2, 4, 8, 5. */
  '36': (a) => isMod11(a, W_POWERS, 5),
  /** As 06 over positions 5–9, weights 2, 4, 8, 5, 10. */
  '37': (a) => isMod11(a, W_POWERS, 4),
  /** As 06 over positions 4–9, weights 2, 4, 8, 5, 10, 9. */
  '38': (a) => isMod11(a, W_POWERS, 3),
  /** As 06 over positions 3–9, weights 2, 4, 8, 5, 10, 9, 7. */
  '39': (a) => isMod11(a, W_POWERS, 2),
  /** As 06 over positions 1–9, weights 2, 4, 8, 5, 10, 9, 7, 3, 6. */
  '40': (a) => isMod11(a, W_POWERS),
  /** As 00; when position 4 is 9, positions 1–3 are left out. */
  '41': (a) => isMod10CrossSum(a, a[3] === '9' ? 3 : 0),
  /** As 06 over positions 2–9, weights 2–9. */
  '42': (a) => isMod11(a, W2_10, 1),
  /** Modulus 10, weights 1–9 from the right, plain products. */
  '43': (a) => isMod10(a, W1_9),
  /** As 33 with weights 2, 4, 8, 5, 10. */
  '44': (a) => isMod11(a, W_POWERS, 4),
  /**
   * As 00; account numbers with 0 in position 1, 1 in position 5, or 48 in positions 1–2 carry no
   * check digit.
   */
  '45': (a) => a[0] === '0' || a[4] === '1' || a.startsWith('48') || m00(a, ''),
  /** As 06 over positions 3–7, weights 2–6, check digit in position 8. */
  '46': (a) => isMod11(a, W2_7, 2, 7),
  /** As 06 over positions 4–8, weights 2–6, check digit in position 9. */
  '47': (a) => isMod11(a, W2_7, 3, 8),
  /** As 06 over positions 3–8, weights 2–7, check digit in position 9. */
  '48': (a) => isMod11(a, W2_7, 2, 8),
  /** Method 00, failing that method 01. */
  '49': (a) => m00(a, '') || m01(a, ''),
  /**
   * As 06 over positions 1–6, weights 7–2 from the left, check digit in position 7; failing that,
   * the same with the number moved three places left (a sub-number 000 left out).
   */
  '50': (a) => isMod11(a, W2_7, 0, 6) || isMod11(shiftLeft(a, 3), W2_7, 0, 6),
  /**
   * With 9 in position 3 (ledger accounts): modulus 11 over positions 3–9, weights 2–8, then over
   * positions 1–9, weights 2–10 (remainders 0 and 1 give 0). Otherwise methods A to D in turn:
   * A as 06 over positions 4–9; B as 33; C as 00 over positions 4–9; D, for a check digit up to 6,
   * modulus 7 over positions 5–9, weights 2–6 (7 − the remainder, 0 for none).
   */
  '51': (a) => {
    if (a[2] === '9') return isMod11(a, W2_10, 2) || isMod11(a, W2_10);
    if (isMod11(a, W2_7, 3) || isMod11(a, W2_7, 4) || isMod10CrossSum(a, 3)) return true;
    const r = weightedSum(a, 4, 9, W2_7) % 7;
    return digit(a, 9) < 7 && (r === 0 ? 0 : 7 - r) === digit(a, 9);
  },
  /**
   * For an 8-digit account number XPXXXXXX at a bank code XXX5XXXX: the ESER number is bank-code
   * positions 5–8, X, P, then the last six digits without leading zeros (see `isEser`). A 10-digit
   * account number starting with 9 is checked by method 20; any other length is wrong.
   */
  '52': (a, bankCode) => {
    if (a[0] === '9') return m20(a, bankCode);
    if (!a.startsWith('00') || a[2] === '0') return false;
    const tail = trimZeros(a.slice(4));
    return isEser(bankCode.slice(4, 8) + a.slice(2, 4) + tail, tail.length);
  },
  /**
   * As 52 for a 9-digit account number XTPXXXXXX: the ESER number is bank-code positions 5 and 6,
   * T, bank-code position 8, X, P, then the last six digits without leading zeros.
   */
  '53': (a, bankCode) => {
    if (a[0] === '9') return m20(a, bankCode);
    if (a[0] !== '0' || a[1] === '0') return false;
    const tail = trimZeros(a.slice(4));
    return isEser(bankCode.slice(4, 6) + a[2] + bankCode[7] + a[1] + a[3] + tail, tail.length);
  },
  /**
   * Positions 1–2 are always 49; modulus 11 over positions 3–9, weights 2, 7, 6, 5, 4, 3, 2 from
   * the left; remainders 0 and 1 make the number unusable.
   */
  '54': (a) => {
    const r = weightedSum(a, 2, 9, W2_7) % 11;
    return a.startsWith('49') && r > 1 && 11 - r === digit(a, 9);
  },
  /** As 06 with weights 2, 3, 4, 5, 6, 7, 8, 7, 8. */
  '55': (a) => isMod11(a, W55),
  /**
   * Modulus 11, weights 2–7, 2, 3, 4; results 10 and 11 are wrong, except in a 10-digit number
   * starting with 9, where they give 7 and 8.
   */
  '56': (a) => {
    const p = 11 - (weightedSum(a, 0, 9, W2_7) % 11);
    if (p < 10) return p === digit(a, 9);
    return a[0] === '9' && (p === 10 ? 7 : 8) === digit(a, 9);
  },
  '57': m57,
  /** As 02 over positions 5–9, weights 2–6. */
  '58': (a) => isMod11Strict(a, W2_7, 4),
  /** As 00; account numbers of fewer than 9 digits are not checked. */
  '59': (a) => a.startsWith('00') || m00(a, ''),
};
