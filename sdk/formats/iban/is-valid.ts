import { SEPARATOR } from '../../core/normalize.ts';
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
  // input that normalization would change can still be valid.
  return typeof input === 'string' && (ibanProblems(input) === 0 || (/[^A-Z\d]/.test(input) && slowPath(input)));
}

/**
 * Lower case or separators: normalize, then check. Runs between separators are copied whole; any
 * character that is neither an ASCII letter, a digit nor a separator makes the input invalid, so the
 * final `toUpperCase` meets ASCII only and cannot fold other characters.
 */
function slowPath(input: string): boolean {
  let s = '';
  let from = 0;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (!(c - 48 >>> 0 < 10 || (c | 32) - 97 >>> 0 < 26)) {
      // The ASCII space first: it is the separator of the print form.
      if (!(c === 32 || SEPARATOR.test(input[i] as string))) return false;
      s += input.slice(from, i);
      from = i + 1;
    }
  }
  // Over 128 code points is a request error of validateIban (docs/contract.md §6).
  return (input.length < 129 || [...input].length < 129) && ibanProblems((s + input.slice(from)).toUpperCase()) === 0;
}
