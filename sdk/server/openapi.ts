/**
 * The OpenAPI 3.1 description of the API (served at `/api/v1/openapi.json`). Schemas are closed
 * (`additionalProperties: false`) wherever docs/contract.md fixes a shape exactly, so that a response
 * with one field too many fails validation.
 * @module
 */
import { DEFAULT_LIMITS } from './tiers.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = { [key: string]: Json };

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const nullable = (schema: Schema): Schema => ({ anyOf: [schema, { type: 'null' }] });
const string: Schema = { type: 'string' };
const nullableString: Schema = { type: ['string', 'null'] };
const closed = (properties: Record<string, Schema>, required = Object.keys(properties)): Schema => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
});
const stringList: Schema = { type: 'array', items: string };

const FORMATS = ['iban', 'bic', 'us-routing', 'uk-sort-code'];
const ERROR_CODES = [
  'INVALID_CHARACTERS',
  'UNKNOWN_COUNTRY',
  'WRONG_LENGTH',
  'INVALID_BBAN_FORMAT',
  'CHECKSUM_FAILED',
  'BBAN_CHECKSUM_FAILED',
  'NOT_NUMERIC',
  'INVALID_FED_DISTRICT',
  'INVALID_BIC_FORMAT',
  'AMBIGUOUS_FORMAT',
  'UNKNOWN_FORMAT',
];

const resultProperties: Record<string, Schema> = {
  valid: { type: 'boolean' },
  format: { enum: [...FORMATS, null] },
  normalized: string,
  errors: { type: 'array', items: ref('ValidationError') },
  breakdown: nullable(ref('Breakdown')),
  bankInfo: nullable(ref('BankInfo')),
};

const envelope = (result: Schema): Schema =>
  closed({ apiVersion: { const: '1' }, processingTimeMs: { type: 'number', minimum: 0 }, result });

const problemSchema = (extra: Record<string, Schema> = {}, required: string[] = []): Schema => ({
  type: 'object',
  required: ['type', 'title', 'status', 'detail', 'apiVersion', 'code', ...required],
  properties: {
    type: string,
    title: string,
    status: { type: 'integer', minimum: 400, maximum: 599 },
    detail: string,
    apiVersion: { const: '1' },
    code: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['detail'],
        properties: { parameter: string, pointer: string, detail: string },
      },
    },
    ...extra,
  },
});

const schemas: Record<string, Schema> = {
  Format: { enum: FORMATS, description: 'A format hint (docs/contract.md §3).' },
  Tier: { enum: ['open', 'starter', 'pro', 'business'] },
  ValidationError: closed({ code: { enum: ERROR_CODES }, message: string, suggestion: string }),
  BreakdownPart: closed({
    label: string,
    value: string,
    start: { type: 'integer', minimum: 0 },
    end: { type: 'integer', minimum: 0 },
  }),
  Breakdown: closed({ formatName: string, parts: { type: 'array', items: ref('BreakdownPart') } }),
  BankInfo: closed({ bankName: string, bic: nullableString, country: string, countryCode: string, city: nullableString }),
  ValidationResult: closed(resultProperties),
  Envelope: envelope(ref('ValidationResult')),
  ValidateRequest: {
    type: 'object',
    additionalProperties: false,
    required: ['input'],
    properties: {
      input: { type: 'string', description: 'The bank number: at most 128 characters, not blank.' },
      format: nullable(ref('Format')),
    },
  },
  Warnings: { type: 'array', items: { enum: ['BANK_NOT_FOUND', 'TEST_BIC'] } },
  IbanEnrichment: closed({
    countryName: nullableString,
    sepa: { type: ['boolean', 'null'] },
    currency: nullableString,
    formatted: string,
    bank: nullable(ref('BankInfo')),
    warnings: ref('Warnings'),
  }),
  RoutingNumberRecord: closed({
    routingNumber: string,
    bankName: string,
    city: nullableString,
    state: nullableString,
    cityBasis: nullableString,
    fedDistrict: nullableString,
    regions: stringList,
    use: string,
    sources: stringList,
  }),
  RoutingNumberEnrichment: closed({
    districtName: nullableString,
    formatted: string,
    bank: nullable(ref('RoutingNumberRecord')),
    warnings: ref('Warnings'),
  }),
  Clearing: closed({
    fasterPayments: { type: ['boolean', 'null'] },
    bacs: { type: ['boolean', 'null'] },
    chaps: { type: ['boolean', 'null'] },
  }),
  SortCodeRecord: closed({
    sortCode: string,
    bankName: string,
    bic: string,
    city: nullableString,
    note: string,
    clearing: ref('Clearing'),
    sources: stringList,
    bicSources: stringList,
  }),
  SortCodeEnrichment: closed({
    bic: nullableString,
    clearing: nullable(ref('Clearing')),
    formatted: string,
    bank: nullable(ref('SortCodeRecord')),
    warnings: ref('Warnings'),
  }),
  BicEnrichment: closed({
    countryName: nullableString,
    formatted: string,
    institution: nullable(ref('BankInfo')),
    testBic: { type: 'boolean' },
    warnings: ref('Warnings'),
  }),
  EnrichResult: closed({
    ...resultProperties,
    enrichment: {
      description: 'Null when the number is invalid.',
      oneOf: [
        ref('IbanEnrichment'),
        ref('RoutingNumberEnrichment'),
        ref('SortCodeEnrichment'),
        ref('BicEnrichment'),
        { type: 'null' },
      ],
    },
  }),
  LimitWindow: closed({
    limit: { type: 'integer', minimum: 0 },
    remaining: { type: 'integer', minimum: 0 },
    used: { type: 'integer', minimum: 0 },
    reset: { type: 'integer', description: 'End of the window, UTC epoch seconds.' },
  }),
  UsageResult: closed({
    tier: ref('Tier'),
    countedBy: { enum: ['key', 'address'] },
    endpoints: stringList,
    limits: closed({ minute: ref('LimitWindow'), day: ref('LimitWindow') }),
  }),
  BatchRequest: closed({
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['input'],
        properties: {
          input: string,
          format: nullable(ref('Format')),
          id: { type: ['string', 'null'], minLength: 1, maxLength: 128 },
        },
      },
    },
  }),
  BatchResult: closed({
    summary: closed({
      total: { type: 'integer', minimum: 1 },
      valid: { type: 'integer', minimum: 0 },
      invalid: { type: 'integer', minimum: 0 },
    }),
    items: {
      type: 'array',
      items: closed({ index: { type: 'integer', minimum: 0 }, id: nullableString, result: ref('ValidationResult') }),
    },
  }),
  GenerateResult: closed({
    format: { enum: ['iban', 'bic', 'us-routing', 'uk-sort-code'] },
    items: { type: 'array', minItems: 1, maxItems: 100, items: closed({ value: string, formatted: string }) },
  }),
  Problem: problemSchema(),
  RateLimitedProblem: problemSchema({ violatedPolicies: { type: 'array', minItems: 1, items: { enum: ['minute', 'day'] } } }, [
    'violatedPolicies',
  ]),
  AuthProblem: problemSchema({ requiredTiers: { type: 'array', items: ref('Tier') } }),
  InsufficientTierProblem: problemSchema({ currentTier: ref('Tier'), requiredTiers: { type: 'array', items: ref('Tier') } }, [
    'currentTier',
    'requiredTiers',
  ]),
};

const integerHeader = (description: string): Json => ({ required: true, description, schema: { type: 'integer', minimum: 0 } });

const headers: Record<string, Json> = {
  'X-RateLimit-Limit': integerHeader('The limit of the window that binds first.'),
  'X-RateLimit-Remaining': integerHeader('Units left in that window.'),
  'X-RateLimit-Reset': integerHeader('End of that window, UTC epoch seconds.'),
  'RateLimit-Policy': {
    required: true,
    description: 'Both windows, IETF httpapi ratelimit-headers syntax: `"minute";q=3;w=60, "day";q=40;w=86400`.',
    schema: { type: 'string', pattern: '^"minute";q=\\d+;w=60, "day";q=\\d+;w=86400$' },
  },
  RateLimit: {
    required: true,
    description: 'Units left and seconds to reset of both windows: `"minute";r=2;t=31, "day";r=39;t=40000`.',
    schema: { type: 'string', pattern: '^"minute";r=\\d+;t=\\d+, "day";r=\\d+;t=\\d+$' },
  },
  'Access-Control-Allow-Origin': { required: true, schema: { const: '*' } },
  'Retry-After': { required: true, description: 'Seconds until the request fits.', schema: { type: 'integer', minimum: 1 } },
  'WWW-Authenticate': { required: true, schema: { type: 'string', pattern: '^Bearer realm="api"' } },
  Allow: { required: true, schema: string },
};

const COMMON_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'RateLimit-Policy', 'RateLimit', 'Access-Control-Allow-Origin'];
const headerRefs = (names: string[]): Json => Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

const json = (schema: Schema, mediaType = 'application/json'): Json => ({ [mediaType]: { schema } });
const ok = (description: string, schema: Schema): Json => ({
  description,
  headers: headerRefs(COMMON_HEADERS),
  content: json(schema),
});
const problemResponse = (description: string, schema = 'Problem', extraHeaders: string[] = []): Json => ({
  description,
  headers: headerRefs([...COMMON_HEADERS, ...extraHeaders]),
  content: json(ref(schema), 'application/problem+json'),
});

const responses: Record<string, Json> = {
  BadRequest: problemResponse(
    'Malformed request (docs/contract.md §6): MISSING_PARAMETER, INPUT_TOO_LONG, INVALID_PARAMETER, INVALID_JSON; INVALID_REQUEST for a key outside the Authorization header.',
  ),
  Unauthorized: problemResponse('API_KEY_REQUIRED without a key, INVALID_API_KEY for an unknown, malformed or revoked one.', 'AuthProblem', [
    'WWW-Authenticate',
  ]),
  Forbidden: problemResponse('INSUFFICIENT_TIER: the key is valid, the endpoint is outside its tier.', 'InsufficientTierProblem', [
    'WWW-Authenticate',
  ]),
  NotFound: problemResponse('NOT_FOUND: no such resource.'),
  MethodNotAllowed: problemResponse('METHOD_NOT_ALLOWED; `Allow` lists the methods.', 'Problem', ['Allow']),
  ContentTooLarge: problemResponse('BODY_TOO_LARGE: over 16 KiB (256 KiB for /batch).'),
  UnsupportedMediaType: problemResponse('UNSUPPORTED_MEDIA_TYPE: a POST body must be application/json.'),
  TooManyRequests: problemResponse('RATE_LIMITED: a limit is used up; nothing was counted.', 'RateLimitedProblem', ['Retry-After']),
  // Without its store the server cannot know the counts, so the rate-limit headers may be missing.
  ServerError: {
    description: 'INTERNAL_ERROR, or RATE_LIMIT_UNAVAILABLE (with Retry-After) when the rate-limit store is unreachable.',
    headers: {
      'Access-Control-Allow-Origin': { $ref: '#/components/headers/Access-Control-Allow-Origin' },
      'Retry-After': { required: false, schema: { type: 'integer', minimum: 1 } },
    },
    content: json(ref('Problem'), 'application/problem+json'),
  },
  Preflight: {
    description: 'CORS preflight: no key needed, not counted (docs/contract.md §10).',
    headers: {
      ...(headerRefs(COMMON_HEADERS) as Record<string, Json>),
      'Access-Control-Allow-Methods': { required: true, schema: { const: 'GET, POST, OPTIONS' } },
      'Access-Control-Allow-Headers': { required: true, schema: { const: 'Authorization, Content-Type' } },
      'Access-Control-Max-Age': { required: true, schema: { const: 7200 } },
      Allow: { $ref: '#/components/headers/Allow' },
    },
  },
};

const r = (name: string): Json => ({ $ref: `#/components/responses/${name}` });

/** The errors every operation can answer with. */
const errorResponses = (options: { keyed: boolean; body: boolean }): Record<string, Json> => ({
  '400': r('BadRequest'),
  '401': r('Unauthorized'),
  ...(options.keyed ? { '403': r('Forbidden') } : {}),
  '405': r('MethodNotAllowed'),
  ...(options.body ? { '413': r('ContentTooLarge'), '415': r('UnsupportedMediaType') } : {}),
  '429': r('TooManyRequests'),
  '500': r('ServerError'),
  '503': r('ServerError'),
});

const queryParameter = (name: string, description: string, schema: Schema, required = false): Json => ({
  name,
  in: 'query',
  required,
  description,
  schema,
});
const qParameter = queryParameter('q', 'The bank number: at most 128 characters, not blank.', string, true);
const formatParameter = queryParameter('format', 'A format hint; detection is skipped. Empty means none.', {
  enum: [...FORMATS, ''],
});

const OPTIONAL_KEY: Json = [{}, { bearerAuth: [] }];
const KEY: Json = [{ bearerAuth: [] }];
const preflight = (summary: string): Json => ({
  summary,
  security: [],
  responses: { '204': r('Preflight') },
});
const requestBody = (schema: string): Json => ({ required: true, content: json(ref(schema)) });

const limitsTable = Object.entries(DEFAULT_LIMITS)
  .map(([tier, { minute, day }]) => `| ${tier} | ${minute} | ${day} |`)
  .join('\n');

/** The OpenAPI 3.1 document of the API. */
export const OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  info: {
    title: 'bank-number validation API',
    version: '1',
    summary: 'Validates IBAN, SWIFT/BIC, US ABA routing numbers and UK sort codes.',
    description:
      'Checks format, length and checksums only; it never confirms that an account exists. Every response carries ' +
      'the rate-limit headers; every error is an RFC 9457 problem. Keys travel only as `Authorization: Bearer <key>`.\n\n' +
      `| tier | per minute | per day |\n|---|---|---|\n${limitsTable}`,
    license: { name: 'MIT', identifier: 'MIT' },
  },
  servers: [{ url: '/api/v1' }],
  security: OPTIONAL_KEY,
  paths: {
    '/validate': {
      get: {
        operationId: 'validateGet',
        summary: 'Validate a bank number (Open tier and up; counted).',
        parameters: [qParameter, formatParameter],
        responses: { '200': ok('The verdict; valid or not, always 200.', ref('Envelope')), ...errorResponses({ keyed: false, body: false }) },
      },
      post: {
        operationId: 'validatePost',
        summary: 'Validate a bank number sent as JSON (Open tier and up; counted).',
        requestBody: requestBody('ValidateRequest'),
        responses: { '200': ok('The same envelope as GET.', ref('Envelope')), ...errorResponses({ keyed: false, body: true }) },
      },
      options: preflight('CORS preflight.'),
    },
    '/usage': {
      get: {
        operationId: 'usage',
        summary: "The caller's tier and limits (Starter and up; not counted).",
        security: KEY,
        responses: {
          '200': ok('Tier, what it is counted by, endpoints and both windows.', envelope(ref('UsageResult'))),
          ...errorResponses({ keyed: true, body: false }),
        },
      },
      options: preflight('CORS preflight.'),
    },
    '/batch': {
      post: {
        operationId: 'batch',
        summary: 'Validate 1 to 100 numbers (Pro and Business; one unit per item, admitted or refused whole).',
        security: KEY,
        requestBody: requestBody('BatchRequest'),
        responses: {
          '200': ok('One /validate result per item, in order.', envelope(ref('BatchResult'))),
          ...errorResponses({ keyed: true, body: true }),
        },
      },
      options: preflight('CORS preflight.'),
    },
    '/enrich': {
      get: {
        operationId: 'enrichGet',
        summary: 'The /validate result plus what the lookup data knows (Pro and Business; counted).',
        security: KEY,
        parameters: [qParameter, formatParameter],
        responses: {
          '200': ok('The result with `enrichment`; unknown values are null.', envelope(ref('EnrichResult'))),
          ...errorResponses({ keyed: true, body: false }),
        },
      },
      post: {
        operationId: 'enrichPost',
        summary: 'As GET, with the number in a JSON body.',
        security: KEY,
        requestBody: requestBody('ValidateRequest'),
        responses: {
          '200': ok('The result with `enrichment`.', envelope(ref('EnrichResult'))),
          ...errorResponses({ keyed: true, body: true }),
        },
      },
      options: preflight('CORS preflight.'),
    },
    '/generate': {
      get: {
        operationId: 'generate',
        summary: 'Numbers for tests that pass this validation (Pro and Business; one unit per request).',
        security: KEY,
        parameters: [
          queryParameter('format', 'What to generate.', { enum: ['iban', 'bic', 'us-routing', 'uk-sort-code'] }, true),
          queryParameter(
            'country',
            'ISO 3166-1 alpha-2 code: required for iban (an IBAN country) and bic; for us-routing only US and for uk-sort-code only GB, or absent.',
            string,
          ),
          queryParameter('count', 'How many, 1 to 100. Default 1.', { type: 'integer', minimum: 1, maximum: 100 }),
          queryParameter('seed', 'The same seed gives the same numbers; without one, each call draws new ones.', {
            type: 'string',
            maxLength: 128,
          }),
          queryParameter('bankCode', "A fixed bank code in the country's format (IBAN) or institution code (BIC); not for us-routing and uk-sort-code.", string),
        ],
        responses: {
          '200': ok('The numbers and their display forms (IBAN in groups of four, sort code 12-34-56). BICs are test BICs.', envelope(ref('GenerateResult'))),
          ...errorResponses({ keyed: true, body: false }),
        },
      },
      options: preflight('CORS preflight.'),
    },
    '/openapi.json': {
      get: {
        operationId: 'openapi',
        summary: 'This document (no tier needed; not counted).',
        responses: {
          '200': ok('OpenAPI 3.1.', {
            type: 'object',
            required: ['openapi', 'info', 'paths', 'components'],
            properties: { openapi: { const: '3.1.0' }, info: { type: 'object' }, paths: { type: 'object' }, components: { type: 'object' } },
          }),
          ...errorResponses({ keyed: false, body: false }),
        },
      },
      options: preflight('CORS preflight.'),
    },
  },
  components: {
    schemas,
    headers,
    responses,
    securitySchemes: {
      bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key (`bn_live_…`), never in the URL.' },
    },
  },
} as const satisfies { [key: string]: Json };

/** The document as sent, serialized once. */
export const OPENAPI_JSON: string = JSON.stringify(OPENAPI_DOCUMENT);
