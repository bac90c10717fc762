/**
 * The `enrichment` of a valid BIC (docs/contract.md §11): its country's name, the print form, the
 * institution, and whether it is a test BIC. Unknown values are null, never guessed.
 * @module
 */
import type { FormatEnricher } from '../descriptor.ts';
import type { BicEnrichment, EnrichmentWarning } from '../../core/api-types.ts';
import { countryName } from '../../core/country-names.ts';
import { formatBic } from './format.ts';
import { isTestBic } from './is-test-bic.ts';
import { loadBicLookup, lookupBicSync } from './lookup.ts';

/**
 * The enrichment of `n`, a valid normalized BIC; loads its country's bank data first.
 * @example (await enrichBic('DEUTDEFF')).countryName // 'Germany'
 */
export async function enrichBic(n: string): Promise<BicEnrichment> {
  await loadBicLookup(n.slice(4, 6));
  const institution = lookupBicSync(n);
  const testBic = isTestBic(n);
  const warnings: EnrichmentWarning[] = [];
  if (testBic) warnings.push('TEST_BIC');
  if (institution === null) warnings.push('BANK_NOT_FOUND');
  return { countryName: countryName(n.slice(4, 6)), formatted: formatBic(n), institution, testBic, warnings };
}

/** The enricher of the format, in `formats/enrichers.ts`. */
export const bicEnricher: FormatEnricher<BicEnrichment> = { id: 'bic', enrich: enrichBic };
