// generated: do not edit. Built from data/ by npm run build:data.
/**
 * The formats' enrichers (`FormatEnricher`), for `enrich` and the service's `/enrich`.
 * @module
 */
import { bicEnricher } from './bic/enrich.ts';
import type { FormatEnricher } from './descriptor.ts';
import { ibanEnricher } from './iban/enrich.ts';
import { sortCodeEnricher } from './uk-sort-code/enrich.ts';
import { routingNumberEnricher } from './us-routing/enrich.ts';

export const ENRICHERS: readonly FormatEnricher[] = [
  ibanEnricher,
  bicEnricher,
  routingNumberEnricher,
  sortCodeEnricher,
];
