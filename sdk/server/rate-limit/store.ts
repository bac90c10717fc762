/**
 * The storage behind the rate limits (docs/contract.md §9): fixed-window counters, one per bucket
 * (a client address or a key) and window.
 * @module
 */

/** One fixed window of a policy: aligned to the Unix epoch, so a minute starts at :00 and a day at 00:00 UTC. */
export interface RateLimitWindow {
  /** The policy name, as in `RateLimit-Policy` and `violatedPolicies`. */
  readonly name: string;
  readonly seconds: number;
  readonly limit: number;
}

/** What a store did with one request. */
export interface RateLimitOutcome {
  /** True when the cost was counted in every window; false when it was counted in none. */
  readonly admitted: boolean;
  /** Units used in each window after the call, in the order of the windows given. */
  readonly used: readonly number[];
}

/**
 * A rate-limit store. `hit` counts `cost` units in every window only when all of them stay within
 * their limits, atomically (all or nothing), so that concurrent requests, and several server
 * processes sharing a store, can never pass a limit. A cost of 0 only reads.
 */
export interface RateLimitStore {
  /** A store in memory may answer at once; others answer with a promise. */
  hit(
    bucket: string,
    windows: readonly RateLimitWindow[],
    cost: number,
    nowMs: number,
  ): RateLimitOutcome | Promise<RateLimitOutcome>;
  /** Resolves once the store answers (Redis: `PING`); rejects when it cannot be reached. */
  ping?(): Promise<void>;
  /** Releases connections or timers; the store is not used afterwards. */
  close?(): Promise<void>;
  /** A short description for start-up messages, e.g. `memory` or `redis`. */
  readonly description: string;
}

/** The start of the window that holds `nowMs`, in epoch milliseconds. */
export function windowStart(window: RateLimitWindow, nowMs: number): number {
  const size = window.seconds * 1000;
  return Math.floor(nowMs / size) * size;
}
