import { isTooLong } from '../../core/limits.ts';
import { SEPARATOR, SEPARATORS } from '../../core/normalize.ts';
import { ibanEntryAt } from './registry.ts';

/**
 * True exactly when `validateIban(input).valid` would be (a German account is checked against its
 * bank code's method once the German bank data is loaded, `preloadLookups('iban:DE')`, and passes
 * before), and false where `validateIban` throws (blank, over 128 characters, not a string). An IBAN in electronic form (upper case, no
 * separators) is checked without allocating; other forms are normalized first.
 * @see https://www.swift.com/standards/data-standards/iban-international-bank-account-number
 * @example isValidIban('DE89370400440532013000') // true
 * @example isValidIban('de89 3704 0044 0532 0130 00') // true
 * @example isValidIban('DE89370400440532013001') // false
 */
export function isValidIban(input: string): boolean {
  // Over 128 code points is a request error of validateIban (docs/contract.md §6).
  if (typeof input !== 'string' || isTooLong(input)) return false;
  // One pass reads the input as normalization would leave it: separators skipped, a–z as A–Z, and
  // any other character fails (so nothing else could be folded). It allocates nothing: no string
  // is built unless a national rule needs one. The checks are those of `ibanErrors` (check.ts), on
  // the characters as they are read.
  let n = 0;
  let first = 0;
  let second = 0;
  let check = 0;
  let r = 0;
  let letters = 0;
  let changed = false;
  for (let i = 0; i < input.length; i++) {
    let c = input.charCodeAt(i);
    if ((c - 97) >>> 0 < 26) {
      c -= 32;
      changed = true;
    } else if (!((c - 48) >>> 0 < 10 || (c - 65) >>> 0 < 26)) {
      // The ASCII space first: it is the separator of the print form.
      if (!(c === 32 || SEPARATOR.test(input[i] as string))) return false;
      changed = true;
      continue;
    }
    if (n === 0) first = c;
    else if (n === 1) second = c;
    else if (n < 4) {
      if (c > 57) return false;
      check = check * 10 + c - 48;
    } else {
      // The BBAN as a number modulo 97 (a letter as two digits, A = 10), reduced past 10^7.
      if (c < 58) r = r * 10 + c - 48;
      else {
        r = r * 100 + c - 55;
        letters |= 1 << (n - 4);
      }
      if (r > 9999999) r %= 97;
    }
    n++;
  }
  // A digit in the country code finds no entry.
  const entry = ibanEntryAt(first, second);
  if (entry === undefined || n !== entry.length) return false;
  // ISO 13616 moves the country code to the end (A = 10 …), then the check digits, 02–98 only.
  r = ((r % 97) * 10000 + first * 100 + second - 5555) % 97;
  return (
    !(letters & entry.digitsOnly || ~letters & entry.lettersOnly) &&
    check > 1 &&
    check < 99 &&
    (r * 100 + check) % 97 === 1 &&
    (!entry.rule || entry.rule(changed ? input.replace(SEPARATORS, '').toUpperCase() : input))
  );
}
