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

/** Parameters of `/generate`. */
export interface GenerateOptions {
  format: 'iban' | 'bic';
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  /** How many numbers, 1–100. Default 1. */
  count?: number | undefined;
  /** The same seed gives the same numbers; without one, each call draws new ones. */
  seed?: string | number | undefined;
  /** A bank code to build the numbers on. */
  bankCode?: string | undefined;
  signal?: AbortSignal | undefined;
}

/** The `result` of `/generate`: numbers that pass the service's own validation. */
export interface GenerateResult {
  format: 'iban' | 'bic';
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
