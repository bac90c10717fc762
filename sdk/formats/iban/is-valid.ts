import { SEPARATORS } from '../../core/normalize.ts';
import { ibanProblems } from './registry.ts';

/**
 * True exactly when `validateIban(input).valid` would be, and false where `validateIban` throws
 * (blank, over 128 characters, not a string). An IBAN in electronic form (upper case, no
 * separators) is checked without allocating; other forms are normalized first.
 * @see https://www.swift.com/standards/data-standards/iban-international-bank-account-number
 * @example isValidIban('DE89370400440532013000') // true
 * @example isValidIban('de89 3704 0044 0532 0130 00') // true
 * @example isValidIban('DE89370400440532013001') // false
 */
export function isValidIban(input: string): boolean {
  // ibanProblems fails any character other than A–Z and 0–9, so 0 settles it; otherwise only an
  // input that normalization changes can still be valid. Over 128 code points is a request error of
  // validateIban (DECISIONS.md §6).
  return typeof input === 'string' && (ibanProblems(input) === 0 || (/[^A-Z\d]/.test(input) && (input.length < 129 || [...input].length < 129) && slowPath(input)));
}

/**
 * Lower case or separators: normalize, then check. Without the separators, any character other
 * than an ASCII letter or digit makes the input invalid, so `toUpperCase` meets ASCII only and folds
 * nothing else (`ß`, `ﬁ`). `replace` and `toUpperCase` give flat strings, which the checks read
 * fastest (a string joined from pieces would slow the loop they share with `validateIban`).
 */
function slowPath(input: string): boolean {
  input = input.replace(SEPARATORS, '');
  return !/[^A-Za-z\d]/.test(input) && ibanProblems(input.toUpperCase()) === 0;
}
