/**
 * The English texts of the checks that a form makes beyond the envelope (`ElementCode`), each its
 * own export: `bank-number/locales/en` holds them all, a validator of `bank-number/schema` takes
 * only those it can report, as its English default.
 * @module
 */
import type { MessagePair } from './types.ts';

export const TOO_LONG: MessagePair = [
  'The number is longer than 128 characters.',
  'Enter only the bank number, without other text.',
];
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
