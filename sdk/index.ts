/**
 * `bank-number`: validate IBAN, SWIFT/BIC, US ABA routing numbers and UK sort codes locally,
 * with the exact JSON verdict of the validation service.
 * @module
 */
export { validate, validateSync, preloadLookups } from './validate.ts';
export { dataStatus } from './data-status.ts';
export {
  fetchUkModulusTables,
  parseUkModulusTables,
  UkModulusTablesError,
  setUkModulusTables,
  validateUkAccount,
} from './uk-modulus.ts';
export type { UkModulusMethod, UkModulusRow, UkModulusTables } from './uk-modulus.ts';
export type { DataSourceStatus } from './data-status.ts';
export { detectFormat } from './detect.ts';
export { checkBicForIban, checkBicForIbanSync } from './bic-for-iban.ts';
export type { BicConsistency } from './core/api-types.ts';
export { GENERATORS, generateNumbers } from './generate.ts';
export type { GeneratedNumber, GenerateNumbersOptions } from './generate.ts';
export type { BankCodeShape, FormatGenerator, GeneratorBankCode, GeneratorOptions } from './formats/descriptor.ts';
export { normalize } from './core/normalize.ts';
export { cleanInput } from './core/clean-input.ts';
export { BankNumberRequestError } from './core/request-error.ts';
export type { RequestErrorCode } from './core/request-error.ts';
export { MAX_INPUT_LENGTH } from './core/request.ts';
export { refusedRow, VERDICT_COLUMNS, verdictCells, verdictRow } from './core/verdict-columns.ts';
export { CsvError, formatCsv, parseCsv } from './core/csv.ts';
export type { VerdictRow } from './core/verdict-columns.ts';
export type {
  BankInfo,
  Breakdown,
  BreakdownPart,
  Envelope,
  ErrorCode,
  Format,
  ValidateOptions,
  ValidationError,
  ValidationResult,
} from './core/types.ts';
export { localize } from './locales/localize.ts';
export type { LocalizedError, LocalizedResult } from './locales/localize.ts';
export { brokenRule, resultCountry } from './locales/rules.ts';
export type { FormRules } from './locales/rules.ts';
export type {
  BankNumberMessages,
  BreakdownLabel,
  ElementCode,
  ElementWord,
  MessagePair,
  PartialMessages,
} from './locales/types.ts';
