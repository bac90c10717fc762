/**
 * What the server keeps about itself and about one request: the state the app holds while it
 * runs, and the variables its middleware put on Hono's context.
 * @module
 */
import type { Context } from 'hono';
import type { KeyVerifier } from './keys/key-store.ts';
import type { ServerObserver } from './observer.ts';
import type { Quota, RateLimitPolicy } from './rate-limit/policy.ts';
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
  /** Told of each rate-limit decision (`HandlerOptions.observer`). */
  observer?: ServerObserver | undefined;
}
