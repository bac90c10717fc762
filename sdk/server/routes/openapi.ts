/**
 * `/openapi.json`: the OpenAPI 3.1 description of the API, read from the definitions of its
 * routes (routes/list.ts, and this one): the paths and operations, the bodies, the query
 * parameters, their limits and codes, and the components, which each route names (`components`)
 * beside the shared ones of routes/shared-schemas.ts. The account API under `/api/account/` is in
 * the same document, tagged `account`, read from `ACCOUNT_OPERATIONS` beside its handlers
 * (routes/account.ts): its path items name their own server and its session cookie is a security
 * scheme.
 * Schemas are closed (`additionalProperties: false`) wherever the contract fixes a shape exactly,
 * so that a response with one field too many fails validation.
 * @module
 */
import { DATA_SOURCES } from '../../data-status.ts';
import { toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { getMetadata } from 'valibot';
import * as s from 'valibot';
import { answer } from '../answers.ts';
import { ACCOUNT_API, API, PREFLIGHT } from '../paths.ts';
import type { AccountOperation } from './account.ts';
import { ACCOUNT_COMPONENTS, ACCOUNT_OPERATIONS, SESSION_COOKIE } from './account.ts';
import { DEFAULT_LIMITS, TIERS } from '../tiers.ts';
import { BATCH_BODY_LIMIT } from './batch.ts';
import { ROUTES } from './list.ts';
import type { ApiRoute, Operation } from './route.ts';
import { BODY_LIMIT, SHARED_COMPONENTS } from './shared-schemas.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = { [key: string]: Json };

const config = {
  target: 'draft-2020-12',
  // Checks that JSON Schema cannot say (blank, code points) are stated through metadata.
  errorMode: 'ignore',
  overrideRef: ({ referenceId }: { referenceId: string }) => `#/components/schemas/${referenceId}`,
} as const;
const json = (schema: v.GenericSchema, typeMode?: 'output'): Schema => {
  const options = { ...config, definitions: SCHEMAS, ...(typeMode === undefined ? {} : { typeMode }) };
  const { $schema: _, $defs: __, ...rest } = toJsonSchema(schema, options) as Schema;
  return rest;
};
const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

const integerHeader = (description: string): Json => ({
  required: true,
  description,
  schema: { type: 'integer', minimum: 0 },
});
const headers: Record<string, Json> = {
  'X-RateLimit-Limit': integerHeader('The limit of the window that binds first.'),
  'X-RateLimit-Remaining': integerHeader('Units left in that window.'),
  'X-RateLimit-Reset': integerHeader('End of that window, UTC epoch seconds.'),
  'RateLimit-Policy': {
    required: true,
    description:
      'Both windows, IETF httpapi ratelimit-headers syntax: `"minute";q=3;w=60, "day";q=40;w=86400`; ' +
      'for a request with a key that is not valid, the address\'s own limit for those: `"invalid-key";q=60;w=60`.',
    schema: { type: 'string', pattern: '^("minute";q=\\d+;w=60, "day";q=\\d+;w=86400|"invalid-key";q=\\d+;w=60)$' },
  },
  RateLimit: {
    required: true,
    description:
      'Units left and seconds to reset of the windows of `RateLimit-Policy`: `"minute";r=2;t=31, "day";r=39;t=40000`.',
    schema: { type: 'string', pattern: '^("minute";r=\\d+;t=\\d+, "day";r=\\d+;t=\\d+|"invalid-key";r=\\d+;t=\\d+)$' },
  },
  'Access-Control-Allow-Origin': { required: true, schema: { const: '*' } },
  'Retry-After': {
    required: true,
    description: 'Seconds until the request fits.',
    schema: { type: 'integer', minimum: 1 },
  },
  'WWW-Authenticate': { required: true, schema: { type: 'string', pattern: '^Bearer realm="api"' } },
  Allow: { required: true, schema: { type: 'string' } },
};
const COMMON_HEADERS = [
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'RateLimit-Policy',
  'RateLimit',
  'Access-Control-Allow-Origin',
];
const headerRefs = (names: string[]): Record<string, Json> =>
  Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
const media = (schema: Schema, type = 'application/json'): Json => ({ [type]: { schema } });
const problemResponse = (description: string, schema = 'Problem', extra: string[] = []): Json => ({
  description,
  headers: headerRefs([...COMMON_HEADERS, ...extra]),
  content: media(ref(schema), 'application/problem+json'),
});
const kib = (bytes: number): string => `${bytes / 1024} KiB`;

const responses: Record<string, Json> = {
  BadRequest: problemResponse(
    'Malformed request: MISSING_PARAMETER, INPUT_TOO_LONG, INVALID_PARAMETER, INVALID_JSON; ' +
      'INVALID_REQUEST for a key outside the Authorization header.',
  ),
  Unauthorized: problemResponse(
    'API_KEY_REQUIRED without a key, INVALID_API_KEY for an unknown, malformed or revoked one.',
    'AuthProblem',
    ['WWW-Authenticate'],
  ),
  Forbidden: problemResponse(
    'INSUFFICIENT_TIER: the key is valid, the endpoint is outside its tier.',
    'InsufficientTierProblem',
    ['WWW-Authenticate'],
  ),
  MethodNotAllowed: problemResponse('METHOD_NOT_ALLOWED; `Allow` lists the methods.', 'Problem', ['Allow']),
  ContentTooLarge: problemResponse(`BODY_TOO_LARGE: over ${kib(BODY_LIMIT)} (${kib(BATCH_BODY_LIMIT)} for /batch).`),
  UnsupportedMediaType: problemResponse('UNSUPPORTED_MEDIA_TYPE: a POST body must be application/json.'),
  TooManyRequests: problemResponse('RATE_LIMITED: a limit is used up; nothing was counted.', 'RateLimitedProblem', [
    'Retry-After',
  ]),
  // A request the server cannot read as HTTP has no path, caller or bucket yet: no rate-limit headers.
  MalformedRequest: {
    description: 'INVALID_REQUEST: the request line or the Host header is malformed.',
    headers: headerRefs(['Access-Control-Allow-Origin']),
    content: media(ref('Problem'), 'application/problem+json'),
  },
  // Without its store the server cannot know the counts, so the rate-limit headers may be missing.
  ServerError: {
    description:
      'INTERNAL_ERROR; with Retry-After: RATE_LIMIT_UNAVAILABLE when the rate-limit store is unreachable, ' +
      'KEY_STORE_UNAVAILABLE when the key store is, KEY_STORE_BUSY past the look-ups of new keys a second.',
    headers: {
      'Access-Control-Allow-Origin': { $ref: '#/components/headers/Access-Control-Allow-Origin' },
      'Retry-After': { required: false, schema: { type: 'integer', minimum: 1 } },
    },
    content: media(ref('Problem'), 'application/problem+json'),
  },
  Preflight: {
    description: 'CORS preflight: no key needed, not counted.',
    headers: {
      ...headerRefs(COMMON_HEADERS),
      'Access-Control-Allow-Methods': { required: true, schema: { const: PREFLIGHT.methods } },
      'Access-Control-Allow-Headers': { required: true, schema: { const: PREFLIGHT.headers } },
      'Access-Control-Max-Age': { required: true, schema: { const: PREFLIGHT.maxAge } },
      Allow: { $ref: '#/components/headers/Allow' },
    },
  },
};
const r = (name: string): Json => ({ $ref: `#/components/responses/${name}` });

/** The errors an operation can answer with. */
function errorResponses(operation: Operation, keyed: boolean): Record<string, Json> {
  const body = operation.body !== undefined;
  return {
    '400': r('BadRequest'),
    '401': r('Unauthorized'),
    ...(keyed ? { '403': r('Forbidden') } : {}),
    '405': r('MethodNotAllowed'),
    ...(body ? { '413': r('ContentTooLarge'), '415': r('UnsupportedMediaType') } : {}),
    '429': r('TooManyRequests'),
    '500': r('ServerError'),
    '503': r('ServerError'),
  };
}

/**
 * The parameters of a query: those its metadata lists (`parameters`, for a query read by one
 * object per case), else the entries of its object schema, the last object of its pipe (or of a
 * pipe in its pipe, for a query that checks more after a route's common query).
 */
function entriesOf(query: v.GenericSchema): Record<string, v.GenericSchema> {
  const listed = (getMetadata(query as Parameters<typeof getMetadata>[0]) as { parameters?: unknown }).parameters;
  if (listed !== undefined) return listed as Record<string, v.GenericSchema>;
  const object = objectOf(query as unknown as PipeItem);
  if (object === undefined) throw new TypeError('A query schema is an object schema.');
  return object.entries as Record<string, v.GenericSchema>;
}

type PipeItem = { type: string; entries?: unknown; pipe?: readonly PipeItem[] };

/** The last object schema of `item`: itself, or the last one of its pipe, looked for in nested pipes too. */
function objectOf(item: PipeItem): PipeItem | undefined {
  if (item.type === 'object') return item;
  for (const inner of [...(item.pipe ?? [])].reverse()) {
    const found = inner === item ? undefined : objectOf(inner);
    if (found !== undefined) return found;
  }
  return undefined;
}

function parameters(query: v.GenericSchema): Json[] {
  return Object.entries(entriesOf(query)).map(([name, schema]) => {
    // A parameter is described by what it reads as: `count` is text on the wire and an integer to the API.
    const { description, ...rest } = json(schema, 'output');
    return { name, in: 'query', required: schema.type !== 'optional', description: description ?? null, schema: rest };
  });
}

/** `/openapi.json` itself; its answer is the document, made once from every route. */
export const openApiRoute: ApiRoute = {
  path: '/openapi.json',
  tiers: TIERS,
  counted: false,
  operations: {
    get: {
      id: 'openapi',
      summary: 'This document (no tier needed; not counted).',
      answer: 'OpenAPI 3.1.',
      result: s.object({
        openapi: s.literal('3.1.0'),
        info: s.looseObject({}),
        paths: s.looseObject({}),
        components: s.looseObject({}),
      }),
      handlers: () => [(c) => answer(c, OPENAPI_JSON, 200)],
    },
  },
};

/** The routes of the API, in the order they are mounted and described. */
export const API_ROUTES: readonly ApiRoute[] = [...ROUTES, openApiRoute];

/**
 * The components, by name: the shared schemas, those each route names and those of the account
 * API. A name stands for one schema only.
 */
function componentsOf(routes: readonly ApiRoute[]): Record<string, v.GenericSchema> {
  const named = new Map<string, v.GenericSchema>();
  const all = [SHARED_COMPONENTS, ...routes.map((route) => route.components ?? {}), ACCOUNT_COMPONENTS];
  for (const components of all) {
    for (const [name, schema] of Object.entries(components)) {
      if (named.has(name) && named.get(name) !== schema) throw new TypeError(`Two components are named ${name}.`);
      named.set(name, schema);
    }
  }
  return Object.fromEntries([...named].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
const SCHEMAS = componentsOf(API_ROUTES);

const paths: Record<string, Json> = {};
for (const endpoint of API_ROUTES) {
  const keyed = !endpoint.tiers.includes('open');
  const item: Record<string, Json> = {};
  for (const [method, operation] of Object.entries(endpoint.operations) as Array<[string, Operation]>) {
    item[method] = {
      operationId: operation.id,
      summary: operation.summary,
      ...(keyed ? { security: [{ bearerAuth: [] }] } : {}),
      ...(operation.query === undefined ? {} : { parameters: parameters(operation.query) }),
      ...(operation.body === undefined
        ? {}
        : { requestBody: { required: true, content: media(json(operation.body)) } }),
      responses: {
        '200': {
          description: operation.answer,
          headers: headerRefs(COMMON_HEADERS),
          content: media(json(operation.result)),
        },
        ...errorResponses(operation, keyed),
      },
    };
  }
  item['options'] = {
    operationId: `${Object.values(endpoint.operations)[0]?.id.replace(/(Get|Post)$/, '')}Preflight`,
    summary: 'CORS preflight.',
    security: [],
    responses: { '204': r('Preflight'), '400': r('MalformedRequest') },
  };
  paths[endpoint.path] = item;
}

/** Where the account API lives, which its paths name as their server. */
const ACCOUNT_SERVER = ACCOUNT_API.replace(/\/$/, '');
const ACCOUNT_TAG = 'account';
const noStore: Json = { required: true, schema: { const: 'no-store' } };
const setCookie: Json = {
  required: true,
  description: `The session cookie \`${SESSION_COOKIE}\`: HttpOnly, SameSite=Lax, Path=/, Secure over HTTPS; Max-Age=0 clears it.`,
  schema: { type: 'string', pattern: `^${SESSION_COOKIE}=` },
};
const retryAfter: Json = { required: true, schema: { type: 'integer', minimum: 1 } };

/** An account problem: no CORS and no rate-limit headers; Retry-After where the wait is known. */
function accountProblem(status: number, codes: string): Json {
  const extra: Record<string, Json> =
    status === 429 || status === 503
      ? { 'Retry-After': retryAfter }
      : status === 405
        ? { Allow: { $ref: '#/components/headers/Allow' } }
        : {};
  return {
    description: codes,
    headers: { 'Cache-Control': noStore, ...extra },
    content: media(ref('Problem'), 'application/problem+json'),
  };
}

/** The path item of an account endpoint, read from its definition beside its handler (routes/account.ts). */
function accountOperation(operation: AccountOperation): Json {
  const pathParameters = [...operation.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name: name as string,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const answerHeaders: Record<string, Json> = {
    'Cache-Control': noStore,
    ...(operation.setsCookie === true ? { 'Set-Cookie': setCookie } : {}),
  };
  const problems = Object.entries(operation.problems).sort(([a], [b]) => Number(a) - Number(b));
  return {
    tags: [ACCOUNT_TAG],
    operationId: operation.id,
    summary: operation.summary,
    security: operation.session ? [{ sessionCookie: [] }] : [],
    ...(pathParameters.length === 0 ? {} : { parameters: pathParameters }),
    ...(operation.body === undefined
      ? {}
      : {
          requestBody: {
            required: operation.body.required,
            ...(operation.body.required
              ? {}
              : { description: 'An empty body reads as `{}`; the media type is still application/json.' }),
            content: media(json(operation.body.schema)),
          },
        }),
    responses: {
      [String(operation.status)]: {
        description: operation.answer,
        headers: answerHeaders,
        ...(operation.result === undefined ? {} : { content: media(json(operation.result)) }),
      },
      ...Object.fromEntries(problems.map(([status, codes]) => [status, accountProblem(Number(status), codes)])),
    },
  };
}

for (const operation of Object.values(ACCOUNT_OPERATIONS) as AccountOperation[]) {
  const path = operation.path.replace(/:(\w+)/g, '{$1}');
  const item = (paths[path] ??= { servers: [{ url: ACCOUNT_SERVER, description: 'The account API.' }] }) as Record<
    string,
    Json
  >;
  item[operation.method] = accountOperation(operation);
}

const limitsTable = Object.entries(DEFAULT_LIMITS)
  .map(([tier, { minute, day }]) => `| ${tier} | ${minute} | ${day} |`)
  .join('\n');

/** The OpenAPI 3.1 document of the API, with the shipped datasets in `info['x-data-sources']`. */
export const OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  info: {
    title: 'bank-number validation API',
    version: '1',
    summary: 'Validates IBAN, SWIFT/BIC, US ABA routing numbers and UK sort codes.',
    description:
      'Checks format, length and checksums only; it never confirms that an account exists. Every response carries ' +
      'the rate-limit headers; every error is an RFC 9457 problem. ' +
      'Keys travel only as `Authorization: Bearer <key>`.\n\n' +
      `| tier | per minute | per day |\n|---|---|---|\n${limitsTable}`,
    license: { name: 'MIT', identifier: 'MIT' },
    // Which release of each dataset the answers come from (dataStatus() of the SDK; the server's
    // metrics carry their age, bank_number_data_age_days).
    'x-data-sources': DATA_SOURCES.map((s) => ({ ...s })),
  },
  servers: [{ url: API }],
  tags: [
    {
      name: ACCOUNT_TAG,
      description:
        `The account API under \`${ACCOUNT_API}\` (its paths name it as their server): sign-up by e-mail, ` +
        'sign-in links, the session cookie and the keys of the dashboard. Same origin only: no CORS, no ' +
        'rate-limit headers, nothing cached. Its problems are RFC 9457 problems too.',
    },
  ],
  security: [{}, { bearerAuth: [] }],
  paths,
  components: {
    schemas: toJsonSchemaDefs(SCHEMAS, config) as unknown as Record<string, Json>,
    headers,
    responses,
    securitySchemes: {
      bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key (`bn_live_…`), never in the URL.' },
      sessionCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description: 'The session of the account API, set by `POST /sign-in`; for the account API only.',
      },
    },
  },
} satisfies { [key: string]: Json };

/** The document as sent, serialized once. */
export const OPENAPI_JSON: string = JSON.stringify(OPENAPI_DOCUMENT);
