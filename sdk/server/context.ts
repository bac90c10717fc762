/**
 * What the middleware and the routes share about one request, and the server-wide state they use.
 * @module
 */
import type { Context } from 'hono';
import type { KeyVerifier } from './keys/key-store.ts';
import type { Quota, RateLimitPolicy } from './rate-limit/policy.ts';
import type { RateLimitStore } from './rate-limit/store.ts';
import type { Tier } from './tiers.ts';

/** Who a request is counted against. */
export interface Caller {
  tier: Tier;
  /** `key:<id>` for a key, or the address bucket (`ip4:…`, `ip6:…`) for the Open tier. */
  bucket: string;
  countedBy: 'key' | 'address';
  policy: RateLimitPolicy;
}

/**
 * The outcome of reading a request's credentials. Whatever is wrong with them, `caller` is the
 * client address, so that the request can still be counted and answered with headers.
 */
export interface Identity {
  caller: Caller;
  /** `misplaced`: a key in the URL or a header other than Authorization; `invalid`: unknown, malformed or revoked. */
  credentials: 'none' | 'valid' | 'misplaced' | 'invalid';
}

export interface ServerEnv {
  Variables: {
    identity: Identity | Promise<Identity>;
    /** Set once the bucket was counted or read; every response reports it. */
    quota: Quota;
    tier: Tier;
    /** The path written to the log: the route, never what the client typed into an unknown path. */
    logPath: string;
    query: Record<string, string[]>;
    /** The response headers gathered for this request (see respond.ts). */
    out: Record<string, string>;
  };
}

export type ServerContext = Context<ServerEnv>;

/** The parts of the server that live as long as the handler. */
export interface ServerState {
  keys: KeyVerifier | undefined;
  store: RateLimitStore;
  policies: Record<Tier, RateLimitPolicy>;
  trustedProxies: number;
  clientAddress: ((request: Request) => string | undefined) | undefined;
  clock: () => number;
}
