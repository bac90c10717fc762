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
import { problemResponse } from './respond.ts';
import type { VerifiedKey } from './keys/key-store.ts';

/** Query parameters that carry a key in the URL, where it leaks into logs and histories. */
const CREDENTIAL_PARAMETERS = new Set(['api_key', 'apikey', 'api-key', 'key', 'token', 'access_token']);
/** Headers other than Authorization that clients use for keys. */
const CREDENTIAL_HEADERS = ['x-api-key', 'api-key'];
// RFC 6750 §2.1: "Bearer" 1*SP b64token.
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

/** The query parameters of the request, parsed once. */
export function queryOf(c: ServerContext): Record<string, string[]> {
  return c.query;
}

/**
 * Reads the request's credentials once; later calls share the answer. Never throws for bad
 * credentials. Answers at once unless a key has to be verified.
 */
export function identify(state: ServerState, c: ServerContext): Identity | Promise<Identity> {
  return (c.identity ??= readIdentity(state, c));
}

/** The rate-limit bucket of the request's client address (DECISIONS.md §9): `ip4:…`, `ip6:…`. */
export function addressOf(state: ServerState, c: ServerContext): string {
  const forwarded = state.trustedProxies > 0 ? c.header('x-forwarded-for') : null;
  const peer = c.parts.peer !== undefined ? c.parts.peer : state.clientAddress?.(c.parts.request());
  return addressBucket(clientAddress(peer, forwarded, state.trustedProxies));
}

function readIdentity(state: ServerState, c: ServerContext): Identity | Promise<Identity> {
  const bucket = addressOf(state, c);
  if (hasMisplacedCredential(c)) return addressIdentity(state, bucket, 'misplaced');
  const authorization = c.header('authorization');
  if (authorization === null) return addressIdentity(state, bucket, 'none');
  const token = BEARER.exec(authorization)?.[1];
  if (token === undefined || state.keys === undefined) return addressIdentity(state, bucket, 'invalid');
  const key = state.keys.verify(token, bucket);
  return key instanceof Promise ? key.then((settled) => keyIdentity(state, c, bucket, settled)) : keyIdentity(state, c, bucket, key);
}

// Who a request is counted against does not change from one request to the next: one identity
// per address (and state of its credentials) and per key, made once, instead of new objects and
// a new bucket name for every request.
const MAX_IDENTITIES = 4096;

function addressIdentity(state: ServerState, bucket: string, credentials: 'none' | 'misplaced' | 'invalid'): Identity {
  const known = state.identities[credentials];
  let identity = known.get(bucket);
  if (identity === undefined) {
    identity = { caller: { tier: 'open', bucket, countedBy: 'address', policy: state.policies.open }, credentials };
    if (known.size >= MAX_IDENTITIES) known.clear();
    known.set(bucket, identity);
  }
  return identity;
}

function keyIdentity(state: ServerState, c: ServerContext, bucket: string, key: VerifiedKey | null): Identity {
  if (key === null) return addressIdentity(state, bucket, 'invalid');
  c.tier = key.tier;
  const known = state.identities.valid;
  let identity = known.get(key.id);
  // A key's tier is read from the key file, which may change while the server runs.
  if (identity === undefined || identity.caller.tier !== key.tier) {
    identity = {
      caller: { tier: key.tier, bucket: `key:${key.id}`, countedBy: 'key', policy: state.policies[key.tier] },
      credentials: 'valid',
    };
    if (known.size >= MAX_IDENTITIES) known.clear();
    known.set(key.id, identity);
  }
  return identity;
}

function hasMisplacedCredential(c: ServerContext): boolean {
  for (const name of CREDENTIAL_HEADERS) if (c.header(name) !== null) return true;
  if (c.search === '') return false;
  for (const name in c.query) if (CREDENTIAL_PARAMETERS.has(name.toLowerCase())) return true;
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
  c.quota = quota;
  writeRateLimitHeaders(quota, c);
  return { admitted: outcome.admitted, quota };
}

/**
 * The answer when the rate-limit store cannot be reached: without its counters the server cannot
 * know whether the caller is within limits, so it refuses rather than serve without limits.
 */
export function storeUnavailable(): ProblemError {
  return new ProblemError(problem(503, 'RATE_LIMIT_UNAVAILABLE', 'The rate-limit store is unreachable; retry shortly.'), {
    'Retry-After': '5',
  });
}

/** Makes sure the response will carry rate-limit headers: reads the caller's bucket when nothing was counted. */
export function ensureQuota(state: ServerState, c: ServerContext): MaybePromise<Quota> {
  const known = c.quota;
  if (known !== undefined) return known;
  return andThen(identify(state, c), ({ caller }) => andThen(count(state, c, caller, 0), ({ quota }) => quota));
}

/** The 429 answer of a refused request (DECISIONS.md §9). */
export function tooManyRequests(c: ServerContext, quota: Quota, cost: number): ServerContext {
  const { violatedPolicies, retryAfter } = refusal(quota, cost);
  const detail =
    cost > 1
      ? `The ${cost} items of this batch do not fit in what is left of the ${quota.policy.tier} tier's limits; nothing was counted.`
      : `The ${quota.policy.tier} tier's rate limit is used up; retry after ${retryAfter} seconds.`;
  return problemResponse(c, problem(429, 'RATE_LIMITED', detail, { violatedPolicies }), { 'Retry-After': String(retryAfter) });
}
