import type { BankInfo, ValidationResult } from './types.ts';

/**
 * The bank behind a valid number, for the checks: each format's lookup registers its finder when
 * its data is first asked for (`loadIbanLookup`, …), so that validation carries no lookup code and
 * names the bank once the data is there.
 * @module
 */

type Finder = (normalized: string) => BankInfo | null;

const finders: Partial<Record<string, Finder>> = {};
const dataChecks: Partial<Record<string, (normalized: string) => boolean>> = {};

/** Registers the finder of a format; called by the format's lookup as it loads. */
export function setBankFinder(format: string, finder: Finder): void {
  finders[format] = finder;
}

/** The bank of a valid, normalized number, from lookup data loaded already; null otherwise. */
export function findBank(format: string, normalized: string): BankInfo | null {
  return finders[format]?.(normalized) ?? null;
}

/** `result` with its bank, when valid, from the lookup data of its format loaded already. */
export function withBank(result: ValidationResult): ValidationResult {
  return result.valid ? { ...result, bankInfo: findBank(result.format as string, result.normalized) } : result;
}

/**
 * Registers a check that comes with data rather than with validation, under a key of the format
 * and the country it concerns (`iban:DE`): the German account check, with the German bank data
 * (called by the format's lookup once the data is loaded), or the UK modulus check, with the tables
 * the user supplies. `undefined` takes the check away again.
 */
export function setDataCheck(key: string, check: ((normalized: string) => boolean) | undefined): void {
  if (check) dataChecks[key] = check;
  else delete dataChecks[key];
}

/** True while a check is registered under `key` (`setDataCheck`). */
export function hasDataCheck(key: string): boolean {
  return dataChecks[key] !== undefined;
}

/** The check registered under `key` on a normalized number; true while there is none. */
export function passesDataCheck(key: string, normalized: string): boolean {
  return dataChecks[key]?.(normalized) ?? true;
}
