/**
 * What the remote client sends to the tiered endpoints (docs/contract.md §11), and the shapes it
 * receives. The answers' shapes are the server's own (core/api-types.ts); here they are bound to
 * the lookup records of this package.
 * @module
 */
import type * as Api from '../core/api-types.ts';
import type { Format } from '../core/types.ts';
import type { CountryFormat, NationalFormat } from '../formats/generators.ts';
import type { SortCodeRecord } from '../formats/uk-sort-code/index.ts';
import type { RoutingNumberRecord } from '../formats/us-routing/index.ts';

export type {
  ApiEnvelope,
  BatchResult,
  BatchResultItem,
  BicConsistency,
  BicEnrichment,
  EnrichmentWarning,
  GeneratedNumber,
  GenerateResult,
  IbanEnrichment,
  UsageResult,
  UsageWindow,
} from '../core/api-types.ts';

/** The records `/enrich` carries as `bank`: the directory records of the formats' lookup data. */
export interface BankRecords {
  routingNumber: RoutingNumberRecord;
  sortCode: SortCodeRecord;
}

/** What `/enrich` adds; its fields depend on the format of the number. */
export type Enrichment = Api.Enrichment<BankRecords>;

/**
 * The `result` of `/enrich`: the `/validate` result plus `enrichment`, null when the number is
 * invalid (docs/contract.md §11). Unknown values are null, never guessed.
 */
export type EnrichResult = Api.EnrichResult<BankRecords>;

/** The `enrichment` of a routing number. */
export type RoutingNumberEnrichment = Api.RoutingNumberEnrichment<RoutingNumberRecord>;

/** The `enrichment` of a sort code. */
export type SortCodeEnrichment = Api.SortCodeEnrichment<SortCodeRecord>;

/** One item of a `/batch` request. */
export interface BatchItem {
  input: string;
  format?: Format | undefined;
  /** Your own reference (1–128 characters), echoed back in the answer's item. */
  id?: string | undefined;
}

/** What `/generate` makes: every format, and for IBANs and BICs a country of your choice. */
export type GenerateOptions = GenerateCountryOptions | GenerateNationalOptions;

/** The options every format of `/generate` takes. */
export interface GenerateCommonOptions {
  /** How many numbers, 1–100. Default 1. */
  count?: number | undefined;
  /**
   * The same seed gives the same numbers (and the SDK's generators give them too); without one, each
   * call draws new ones.
   */
  seed?: string | number | undefined;
  signal?: AbortSignal | undefined;
}

/** IBANs and test BICs: the country is required. */
export interface GenerateCountryOptions extends GenerateCommonOptions {
  format: CountryFormat;
  /** ISO 3166-1 alpha-2 country code (an IBAN country for `iban`; `XK` too for `bic`). */
  country: string;
  /** A bank code to build the numbers on (IBAN), or the institution code (BIC). */
  bankCode?: string | undefined;
}

/** US routing numbers and UK sort codes: each has one country, which may be named or left out. */
export interface GenerateNationalOptions extends GenerateCommonOptions {
  format: NationalFormat;
  /** `US` for routing numbers, `GB` for sort codes; any other country is refused (400). */
  country?: string | undefined;
  bankCode?: undefined;
}
