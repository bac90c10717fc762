/**
 * The German account check, in the registry entry of DE: the Bundesbank's check-digit method of
 * each bank code, applied once the German bank data is loaded (`loadIbanLookup('DE')`,
 * `preloadLookups('iban:DE')`, or `validate` of a German IBAN), and not before. The check itself,
 * the methods and the table of bank codes come with the German bank chunk (`germanAccountCheck` in
 * ../../lookup.ts), so that validation bundles carry none of them.
 * @module
 */

let check: ((iban: string) => boolean) | undefined;

/** Called once the German bank data has loaded, with the check it makes possible. */
export function setGermanCheck(loaded: (iban: string) => boolean): void {
  check = loaded;
}

/**
 * False when the German data is loaded and the account number of `iban` (a normalized German IBAN
 * of the right length and structure) fails its bank code's method; true otherwise. A bank code
 * without a method, or not in the bank-code file, is never refused.
 * @example isValidGermanAccount('DE89370400440532013000') // true
 */
export const isValidGermanAccount = (iban: string): boolean => !check || check(iban);
