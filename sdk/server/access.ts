/**
 * Who a request comes from and what it may still do: the caller its credentials make, the counting
 * of its rate limits and the answers that report them. The middleware of middleware/ puts these in
 * front of the API's routes.
 * @module
 */
import type { Context } from 'hono';
import type { Problem } from '../core/problem.ts';
import { problem } from '../core/problem.ts';
import { addressBucket, clientAddress, forwardedHops } from './client-address.ts';
import type { KeyVerifier, VerifiedKey } from './keys/key-store.ts';
import { PROBLEM_CONTENT_TYPE, ProblemError } from './problems.ts';
import { API, EXPOSED_HEADERS, PREFLIGHT } from './routes/endpoints.ts';
import type { Quota, RateLimitPolicy } from './rate-limit/policy.ts';
import { refusal, writeRateLimitHeaders } from './rate-limit/policy.ts';
import type { RateLimitStore } from './rate-limit/store.ts';
import type { Tier } from './tiers.ts';

/** Who a request is counted against. */
export interface Caller {
  tier: Tier;
  /**
   * `account:<id>` for a key of an account, `key:<id>` for a key of no account, the address
   * bucket (`ip4:…`, `ip6:…`) for the Open tier, and `invalid-key:<address bucket>` for a key that
   * is not valid.
   */
  bucket: string;
  countedBy: 'account' | 'key' | 'address';
  policy: RateLimitPolicy;
}

/** The outcome of reading a request's credentials; whatever is wrong with them, `caller` is the address. */
export interface Identity {
  caller: Caller;
  /** `misplaced`: a key in the URL or a header other than Authorization; `invalid`: unknown, malformed or revoked. */
  credentials: 'none' | 'valid' | 'misplaced' | 'invalid';
}

/** What the middleware and the routes keep about one request, on Hono's context. */
export interface ServerEnv {
  Variables: {
    identity: Identity | Promise<Identity>;
    /** Set once the bucket was counted or read; every API answer reports it. */
    quota: Quota;
    tier: Tier;
    /** The path written to the log: the route, never what the client typed into an unknown path. */
    logPath: string;
    /** The parsed JSON body. */
    body: unknown;
  };
}
export type ServerContext = Context<ServerEnv>;

/** The parts of the server that live as long as the app. */
export interface ServerState {
  keys: KeyVerifier | undefined;
  store: RateLimitStore;
  policies: Record<Tier, RateLimitPolicy>;
  /** The per-address limit of requests whose credentials are not valid or out of place. */
  invalidKeyPolicy: RateLimitPolicy;
  trustedProxies: number;
  clientAddress: ((request: Request, env: unknown) => string | undefined) | undefined;
  /** The trusted proxies by address, instead of `trustedProxies` (then 0). */
  proxyAddresses?: ((address: string) => boolean) | undefined;
  clock: () => number;
  /** Identities made so far, by address for each state of credentials and by key id. */
  identities: Record<Identity['credentials'], Map<string, Identity>>;
}

/** Query parameters that carry a key in the URL, where it leaks into logs and histories. */
const CREDENTIAL_PARAMETERS = new Set(['api_key', 'apikey', 'api-key', 'key', 'token', 'access_token']);
/** Headers other than Authorization that clients use for keys. */
const CREDENTIAL_HEADERS = ['x-api-key', 'api-key'];
// RFC 6750 §2.1: "Bearer" 1*SP b64token.
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;
// Who a request is counted against does not change from one request to the next: one identity
// per address (and state of its credentials) and per key, made once.
const MAX_IDENTITIES = 4096;

/**
 * Reads the request's credentials once; later calls share the answer, at once unless a key had to
 * be looked up. Never throws for bad credentials.
 */
export function identityOf(state: ServerState, c: ServerContext): Identity | Promise<Identity> {
  let identity = c.get('identity');
  if (identity === undefined) {
    identity = readIdentity(state, c);
    c.set('identity', identity);
  }
  return identity;
}

/** The rate-limit bucket of the request's client address: `ip4:…`, `ip6:…`. */
export function addressOf(state: ServerState, c: ServerContext): string {
  const hops = trustedHops(state, c);
  const forwarded = hops > 0 ? (c.req.header('x-forwarded-for') ?? null) : null;
  return addressBucket(clientAddress(state.clientAddress?.(c.req.raw, c.env), forwarded, hops));
}

/** How many proxies in front of the request are trusted to have appended to the forwarded headers. */
export function trustedHops(state: ServerState, c: ServerContext): number {
  if (state.proxyAddresses === undefined) return state.trustedProxies;
  return forwardedHops(
    state.proxyAddresses,
    state.clientAddress?.(c.req.raw, c.env),
    c.req.header('x-forwarded-for') ?? null,
  );
}

function readIdentity(state: ServerState, c: ServerContext): Identity | Promise<Identity> {
  const bucket = addressOf(state, c);
  if (hasMisplacedCredential(c)) return addressIdentity(state, bucket, 'misplaced');
  const authorization = c.req.header('authorization');
  if (authorization === undefined) return addressIdentity(state, bucket, 'none');
  const token = BEARER.exec(authorization)?.[1];
  if (token === undefined || state.keys === undefined) return addressIdentity(state, bucket, 'invalid');
  const key = state.keys.verify(token);
  return key instanceof Promise
    ? key.then((found) => keyIdentity(state, c, bucket, found))
    : keyIdentity(state, c, bucket, key);
}

function remember(known: Map<string, Identity>, name: string, identity: Identity): Identity {
  if (known.size >= MAX_IDENTITIES) known.clear();
  known.set(name, identity);
  return identity;
}

/**
 * The identity of a request without a valid key: counted against the Open tier by its address, or,
 * when it carries a key that is not valid (or out of place), against the address's own limit for
 * those, so that a mistyped key is told so even when the address's Open allowance is used up.
 */
function addressIdentity(state: ServerState, address: string, credentials: 'none' | 'misplaced' | 'invalid'): Identity {
  const known = state.identities[credentials];
  const found = known.get(address);
  if (found !== undefined) return found;
  const caller: Caller =
    credentials === 'none'
      ? { tier: 'open', bucket: address, countedBy: 'address', policy: state.policies.open }
      : { tier: 'open', bucket: `invalid-key:${address}`, countedBy: 'address', policy: state.invalidKeyPolicy };
  return remember(known, address, { caller, credentials });
}

function keyIdentity(state: ServerState, c: ServerContext, address: string, key: VerifiedKey | null): Identity {
  if (key === null) return addressIdentity(state, address, 'invalid');
  c.set('tier', key.tier);
  const known = state.identities.valid;
  const identity = known.get(key.id);
  // A key's tier may change while the server runs, and its bucket is its account's when it has one.
  const bucket = key.account === undefined ? `key:${key.id}` : `account:${key.account}`;
  if (identity !== undefined && identity.caller.tier === key.tier && identity.caller.bucket === bucket) return identity;
  const caller: Caller = {
    tier: key.tier,
    bucket,
    countedBy: key.account === undefined ? 'key' : 'account',
    policy: state.policies[key.tier],
  };
  return remember(known, key.id, { caller, credentials: 'valid' });
}

function hasMisplacedCredential(c: ServerContext): boolean {
  for (const name of CREDENTIAL_HEADERS) if (c.req.header(name) !== undefined) return true;
  const at = c.req.url.indexOf('?');
  if (at === -1) return false;
  // Every such name has `key` or `token` in it: most queries need not be parsed to tell.
  const query = c.req.url.slice(at + 1);
  if (!query.includes('%') && !/key|token/i.test(query)) return false;
  for (const name in c.req.queries()) if (CREDENTIAL_PARAMETERS.has(name.toLowerCase())) return true;
  return false;
}

/**
 * Counts `cost` units against the caller, all or nothing, and keeps the quota for the answer's
 * rate-limit headers; at once when the store answers at once (the memory store).
 */
export function count(state: ServerState, c: ServerContext, caller: Caller, cost: number): Counted | Promise<Counted> {
  const nowMs = state.clock();
  let outcome;
  try {
    outcome = state.store.hit(caller.bucket, caller.policy.windows, cost, nowMs);
  } catch {
    throw storeUnavailable();
  }
  if (!(outcome instanceof Promise))
    return counted(c, { policy: caller.policy, used: outcome.used, nowMs }, outcome.admitted);
  return outcome.then(
    ({ admitted, used }) => counted(c, { policy: caller.policy, used, nowMs }, admitted),
    () => Promise.reject(storeUnavailable()),
  );
}

function counted(c: ServerContext, quota: Quota, admitted: boolean): Counted {
  c.set('quota', quota);
  return { admitted, quota };
}

type Counted = { admitted: boolean; quota: Quota };

/**
 * The answer when the rate-limit store cannot be reached: without its counters the server cannot
 * know whether the caller is within limits, so it refuses rather than serve without limits.
 */
export function storeUnavailable(): ProblemError {
  return new ProblemError(
    problem(503, 'RATE_LIMIT_UNAVAILABLE', 'The rate-limit store is unreachable; retry shortly.'),
    { 'Retry-After': '5' },
  );
}

/** Makes sure the answer carries rate-limit headers: reads the caller's bucket when nothing was counted. */
export async function ensureQuota(state: ServerState, c: ServerContext): Promise<Quota> {
  return c.get('quota') ?? (await count(state, c, (await identityOf(state, c)).caller, 0)).quota;
}

/** Whether a path is under `/api/v1`, whose answers all carry CORS headers. */
export const isApiPath = (path: string): boolean =>
  path.startsWith(API) && (path.length === API.length || path.charCodeAt(API.length) === 47);

/**
 * The headers of an answer: its type, when it has one; CORS under `/api/v1` (the contract's: any
 * origin, and the rate-limit and authentication headers readable); the caller's rate-limit headers
 * once the bucket was counted or read. This is the one place CORS headers are written, for the
 * API's answers and its preflights alike.
 */
function headersOf(c: Context, api: boolean, type: string | undefined): Record<string, string> {
  const headers: Record<string, string> = type === undefined ? {} : { 'Content-Type': type };
  if (api) {
    headers['Access-Control-Allow-Origin'] = '*';
    headers['Access-Control-Expose-Headers'] = EXPOSED_HEADERS;
  }
  const quota = (c as ServerContext).get('quota');
  if (quota !== undefined) writeRateLimitHeaders(quota, (name, value) => (headers[name] = value));
  return headers;
}

/**
 * An answer with its headers (`headersOf`), then `extra`. Under `/api/v1` nothing sets headers on
 * the context (`c.header`), so the Response is made directly from this record: @hono/node-server
 * then writes it without building a `Headers` object. Elsewhere (the account API) `c.body` merges
 * what the routes set on the context.
 */
export function answer(
  c: Context,
  text: string,
  status: number,
  type = 'application/json',
  extra?: Readonly<Record<string, string>>,
): Response {
  const api = isApiPath(c.req.path);
  const headers = headersOf(c, api, type);
  if (extra !== undefined) Object.assign(headers, extra);
  return api ? new Response(text, { status, headers }) : c.body(text, status as 200, headers);
}

/**
 * The answer to a CORS preflight of an API path whose methods are `allow`: 204 with what the
 * contract allows, and the caller's rate-limit headers, read without counting (none while the
 * store is unreachable: the preflight is answered without them rather than not at all).
 */
export async function preflightResponse(state: ServerState, c: ServerContext, allow: string): Promise<Response> {
  await ensureQuota(state, c).catch(() => undefined);
  const headers = headersOf(c, true, undefined);
  headers['Access-Control-Allow-Methods'] = PREFLIGHT.methods;
  headers['Access-Control-Allow-Headers'] = PREFLIGHT.headers;
  headers['Access-Control-Max-Age'] = String(PREFLIGHT.maxAge);
  headers['Vary'] = 'Access-Control-Request-Headers';
  headers['Allow'] = allow;
  return new Response(null, { status: 204, headers });
}

/** A problem answer (RFC 9457), with any extra headers it needs. */
export function problemResponse(c: Context, body: Problem, extra?: Readonly<Record<string, string>>): Response {
  return answer(c, JSON.stringify(body), body.status, PROBLEM_CONTENT_TYPE, extra);
}

/** The 429 answer of a refused request. */
export function tooManyRequests(c: ServerContext, quota: Quota, cost: number): Response {
  const { violatedPolicies, retryAfter } = refusal(quota, cost);
  const detail =
    cost > 1
      ? `The ${cost} items of this batch do not fit in what is left of the ${quota.policy.tier} tier's limits; ` +
        'nothing was counted.'
      : `${quota.policy.subject} is used up; retry after ${retryAfter} seconds.`;
  return problemResponse(c, problem(429, 'RATE_LIMITED', detail, { violatedPolicies }), {
    'Retry-After': String(retryAfter),
  });
}

/** `Pro` for `pro`. */
export function title(tier: Tier): string {
  return tier.charAt(0).toUpperCase() + tier.slice(1);
}
