import type { ErrorCode, ValidationError } from './types.ts';

/**
 * The error catalogue: one fixed English message and suggestion per code (docs/contract.md §4).
 * Neither ever repeats the input. Each entry is its own export so that a bundle keeps only
 * the codes its formats can produce.
 */
const entry = /* @__NO_SIDE_EFFECTS__ */ (code: ErrorCode, message: string, suggestion: string): ValidationError => ({
  code,
  message,
  suggestion,
});

export const INVALID_CHARACTERS = /* @__PURE__ */ entry(
  'INVALID_CHARACTERS',
  'The number contains characters this format does not allow.',
  'Use only letters A-Z and digits 0-9; spaces, hyphens and dots are ignored.',
);
export const UNKNOWN_COUNTRY = /* @__PURE__ */ entry(
  'UNKNOWN_COUNTRY',
  'The country code is not known for this format.',
  "Check the two-letter country code; territories use their host country's code (FR for Guadeloupe).",
);
export const WRONG_LENGTH = /* @__PURE__ */ entry(
  'WRONG_LENGTH',
  'The number has the wrong length for this format.',
  'Check that no character is missing or repeated.',
);
export const INVALID_BBAN_FORMAT = /* @__PURE__ */ entry(
  'INVALID_BBAN_FORMAT',
  "The account part does not fit this country's IBAN structure.",
  'Check for letters where digits belong (O for 0, I for 1) or the reverse.',
);
export const CHECKSUM_FAILED = /* @__PURE__ */ entry(
  'CHECKSUM_FAILED',
  'The check digits do not match the rest of the number.',
  'Check each character for a typo or two swapped neighbours.',
);
export const BBAN_CHECKSUM_FAILED = /* @__PURE__ */ entry(
  'BBAN_CHECKSUM_FAILED',
  'The national check digits in the account part do not match.',
  'Check the account part (everything after the first four characters) for a typo.',
);
export const NOT_NUMERIC = /* @__PURE__ */ entry(
  'NOT_NUMERIC',
  'The number contains characters other than digits.',
  'Use only digits 0-9; spaces, hyphens and dots are ignored.',
);
export const INVALID_FED_DISTRICT = /* @__PURE__ */ entry(
  'INVALID_FED_DISTRICT',
  'The first two digits are not a Federal Reserve routing prefix.',
  'A routing number starts with 00-12, 15, 21-32, 61-72 or 80; check the first two digits.',
);
export const INVALID_BIC_FORMAT = /* @__PURE__ */ entry(
  'INVALID_BIC_FORMAT',
  'The code does not have the structure of a SWIFT/BIC code.',
  'Positions 5 and 6 must be the letters of a country code, as in DEUTDEFF.',
);
export const AMBIGUOUS_FORMAT = /* @__PURE__ */ entry(
  'AMBIGUOUS_FORMAT',
  'Six digits could be a UK sort code, but without a hint the format is unclear.',
  'Pass format=uk-sort-code, or write the sort code as 12-34-56.',
);
export const UNKNOWN_FORMAT = /* @__PURE__ */ entry(
  'UNKNOWN_FORMAT',
  'The input does not look like any supported bank number.',
  'Pass a format hint: iban, bic, us-routing or uk-sort-code.',
);
export const INVALID_ACCOUNT_NUMBER = /* @__PURE__ */ entry(
  'INVALID_ACCOUNT_NUMBER',
  'The account number is not a UK account number of 6 to 10 digits.',
  'Use only digits 0-9, 6 to 10 of them, as on a statement or bank card; spaces and hyphens are ignored.',
);
export const ACCOUNT_CHECK_FAILED = /* @__PURE__ */ entry(
  'ACCOUNT_CHECK_FAILED',
  "The account number does not pass its bank's check for this sort code.",
  'Check the sort code and the account number for a typo or two swapped neighbours.',
);
