import { normalize } from '../../core/normalize.ts';
import { groupIban } from './format.ts';

/** The mask character when none (or not exactly one character) is given: U+2022 BULLET. */
const BULLET = '\u2022';

/**
 * An IBAN as a confirmation page or a receipt shows it: normalized, the country and check digits
 * (the first four characters) and the last four kept, every character between them replaced by
 * `mask`, in print form (groups of four). An input of eight characters or fewer keeps only its
 * first four. Never throws and does not validate (a non-string gives ''); `mask` is one
 * character, and anything else gives the default `•`.
 * @example maskIban('DE89370400440532013000') // 'DE89 •••• •••• •••• ••30 00'
 * @example maskIban('GB82 WEST 1234 5698 7654 32', '*') // 'GB82 **** **** **** **54 32'
 */
export function maskIban(input: string, mask: string = BULLET): string {
  if (typeof input !== 'string') return '';
  return maskCharacters(
    Array.from(normalize(input)),
    typeof mask === 'string' && Array.from(mask).length === 1 ? mask : BULLET,
  );
}

/**
 * The masking of `maskIban` on the characters (code points) of a normalized IBAN, in print form;
 * the element calls it for a valid IBAN with the bullet.
 * @example maskCharacters([...'DE89370400440532013000'], '•') // 'DE89 •••• •••• •••• ••30 00'
 */
export function maskCharacters(chars: readonly string[], mask: string): string {
  const end = chars.length > 8 ? chars.length - 4 : chars.length;
  return groupIban(chars.map((c, i) => (i < 4 || i >= end ? c : mask)).join(''));
}
