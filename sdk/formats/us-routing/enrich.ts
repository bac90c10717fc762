/**
 * The `enrichment` of a valid US routing number (docs/contract.md §11): its Federal Reserve
 * district, the print form and the curated record. Unknown values are null, never guessed.
 * @module
 */
import type { FormatEnricher } from '../descriptor.ts';
import type { RoutingNumberEnrichment } from '../../core/api-types.ts';
import { found } from '../../core/enrichment.ts';
import { fedDistrictName } from './districts.ts';
import { formatRoutingNumber } from './format.ts';
import type { RoutingNumberRecord } from './lookup.ts';
import { loadRoutingNumberRecords, lookupRoutingNumberRecordSync } from './lookup.ts';

/**
 * The enrichment of `n`, a valid routing number; loads the records first.
 * @example (await enrichRoutingNumber('021000021')).districtName // 'New York'
 */
export async function enrichRoutingNumber(n: string): Promise<RoutingNumberEnrichment<RoutingNumberRecord>> {
  await loadRoutingNumberRecords();
  return {
    districtName: fedDistrictName(n),
    formatted: formatRoutingNumber(n),
    ...found(lookupRoutingNumberRecordSync(n)),
  };
}

/** The enricher of the format, in `formats/enrichers.ts`. */
export const routingNumberEnricher: FormatEnricher<RoutingNumberEnrichment<RoutingNumberRecord>> = {
  id: 'us-routing',
  enrich: enrichRoutingNumber,
};
