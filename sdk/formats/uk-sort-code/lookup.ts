import type { BankInfo } from '../../core/types.ts';

/**
 * The bank of a sort code from lookup data already loaded; null when none is loaded or the
 * sort code is not in it.
 */
export function lookupSortCodeSync(_normalized: string): BankInfo | null {
  return null;
}

/** Loads and caches the sort-code lookup data. */
export function loadSortCodeLookup(): Promise<void> {
  return Promise.resolve();
}
