import type { BankInfo } from '../../core/types.ts';

/**
 * The bank of a normalized IBAN from lookup data already loaded; null when the data of its country
 * is not loaded or the bank is not in it.
 */
export function lookupIbanBankSync(_normalized: string): BankInfo | null {
  return null;
}

/** Loads and caches the lookup data of one country; resolves at once when there is none. */
export function loadIbanLookup(_countryCode: string): Promise<void> {
  return Promise.resolve();
}
