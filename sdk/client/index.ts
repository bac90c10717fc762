/**
 * `bank-number/client`: the remote client of the validation service. Validation stays local unless
 * asked otherwise; the tiered endpoints (`/batch`, `/enrich`, `/generate`, `/usage`) go to the
 * service with the key in `Authorization: Bearer`.
 * @module
 */
export { createClient } from './client.ts';
export type { BankNumberClient, CallSignalOptions, ClientOptions, ClientValidateOptions, Fallback } from './client.ts';
export { BankNumberRequestError } from '../core/request-error.ts';
export { BankNumberApiError, BankNumberAuthError, BankNumberNetworkError, BankNumberRateLimitError } from './errors.ts';
export type { NetworkFailureReason } from './errors.ts';
export type { Tier } from '../core/api-types.ts';
export type { RateLimitState, RateLimitWindowState } from './rate-limit.ts';
export type { RetryOptions } from './retry.ts';
export type {
  ApiEnvelope,
  BankRecords,
  BatchItem,
  BatchResult,
  BatchResultItem,
  BicConsistency,
  BicEnrichment,
  EnrichResult,
  Enrichment,
  EnrichmentWarning,
  IbanEnrichment,
  RoutingNumberEnrichment,
  SortCodeEnrichment,
  GenerateCommonOptions,
  GenerateCountryOptions,
  GenerateNationalOptions,
  GenerateOptions,
  GeneratedNumber,
  GenerateResult,
  UsageResult,
  UsageWindow,
} from './types.ts';
export type { RequestErrorCode } from '../core/request-error.ts';
export type { CountryFormat, NationalFormat } from '../formats/generators.ts';
export type { Problem } from '../core/problem.ts';
export type {
  BankInfo,
  Breakdown,
  BreakdownPart,
  Envelope,
  Format,
  ValidationError,
  ValidationResult,
} from '../core/types.ts';
export type { SortCodeRecord } from '../formats/uk-sort-code/index.ts';
export type { RoutingNumberRecord } from '../formats/us-routing/index.ts';
