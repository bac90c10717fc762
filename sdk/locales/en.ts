/**
 * `bank-number/locales/en`: the English catalogue for `<bank-number-input>` and `localize()`. Its
 * error texts are the envelope's own, except where those speak to a program (the format hint a
 * request may pass): a person reads what to type instead.
 * @module
 */
import {
  ACCOUNT_CHECK_FAILED,
  BBAN_CHECKSUM_FAILED,
  CHECKSUM_FAILED,
  INVALID_BBAN_FORMAT,
  INVALID_ACCOUNT_NUMBER,
  INVALID_BIC_FORMAT,
  INVALID_CHARACTERS,
  INVALID_FED_DISTRICT,
  NOT_NUMERIC,
  UNKNOWN_COUNTRY,
  WRONG_LENGTH,
} from '../core/error-catalogue.ts';
import {
  INVALID_REFERENCE_FORMAT,
  QR_IBAN_REQUIRED,
  QR_REFERENCE_REQUIRED,
} from '../core/reference-error-catalogue.ts';
import {
  AMBIGUOUS_FORMAT,
  CHECK_PENDING,
  COUNTRY_NOT_ALLOWED,
  FORMAT_NAMES,
  FORMAT_NOT_ALLOWED,
  REQUIRED,
  TOO_LONG,
  UNKNOWN_FORMAT,
} from './en-checks.ts';
import type { BankNumberMessages, MessagePair } from './types.ts';

const pair = /* @__NO_SIDE_EFFECTS__ */ (error: { message: string; suggestion: string }): MessagePair => [
  error.message,
  error.suggestion,
];

export const en: BankNumberMessages = {
  lang: 'en',
  INVALID_CHARACTERS: pair(INVALID_CHARACTERS),
  UNKNOWN_COUNTRY: pair(UNKNOWN_COUNTRY),
  WRONG_LENGTH: pair(WRONG_LENGTH),
  INVALID_BBAN_FORMAT: pair(INVALID_BBAN_FORMAT),
  CHECKSUM_FAILED: pair(CHECKSUM_FAILED),
  BBAN_CHECKSUM_FAILED: pair(BBAN_CHECKSUM_FAILED),
  NOT_NUMERIC: pair(NOT_NUMERIC),
  INVALID_FED_DISTRICT: pair(INVALID_FED_DISTRICT),
  INVALID_BIC_FORMAT: pair(INVALID_BIC_FORMAT),
  INVALID_ACCOUNT_NUMBER: pair(INVALID_ACCOUNT_NUMBER),
  ACCOUNT_CHECK_FAILED: pair(ACCOUNT_CHECK_FAILED),
  AMBIGUOUS_FORMAT,
  UNKNOWN_FORMAT,
  INVALID_REFERENCE_FORMAT: pair(INVALID_REFERENCE_FORMAT),
  QR_REFERENCE_REQUIRED: pair(QR_REFERENCE_REQUIRED),
  QR_IBAN_REQUIRED: pair(QR_IBAN_REQUIRED),
  TOO_LONG,
  CHECK_PENDING,
  REQUIRED,
  FORMAT_NOT_ALLOWED,
  COUNTRY_NOT_ALLOWED,
  ...FORMAT_NAMES,
  Country: 'Country',
  'Check Digits': 'Check Digits',
  'Bank Code': 'Bank Code',
  'Branch Code': 'Branch Code',
  'Sort Code': 'Sort Code',
  'Account Number': 'Account Number',
  'National Check Digits': 'National Check Digits',
  'Account Type': 'Account Type',
  Currency: 'Currency',
  'Owner Account Number': 'Owner Account Number',
  'Institution Code': 'Institution Code',
  'Country Code': 'Country Code',
  'Location Code': 'Location Code',
  'Fed District': 'Fed District',
  'Fed Office': 'Fed Office',
  'Institution ID': 'Institution ID',
  'Check Digit': 'Check Digit',
  'Bank ID': 'Bank ID',
  'Branch (1)': 'Branch (1)',
  'Branch (2)': 'Branch (2)',
  valid: 'Valid',
  invalid: 'Invalid',
  structure: 'Structure',
  number: 'bank number',
  announceValid: 'Valid {format}.',
  announceInvalid: 'Invalid {format}.',
  bicOtherBank: 'This BIC is not that of the IBAN’s bank ({bankBic}).',
};

export default en;
