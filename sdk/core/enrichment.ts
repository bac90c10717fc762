/**
 * What the enrichers of the formats (`sdk/formats/<format>/enrich.ts`) share.
 * @module
 */
import type { EnrichmentWarning } from './api-types.ts';

/** The bank a lookup found, with the warning when it found none. */
export function found<Bank>(bank: Bank | null): { bank: Bank | null; warnings: EnrichmentWarning[] } {
  return { bank, warnings: bank === null ? ['BANK_NOT_FOUND'] : [] };
}
