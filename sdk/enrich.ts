/**
 * The `enrichment` of a validation result, as the service's `/enrich` answers it (docs/contract.md
 * §11): each format's enricher (`sdk/formats/<format>/enrich.ts`), picked by the result's format.
 * @module
 */
import type { Enrichment, EnrichmentRecords } from './core/api-types.ts';
import type { Format, ValidationResult } from './core/types.ts';
import { enrichBic } from './formats/bic/enrich.ts';
import { enrichIban } from './formats/iban/enrich.ts';
import { enrichSortCode } from './formats/uk-sort-code/enrich.ts';
import type { SortCodeRecord } from './formats/uk-sort-code/lookup.ts';
import { enrichRoutingNumber } from './formats/us-routing/enrich.ts';
import type { RoutingNumberRecord } from './formats/us-routing/lookup.ts';

/** The records of this package's lookup data, as the enrichment carries them. */
export interface BankRecords extends EnrichmentRecords {
  routingNumber: RoutingNumberRecord;
  sortCode: SortCodeRecord;
}

/** Each format's enricher: takes a valid normalized number, loads what it needs, never rejects. */
const ENRICHERS: Readonly<Record<Format, (normalized: string) => Promise<Enrichment<BankRecords>>>> = {
  iban: enrichIban,
  bic: enrichBic,
  'us-routing': enrichRoutingNumber,
  'uk-sort-code': enrichSortCode,
};

/**
 * The enrichment of a result; null when the number is invalid.
 * @example (await enrich(validateSync('GB82 WEST 1234 5698 7654 32').result))?.formatted // 'GB82 WEST 1234 5698 7654 32'
 */
export async function enrich(result: ValidationResult): Promise<Enrichment<BankRecords> | null> {
  const enricher = result.valid && result.format !== null ? ENRICHERS[result.format] : undefined;
  return enricher === undefined ? null : enricher(result.normalized);
}
