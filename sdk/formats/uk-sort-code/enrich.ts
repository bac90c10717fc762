/**
 * The `enrichment` of a valid UK sort code (docs/contract.md §11): its BIC and clearing schemes, the
 * print form and the curated record. Unknown values are null, never guessed.
 * @module
 */
import type { FormatEnricher } from '../descriptor.ts';
import type { SortCodeEnrichment } from '../../core/api-types.ts';
import { found } from '../../core/enrichment.ts';
import { formatSortCode } from './format.ts';
import type { SortCodeRecord } from './lookup.ts';
import { loadSortCodeRecords, lookupSortCodeRecordSync } from './lookup.ts';

/**
 * The enrichment of `n`, a valid normalized sort code; loads the records first.
 * @example (await enrichSortCode('200000')).formatted // '20-00-00'
 */
export async function enrichSortCode(n: string): Promise<SortCodeEnrichment<SortCodeRecord>> {
  await loadSortCodeRecords();
  const bank = lookupSortCodeRecordSync(n);
  return { bic: bank?.bic ?? null, clearing: bank?.clearing ?? null, formatted: formatSortCode(n), ...found(bank) };
}

/** The enricher of the format, in `formats/enrichers.ts`. */
export const sortCodeEnricher: FormatEnricher<SortCodeEnrichment<SortCodeRecord>> = {
  id: 'uk-sort-code',
  enrich: enrichSortCode,
};
