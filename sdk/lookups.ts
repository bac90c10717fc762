/**
 * The bank lookups of every format behind one module, which `validate` and `preloadLookups` import
 * on demand: loading one registers its finder with the checks (core/bank-info.ts).
 * @module
 */
import type { Format } from './core/types.ts';
import { loadBicLookup } from './formats/bic/lookup.ts';
import { loadIbanLookup } from './formats/iban/lookup.ts';
import { loadSortCodeLookup } from './formats/uk-sort-code/lookup.ts';
import { loadRoutingNumberLookup } from './formats/us-routing/lookup.ts';

/**
 * Which lookup data the bank of a valid number is in: its format's, and for IBANs and BICs, whose
 * data is split per country, its country's (null for the others).
 * @example lookupCountry('bic', 'DEUTDEFF') // 'DE'
 */
export function lookupCountry(format: Format, normalized: string): string | null {
  return format === 'iban' ? normalized.slice(0, 2) : format === 'bic' ? normalized.slice(4, 6) : null;
}

/** Loads the lookup data that the bank of a valid number is in; never rejects. */
export function loadLookup(format: Format, normalized: string): Promise<void> {
  const country = lookupCountry(format, normalized) as string;
  switch (format) {
    case 'iban':
      return loadIbanLookup(country);
    case 'bic':
      return loadBicLookup(country);
    case 'us-routing':
      return loadRoutingNumberLookup();
    case 'uk-sort-code':
      return loadSortCodeLookup();
  }
}

/** What `preloadLookups` loads: formats, or `iban:CC` and `bic:CC` for one country's data. */
export async function preload(targets: readonly unknown[]): Promise<void> {
  const loads: Promise<unknown>[] = [];
  for (const target of targets) {
    if (typeof target !== 'string') continue;
    const [format, country] = target.split(':') as [string, string | undefined];
    if (format === 'us-routing') loads.push(loadRoutingNumberLookup());
    else if (format === 'uk-sort-code') loads.push(loadSortCodeLookup());
    else if (format === 'iban') {
      loads.push(
        country !== undefined
          ? loadIbanLookup(country)
          : import('./formats/iban/lookup-loader.ts').then(
              ({ ibanLookupCountries }) => Promise.all(ibanLookupCountries().map(loadIbanLookup)),
              ignore,
            ),
      );
    } else if (format === 'bic') {
      loads.push(
        country !== undefined
          ? loadBicLookup(country)
          : import('./formats/bic/lookup-loader.ts').then(
              ({ bicLookupCountries }) => Promise.all(bicLookupCountries().map(loadBicLookup)),
              ignore,
            ),
      );
    }
  }
  await Promise.all(loads);
}

// Like the loads themselves, a failed import leaves the data unloaded and is not an error.
function ignore(): void {}
