import type { BankInfo } from '../../core/types.ts';

/**
 * The bank of a normalized BIC from lookup data already loaded; null when the data of its country
 * is not loaded or the bank is not in it.
 */
export function lookupBicSync(_normalized: string): BankInfo | null {
  return null;
}

/** Loads and caches the lookup data of one country; resolves at once when there is none. */
export function loadBicLookup(_countryCode: string): Promise<void> {
  return Promise.resolve();
}
