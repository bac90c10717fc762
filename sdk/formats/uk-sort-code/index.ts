/**
 * `bank-number/uk-sort-code`: UK sort codes.
 * @module
 */
export { validateSortCode, checkSortCode } from './validate.ts';
export { isValidSortCode } from './is-valid.ts';
export { formatSortCode, compactSortCode } from './format.ts';
export {
  lookupSortCodeSync,
  loadSortCodeLookup,
  isSortCodeLookupLoaded,
  lookupSortCodeRecordSync,
  loadSortCodeRecords,
} from './lookup.ts';
export type { SortCodeRecord } from './lookup.ts';
export { generateSortCode, generateSortCodes } from './generate.ts';
export type { GenerateSortCodeOptions } from './generate.ts';
export {
  fetchUkModulusTables,
  parseUkModulusTables,
  UkModulusTablesError,
  setUkModulusTables,
  validateUkAccount,
} from './modulus/index.ts';
export type { UkModulusMethod, UkModulusRow, UkModulusTables } from './modulus/index.ts';
