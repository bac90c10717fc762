import type { BankInfo } from '../../core/types.ts';

/**
 * The bank of a routing number from lookup data already loaded; null when none is loaded or
 * the number is not in it.
 */
export function lookupRoutingNumberSync(_normalized: string): BankInfo | null {
  return null;
}

/** Loads and caches the routing-number lookup data. */
export function loadRoutingNumberLookup(): Promise<void> {
  return Promise.resolve();
}
