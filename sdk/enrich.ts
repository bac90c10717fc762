/**
 * The `enrichment` of a validation result, as the service's `/enrich` answers it (docs/contract.md
 * §11): each format's enricher (`sdk/formats/<format>/enrich.ts`, listed in `formats/enrichers.ts`),
 * picked by the result's format.
 * @module
 */
import type { Enrichment, EnrichmentRecords } from './core/api-types.ts';
import type { ValidationResult } from './core/types.ts';
import { ENRICHERS } from './formats/enrichers.ts';
import type { SortCodeRecord } from './formats/uk-sort-code/lookup.ts';
import type { RoutingNumberRecord } from './formats/us-routing/lookup.ts';

/** The records of this package's lookup data, as the enrichment carries them. */
export interface BankRecords extends EnrichmentRecords {
  routingNumber: RoutingNumberRecord;
  sortCode: SortCodeRecord;
}

/**
 * The enrichment of a result; null when the number is invalid.
 * @example (await enrich(validateSync('GB82 WEST 1234 5698 7654 32').result))?.formatted // 'GB82 WEST 1234 5698 7654 32'
 */
export async function enrich(result: ValidationResult): Promise<Enrichment<BankRecords> | null> {
  const enricher = result.valid ? ENRICHERS.find((entry) => entry.id === result.format) : undefined;
  return enricher === undefined ? null : (enricher.enrich(result.normalized) as Promise<Enrichment<BankRecords>>);
}
