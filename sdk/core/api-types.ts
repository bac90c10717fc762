/**
 * The results of the API's tiered endpoints (`/usage`, `/batch`, `/enrich`, `/generate`;
 * docs/contract.md §11), defined once for the server that sends them and the client that reads them.
 * `/validate` answers the SDK's own `Envelope` (types.ts). Types only: nothing here exists at run
 * time.
 *
 * The richer bank records of `/enrich` belong to the formats (`RoutingNumberRecord`,
 * `SortCodeRecord`), which core cannot name; the enrichment types take them as parameters, and the
 * server and `bank-number/client` give them those records.
 * @module
 */
import type { BankInfo, Format, ValidationResult } from './types.ts';

/** An access tier (docs/contract.md §8); `open` is the tier without a key. */
export type Tier = 'open' | 'starter' | 'pro' | 'business';

/** The frame every endpoint answers with (docs/contract.md §11). */
export interface ApiEnvelope<Result> {
  apiVersion: '1';
  processingTimeMs: number;
  result: Result;
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
  /** What the caller's requests are counted against: its key, or its address (Open tier). */
  countedBy: 'account' | 'key' | 'address';
  /** Full paths (`/api/v1/validate`, …). */
  endpoints: string[];
  limits: { minute: UsageWindow; day: UsageWindow };
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

/** One generated number. */
export interface GeneratedNumber {
  /** As `/validate` normalizes it. */
  value: string;
  /** The display form: IBAN in groups of four, sort code `12-34-56`, the others as `value`. */
  formatted: string;
}

/** The `result` of `/generate`: numbers that pass the service's own validation. */
export interface GenerateResult {
  format: Format;
  items: GeneratedNumber[];
}

/**
 * A code in `enrichment.warnings`. Open to codes a later version of the service may add, so
 * that a client keeps compiling against it.
 */
export type EnrichmentWarning = 'BANK_NOT_FOUND' | 'TEST_BIC' | 'QR_IBAN' | (string & {});

/** The records `/enrich` carries as `bank`, by format: the formats define them. */
export interface EnrichmentRecords {
  routingNumber: unknown;
  sortCode: { clearing: unknown };
}

/**
 * Where a bank code stands in its country's directory: in use, or deleted by the publisher (the
 * Bundesbank marks codes merged into another bank, naming the successor, or closed).
 */
export interface BankCodeStatus {
  bankCode: string;
  status: 'active' | 'deleted' | 'deleted-with-successor';
  /** The bank code that replaces it, when the publisher names one. */
  successor: string | null;
}

/**
 * How a BIC that a person typed agrees with an IBAN's bank (`checkBicForIban`, docs/bic.md):
 * `consistent` when the BIC names a bank the IBAN's directory lists for its bank code,
 * `inconsistent` when the directory lists the code and the BIC names none of its banks, `unknown`
 * when nothing decides (never `inconsistent` for want of data). `reason` says why: for
 * `inconsistent`, `other-bank` or `other-country` (the BIC's country is neither the IBAN's nor that
 * of a listed BIC); for `unknown`, `invalid-iban`, `invalid-bic`, `no-directory` (the country has
 * none, or it is not loaded), `code-not-listed` or `no-bic-listed`; null when `consistent`.
 */
export interface BicConsistency {
  status: 'consistent' | 'inconsistent' | 'unknown';
  reason:
    | 'other-bank'
    | 'other-country'
    | 'invalid-iban'
    | 'invalid-bic'
    | 'no-directory'
    | 'code-not-listed'
    | 'no-bic-listed'
    | null;
}

export interface IbanEnrichment {
  countryName: string | null;
  sepa: boolean | null;
  currency: string | null;
  /** The print form, in groups of four. */
  formatted: string;
  bank: BankInfo | null;
  /** The bank code's status in the directory; null when the directory does not list the code. */
  bankCodeStatus: BankCodeStatus | null;
  warnings: EnrichmentWarning[];
  /**
   * Only when `/enrich` is asked with `bic`: every BIC the directory lists for the bank code, the
   * bank's own first (`bicsForIban`); null when the directory does not list the code.
   */
  bics?: string[] | null;
  /** Only when `/enrich` is asked with a non-empty `bic`: how that BIC agrees with the IBAN's bank. */
  bicConsistency?: BicConsistency;
}

export interface RoutingNumberEnrichment<Bank = unknown> {
  /** The Federal Reserve district; null for prefixes 00, 15 and 80, which belong to none. */
  districtName: string | null;
  formatted: string;
  /** The directory record: bank, city, state, regions, use and sources. */
  bank: Bank | null;
  warnings: EnrichmentWarning[];
}

export interface SortCodeEnrichment<Bank extends { clearing: unknown } = { clearing: unknown }> {
  bic: string | null;
  /** Faster Payments, Bacs and CHAPS membership, each null where no source says. */
  clearing: Bank['clearing'] | null;
  formatted: string;
  /** The curated record. */
  bank: Bank | null;
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

/** What `/enrich` adds; its fields depend on the format of the number. */
export type Enrichment<Records extends EnrichmentRecords = EnrichmentRecords> =
  | IbanEnrichment
  | RoutingNumberEnrichment<Records['routingNumber']>
  | SortCodeEnrichment<Records['sortCode']>
  | BicEnrichment;

/**
 * The `result` of `/enrich`: the `/validate` result plus `enrichment`, null when the number is
 * invalid (docs/contract.md §11). Unknown values are null, never guessed.
 */
export interface EnrichResult<Records extends EnrichmentRecords = EnrichmentRecords> extends ValidationResult {
  enrichment: Enrichment<Records> | null;
}
