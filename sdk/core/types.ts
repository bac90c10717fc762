/**
 * The result shapes of the validation service (docs/contract.md §1).
 * Every part of bank-number returns exactly these: the SDK, the server, the remote client
 * and the element's events.
 * @module
 */

import type { Format } from '../generated/formats.ts';

// A format hint or a detected format: one per folder of sdk/formats/, listed in data/formats.json.
export type { Format };

/** Every code that can appear in `result.errors[].code` (docs/contract.md §3–§4). */
export type ErrorCode =
  | 'INVALID_CHARACTERS'
  | 'UNKNOWN_COUNTRY'
  | 'WRONG_LENGTH'
  | 'INVALID_BBAN_FORMAT'
  | 'CHECKSUM_FAILED'
  | 'BBAN_CHECKSUM_FAILED'
  | 'NOT_NUMERIC'
  | 'INVALID_FED_DISTRICT'
  | 'INVALID_BIC_FORMAT'
  | 'AMBIGUOUS_FORMAT'
  | 'UNKNOWN_FORMAT'
  | 'INVALID_ACCOUNT_NUMBER'
  | 'ACCOUNT_CHECK_FAILED';

/**
 * The codes that only the answers on payment references (`bank-number/reference`) carry, besides
 * the codes of `ErrorCode` they share (docs/references.md). Never in `/validate`'s answers.
 */
export type ReferenceErrorCode = 'INVALID_REFERENCE_FORMAT' | 'QR_REFERENCE_REQUIRED' | 'QR_IBAN_REQUIRED';

/** One reason why a number is invalid: exactly `code`, `message`, `suggestion`. */
export interface ValidationError {
  code: ErrorCode;
  message: string;
  suggestion: string;
}

/** One labelled slice of `normalized`; `end` is exclusive. */
export interface BreakdownPart {
  label: string;
  value: string;
  start: number;
  end: number;
}

/** The structure of a valid number; its parts tile `normalized` exactly. */
export interface Breakdown {
  formatName: string;
  parts: BreakdownPart[];
}

/** The bank behind a valid number, from the bundled lookup data. */
export interface BankInfo {
  bankName: string;
  /** BIC of the bank; null for US routing numbers. */
  bic: string | null;
  /** Country name in English. */
  country: string;
  /** ISO 3166-1 alpha-2 code. */
  countryCode: string;
  /** City; null only where the source data has none. */
  city: string | null;
}

/** The verdict on one input: exactly the six fields of docs/contract.md §1. */
export interface ValidationResult {
  valid: boolean;
  format: Format | null;
  normalized: string;
  errors: ValidationError[];
  breakdown: Breakdown | null;
  bankInfo: BankInfo | null;
}

/**
 * What JSON Schema can say of the valid numbers of a format (`FormatShaper`), or of the valid
 * references of a kind (`ReferenceKind.shape`), in normalized form. The pattern matches every
 * valid one and may match invalid ones: what it cannot check (check digits) the description names.
 */
export interface FormatShape {
  /** A regular expression (ECMA-262, anchored with `^` and `$`), as JSON Schema's `pattern`. */
  readonly pattern: string;
  /** The fewest characters of a valid number. */
  readonly minLength: number;
  /** The most characters of a valid number. */
  readonly maxLength: number;
  /** In English: what the number is and the checks beyond the pattern. */
  readonly description: string;
}

/** The JSON answer of `/validate`: exactly `apiVersion`, `processingTimeMs`, `result`. */
export interface Envelope {
  apiVersion: '1';
  processingTimeMs: number;
  result: ValidationResult;
}

/** Options of `validate` and `validateSync`. */
export interface ValidateOptions {
  /** A format hint; turns auto-detection off. */
  format?: Format | undefined;
}
