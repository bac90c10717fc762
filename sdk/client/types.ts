/**
 * The shapes the remote client sends and receives for the tiered endpoints (DECISIONS.md §11).
 * `/validate` answers the SDK's own `Envelope`; every other endpoint answers the same
 * `{apiVersion, processingTimeMs, result}` frame around its own `result`.
 * @module
 */
import type { BankInfo, Format, ValidationResult } from '../core/types.ts';
import type { SortCodeRecord } from '../formats/uk-sort-code/lookup.ts';
import type { RoutingNumberRecord } from '../formats/us-routing/lookup.ts';
import type { Tier } from './errors.ts';

/** The frame every endpoint answers with. */
export interface ApiEnvelope<Result> {
  apiVersion: '1';
  processingTimeMs: number;
  result: Result;
}

/** One item of a `/batch` request. */
export interface BatchItem {
  input: string;
  format?: Format | undefined;
  /** Your own reference (1–128 characters), echoed back in the answer's item. */
  id?: string | undefined;
}

/** One item of a `/batch` answer: its position in the request, its `id`, and its `/validate` result. */
export interface BatchResultItem {
  index: number;
  /** The request item's `id`; null when it had none. */
  id: string | null;
  result: ValidationResult;
}

/** The `result` of `/batch`. */
export interface BatchResult {
  summary: { total: number; valid: number; invalid: number };
  items: BatchResultItem[];
}

/**
 * The `result` of `/enrich`: the `/validate` result plus `enrichment`, null when the number is
 * invalid (DECISIONS.md §11). Unknown values are null, never guessed.
 */
export interface EnrichResult extends ValidationResult {
  enrichment: Enrichment | null;
}

/** A code in `enrichment.warnings`. */
export type EnrichmentWarning = 'BANK_NOT_FOUND' | 'TEST_BIC' | (string & {});

/** What `/enrich` adds; its fields depend on the format of the number. */
export type Enrichment = IbanEnrichment | RoutingNumberEnrichment | SortCodeEnrichment | BicEnrichment;

export interface IbanEnrichment {
  countryName: string | null;
  sepa: boolean | null;
  currency: string | null;
  /** The print form, in groups of four. */
  formatted: string;
  bank: BankInfo | null;
  warnings: EnrichmentWarning[];
}

export interface RoutingNumberEnrichment {
  /** The Federal Reserve district; null for prefixes that belong to none. */
  districtName: string | null;
  formatted: string;
  bank: RoutingNumberRecord | null;
  warnings: EnrichmentWarning[];
}

export interface SortCodeEnrichment {
  bic: string | null;
  /** Faster Payments, Bacs and CHAPS membership, each null where no source says. */
  clearing: SortCodeRecord['clearing'] | null;
  formatted: string;
  bank: SortCodeRecord | null;
  warnings: EnrichmentWarning[];
}

export interface BicEnrichment {
  countryName: string | null;
  formatted: string;
  institution: BankInfo | null;
  /** True for a test and training BIC (second location character `0`). */
  testBic: boolean;
  warnings: EnrichmentWarning[];
}

/** What `/generate` makes: every format, and for IBANs and BICs a country of your choice. */
export type GenerateOptions = GenerateCountryOptions | GenerateNationalOptions;

/** The options every format of `/generate` takes. */
export interface GenerateCommonOptions {
  /** How many numbers, 1–100. Default 1. */
  count?: number | undefined;
  /** The same seed gives the same numbers (and the SDK's generators give them too); without one, each call draws new ones. */
  seed?: string | number | undefined;
  signal?: AbortSignal | undefined;
}

/** IBANs and test BICs: the country is required. */
export interface GenerateCountryOptions extends GenerateCommonOptions {
  format: 'iban' | 'bic';
  /** ISO 3166-1 alpha-2 country code (an IBAN country for `iban`; `XK` too for `bic`). */
  country: string;
  /** A bank code to build the numbers on (IBAN), or the institution code (BIC). */
  bankCode?: string | undefined;
}

/** US routing numbers and UK sort codes: each has one country, which may be named or left out. */
export interface GenerateNationalOptions extends GenerateCommonOptions {
  format: 'us-routing' | 'uk-sort-code';
  /** `US` for routing numbers, `GB` for sort codes; any other country is refused (400). */
  country?: string | undefined;
  bankCode?: undefined;
}

/** The `result` of `/generate`: numbers that pass the service's own validation. */
export interface GenerateResult {
  format: Format;
  /** `value` as `/validate` normalizes it; `formatted` for display (IBAN in groups of four, sort code `12-34-56`). */
  items: Array<{ value: string; formatted: string }>;
}

/** One rate-limit window as `/usage` reports it. */
export interface UsageWindow {
  limit: number;
  remaining: number;
  used: number;
  /** UTC epoch seconds at which the window ends. */
  reset: number;
}

/** The `result` of `/usage`. */
export interface UsageResult {
  tier: Tier;
  countedBy: 'key' | 'address';
  endpoints: string[];
  limits: { minute: UsageWindow; day: UsageWindow };
}
