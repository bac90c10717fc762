/**
 * The API under `/api/v1` as a Hono app of its own: each route is its middleware in order (who
 * the caller is, the counting of its rate limits, the tier it needs, its request read through its
 * schema of schemas.ts) and its handler, which answers with the SDK's envelope. A refused request
 * throws its problem; the app's error handler answers it. Every path also answers its CORS
 * preflight and, for any other method, 405 with `Allow`.
 * @module
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import type {
  ApiEnvelope,
  BatchResult,
  BatchResultItem,
  EnrichResult,
  UsageResult,
  UsageWindow,
} from '../../core/api-types.ts';
import { problem } from '../../core/problem.ts';
import type { Envelope, Format, ValidateOptions } from '../../core/types.ts';
import { validate } from '../../validate.ts';
import { answer, ensureQuota, identityOf, preflightResponse } from '../access.ts';
import type { ServerContext, ServerEnv, ServerState } from '../access.ts';
import { envelopeJson } from '../envelope-json.ts';
import { identify } from '../middleware/identify.ts';
import { countRefused, rateLimit } from '../middleware/rate-limit.ts';
import { requireTier } from '../middleware/require-tier.ts';
import { OPENAPI_JSON } from '../openapi.ts';
import { ProblemError } from '../problems.ts';
import { windowStates } from '../rate-limit/policy.ts';
import {
  BATCH_BODY_LIMIT,
  BatchRequest,
  BODY_LIMIT,
  GenerateQuery,
  ValidateQuery,
  ValidateRequest,
} from '../schemas.ts';
import { TIER_ENDPOINTS, tiersFor } from '../tiers.ts';
import type { ProblemHook } from '../validator.ts';
import { issueProblem, jsonValidator, pointerOf, queryValidator } from '../validator.ts';
import { validateNow } from '../validate-now.ts';
import { enrich } from './enrichment.ts';
import { API } from './endpoints.ts';
import { generate } from './generate.ts';

// The options never change: one object per hint, made once.
const HINTS: Readonly<Record<Format | 'none', ValidateOptions>> = {
  none: {},
  iban: { format: 'iban' },
  bic: { format: 'bic' },
  'us-routing': { format: 'us-routing' },
  'uk-sort-code': { format: 'uk-sort-code' },
};
const optionsOf = (format: string | null | undefined): ValidateOptions => HINTS[(format || 'none') as Format];

/** Milliseconds since `start` (from `performance.now()`), to the microsecond: `processingTimeMs`. */
export function elapsed(start: number): number {
  return Math.max(0, Math.round((performance.now() - start) * 1000) / 1000);
}

/** A JSON answer. */
export function json(c: Context, value: unknown, status: 200 | 201 | 202 = 200): Response {
  return answer(c, JSON.stringify(value), status);
}

/** `/validate`: the SDK's envelope, as JSON; at once when nothing has to be loaded. */
async function validateAnswer(c: ServerContext, input: string, format: string | null | undefined): Promise<Response> {
  const envelope: Envelope = await validateNow(input, optionsOf(format));
  return answer(c, envelopeJson(envelope), 200);
}

/** `/enrich`: the `/validate` result plus `enrichment`. */
async function enrichAnswer(input: string, format: string | null | undefined): Promise<ApiEnvelope<EnrichResult>> {
  const start = performance.now();
  const { result } = await validate(input, optionsOf(format));
  const answer: ApiEnvelope<EnrichResult> = {
    apiVersion: '1',
    processingTimeMs: 0,
    result: { ...result, enrichment: await enrich(result) },
  };
  answer.processingTimeMs = elapsed(start);
  return answer;
}

/** `/batch`: every item validated, in order, once the whole batch was admitted. */
async function batch({ items }: BatchRequest): Promise<ApiEnvelope<BatchResult>> {
  const start = performance.now();
  let valid = 0;
  const results: BatchResultItem[] = [];
  for (let index = 0; index < items.length; index++) {
    const { input, format, id } = items[index] as BatchRequest['items'][number];
    const { result } = await validate(input, optionsOf(format));
    if (result.valid) valid++;
    results.push({ index, id: id ?? null, result });
  }
  const total = items.length;
  return {
    apiVersion: '1',
    processingTimeMs: elapsed(start),
    result: { summary: { total, valid, invalid: total - valid }, items: results },
  };
}

/** The paths whose requests are not counted: a wrong method on them is not counted either. */
const NOT_COUNTED: ReadonlySet<string> = new Set(['/usage', '/openapi.json']);

/**
 * The problem of a batch the schema refused: the body's or its `items`' problem, or every
 * malformed item, each with its first problem and its JSON pointer.
 */
export const batchProblem: ProblemHook = (issues) => {
  const [first] = issues;
  if ((first.path?.length ?? 0) < 2) {
    const { code, detail } = issueProblem(first);
    return problem(400, code, detail, { errors: [{ pointer: pointerOf(first.path), detail }] });
  }
  const items = first.path?.[0]?.value as unknown[];
  const errors: Array<{ pointer: string; detail: string }> = [];
  let item: unknown;
  for (const issue of issues) {
    // An item's first issue only: the one its checks meet first.
    if (issue.path?.[1]?.key === item) continue;
    item = issue.path?.[1]?.key;
    errors.push({ pointer: pointerOf(issue.path), detail: issueProblem(issue).detail });
  }
  const detail = `${errors.length} of the ${items.length} items are malformed; nothing was validated.`;
  return problem(400, issueProblem(first).code, detail, { errors });
};

/** The API's routes, relative to `/api/v1`, where `createApp` mounts them (`app.route`). */
export function apiRoutes(state: ServerState): Hono<ServerEnv> {
  const api = new Hono<ServerEnv>();
  const caller = identify(state);
  const counted = rateLimit(state);
  const read = rateLimit(state, 0);
  const tier = (path: Parameters<typeof tiersFor>[0]) => requireTier(state, tiersFor(path));
  const validateTier = tier('/validate');
  const enrichTier = tier('/enrich');
  const query = queryValidator(ValidateQuery);
  const body = jsonValidator(ValidateRequest, BODY_LIMIT);

  api.get('/validate', caller, counted, validateTier, query, (c) => {
    const { q, format } = c.req.valid('query');
    return validateAnswer(c, q, format);
  });
  api.post('/validate', caller, counted, validateTier, body, (c) => {
    const { input, format } = c.req.valid('json');
    return validateAnswer(c, input, format);
  });
  api.get('/usage', caller, read, tier('/usage'), async (c) => {
    const start = performance.now();
    const { caller } = await identityOf(state, c);
    const [minute, day] = windowStates(await ensureQuota(state, c)) as [UsageWindow, UsageWindow];
    const endpoints = TIER_ENDPOINTS[caller.tier].map((endpoint) => `${API}${endpoint}`);
    return json(c, {
      apiVersion: '1',
      processingTimeMs: elapsed(start),
      result: { tier: caller.tier, countedBy: caller.countedBy, endpoints, limits: { minute, day } },
    } satisfies ApiEnvelope<UsageResult>);
  });
  // One unit per item, admitted or refused whole, once the body was read; a malformed batch
  // validates nothing and counts as one request.
  api.post(
    '/batch',
    caller,
    countRefused(state),
    tier('/batch'),
    jsonValidator(BatchRequest, BATCH_BODY_LIMIT, batchProblem),
    rateLimit<{ out: { json: BatchRequest } }>(state, (c) => c.req.valid('json').items.length),
    async (c) => json(c, await batch(c.req.valid('json'))),
  );
  api.get('/enrich', caller, counted, enrichTier, query, async (c) => {
    const { q, format } = c.req.valid('query');
    return json(c, await enrichAnswer(q, format));
  });
  api.post('/enrich', caller, counted, enrichTier, body, async (c) => {
    const { input, format } = c.req.valid('json');
    return json(c, await enrichAnswer(input, format));
  });
  api.get('/generate', caller, counted, tier('/generate'), queryValidator(GenerateQuery), (c) =>
    json(c, generate(c.req.valid('query'))),
  );
  api.get('/openapi.json', caller, read, requireTier(state), (c) => answer(c, OPENAPI_JSON, 200));

  // The methods each path has a route for, which its preflight and its 405 list.
  const methods = new Map<string, Set<string>>();
  for (const { path, method } of api.routes) methods.set(path, (methods.get(path) ?? new Set()).add(method));
  for (const [path, list] of methods) {
    const allow = [...list, 'OPTIONS'].join(', ');
    api.options(path, (c) => preflightResponse(state, c, allow));
    // A wrong method is still a request to the endpoint: credentials are checked and it is counted.
    const cost = NOT_COUNTED.has(path) ? read : counted;
    api.all(path, caller, cost, requireTier(state), () => {
      throw new ProblemError(problem(405, 'METHOD_NOT_ALLOWED', `This endpoint accepts ${allow}.`), { Allow: allow });
    });
  }
  return api;
}
