import {
  digit,
  ledger51,
  luhn,
  m01,
  m04,
  m06,
  m07,
  m10,
  m20,
  m29,
  m32,
  m33,
  m52,
  m53,
  m58,
  m63,
  m68,
  m93,
  m95,
  mod7,
  mod7Check,
  mod10,
  mod10Plain,
  mod11,
  mod11Check,
  mod11StrictCheck,
  significantLength,
  W_1_2,
  W_2_1,
  W_2_7,
  W_2_8,
  weighted,
} from './arithmetic-60-e4.ts';
import type { GermanMethod } from './types.ts';

/** True when the account lies in one of the closed ranges (10-digit strings compare as numbers). */
const inRange = (a: string, ...ranges: readonly (readonly [string, string])[]): boolean =>
  ranges.some(([lo, hi]) => a >= lo && a <= hi);

/** Methods 80, 84, 86, 87, A8 …: a third digit 9 marks a ledger account, checked as in 51. */
const isLedger = (a: string): boolean => digit(a, 3) === 9;

/** Method 87, calculation A: the Bundesbank's table-driven procedure over positions 4 to 9. */
function m87a(a: string): boolean {
  const k = Array.from(a, (c) => c.charCodeAt(0) - 48);
  const tab1 = [0, 4, 3, 2, 6];
  const tab2 = [7, 1, 5, 9, 8];
  let i = 3; // 0-based index of position 4
  while (i < 9 && k[i] === 0) i++;
  let c2 = (i + 1) % 2;
  let d2 = 0;
  let a5 = 0;
  const map: Record<number, number> = { 0: 5, 1: 6, 5: 10, 6: 1 };
  for (; i < 9; i++) {
    const v = map[k[i] as number] ?? (k[i] as number);
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
  let p = (d2 === 0 ? tab1 : tab2)[a5] as number;
  const check = k[9] as number;
  if (p === check) return true;
  if (k[3] === 0) {
    p = p > 4 ? p - 5 : p + 5;
    return p === check;
  }
  return false;
}

/** Method 76 with the customer number at positions `from` to `to`, the check digit after it. */
function m76At(a: string, from: number, to: number): boolean {
  if (![0, 4, 6, 7, 8, 9].includes(digit(a, from - 1))) return false;
  const r = weighted(a, from, to, [2, 3, 4, 5, 6, 7, 8]) % 11;
  return r !== 10 && r === digit(a, to + 1);
}

/** Method 75 for the forms C5 names: the 5-digit stem at `from`, the check digit after it. */
const m75At = (a: string, from: number): boolean => luhn(a, from, from + 4, from + 5);

/** Method 17 over positions 2 to 7 (check digit at 8), or C1's form over 1 to 9 (check at 10). */
function m17(a: string, from: number, to: number): boolean {
  let sum = 0;
  for (let p = from, i = 0; p <= to; p++, i++) {
    const product = digit(a, p) * (i % 2 === 0 ? 1 : 2);
    sum += (product % 10) + Math.floor(product / 10);
  }
  const r = (((sum - 1) % 11) + 11) % 11;
  return (r === 0 ? 0 : 10 - r) === digit(a, to + 1);
}

/** Modulus 10 with the constant prefix of C6, D1, D4, E2 before the used positions. */
const prefixed = (prefix: string, a: string, from: number): boolean =>
  luhn(prefix + a.slice(from - 1, 9) + a[9], 1, prefix.length + 10 - from, prefix.length + 11 - from);

/** Method B9, calculation 1: modulus (11, 10) with the weights 1, 3, 2 over positions 3 to 9. */
function b9First(a: string): number {
  const weights = [1, 3, 2];
  let sum = 0;
  for (let p = 9, i = 0; p >= 3; p--, i++) {
    const w = weights[i % 3] as number;
    sum += (digit(a, p) * w + w) % 11;
  }
  return sum % 10;
}

/** Method B9: a computed digit matches as it is or raised by 5 (modulo 10). */
const matchesOrPlus5 = (p: number, check: number): boolean => p === check || (p + 5) % 10 === check;

/**
 * The Bundesbank's check-digit methods 60 to E4 that are verified against its examples, keyed by
 * their two-character id. Methods 60, 67, 70, 72, 75 and 92 are left out: the description gives no
 * example account numbers to verify them against.
 */
export const METHODS_60_E4: Readonly<Record<string, GermanMethod>> = {
  // Modulus 10 over positions 1-7 (check 8); an account kind 8 at position 9 adds positions 9 and 10.
  '61': (a) =>
    digit(a, 9) === 8
      ? mod10(weighted(a.slice(0, 7) + a.slice(8), 1, 9, W_2_1, true)) === digit(a, 8)
      : luhn(a, 1, 7, 8),
  '62': (a) => luhn(a, 3, 7, 8),
  '63': (a) => m63(a),
  '64': (a) => mod11(weighted(a, 1, 6, [2, 4, 8, 5, 10, 9])) === digit(a, 7),
  '65': (a) =>
    digit(a, 9) === 9
      ? mod10(weighted(a.slice(0, 7) + a.slice(8), 1, 9, W_2_1, true)) === digit(a, 8)
      : luhn(a, 1, 7, 8),
  '66': (a) => {
    if (digit(a, 2) === 9) return true;
    if (digit(a, 1) !== 0) return false;
    const r = weighted(a, 2, 9, [2, 3, 4, 5, 6, 0, 0, 7]) % 11;
    return (r === 0 ? 1 : r === 1 ? 0 : 11 - r) === digit(a, 10);
  },
  '68': (a) => m68(a),
  '69': (a) => {
    if (a.startsWith('93')) return true;
    if (!a.startsWith('97') && mod11Check(a, W_2_8, 1, 7, 8)) return true;
    return m29(a);
  },
  '71': (a) => {
    const r = weighted(a, 2, 7, [1, 2, 3, 4, 5, 6]) % 11;
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
  '76': (a) => m76At(a, 2, 7) || (a.startsWith('00') && m76At(a, 4, 9)),
  '77': (a) => weighted(a, 6, 10, [1, 2, 3, 4, 5]) % 11 === 0 || weighted(a, 6, 10, [5, 4, 3, 4, 5]) % 11 === 0,
  '78': (a) => significantLength(a) === 8 || luhn(a),
  '79': (a) => {
    const first = digit(a, 1);
    if (first === 0) return false;
    return [1, 2, 9].includes(first) ? luhn(a, 1, 8, 9) : luhn(a);
  },
  '80': (a) => (isLedger(a) ? ledger51(a) : luhn(a, 5) || mod7Check(a, W_2_1, 5, 9, true)),
  '81': (a) => (isLedger(a) ? ledger51(a) : m32(a)),
  '82': (a) => (a.slice(2, 4) === '99' ? m10(a) : m33(a)),
  '83': (a) => {
    if (a.slice(2, 4) === '99') return mod11Check(a, W_2_8, 3);
    if (m32(a) || m33(a)) return true;
    return digit(a, 10) < 7 && mod7Check(a, W_2_7, 5);
  },
  '84': (a) => {
    if (isLedger(a)) return ledger51(a);
    return m33(a) || mod7Check(a, W_2_7, 5) || mod10(weighted(a, 5, 9, W_2_1)) === digit(a, 10);
  },
  '85': (a) => {
    if (a.slice(2, 4) === '99') return mod11StrictCheck(a, W_2_8, 3);
    if (m32(a) || m33(a)) return true;
    return digit(a, 10) < 7 && mod7Check(a, W_2_7, 5);
  },
  '86': (a) => (isLedger(a) ? ledger51(a) : luhn(a, 4) || m32(a)),
  '87': (a) => (isLedger(a) ? ledger51(a) : m87a(a) || m33(a) || mod7Check(a, W_2_7, 5) || m32(a)),
  '88': (a) => (isLedger(a) ? mod11Check(a, W_2_8, 3) : m32(a)),
  '89': (a) => {
    const length = significantLength(a);
    if (length === 8 || length === 9) return m10(a);
    if (length === 7) return mod11(weighted(a, 4, 9, W_2_7, true)) === digit(a, 10);
    return true;
  },
  '90': (a) => {
    if (isLedger(a)) return mod11Check(a, W_2_8, 3);
    const check = digit(a, 10);
    return (
      m32(a) ||
      m33(a) ||
      (check < 7 && mod7Check(a, W_2_7, 5)) ||
      (check < 9 && (9 - (weighted(a, 5, 9, W_2_7) % 9)) % 9 === check) ||
      mod10(weighted(a, 5, 9, W_2_1)) === check ||
      mod7Check(a, W_2_1, 4)
    );
  },
  '91': (a) =>
    mod11Check(a, W_2_7, 1, 6, 7) ||
    mod11Check(a, [7, 6, 5, 4, 3, 2], 1, 6, 7) ||
    mod11(weighted(a, 1, 10, [2, 3, 4, 0, 5, 6, 7, 8, 9, 10])) === digit(a, 7) ||
    mod11Check(a, [2, 4, 8, 5, 10, 9], 1, 6, 7),
  '93': (a) => m93(a),
  '94': (a) => mod10(weighted(a, 1, 9, W_1_2, true)) === digit(a, 10),
  '95': (a) => m95(a),
  '96': (a) => mod11Check(a, [2, 3, 4, 5, 6, 7, 8, 9, 1]) || luhn(a) || inRange(a, ['0001300000', '0099399999']),
  '97': (a) => (Number(a.slice(0, 9)) % 11) % 10 === digit(a, 10),
  '98': (a) => mod10Plain(a, [3, 1, 7], 3) || m32(a),
  '99': (a) => inRange(a, ['0396000000', '0499999999']) || m06(a),
  A0: (a) => a.startsWith('0000000') || mod11(weighted(a, 5, 9, [2, 4, 8, 5, 10])) === digit(a, 10),
  A1: (a) => {
    const length = significantLength(a);
    return (length === 8 || length === 10) && luhn(a, 3);
  },
  A2: (a) => luhn(a) || m04(a),
  A3: (a) => luhn(a) || m10(a),
  A4: (a) => {
    if (a.slice(2, 4) === '99') return m33(a) || m93(a);
    return mod11Check(a, W_2_7, 4) || mod7Check(a, W_2_7, 4) || m93(a);
  },
  A5: (a) => luhn(a) || (digit(a, 1) !== 9 && m10(a)),
  A6: (a) => (digit(a, 2) === 8 ? luhn(a) : m01(a)),
  A7: (a) => luhn(a) || mod10Plain(a, W_2_1),
  A8: (a) => (isLedger(a) ? ledger51(a) : m32(a) || luhn(a, 4)),
  A9: (a) => m01(a) || m06(a),
  B0: (a) => {
    if (significantLength(a) !== 10 || digit(a, 1) === 8) return false;
    return [1, 2, 3, 6].includes(digit(a, 8)) || m06(a);
  },
  B1: (a) => mod10Plain(a, [7, 3, 1]) || m01(a) || luhn(a),
  B2: (a) => (digit(a, 1) <= 7 ? mod11StrictCheck(a, [2, 3, 4, 5, 6, 7, 8, 9, 2]) : luhn(a)),
  B3: (a) => (digit(a, 1) <= 8 ? m32(a) : m06(a)),
  B4: (a) => (digit(a, 1) === 9 ? luhn(a) : m07(a)),
  B5: (a) => mod10Plain(a, [7, 3, 1]) || (digit(a, 1) < 8 && luhn(a)),
  B6: (a, bankCode) => (digit(a, 1) !== 0 || inRange(a, ['0269100000', '0269999999']) ? m20(a) : m53(a, bankCode)),
  B7: (a) => (inRange(a, ['0001000000', '0005999999'], ['0700000000', '0899999999']) ? m01(a) : true),
  B8: (a) => m20(a) || m29(a) || inRange(a, ['5100000000', '5999999999'], ['9010000000', '9109999999']),
  B9: (a) => {
    const zeros = 10 - significantLength(a);
    const check = digit(a, 10);
    if (zeros === 2) return matchesOrPlus5(b9First(a), check);
    if (zeros === 3) return matchesOrPlus5(weighted(a, 4, 9, [1, 2, 3, 4, 5, 6]) % 11, check);
    return false;
  },
  C0: (a, bankCode) => (a.startsWith('00') && a[2] !== '0' && m52(a, bankCode)) || m20(a),
  C1: (a) => (digit(a, 1) === 5 ? m17(a, 1, 9) : m17(a, 2, 7)),
  C2: (a) => {
    let sum = 0;
    for (let p = 9, i = 0; p >= 1; p--, i++) sum += (digit(a, p) * (i % 2 === 0 ? 3 : 1)) % 10;
    return mod10(sum) === digit(a, 10) || luhn(a) || m04(a);
  },
  C3: (a) => (digit(a, 1) === 9 ? m58(a) : luhn(a)),
  C4: (a) => (digit(a, 1) === 9 ? m58(a) : mod11Check(a, [2, 3, 4, 5], 6)),
  C5: (a) => {
    const length = significantLength(a);
    const first = digit(a, 1);
    if (length === 6) return digit(a, 5) >= 1 && digit(a, 5) <= 8 && m75At(a, 5);
    if (length === 9) return digit(a, 2) >= 1 && digit(a, 2) <= 8 && m75At(a, 2);
    if (length === 8) return [3, 4, 5].includes(digit(a, 3));
    if (length !== 10) return false;
    if ([1, 4, 5, 6, 9].includes(first)) return m29(a);
    if (first === 3) return luhn(a);
    return a.startsWith('70') || a.startsWith('85');
  },
  C6: (a) => {
    const prefix = [
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
    return prefixed(prefix[digit(a, 1)] as string, a, 2);
  },
  C7: (a) => m63(a) || m06(a),
  C8: (a) => luhn(a) || m04(a) || m07(a),
  C9: (a) => luhn(a) || m07(a),
  D0: (a) => a.startsWith('57') || m20(a),
  D1: (a) => digit(a, 1) !== 8 && prefixed(`436338${a[0]}`, a, 2),
  D2: (a) => m95(a) || luhn(a) || m68(a),
  D3: (a) => luhn(a) || (digit(a, 1) !== 0 && m29(a)),
  D4: (a) => digit(a, 1) !== 0 && prefixed('428259', a, 1),
  D5: (a) => {
    if (a.slice(2, 4) === '99') return mod11Check(a, W_2_8, 3);
    const sum = weighted(a, 4, 9, W_2_7);
    const check = digit(a, 10);
    return mod11(sum) === check || mod7(sum) === check || mod10(sum) === check;
  },
  D6: (a) => m07(a) || mod10Plain(a, W_2_1) || luhn(a),
  D7: (a) => weighted(a, 1, 9, W_2_1, true) % 10 === digit(a, 10),
  D8: (a) => (digit(a, 1) !== 0 ? luhn(a) : inRange(a, ['0010000000', '0099999999'])),
  D9: (a) => luhn(a) || m10(a) || mod10Plain(a, [3, 9, 7, 1]),
  E0: (a) => mod10(weighted(a, 1, 9, W_2_1, true) + 7) === digit(a, 10),
  E1: (a) => {
    const weights = [1, 2, 3, 4, 5, 6, 11, 10, 9];
    let sum = 0;
    for (let p = 9, i = 0; p >= 1; p--, i++) sum += (digit(a, p) + 48) * (weights[i] as number);
    const r = sum % 11;
    return r !== 10 && r === digit(a, 10);
  },
  E2: (a) => digit(a, 1) <= 5 && prefixed(`438320${a[0]}`, a, 2),
  E3: (a) => {
    if (luhn(a)) return true;
    let v = weighted(a, 1, 9, W_2_1, true);
    while (v > 9) v = Math.floor(v / 10) + (v % 10);
    return (10 - v) % 10 === digit(a, 10);
  },
  E4: (a) => mod11StrictCheck(a, [2, 3, 4, 5, 6, 7, 8, 9, 2]) || luhn(a),
};
