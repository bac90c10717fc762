import type { BankInfo } from '../../core/types.ts';
import { fedDistrictName } from './districts.ts';

/** The richer record of a curated routing number, for `/enrich` (DECISIONS.md §11). */
export interface RoutingNumberRecord {
  routingNumber: string;
  bankName: string;
  /** City of the bank's headquarters or the bank address the source gives; null where none does. */
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

type Banks = typeof import('../../generated/us-routing-banks.ts');
type Records = typeof import('../../generated/us-routing-records.ts');

/**
 * Routing number → its bank as `lookupRoutingNumberSync` answers (copied for each answer), the
 * number's place in `US_ROUTING_NUMBERS` and its bank's place in `US_ROUTING_BANKS`.
 */
let index: Map<string, readonly [BankInfo, number, number]> | null = null;
let banks: Banks | null = null;
let records: Records | null = null;
let loadingBanks: Promise<void> | null = null;
let loadingRecords: Promise<void> | null = null;

/**
 * The bank of a routing number from lookup data already loaded (`loadRoutingNumberLookup`); null
 * when none is loaded or the number is not in the curated data (docs/us-uk-data.md).
 * @example lookupRoutingNumberSync('124003116')?.bankName // 'Ally Bank', once loaded
 */
export function lookupRoutingNumberSync(normalized: string): BankInfo | null {
  const entry = index?.get(normalized);
  return entry ? { ...entry[0] } : null;
}

/**
 * Loads and caches the routing-number lookup data (one lazily imported chunk). Never rejects; a
 * failed import is forgotten so that a later call tries again. No network is involved.
 */
export function loadRoutingNumberLookup(): Promise<void> {
  loadingBanks ??= import('../../generated/us-routing-banks.ts').then(
    (chunk) => {
      const infos = chunk.US_ROUTING_BANKS.map(
        ([bankName, city]): BankInfo => ({ bankName, bic: null, country: 'United States', countryCode: 'US', city }),
      );
      const map = new Map<string, readonly [BankInfo, number, number]>();
      const all = chunk.US_ROUTING_NUMBERS;
      for (let i = 0; i * 9 < all.length; i++) {
        const b = chunk.US_ROUTING_BANK_OF[i] as number;
        map.set(all.slice(i * 9, i * 9 + 9), [infos[b] as BankInfo, i, b]);
      }
      banks = chunk;
      index = map;
    },
    () => {
      loadingBanks = null;
    },
  );
  return loadingBanks;
}

/**
 * The enrichment record of a routing number from data already loaded (`loadRoutingNumberRecords`);
 * null when none is loaded or the number is not in the curated data. Unknown values are null.
 * @example lookupRoutingNumberRecordSync('031100649')?.fedDistrict // 'Philadelphia', once loaded
 */
export function lookupRoutingNumberRecordSync(normalized: string): RoutingNumberRecord | null {
  const entry = index?.get(normalized);
  if (entry === undefined || banks === null || records === null) return null;
  const [, at, b] = entry;
  const bank = banks.US_ROUTING_BANKS[b] as Banks['US_ROUTING_BANKS'][number];
  const [regions, use, sources] = records.US_ROUTING_RECORDS[at] as Records['US_ROUTING_RECORDS'][number];
  return {
    routingNumber: normalized,
    bankName: bank[0],
    city: bank[1],
    state: bank[2],
    cityBasis: (records.US_ROUTING_BANK_CITY_BASIS[b] as Records['US_ROUTING_BANK_CITY_BASIS'][number])[0],
    fedDistrict: fedDistrictName(normalized),
    regions: [...regions],
    use,
    sources: sources.map((s) => records?.US_ROUTING_SOURCES[s] as string),
  };
}

/** Loads and caches the lookup data and the enrichment records (two chunks). Never rejects. */
export function loadRoutingNumberRecords(): Promise<void> {
  loadingRecords ??= import('../../generated/us-routing-records.ts').then(
    (chunk) => {
      records = chunk;
    },
    () => {
      loadingRecords = null;
    },
  );
  return Promise.all([loadRoutingNumberLookup(), loadingRecords]).then(() => undefined);
}
