import { MAX_INPUT_LENGTH } from './limits.ts';
import type { BankNumberRequestError } from './request-error.ts';
import type { ValidationResult } from './types.ts';

/**
 * The columns that a CSV of verdicts appends to each row's own: the CLI's `validate --csv` and the
 * demo's download alike, in this order, with the values of `verdictCells`.
 * @example VERDICT_COLUMNS.join(',') // 'valid,format,normalized,error_codes,error_message,bank_name,bank_bic'
 */
export const VERDICT_COLUMNS = [
  'valid',
  'format',
  'normalized',
  'error_codes',
  'error_message',
  'bank_name',
  'bank_bic',
] as const;

/** The verdict on one input, flattened for a table or a CSV file. */
export interface VerdictRow {
  valid: boolean;
  format: string | null;
  normalized: string;
  /** The error codes, in the envelope's order; a refused input (blank, too long) has the request's code. */
  codes: string[];
  /** The first error's message, or the request error's. */
  message: string;
  bankName: string | null;
  bic: string | null;
}

/**
 * A result, flattened.
 * @example verdictRow(validateSync('DE89370400440532013001').result).codes // ['CHECKSUM_FAILED']
 */
export function verdictRow(result: ValidationResult): VerdictRow {
  return {
    valid: result.valid,
    format: result.format,
    normalized: result.normalized,
    codes: result.errors.map((error) => error.code),
    message: result.errors[0]?.message ?? '',
    bankName: result.bankInfo?.bankName ?? null,
    bic: result.bankInfo?.bic ?? null,
  };
}

/**
 * A cell that the request checks refused (blank, over 128 characters): the request error's code,
 * and its message in a table's words, since the service's message names an API parameter
 * ("The parameter 'input' is empty.") where a table has a cell.
 * @example refusedRow(new BankNumberRequestError('MISSING_PARAMETER', '', 'input')).message // 'The cell is empty.'
 */
export function refusedRow(error: BankNumberRequestError): VerdictRow {
  const message =
    error.parameter !== 'input'
      ? error.message
      : error.code === 'MISSING_PARAMETER'
        ? 'The cell is empty.'
        : error.code === 'INPUT_TOO_LONG'
          ? `The cell is longer than ${MAX_INPUT_LENGTH} characters.`
          : error.message;
  return { valid: false, format: null, normalized: '', codes: [error.code], message, bankName: null, bic: null };
}

/**
 * The values of VERDICT_COLUMNS for a verdict, in their order; the error codes space-separated.
 * @example verdictCells(refusedRow(new BankNumberRequestError('INPUT_TOO_LONG', 'long', 'input')))
 * // ['false', '', '', 'INPUT_TOO_LONG', 'The cell is longer than 128 characters.', '', '']
 */
export function verdictCells(v: VerdictRow): string[] {
  return [String(v.valid), v.format ?? '', v.normalized, v.codes.join(' '), v.message, v.bankName ?? '', v.bic ?? ''];
}
