/**
 * One schema per request and response body of the API, in valibot. The request checks, the
 * request types and the OpenAPI document (openapi.ts) all come from here, and every code, format
 * and limit is the one defined in the SDK's core or below, imported, never restated. Each
 * exported schema is a component of the document, under its name.
 * @module
 */
import * as v from 'valibot';
import * as catalogue from '../core/errors.ts';
import { isBlank } from '../core/normalize.ts';
import { FORMATS, isTooLong, MAX_INPUT_LENGTH } from '../core/request.ts';
import type { ErrorCode } from '../core/types.ts';
import { TIERS } from './tiers.ts';

/** 16 KiB: bodies of every endpoint but `/batch`. */
export const BODY_LIMIT = 16 * 1024;
/** 256 KiB: bodies of `/batch`. */
export const BATCH_BODY_LIMIT = 256 * 1024;
export const MAX_BATCH_ITEMS = 100;
export const MAX_ID_LENGTH = 128;
export const MAX_GENERATE_COUNT = 100;
export const MAX_SEED_LENGTH = 128;

/** Every code of `result.errors[].code`: the SDK's error catalogue. */
export const ERROR_CODES = Object.values(catalogue).flatMap((entry) =>
  typeof entry === 'object' && entry !== null && 'code' in entry ? [entry.code as ErrorCode] : [],
);

const string = v.string();
const nullableString = v.nullable(v.string());
const nullableBoolean = v.nullable(v.boolean());
const stringList = v.array(v.string());
const count = (minimum = 0) => v.pipe(v.number(), v.integer(), v.minValue(minimum));

// Requests.

export const Format = v.pipe(v.picklist(FORMATS), v.description('A format hint; detection is skipped.'));
/** A hint as requests carry it: absent, null or empty means none. */
const formatHint = v.nullish(v.union([Format, v.literal('')]));
const input = v.pipe(
  v.string(),
  v.check((text) => !isBlank(text)),
  v.check((text) => !isTooLong(text)),
  // JSON Schema counts characters as the server does (code points); the checks above are the server's.
  v.metadata({ minLength: 1, maxLength: MAX_INPUT_LENGTH }),
  v.description(`The bank number: at most ${MAX_INPUT_LENGTH} characters, not blank.`),
);

export const ValidateRequest = v.strictObject({ input, format: formatHint });
export type ValidateRequest = v.InferOutput<typeof ValidateRequest>;

const BatchItem = v.strictObject({
  input,
  format: formatHint,
  id: v.nullish(v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_ID_LENGTH))),
});
export const BatchRequest = v.strictObject({
  items: v.pipe(v.array(BatchItem), v.minLength(1), v.maxLength(MAX_BATCH_ITEMS)),
});
export type BatchRequest = v.InferOutput<typeof BatchRequest>;

/** The query of `GET /validate` and `GET /enrich`, one schema per parameter. */
export const ValidateQuery = {
  q: input,
  format: v.optional(
    v.pipe(v.picklist([...FORMATS, '']), v.description('A format hint; detection is skipped. Empty means none.')),
  ),
};

/** The query of `GET /generate`. */
export const GenerateQuery = {
  format: v.pipe(v.picklist(FORMATS), v.description('What to generate.')),
  country: v.optional(
    v.pipe(
      v.string(),
      v.description(
        'ISO 3166-1 alpha-2 code: required for iban (an IBAN country) and bic; for us-routing only US and for uk-sort-code only GB, or absent.',
      ),
    ),
  ),
  count: v.optional(
    v.pipe(count(1), v.maxValue(MAX_GENERATE_COUNT), v.description(`How many, 1 to ${MAX_GENERATE_COUNT}. Default 1.`)),
  ),
  seed: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(MAX_SEED_LENGTH),
      v.description('The same seed gives the same numbers; without one, each call draws new ones.'),
    ),
  ),
  bankCode: v.optional(
    v.pipe(
      v.string(),
      v.description(
        "A fixed bank code in the country's format (IBAN) or institution code (BIC); not for us-routing and uk-sort-code.",
      ),
    ),
  ),
};

// Responses.

export const Tier = v.picklist(TIERS);
export const ValidationError = v.strictObject({ code: v.picklist(ERROR_CODES), message: string, suggestion: string });
export const BreakdownPart = v.strictObject({ label: string, value: string, start: count(), end: count() });
export const Breakdown = v.strictObject({ formatName: string, parts: v.array(BreakdownPart) });
export const BankInfo = v.strictObject({
  bankName: string,
  bic: nullableString,
  country: string,
  countryCode: string,
  city: nullableString,
});
const resultEntries = {
  valid: v.boolean(),
  format: v.nullable(v.picklist(FORMATS)),
  normalized: string,
  errors: v.array(ValidationError),
  breakdown: v.nullable(Breakdown),
  bankInfo: v.nullable(BankInfo),
};
export const ValidationResult = v.strictObject(resultEntries);

const envelope = <S extends v.GenericSchema>(result: S) =>
  v.strictObject({ apiVersion: v.literal('1'), processingTimeMs: v.pipe(v.number(), v.minValue(0)), result });
export const Envelope = envelope(ValidationResult);

const Warnings = v.array(v.picklist(['BANK_NOT_FOUND', 'TEST_BIC', 'QR_IBAN']));
export const IbanEnrichment = v.strictObject({
  countryName: nullableString,
  sepa: nullableBoolean,
  currency: nullableString,
  formatted: string,
  bank: v.nullable(BankInfo),
  warnings: Warnings,
});
export const RoutingNumberRecord = v.strictObject({
  ...{
    routingNumber: string,
    bankName: string,
    city: nullableString,
    state: nullableString,
    cityBasis: nullableString,
  },
  ...{ fedDistrict: nullableString, regions: stringList, use: string, sources: stringList },
});
export const RoutingNumberEnrichment = v.strictObject({
  districtName: nullableString,
  formatted: string,
  bank: v.nullable(RoutingNumberRecord),
  warnings: Warnings,
});
export const Clearing = v.strictObject({
  fasterPayments: nullableBoolean,
  bacs: nullableBoolean,
  chaps: nullableBoolean,
});
export const SortCodeRecord = v.strictObject({
  ...{ sortCode: string, bankName: string, bic: string, city: nullableString, note: string },
  ...{ clearing: Clearing, sources: stringList, bicSources: stringList },
});
export const SortCodeEnrichment = v.strictObject({
  bic: nullableString,
  clearing: v.nullable(Clearing),
  formatted: string,
  bank: v.nullable(SortCodeRecord),
  warnings: Warnings,
});
export const BicEnrichment = v.strictObject({
  countryName: nullableString,
  formatted: string,
  institution: v.nullable(BankInfo),
  testBic: v.boolean(),
  warnings: Warnings,
});
export const EnrichResult = v.strictObject({
  ...resultEntries,
  enrichment: v.pipe(
    v.nullable(v.union([IbanEnrichment, RoutingNumberEnrichment, SortCodeEnrichment, BicEnrichment])),
    v.description('Null when the number is invalid.'),
  ),
});
const LimitWindow = v.strictObject({
  limit: count(),
  remaining: count(),
  used: count(),
  reset: v.pipe(v.number(), v.integer(), v.description('End of the window, UTC epoch seconds.')),
});
export const UsageResult = v.strictObject({
  tier: Tier,
  countedBy: v.picklist(['account', 'key', 'address']),
  endpoints: stringList,
  limits: v.strictObject({ minute: LimitWindow, day: LimitWindow }),
});
export const BatchResult = v.strictObject({
  summary: v.strictObject({ total: count(1), valid: count(), invalid: count() }),
  items: v.array(v.strictObject({ index: count(), id: nullableString, result: ValidationResult })),
});
export const GenerateResult = v.strictObject({
  format: v.picklist(FORMATS),
  items: v.pipe(
    v.array(v.strictObject({ value: string, formatted: string })),
    v.minLength(1),
    v.maxLength(MAX_GENERATE_COUNT),
  ),
});

const problemEntries = {
  type: string,
  title: string,
  status: v.pipe(count(400), v.maxValue(599)),
  detail: string,
  apiVersion: v.literal('1'),
  code: v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9_]*$/)),
  errors: v.optional(
    v.array(v.strictObject({ parameter: v.optional(string), pointer: v.optional(string), detail: string })),
  ),
};
const tierList = v.array(Tier);
export const Problem = v.looseObject(problemEntries);
export const RateLimitedProblem = v.looseObject({
  ...problemEntries,
  violatedPolicies: v.pipe(v.array(v.picklist(['minute', 'day', 'invalid-key'])), v.minLength(1)),
});
export const AuthProblem = v.looseObject({ ...problemEntries, requiredTiers: v.optional(tierList) });
export const InsufficientTierProblem = v.looseObject({ ...problemEntries, currentTier: Tier, requiredTiers: tierList });
