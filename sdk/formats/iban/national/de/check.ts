import type { GermanMethod } from './types.ts';

/**
 * The German account check as validation runs it: the Bundesbank's check-digit method of each bank
 * code, once the German bank data is loaded (`loadIbanLookup('DE')`, `preloadLookups('iban:DE')`,
 * or `validate` of a German IBAN), and nothing before. Validation bundles carry only this module:
 * the methods and the table of bank codes come with the German bank chunk.
 * @module
 */

/** Bank code → its method, once loaded. */
let methodOf: ReadonlyMap<string, GermanMethod> | undefined;

/** Called by the German bank chunk's loader with the method of every bank code it knows. */
export function setGermanMethods(byBankCode: ReadonlyMap<string, GermanMethod>): void {
  methodOf = byBankCode;
}

/**
 * True unless the German data is loaded and the account number of `iban` (a normalized German IBAN
 * of the right length and structure) fails its bank code's method. A bank code without a method, or
 * not in the bank-code file, is never refused.
 * @example isValidGermanAccount('DE89370400440532013000') // true
 */
export function isValidGermanAccount(iban: string): boolean {
  if (methodOf === undefined) return true;
  const bankCode = iban.slice(4, 12);
  const method = methodOf.get(bankCode);
  return method === undefined || method(iban.slice(12, 22), bankCode);
}
