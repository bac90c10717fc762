/**
 * `bank-number/uk-sort-code`: UK sort codes.
 * @module
 */
export { validateSortCode, checkSortCode } from './validate.ts';
export { isValidSortCode } from './is-valid.ts';
export { formatSortCode, compactSortCode } from './format.ts';
export { lookupSortCodeSync, loadSortCodeLookup } from './lookup.ts';
