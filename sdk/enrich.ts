/**
 * The `enrichment` of a validation result, as the service's `/enrich` answers it (docs/contract.md
 * §11): each format's enricher (`sdk/formats/<format>/enrich.ts`, listed in `formats/enrichers.ts`),
 * picked by the result's format.
 * @module
 */
import type { Enrichment, EnrichmentRecords } from './core/api-types.ts';
import type { ValidationResult } from './core/types.ts';
import { bicFacts } from './bic-for-iban.ts';
import { IBAN_FORMAT } from './formats/iban/check.ts';
import { ENRICHERS } from './formats/enrichers.ts';
import type { SortCodeRecord } from './formats/uk-sort-code/lookup.ts';
import type { RoutingNumberRecord } from './formats/us-routing/lookup.ts';

/** The records of this package's lookup data, as the enrichment carries them. */
export interface BankRecords extends EnrichmentRecords {
  routingNumber: RoutingNumberRecord;
  sortCode: SortCodeRecord;
}

/** What `enrich` is asked beyond the number. */
export interface EnrichOptions {
  /**
   * A BIC typed beside an IBAN (`/enrich`'s `bic`): the enrichment of a valid IBAN then lists every
   * BIC of its bank code (`bics`) and, for a non-empty `bic`, how it agrees with them
   * (`bicConsistency`). Absent, null or a number of another format: nothing is added.
   */
  bic?: string | null | undefined;
}

/**
 * The enrichment of a result; null when the number is invalid.
 * @example (await enrich(validateSync('GB82 WEST 1234 5698 7654 32').result))?.formatted // 'GB82 WEST 1234 5698 7654 32'
 */
export async function enrich(
  result: ValidationResult,
  options: EnrichOptions = {},
): Promise<Enrichment<BankRecords> | null> {
  const enricher = result.valid ? ENRICHERS.find((entry) => entry.id === result.format) : undefined;
  if (enricher === undefined) return null;
  const enrichment = (await enricher.enrich(result.normalized)) as Enrichment<BankRecords>;
  // The BIC of an IBAN relates two formats, so it is added here, above both.
  const { bic } = options;
  if (typeof bic !== 'string' || result.format !== IBAN_FORMAT) return enrichment;
  return { ...enrichment, ...bicFacts(bic, result.normalized) };
}
