/**
 * Pay.UK's modulus check of a UK sort code and account number, written from Pay.UK's
 * "Validating account numbers" specification, version 8.90 (in force from 2026-06-20; its
 * methods and exceptions are those of the 8.x releases before it). The tables come from the user
 * (tables.ts); docs/uk-modulus.md says what is checked.
 *
 * The 14 digits checked are the sort code (u v w x y z) and the account number standardised to
 * eight digits (a b c d e f g h). A sort code has one or two rows in the weight table; one with
 * none is not checked, and passes.
 * @module
 */
import type { UkModulusRow, UkModulusTables } from './tables.ts';

// Places of the digits in the 14 checked.
const A = 6;
const B = 7;
const C = 8;
const G = 12;
const H = 13;

/** Exception 2: the weights when a ≠ 0 and g ≠ 9, and when a ≠ 0 and g = 9. */
const EXCEPTION_2_WEIGHTS = [0, 0, 1, 2, 5, 3, 6, 4, 8, 7, 10, 9, 3, 1];
const EXCEPTION_2_WEIGHTS_G9 = [0, 0, 0, 0, 0, 0, 0, 0, 8, 7, 10, 9, 3, 1];

/** Exception 8 checks with this sort code in place of the account's; exception 9 with this one. */
const EXCEPTION_8_SORT_CODE = '090126';
const EXCEPTION_9_SORT_CODE = '309634';

/** Pairs of exceptions on the first and second row where the account passes when either check does. */
const EITHER_PASSES = new Set([2, 10, 12]);

/** The rows of the tables ready for search: the first sort codes and the largest end up to each row. */
interface Index {
  starts: Int32Array;
  maxEnds: Int32Array;
}

const indexes = /* @__PURE__ */ new WeakMap<UkModulusTables, Index>();

function indexOf(tables: UkModulusTables): Index {
  let index = indexes.get(tables);
  if (!index) {
    const n = tables.rows.length;
    const starts = new Int32Array(n);
    const maxEnds = new Int32Array(n);
    let max = -1;
    for (let i = 0; i < n; i++) {
      const row = tables.rows[i] as UkModulusRow;
      starts[i] = row.start;
      max = Math.max(max, row.end);
      maxEnds[i] = max;
    }
    index = { starts, maxEnds };
    indexes.set(tables, index);
  }
  return index;
}

/** The rows whose range holds `sortCode` (a number), in the order of the table. */
export function ukModulusRows(tables: UkModulusTables, sortCode: number): UkModulusRow[] {
  const { starts, maxEnds } = indexOf(tables);
  // The last row starting at or before the sort code…
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((starts[mid] as number) <= sortCode) lo = mid + 1;
    else hi = mid;
  }
  // …and back from it while a row at or before may still reach the sort code.
  const found: UkModulusRow[] = [];
  for (let i = lo - 1; i >= 0 && (maxEnds[i] as number) >= sortCode; i--) {
    const row = tables.rows[i] as UkModulusRow;
    if (row.end >= sortCode) found.push(row);
  }
  return found.reverse();
}

/** Writes the six digits of a sort code into `digits`. */
function putSortCode(digits: number[], sortCode: string): void {
  for (let i = 0; i < 6; i++) digits[i] = sortCode.charCodeAt(i) - 48;
}

/** The weighted total of the 14 digits by the row's method: products added, or their digits (DBLAL). */
function total(method: UkModulusRow['method'], digits: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const p = (digits[i] as number) * (weights[i] as number);
    if (method !== 'DBLAL') sum += p;
    else for (let q = Math.abs(p); q > 0; q = Math.floor(q / 10)) sum += q % 10;
  }
  return sum;
}

/** One check: a row of the table on the 14 digits, with the row's exception. */
function passesRow(row: UkModulusRow, digits: number[], substitutions: UkModulusTables['substitutions']): boolean {
  const x = row.exception;
  let weights = row.weights;
  let checked = digits;
  if (x === 5 || x === 8 || x === 9) {
    // The sort code is replaced for the sum: from the substitution table (5), or a fixed one (8, 9).
    const own = String.fromCharCode(...digits.slice(0, 6).map((d) => d + 48));
    const replacement = x === 8 ? EXCEPTION_8_SORT_CODE : x === 9 ? EXCEPTION_9_SORT_CODE : substitutions.get(own);
    if (replacement !== undefined) {
      checked = digits.slice();
      putSortCode(checked, replacement);
    }
  }
  const a = checked[A] as number;
  const g = checked[G] as number;
  const h = checked[H] as number;
  // Exception 3: a c of 6 or 9 leaves the double alternate check out.
  if (x === 3 && (checked[C] === 6 || checked[C] === 9)) return true;
  if (x === 2 && a !== 0) weights = g === 9 ? EXCEPTION_2_WEIGHTS_G9 : EXCEPTION_2_WEIGHTS;
  // Exceptions 7 and 10: with g = 9 (and, for 10, ab of 09 or 99), the weights of u to b count for nothing.
  const ab = a * 10 + (checked[B] as number);
  if ((x === 7 && g === 9) || (x === 10 && g === 9 && (ab === 9 || ab === 99)))
    weights = [0, 0, 0, 0, 0, 0, 0, 0, ...weights.slice(8)];
  let sum = total(row.method, checked, weights);
  if (x === 1) sum += 27;
  if (row.method === 'MOD11') {
    const r = sum % 11;
    // Exception 4: the remainder is the two-digit check gh.
    if (x === 4) return r === g * 10 + h;
    // Exception 5: g is the check digit, 11 less the remainder; no account has a remainder of 1.
    if (x === 5) return r === 0 ? g === 0 : r !== 1 && 11 - r === g;
    if (r === 0) return true;
    // Exception 14: failing that, an h of 0, 1 or 9 is dropped and the account read one place to the right.
    if (x !== 14 || (h !== 0 && h !== 1 && h !== 9)) return false;
    const shifted = [...checked.slice(0, 6), 0, ...checked.slice(6, 13)];
    return total(row.method, shifted, weights) % 11 === 0;
  }
  const r = sum % 10;
  // Exception 5 (its double alternate check): h is the check digit, 10 less the remainder.
  if (x === 5) return r === 0 ? h === 0 : 10 - r === h;
  return r === 0;
}

/**
 * True unless Pay.UK's tables say the account cannot exist: the check of a six-digit sort code and
 * an eight-digit (standardised) account number, both only digits. A sort code without a row passes.
 */
export function passesUkModulus(tables: UkModulusTables, sortCode: string, account: string): boolean {
  const rows = ukModulusRows(tables, Number(sortCode));
  const first = rows[0];
  if (first === undefined) return true;
  const digits = new Array<number>(14);
  putSortCode(digits, sortCode);
  for (let i = 0; i < 8; i++) digits[i + 6] = account.charCodeAt(i) - 48;
  const second = rows[1];
  // Exception 6: an a of 4 to 8 with g equal to h is a foreign-currency account, which no check covers.
  if (
    (first.exception === 6 || second?.exception === 6) &&
    (digits[A] as number) >= 4 &&
    (digits[A] as number) <= 8 &&
    digits[G] === digits[H]
  )
    return true;
  const firstPasses = passesRow(first, digits, tables.substitutions);
  if (second === undefined) return firstPasses;
  // Exceptions 2 & 9, 10 & 11, 12 & 13: either check passing is enough.
  if (EITHER_PASSES.has(first.exception)) return firstPasses || passesRow(second, digits, tables.substitutions);
  return firstPasses && passesRow(second, digits, tables.substitutions);
}
