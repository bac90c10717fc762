import {
  curatedBank,
  curatedRecord,
  type CuratedState,
  loadCuratedIndex,
  loadCuratedRecords,
} from '../../core/curated-lookup.ts';
import type { BankInfo } from '../../core/types.ts';
import { setBankFinder, withBank } from '../../core/bank-info.ts';
import type { FormatLookup } from '../descriptor.ts';
import type { RoutingNumberIndex } from './lookup-loader.ts';
import { fedDistrictName } from './districts.ts';

/** The richer record of a curated routing number, for `/enrich` (docs/contract.md §11). */
export interface RoutingNumberRecord {
  routingNumber: string;
  bankName: string;
  /** City of the bank's headquarters or main office, or the bank address the source gives; null where none does. */
  city: string | null;
  /** Two-letter US state of `city`; null with it. */
  state: string | null;
  /** What `city` is, in the source's terms (for example `headquarters`); null with it. */
  cityBasis: string | null;
  /** The Federal Reserve district of the number's prefix; null for 00, 15 and 80. */
  fedDistrict: string | null;
  /** The states or areas for which the bank gives this number, as the sources word them. */
  regions: string[];
  /** What the number is published for: `ACH`, `ACH and wire`, `domestic wire`, … */
  use: string;
  /** URLs of the public pages the number was taken from. */
  sources: string[];
}

type Records = typeof import('../../generated/us-routing-records.ts');

type Entry = RoutingNumberIndex extends ReadonlyMap<string, infer E> ? E : never;

const state: CuratedState<Entry, Records> = { index: null, records: null, loadingIndex: null, loadingRecords: null };

/**
 * The bank of a routing number from lookup data already loaded (`loadRoutingNumberLookup`); null
 * when none is loaded or the number is not in the curated data (docs/us-uk-data.md).
 * @example
 * await loadRoutingNumberLookup();
 * lookupRoutingNumberSync('124003116')?.bankName // 'Ally Bank' (undefined before the load)
 */
export function lookupRoutingNumberSync(normalized: string): BankInfo | null {
  return curatedBank(state, normalized);
}

/**
 * Loads and caches the routing-number lookup data (one lazily imported chunk). Never rejects; a
 * failed import is forgotten so that a later call tries again. No network is involved.
 */
export function loadRoutingNumberLookup(): Promise<void> {
  return loadCuratedIndex(state, 'us-routing', lookupRoutingNumberSync, () =>
    import('./lookup-loader.ts').then((loader) => loader.routingNumberIndex()),
  );
}

/**
 * Puts the routing-number index in place at once (built by `routingNumberIndex` of
 * lookup-loader.ts), for a host that bundles it and has no event loop to await
 * `loadRoutingNumberLookup` in: the WebAssembly component (scripts/build-wasm/guest.ts).
 */
export function putRoutingNumberIndex(index: RoutingNumberIndex): void {
  setBankFinder('us-routing', lookupRoutingNumberSync);
  state.index = index;
}

/**
 * True once the routing-number lookup data is loaded, so that `lookupRoutingNumberSync` (and
 * `validateSync`) can name the bank of a curated number.
 * @example isRoutingNumberLookupLoaded() // false until loadRoutingNumberLookup() has resolved
 */
export function isRoutingNumberLookupLoaded(): boolean {
  return state.index !== null;
}

/**
 * The enrichment record of a routing number from data already loaded (`loadRoutingNumberRecords`);
 * null when none is loaded or the number is not in the curated data. Unknown values are null.
 * @example
 * await loadRoutingNumberRecords();
 * lookupRoutingNumberRecordSync('031100649')?.fedDistrict // 'Philadelphia'
 */
export function lookupRoutingNumberRecordSync(normalized: string): RoutingNumberRecord | null {
  return curatedRecord(state, normalized, ([bank, at, b, state], r) => {
    const [regions, use, sources] = r.US_ROUTING_RECORDS[at] as Records['US_ROUTING_RECORDS'][number];
    return {
      routingNumber: normalized,
      bankName: bank.bankName,
      city: bank.city,
      state,
      cityBasis: (r.US_ROUTING_BANK_CITY_BASIS[b] as Records['US_ROUTING_BANK_CITY_BASIS'][number])[0],
      fedDistrict: fedDistrictName(normalized),
      regions: [...regions],
      use,
      sources: sources.map((s) => r.US_ROUTING_SOURCES[s] as string),
    };
  });
}

/** Loads and caches the lookup data and the enrichment records (two chunks). Never rejects. */
export function loadRoutingNumberRecords(): Promise<void> {
  return loadCuratedRecords(state, () => import('../../generated/us-routing-records.ts'), loadRoutingNumberLookup);
}

/** The routing-number lookup as the routing-number descriptor loads it: one whole. */
export const routingNumberLookup: FormatLookup = {
  id: 'us-routing',
  load: () => loadRoutingNumberLookup(),
  isLoaded: () => isRoutingNumberLookupLoaded(),
  keys: () => Promise.resolve(null),
  complete: withBank,
};
