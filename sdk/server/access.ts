/**
 * Who a request comes from and what it may still do: credentials (DECISIONS.md §8) and the
 * counting of rate limits (DECISIONS.md §9).
 * @module
 */
import { problem } from '../core/problem.ts';
import { addressBucket, clientAddress } from './client-address.ts';
import type { Caller, Identity, ServerContext, ServerState } from './context.ts';
import type { Quota } from './rate-limit/policy.ts';
import { refusal, writeRateLimitHeaders } from './rate-limit/policy.ts';
import { ProblemError } from './problems.ts';
import type { RateLimitOutcome } from './rate-limit/store.ts';
import type { MaybePromise } from './maybe.ts';
import { andThen } from './maybe.ts';
import { headersOf, problemResponse } from './respond.ts';

/** Query parameters that carry a key in the URL, where it leaks into logs and histories. */
const CREDENTIAL_PARAMETERS = new Set(['api_key', 'apikey', 'api-key', 'key', 'token', 'access_token']);
/** Headers other than Authorization that clients use for keys. */
const CREDENTIAL_HEADERS = ['x-api-key', 'api-key'];
// RFC 6750 §2.1: "Bearer" 1*SP b64token.
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

/** The query parameters of the request, parsed once. */
export function queryOf(c: ServerContext): Record<string, string[]> {
  let query = c.get('query');
  if (query === undefined) {
    query = c.req.url.includes('?') ? c.req.queries() : {};
    c.set('query', query);
  }
  return query;
}

/**
 * Reads the request's credentials once; later calls share the answer. Never throws for bad
 * credentials. Answers at once unless a key has to be verified.
 */
export function identify(state: ServerState, c: ServerContext): Identity | Promise<Identity> {
  let identity = c.get('identity');
  if (identity === undefined) {
    identity = readIdentity(state, c);
    c.set('identity', identity);
  }
  return identity;
}

function readIdentity(state: ServerState, c: ServerContext): Identity | Promise<Identity> {
  const request = c.req.raw;
  const forwarded = state.trustedProxies > 0 ? request.headers.get('x-forwarded-for') : null;
  const bucket = addressBucket(clientAddress(state.clientAddress?.(request), forwarded, state.trustedProxies));
  const open: Caller = { tier: 'open', bucket, countedBy: 'address', policy: state.policies.open };
  c.set('tier', 'open');
  if (hasMisplacedCredential(c)) return { caller: open, credentials: 'misplaced' };
  const authorization = request.headers.get('authorization');
  if (authorization === null) return { caller: open, credentials: 'none' };
  const token = BEARER.exec(authorization)?.[1];
  if (token === undefined || state.keys === undefined) return { caller: open, credentials: 'invalid' };
  return andThen(state.keys.verify(token), (key): Identity => {
    if (key === null) return { caller: open, credentials: 'invalid' };
    c.set('tier', key.tier);
    return {
      caller: { tier: key.tier, bucket: `key:${key.id}`, countedBy: 'key', policy: state.policies[key.tier] },
      credentials: 'valid',
    };
  });
}

function hasMisplacedCredential(c: ServerContext): boolean {
  const headers = c.req.raw.headers;
  for (const name of CREDENTIAL_HEADERS) if (headers.has(name)) return true;
  for (const name in queryOf(c)) if (CREDENTIAL_PARAMETERS.has(name.toLowerCase())) return true;
  return false;
}

/**
 * Counts `cost` units against the caller, all or nothing, and sets the rate-limit headers of the
 * response from the result. Answers at once when the store does.
 */
export function count(
  state: ServerState,
  c: ServerContext,
  caller: Caller,
  cost: number,
): Counted | Promise<Counted> {
  const nowMs = state.clock();
  let outcome: RateLimitOutcome | Promise<RateLimitOutcome>;
  try {
    outcome = state.store.hit(caller.bucket, caller.policy.windows, cost, nowMs);
  } catch {
    throw storeUnavailable();
  }
  if (outcome instanceof Promise) {
    return outcome.then(
      (settled) => counted(c, caller, settled, nowMs),
      () => {
        throw storeUnavailable();
      },
    );
  }
  return counted(c, caller, outcome, nowMs);
}

/** What `count` answers. */
export interface Counted {
  admitted: boolean;
  quota: Quota;
}

function counted(c: ServerContext, caller: Caller, outcome: RateLimitOutcome, nowMs: number): Counted {
  const quota: Quota = { policy: caller.policy, used: outcome.used, nowMs };
  c.set('quota', quota);
  writeRateLimitHeaders(quota, headersOf(c));
  return { admitted: outcome.admitted, quota };
}

// Without its counters the server cannot know whether the caller is within limits: it refuses
// rather than serve without limits.
function storeUnavailable(): ProblemError {
  return new ProblemError(problem(503, 'RATE_LIMIT_UNAVAILABLE', 'The rate-limit store is unreachable; retry shortly.'), {
    'Retry-After': '5',
  });
}

/** Makes sure the response will carry rate-limit headers: reads the caller's bucket when nothing was counted. */
export function ensureQuota(state: ServerState, c: ServerContext): MaybePromise<Quota> {
  const known = c.get('quota');
  if (known !== undefined) return known;
  return andThen(identify(state, c), ({ caller }) => andThen(count(state, c, caller, 0), ({ quota }) => quota));
}

/** The 429 answer of a refused request (DECISIONS.md §9). */
export function tooManyRequests(c: ServerContext, quota: Quota, cost: number): Response {
  const { violatedPolicies, retryAfter } = refusal(quota, cost);
  const detail =
    cost > 1
      ? `The ${cost} items of this batch do not fit in what is left of the ${quota.policy.tier} tier's limits; nothing was counted.`
      : `The ${quota.policy.tier} tier's rate limit is used up; retry after ${retryAfter} seconds.`;
  return problemResponse(c, problem(429, 'RATE_LIMITED', detail, { violatedPolicies }), { 'Retry-After': String(retryAfter) });
}
