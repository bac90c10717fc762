/**
 * One schema per request and response body of the API, in valibot. The request checks, the
 * request types and the OpenAPI document (openapi.ts) all come from here, and every code, format
 * and limit is the one defined in the SDK's core or below, imported, never restated. Each
 * exported schema is a component of the document, under its name.
 * @module
 */
import * as v from 'valibot';
import * as catalogue from '../core/errors.ts';
import { isBlank, normalize } from '../core/normalize.ts';
import { FORMATS, isTooLong, MAX_INPUT_LENGTH } from '../core/request.ts';
import type { ErrorCode } from '../core/types.ts';
import { NATIONAL } from './national.ts';
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

// Requests. Every check carries the problem the server answers when it fails: the code and the
// detail of `says`, read back by the validator hook (validator.ts). Where a request breaks several
// rules, the first issue of valibot's order is the one answered: a pipe stops at its first failed
// schema, and an object checks its fields in the order written here.

/** The message of a failed check: the problem's code and its detail, `CODE: detail`. */
export const says = (code: string, detail: string): string => `${code}: ${detail}`;

/** `The parameter 'name' …`, as the SDK's own request checks word it; never the value. */
const parameter = (code: string, name: string, problem: string): string =>
  says(code, `The parameter '${name}' ${problem}.`);
const required = (name: string) => parameter('MISSING_PARAMETER', name, 'is required');
// A query parameter given twice reads as an array: which of the two was meant cannot be told, and a
// payments API must not guess.
const repeated = (name: string) => parameter('INVALID_PARAMETER', name, 'is given more than once');

export const Format = v.pipe(v.picklist(FORMATS), v.description('A format hint; detection is skipped.'));
const formatHintText = parameter('INVALID_PARAMETER', 'format', `must be one of: ${FORMATS.join(', ')}`);
/** A hint as requests carry it: absent, null or empty means none. */
const formatHint = v.nullish(v.union([Format, v.literal('')], formatHintText));

/** The bank number, named `name` in the request: a string, not blank, not too long. */
const inputNamed = (name: string, notString: string) =>
  v.pipe(
    v.string((issue) => (issue.input === undefined || issue.input === null ? required(name) : notString)),
    v.check((text) => !isBlank(text), parameter('MISSING_PARAMETER', name, 'is empty')),
    v.check(
      (text) => !isTooLong(text),
      parameter('INPUT_TOO_LONG', name, `is longer than ${MAX_INPUT_LENGTH} characters`),
    ),
    // JSON Schema counts characters as the server does (code points); the checks above are the server's.
    v.metadata({ minLength: 1, maxLength: MAX_INPUT_LENGTH }),
    v.description(`The bank number: at most ${MAX_INPUT_LENGTH} characters, not blank.`),
  );
const input = inputNamed('input', parameter('INVALID_PARAMETER', 'input', 'must be a string'));

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A JSON object with `entries` and no other field. Unknown fields are refused rather than ignored,
 * so that a misspelt `format` cannot silently turn detection back on; the field's name is not
 * repeated in the answer, since a client may have put the number there. Whether the value is such
 * an object is told before anything about its fields.
 */
function closedObject<const E extends v.ObjectEntries>(entries: E, missing: (key: string) => string) {
  const names = Object.keys(entries).join(', ');
  return v.pipe(
    v.custom<Record<string, unknown>>(
      isObject,
      says('INVALID_PARAMETER', `The value must be a JSON object with the fields ${names}.`),
    ),
    v.check(
      (value) => Object.keys(value).every((name) => Object.hasOwn(entries, name)),
      says('INVALID_PARAMETER', `The object has a field other than ${names}.`),
    ),
    v.strictObject(entries, (issue) => missing(String(issue.path?.[0]?.key))),
  );
}

export const ValidateRequest = closedObject({ input, format: formatHint }, required);
export type ValidateRequest = v.InferOutput<typeof ValidateRequest>;

const itemsText = says('INVALID_PARAMETER', `The field 'items' must be an array of 1 to ${MAX_BATCH_ITEMS} items.`);
const idText = says('INVALID_PARAMETER', `The field 'id' must be a string of 1 to ${MAX_ID_LENGTH} characters.`);
const BatchItem = closedObject(
  {
    input,
    format: formatHint,
    id: v.nullish(v.pipe(v.string(idText), v.minLength(1, idText), v.maxLength(MAX_ID_LENGTH, idText))),
  },
  required,
);
const itemsRequired = says('MISSING_PARAMETER', "The field 'items' is required.");
export const BatchRequest = closedObject(
  {
    // The length is told before any item: a batch of 500 malformed items is refused for its length.
    items: v.pipe(
      v.array(v.unknown(), (issue) => (issue.input === null ? itemsRequired : itemsText)),
      v.minLength(1, itemsText),
      v.maxLength(MAX_BATCH_ITEMS, itemsText),
      v.array(BatchItem),
    ),
  },
  () => itemsRequired,
);
export type BatchRequest = v.InferOutput<typeof BatchRequest>;

/** The message of a required query parameter that is absent. */
const missingParameter = (issue: v.BaseIssue<unknown>) => required(String(issue.path?.[0]?.key));

/** A query parameter: a string, or absent when `optional`. */
const queryString = (name: string) =>
  v.string((issue) => (issue.input === undefined ? required(name) : repeated(name)));

const VALIDATE_PARAMETERS = ['q', 'format'] as const;

/**
 * The query of `GET /validate` and `GET /enrich`. Which parameter was given twice is told first,
 * then what is wrong with `q`, then with `format`.
 */
export const ValidateQuery = v.pipe(
  v.custom<Record<string, unknown>>(isObject),
  v.rawCheck<Record<string, unknown>>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const name of VALIDATE_PARAMETERS) {
      const value = dataset.value[name];
      if (Array.isArray(value))
        return addIssue({
          message: repeated(name),
          path: [{ type: 'object', origin: 'value', input: dataset.value, key: name, value }],
        });
    }
  }),
  v.object(
    {
      q: inputNamed('q', repeated('q')),
      format: v.optional(
        v.pipe(
          v.picklist([...FORMATS, ''], formatHintText),
          v.description('A format hint; detection is skipped. Empty means none.'),
        ),
      ),
    },
    missingParameter,
  ),
);
export type ValidateQuery = v.InferOutput<typeof ValidateQuery>;
const formatText = parameter(
  'INVALID_PARAMETER',
  'format',
  `must be ${FORMATS.slice(0, -1).join(', ')} or ${FORMATS.at(-1)}`,
);
const countText = parameter('INVALID_PARAMETER', 'count', `must be a whole number from 1 to ${MAX_GENERATE_COUNT}`);

/** The parameters of `GET /generate`, as the OpenAPI document describes them. */
const generateParameters = {
  format: v.pipe(v.picklist(FORMATS, formatText), v.description('What to generate.')),
  country: v.optional(
    v.pipe(
      queryString('country'),
      v.description(
        'ISO 3166-1 alpha-2 code: required for iban (an IBAN country) and bic; ' +
          'for us-routing only US and for uk-sort-code only GB, or absent.',
      ),
    ),
  ),
  count: v.optional(
    v.pipe(
      queryString('count'),
      v.regex(/^[0-9]{1,3}$/, countText),
      v.transform(Number),
      v.number(),
      v.integer(),
      v.minValue(1, countText),
      v.maxValue(MAX_GENERATE_COUNT, countText),
      v.description(`How many, 1 to ${MAX_GENERATE_COUNT}. Default 1.`),
    ),
  ),
  seed: v.optional(
    v.pipe(
      queryString('seed'),
      v.maxLength(
        MAX_SEED_LENGTH,
        parameter('INVALID_PARAMETER', 'seed', `must be at most ${MAX_SEED_LENGTH} characters`),
      ),
      v.description('The same seed gives the same numbers; without one, each call draws new ones.'),
    ),
  ),
  bankCode: v.optional(
    v.pipe(
      queryString('bankCode'),
      v.description(
        "A fixed bank code in the country's format (IBAN) or institution code (BIC); " +
          'not for us-routing and uk-sort-code.',
      ),
    ),
  ),
};

/** The query for a format of many countries (iban, bic): a country is required. */
const manyCountries = <const F extends 'iban' | 'bic'>(format: F) =>
  v.object(
    {
      ...generateParameters,
      format: v.literal(format),
      country: v.pipe(
        queryString('country'),
        v.check((text) => !isBlank(text), required('country')),
      ),
    },
    missingParameter,
  );

/**
 * The query for a format of one country: `country` may name it (in any case), or be absent or
 * blank. Another country is refused rather than ignored: the caller expects numbers of that
 * country. A bank code is refused too: ignoring it would answer numbers other than the ones asked for.
 */
const oneCountry = <const F extends 'us-routing' | 'uk-sort-code'>(format: F) => {
  const national = NATIONAL[format] as string;
  return v.object(
    {
      ...generateParameters,
      format: v.literal(format),
      country: v.optional(
        v.pipe(
          queryString('country'),
          v.check(
            (text) => isBlank(text) || (text.length <= 8 && normalize(text) === national),
            parameter('INVALID_PARAMETER', 'country', `must be ${national} or absent for ${format}`),
          ),
        ),
      ),
      bankCode: v.optional(
        v.pipe(
          queryString('bankCode'),
          v.check((text) => text === '', parameter('INVALID_PARAMETER', 'bankCode', 'applies to iban and bic only')),
        ),
      ),
    },
    missingParameter,
  );
};

/**
 * The query of `GET /generate`, one object per format: each parameter is told in the order
 * `format`, `country`, `count`, `seed`, `bankCode`, and what a parameter may be depends on the
 * format. The document lists the parameters of `generateParameters`.
 */
export const GenerateQuery = v.pipe(
  v.custom<Record<string, unknown>>(isObject),
  v.variant(
    'format',
    [manyCountries('iban'), manyCountries('bic'), oneCountry('us-routing'), oneCountry('uk-sort-code')],
    ({ input }) =>
      input === undefined || (typeof input === 'string' && isBlank(input))
        ? required('format')
        : Array.isArray(input)
          ? repeated('format')
          : formatText,
  ),
  v.metadata({ parameters: generateParameters }),
);
export type GenerateQuery = v.InferOutput<typeof GenerateQuery>;

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
