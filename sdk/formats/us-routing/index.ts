/**
 * `bank-number/us-routing`: US ABA routing transit numbers.
 * @module
 */
export { validateRoutingNumber, checkRoutingNumber } from './validate.ts';
export { isValidRoutingNumber } from './is-valid.ts';
export { formatRoutingNumber, compactRoutingNumber } from './format.ts';
export { fedDistrictName, FED_DISTRICTS } from './districts.ts';
export {
  lookupRoutingNumberSync,
  loadRoutingNumberLookup,
  isRoutingNumberLookupLoaded,
  lookupRoutingNumberRecordSync,
  loadRoutingNumberRecords,
} from './lookup.ts';
export type { RoutingNumberRecord } from './lookup.ts';
export { generateRoutingNumber, generateRoutingNumbers } from './generate.ts';
export type { GenerateRoutingNumberOptions } from './generate.ts';
