/**
 * `bank-number/iban`: International Bank Account Numbers (ISO 13616, SWIFT IBAN Registry).
 * @module
 */
export { validateIban, checkIban } from './validate.ts';
export { isValidIban } from './is-valid.ts';
export { formatIban, compactIban } from './format.ts';
export { maskIban } from './mask.ts';
export { ibanBreakdown } from './breakdown.ts';
export { ibanCountry } from './country.ts';
export { ibanCountryCodes } from './registry.ts';
export type { IbanCountry } from './country.ts';
export { generateIban, generateIbans } from './generate.ts';
export type { GenerateIbanOptions } from './generate.ts';
export {
  bankCodeStatus,
  bicsForIban,
  bicsForIbanSync,
  lookupBankCodeStatusSync,
  lookupIbanBankSync,
  loadIbanLookup,
} from './lookup.ts';
export type { BankCodeStatus } from '../../core/api-types.ts';
export { ibanFromDomestic, ibanFromDomesticCountries } from './from-domestic.ts';
export type { DomesticParts } from './from-domestic.ts';
export { findIbans } from './find.ts';
export type { FoundIban } from './find.ts';
export { isQrIban } from './qr.ts';
export { isSepaCountry, sepaListDate } from './sepa.ts';
