/**
 * `bank-number/bic`: SWIFT/BIC codes (ISO 9362).
 * @module
 */
export { validateBic, checkBic } from './validate.ts';
export { isValidBic } from './is-valid.ts';
export { formatBic, compactBic } from './format.ts';
export { isTestBic } from './is-test-bic.ts';
export { generateBic, generateBics } from './generate.ts';
export type { GenerateBicOptions } from './generate.ts';
export { lookupBicSync, loadBicLookup } from './lookup.ts';
