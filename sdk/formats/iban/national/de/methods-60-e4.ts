/**
 * The Deutsche Bundesbank's check-digit methods 60 to E4 ("Prüfzifferberechnungsmethoden"),
 * written from its description, with the steps of arithmetic.ts and the methods 00–59 they name
 * ("Variante 1 wie Methode 00"). Positions count from 1, left to right, as the description does.
 * Examples: test/vectors/de-methods-60-e4.ts.
 * @module
 */
import {
  digit,
  luhn,
  mod7,
  mod7Check,
  mod10,
  mod10Check,
  mod11,
  mod11Check,
  mod11StrictCheck,
  significantLength,
  value,
  W_02,
  W_1_2,
  W_1_9,
  W_19,
  W_2_1,
  W_2_7,
  W_2_10,
  W_3_9_7_1,
  W_7_3_1,
  W_POWERS,
  weighted,
} from './arithmetic.ts';
import {
  eser53,
  ledger51,
  m01,
  m04,
  m06,
  m07,
  m10,
  m17,
  m20,
  m21,
  m22,
  m29,
  m32,
  m33,
  m52,
  m58,
} from './methods-00-59.ts';
import type { GermanMethod } from './types.ts';

// The weights only these methods use, from the right, as module constants so that no call
// allocates them.
const W_3_1_7: readonly number[] = [3, 1, 7];
const W_66: readonly number[] = [2, 3, 4, 5, 6, 0, 0, 7];
const W_77: readonly number[] = [5, 4, 3, 4, 5];
const W_91: readonly number[] = [7, 6, 5, 4, 3, 2];
const W_91C: readonly number[] = [2, 3, 4, 0, 5, 6, 7, 8, 9, 10];
const W_B9: readonly number[] = [1, 3, 2];
const W_E1: readonly number[] = [1, 2, 3, 4, 5, 6, 11, 10, 9];

/** True when `v` lies in the closed range `lo`–`hi`. */
const between = (v: number, lo: number, hi: number): boolean => v >= lo && v <= hi;

/** Methods 80, 84, 86, 87, A8 …: a third digit 9 marks a ledger account, checked as in 51. */
const isLedger = (a: string): boolean => digit(a, 3) === 9;

/**
 * Methods 61 and 65: modulus 10 over positions 1–7, check digit in position 8; with `kind` (8 or
 * 9) in position 9, positions 9 and 10 are added to the sum.
 */
function m61(a: string, kind: number): boolean {
  if (digit(a, 9) !== kind) return luhn(a, 1, 7, 8);
  return mod10(weighted(a, 1, 7, W_2_1, true) + weighted(a, 9, 10, W_2_1, true)) === digit(a, 8);
}

/**
 * Method 63; an account written without its sub-account `00` starts with three zeros and has the
 * customer number at positions 4 to 9 (check digit 10), which is tried too, since a customer
 * number may itself start with zeros.
 */
function m63(a: string): boolean {
  if (digit(a, 1) !== 0) return false;
  return luhn(a, 2, 7, 8) || (value(a, 1, 3) === 0 && luhn(a, 4, 9, 10));
}

/**
 * Method 68: a 10-digit account with 9 in position 4 as 00 over positions 4–9; accounts 04… carry
 * no check digit; others as 00, failing that as 00 with positions 3 and 4 counted as 0.
 */
function m68(a: string): boolean {
  if (digit(a, 1) !== 0) return digit(a, 4) === 9 && luhn(a, 4, 9, 10);
  if (value(a, 1, 2) === 4) return true;
  return luhn(a) || mod10(weighted(a, 5, 9, W_2_1, true) + weighted(a, 1, 2, W_1_2, true)) === digit(a, 10);
}

/** Method 76 with the customer number at positions `from` to `to`, the check digit after it. */
function m76At(a: string, from: number, to: number): boolean {
  const kind = digit(a, from - 1);
  if (kind === 1 || kind === 2 || kind === 3 || kind === 5) return false;
  const r = weighted(a, from, to, W_2_10) % 11;
  return r !== 10 && r === digit(a, to + 1);
}

/** Methods 83 and 85: with 99 in positions 3–4, modulus 11 over 3–9 as 06 or (`strict`) as 02. */
function m83(a: string, strict: boolean): boolean {
  if (value(a, 3, 4) === 99) return strict ? mod11StrictCheck(a, W_2_10, 3) : mod11Check(a, W_2_10, 3);
  return m32(a) || m33(a) || (digit(a, 10) < 7 && mod7Check(a, W_2_7, 5));
}

// Method 87, calculation A: the Bundesbank's table-driven procedure. A digit's value in it (0 → 5,
// 1 → 6, 5 → 10, 6 → 1), and the check digit by the final remainder in each of its two tables.
const M87_VALUE: readonly number[] = [5, 6, 2, 3, 4, 10, 1, 7, 8, 9];
const M87_TAB1: readonly number[] = [0, 4, 3, 2, 6];
const M87_TAB2: readonly number[] = [7, 1, 5, 9, 8];

/** Method 87, calculation A: the Bundesbank's table-driven procedure over positions 4 to 9. */
function m87a(a: string): boolean {
  let p = 4;
  while (p < 10 && digit(a, p) === 0) p++;
  let c2 = p % 2;
  let d2 = 0;
  let a5 = 0;
  for (; p < 10; p++) {
    const v = M87_VALUE[digit(a, p)] as number;
    if (c2 === d2) {
      if (v > 5) {
        if (c2 === 0 && d2 === 0) {
          c2 = 1;
          d2 = 1;
          a5 += 6 - (v - 6);
        } else {
          c2 = 0;
          d2 = 0;
          a5 += v;
        }
      } else {
        c2 = c2 === 0 && d2 === 0 ? 1 : 0;
        a5 += v;
      }
    } else if (v > 5) {
      if (c2 === 0) {
        c2 = 1;
        d2 = 0;
        a5 += -6 + (v - 6);
      } else {
        c2 = 0;
        d2 = 1;
        a5 -= v;
      }
    } else {
      c2 = c2 === 0 ? 1 : 0;
      a5 -= v;
    }
  }
  a5 = ((a5 % 5) + 5) % 5;
  const p87 = (d2 === 0 ? M87_TAB1 : M87_TAB2)[a5] as number;
  const check = digit(a, 10);
  if (p87 === check) return true;
  return digit(a, 4) === 0 && (p87 > 4 ? p87 - 5 : p87 + 5) === check;
}

/** Method 93: the customer number at positions 1 to 5 (check 6), or 5 to 9 (check 10) after "0000". */
function m93(a: string): boolean {
  const from = value(a, 1, 4) === 0 ? 5 : 1;
  const sum = weighted(a, from, from + 4, W_2_7);
  const check = digit(a, from + 5);
  return mod11(sum) === check || mod7(sum) === check;
}

/** Method 95: the listed ranges carry no check digit, all others as 06. */
function m95(a: string): boolean {
  const v = value(a);
  return (
    between(v, 1, 1999999) ||
    between(v, 9000000, 25999999) ||
    between(v, 396000000, 499999999) ||
    between(v, 700000000, 799999999) ||
    between(v, 910000000, 989999999) ||
    m06(a)
  );
}

/** Method 75 for the forms C5 names: the 5-digit stem at `from`, the check digit after it. */
const m75At = (a: string, from: number): boolean => luhn(a, from, from + 4, from + 5);

/** Modulus 10 as 00 over the constant prefix of C6, D1, D4, E2 followed by the positions `from` to 10. */
function prefixed(prefix: string, a: string, from: number): boolean {
  const s = prefix + a.slice(a.length - 11 + from);
  // Counted from the right end of `s`, its first character is position 11 − its length.
  return luhn(s, 11 - s.length);
}

/** Method B9, calculation 1: modulus (11, 10) with the weights 1, 3, 2 over positions 3 to 9. */
function b9First(a: string): number {
  let sum = 0;
  for (let p = 9, i = 0; p >= 3; p--, i++) {
    const w = W_B9[i % 3] as number;
    sum += (digit(a, p) * w + w) % 11;
  }
  return sum % 10;
}

/** Method B9: a computed digit matches as it is or raised by 5 (modulo 10). */
const matchesOrPlus5 = (p: number, check: number): boolean => p === check || (p + 5) % 10 === check;

/** The prefixes of method C6 by the first digit of the account. */
const C6_PREFIX: readonly string[] = [
  '4451970',
  '4451981',
  '4451992',
  '4451993',
  '4344992',
  '4344990',
  '4344991',
  '5499570',
  '4451994',
  '5499579',
];

/**
 * The Bundesbank's check-digit methods 60 to E4 that are verified against its examples, keyed by
 * their two-character id. Methods 60, 67, 70, 72, 75 and 92 are left out: the description gives no
 * example account numbers to verify them against.
 */
export const METHODS_60_E4: Readonly<Record<string, GermanMethod>> = {
  '61': (a) => m61(a, 8),
  '62': (a) => luhn(a, 3, 7, 8),
  '63': m63,
  '64': (a) => mod11Check(a, W_POWERS, 1, 6, 7),
  '65': (a) => m61(a, 9),
  '66': (a) => {
    if (digit(a, 2) === 9) return true;
    if (digit(a, 1) !== 0) return false;
    const r = weighted(a, 2, 9, W_66) % 11;
    return (r === 0 ? 1 : r === 1 ? 0 : 11 - r) === digit(a, 10);
  },
  '68': m68,
  '69': (a) => {
    const head = value(a, 1, 2);
    if (head === 93) return true;
    if (head !== 97 && mod11Check(a, W_2_10, 1, 7, 8)) return true;
    return m29(a);
  },
  '71': (a) => {
    const r = weighted(a, 2, 7, W_1_9) % 11;
    return (r === 0 ? 0 : r === 1 ? 1 : 11 - r) === digit(a, 10);
  },
  '73': (a) => (isLedger(a) ? ledger51(a) : luhn(a, 4) || luhn(a, 5) || mod7Check(a, W_2_1, 5, 9, true)),
  '74': (a) => {
    const sum = weighted(a, 1, 9, W_2_1, true);
    const check = digit(a, 10);
    if (mod10(sum) === check) return true;
    if (significantLength(a) === 6 && (15 - (sum % 10)) % 10 === check) return true;
    return m04(a);
  },
  '76': (a) => m76At(a, 2, 7) || (value(a, 1, 2) === 0 && m76At(a, 4, 9)),
  '77': (a) => weighted(a, 6, 10, W_1_9) % 11 === 0 || weighted(a, 6, 10, W_77) % 11 === 0,
  '78': (a) => significantLength(a) === 8 || luhn(a),
  '79': (a) => {
    const first = digit(a, 1);
    if (first === 0) return false;
    return first === 1 || first === 2 || first === 9 ? luhn(a, 1, 8, 9) : luhn(a);
  },
  '80': (a) => (isLedger(a) ? ledger51(a) : luhn(a, 5) || mod7Check(a, W_2_1, 5, 9, true)),
  '81': (a) => (isLedger(a) ? ledger51(a) : m32(a)),
  '82': (a) => (value(a, 3, 4) === 99 ? m10(a) : m33(a)),
  '83': (a) => m83(a, false),
  '84': (a) => {
    if (isLedger(a)) return ledger51(a);
    return m33(a) || mod7Check(a, W_2_7, 5) || mod10Check(a, W_2_1, 5);
  },
  '85': (a) => m83(a, true),
  '86': (a) => (isLedger(a) ? ledger51(a) : luhn(a, 4) || m32(a)),
  '87': (a) => (isLedger(a) ? ledger51(a) : m87a(a) || m33(a) || mod7Check(a, W_2_7, 5) || m32(a)),
  '88': (a) => (isLedger(a) ? mod11Check(a, W_2_10, 3) : m32(a)),
  '89': (a) => {
    const length = significantLength(a);
    if (length === 8 || length === 9) return m10(a);
    if (length === 7) return mod11(weighted(a, 4, 9, W_2_7, true)) === digit(a, 10);
    return true;
  },
  '90': (a) => {
    if (isLedger(a)) return mod11Check(a, W_2_10, 3);
    const check = digit(a, 10);
    return (
      m32(a) ||
      m33(a) ||
      (check < 7 && mod7Check(a, W_2_7, 5)) ||
      (check < 9 && (9 - (weighted(a, 5, 9, W_2_7) % 9)) % 9 === check) ||
      mod10Check(a, W_2_1, 5) ||
      mod7Check(a, W_2_1, 4)
    );
  },
  '91': (a) =>
    mod11Check(a, W_2_7, 1, 6, 7) ||
    mod11Check(a, W_91, 1, 6, 7) ||
    mod11Check(a, W_91C, 1, 10, 7) ||
    mod11Check(a, W_POWERS, 1, 6, 7),
  '93': m93,
  '94': (a) => luhn(a, 1, 9, 10, W_1_2),
  '95': m95,
  '96': (a) => mod11Check(a, W_19) || luhn(a) || between(value(a), 1300000, 99399999),
  '97': (a) => (value(a, 1, 9) % 11) % 10 === digit(a, 10),
  '98': (a) => mod10Check(a, W_3_1_7, 3) || m32(a),
  '99': (a) => between(value(a), 396000000, 499999999) || m06(a),
  A0: (a) => value(a, 1, 7) === 0 || mod11Check(a, W_POWERS, 5),
  A1: (a) => {
    const length = significantLength(a);
    return (length === 8 || length === 10) && luhn(a, 3);
  },
  A2: (a) => luhn(a) || m04(a),
  A3: (a) => luhn(a) || m10(a),
  A4: (a) => {
    if (value(a, 3, 4) === 99) return m33(a) || m93(a);
    return m32(a) || mod7Check(a, W_2_7, 4) || m93(a);
  },
  A5: (a) => luhn(a) || (digit(a, 1) !== 9 && m10(a)),
  A6: (a) => (digit(a, 2) === 8 ? luhn(a) : m01(a)),
  A7: (a) => luhn(a) || mod10Check(a, W_2_1),
  A8: (a) => (isLedger(a) ? ledger51(a) : m32(a) || luhn(a, 4)),
  A9: (a) => m01(a) || m06(a),
  B0: (a) => {
    if (significantLength(a) !== 10 || digit(a, 1) === 8) return false;
    const kind = digit(a, 8);
    return kind === 1 || kind === 2 || kind === 3 || kind === 6 || m06(a);
  },
  B1: (a) => mod10Check(a, W_7_3_1) || m01(a) || luhn(a),
  B2: (a) => (digit(a, 1) <= 7 ? mod11StrictCheck(a, W_02) : luhn(a)),
  B3: (a) => (digit(a, 1) <= 8 ? m32(a) : m06(a)),
  B4: (a) => (digit(a, 1) === 9 ? luhn(a) : m07(a)),
  B5: (a) => mod10Check(a, W_7_3_1) || (digit(a, 1) < 8 && luhn(a)),
  B6: (a, bankCode) => (digit(a, 1) !== 0 || between(value(a), 269100000, 269999999) ? m20(a) : eser53(a, bankCode)),
  B7: (a) => {
    const v = value(a);
    return between(v, 1000000, 5999999) || between(v, 700000000, 899999999) ? m01(a) : true;
  },
  B8: (a) => {
    const v = value(a);
    return m20(a) || m29(a) || between(v, 5100000000, 5999999999) || between(v, 9010000000, 9109999999);
  },
  B9: (a) => {
    const zeros = 10 - significantLength(a);
    const check = digit(a, 10);
    if (zeros === 2) return matchesOrPlus5(b9First(a), check);
    if (zeros === 3) return matchesOrPlus5(weighted(a, 4, 9, W_1_9) % 11, check);
    return false;
  },
  C0: (a, bankCode) => m52(a, bankCode) || m20(a),
  C1: (a) => (digit(a, 1) === 5 ? m17(a, 1, 9) : m17(a, 2, 7)),
  C2: (a) => m22(a) || luhn(a) || m04(a),
  C3: (a) => (digit(a, 1) === 9 ? m58(a) : luhn(a)),
  C4: (a) => (digit(a, 1) === 9 ? m58(a) : mod11Check(a, W_2_7, 6)),
  C5: (a) => {
    const length = significantLength(a);
    const first = digit(a, 1);
    if (length === 6) return digit(a, 5) >= 1 && digit(a, 5) <= 8 && m75At(a, 5);
    if (length === 9) return digit(a, 2) >= 1 && digit(a, 2) <= 8 && m75At(a, 2);
    if (length === 8) return digit(a, 3) >= 3 && digit(a, 3) <= 5;
    if (length !== 10) return false;
    if (first === 1 || first === 4 || first === 5 || first === 6 || first === 9) return m29(a);
    if (first === 3) return luhn(a);
    const head = value(a, 1, 2);
    return head === 70 || head === 85;
  },
  C6: (a) => prefixed(C6_PREFIX[digit(a, 1)] as string, a, 2),
  C7: (a) => m63(a) || m06(a),
  C8: (a) => luhn(a) || m04(a) || m07(a),
  C9: (a) => luhn(a) || m07(a),
  D0: (a) => value(a, 1, 2) === 57 || m20(a),
  D1: (a) => digit(a, 1) !== 8 && prefixed('436338', a, 1),
  D2: (a) => m95(a) || luhn(a) || m68(a),
  D3: (a) => luhn(a) || (digit(a, 1) !== 0 && m29(a)),
  D4: (a) => digit(a, 1) !== 0 && prefixed('428259', a, 1),
  D5: (a) => {
    if (value(a, 3, 4) === 99) return mod11Check(a, W_2_10, 3);
    const sum = weighted(a, 4, 9, W_2_7);
    const check = digit(a, 10);
    return mod11(sum) === check || mod7(sum) === check || mod10(sum) === check;
  },
  D6: (a) => m07(a) || mod10Check(a, W_2_1) || luhn(a),
  D7: (a) => weighted(a, 1, 9, W_2_1, true) % 10 === digit(a, 10),
  D8: (a) => (digit(a, 1) !== 0 ? luhn(a) : between(value(a), 10000000, 99999999)),
  D9: (a) => luhn(a) || m10(a) || mod10Check(a, W_3_9_7_1),
  E0: (a) => mod10(weighted(a, 1, 9, W_2_1, true) + 7) === digit(a, 10),
  E1: (a) => {
    let sum = 0;
    for (let p = 9, i = 0; p >= 1; p--, i++) sum += (digit(a, p) + 48) * (W_E1[i] as number);
    const r = sum % 11;
    return r !== 10 && r === digit(a, 10);
  },
  E2: (a) => digit(a, 1) <= 5 && prefixed('438320', a, 1),
  E3: (a) => luhn(a) || m21(a),
  E4: (a) => mod11StrictCheck(a, W_02) || luhn(a),
};
