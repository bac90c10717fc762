import { normalize } from '../../core/normalize.ts';
import { isValidIban } from './is-valid.ts';

/**
 * True for a Swiss or Liechtenstein QR-IBAN: a valid CH or LI IBAN whose institution identification
 * (the five digits after the check digits) is a QR-IID, 30000–31999. Only a QR-IBAN may be paid
 * with a QR reference on a Swiss QR-bill, and a QR-IBAN must not be paid without one. Any form that
 * `isValidIban` accepts (print form, lower case, separators); false for anything else, never throws.
 * @see https://www.six-group.com/en/products-services/banking-services/payment-standardization/standards/qr-bill.html
 * @example isQrIban('CH44 3199 9123 0008 8901 2') // true
 * @example isQrIban('CH9300762011623852957') // false: a valid IBAN, institution 00762
 */
export function isQrIban(input: string): boolean {
  if (!isValidIban(input)) return false;
  const s = normalize(input);
  const c = s.charCodeAt(0);
  // CH or LI, then the institution identification: its first two digits 30 or 31.
  return ((c === 67 && s[1] === 'H') || (c === 76 && s[1] === 'I')) && s[4] === '3' && (s[5] === '0' || s[5] === '1');
}
