import { normalize } from '../../core/normalize.ts';
import { isTooLong } from '../../core/request.ts';
import { ibanOk } from './check.ts';

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
  if (typeof input !== 'string') return false;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90))) return !isTooLong(input) && ibanOk(normalize(input));
  }
  return ibanOk(input);
}
