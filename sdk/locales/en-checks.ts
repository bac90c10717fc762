/**
 * The English texts of the checks that a form makes beyond the envelope (`ElementCode`), the
 * person's words for the two errors whose envelope texts speak to a program, and the formats'
 * names, each its own export: `bank-number/locales/en` holds them all, a validator of
 * `bank-number/schema` takes only those it can report, as its English default.
 * @module
 */
import type { MessagePair } from './types.ts';

export const TOO_LONG: MessagePair = [
  'The number is longer than 128 characters.',
  'Enter only the bank number, without other text.',
];
export const CHECK_PENDING: MessagePair = ['The number is still being checked.', 'Wait a moment, then try again.'];
export const REQUIRED: MessagePair = [
  'Please fill out this field.',
  'Enter an IBAN, a SWIFT/BIC code, a US routing number or a UK sort code.',
];
export const FORMAT_NOT_ALLOWED: MessagePair = [
  'This field does not take this kind of number ({format}).',
  'It takes: {formats}.',
];
export const COUNTRY_NOT_ALLOWED: MessagePair = [
  'Bank details from this country are not accepted here ({country}).',
  'Accepted countries: {countries}.',
];
export const AMBIGUOUS_FORMAT: MessagePair = [
  'Six digits could be a UK sort code, but that is not certain.',
  'Write a UK sort code as 12-34-56.',
];
export const UNKNOWN_FORMAT: MessagePair = [
  'This does not look like a bank number.',
  'Enter an IBAN, a SWIFT/BIC code, a US routing number or a UK sort code.',
];
/** The formats' names, as `{format}` and `{formats}` show them. */
export const FORMAT_NAMES = {
  iban: 'IBAN',
  bic: 'SWIFT/BIC',
  'us-routing': 'US Routing Number',
  'uk-sort-code': 'UK Sort Code',
} as const;
