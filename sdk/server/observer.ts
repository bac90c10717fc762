/**
 * What the server tells an observer (metrics, for instance) as it works: each answered request and
 * each rate-limit decision. Plain callbacks, so that the handler stays free of any metrics library:
 * the Node adapter's Prometheus metrics (adapters/metrics.ts) implement them. What they are given
 * never holds a key, an input, an address or an e-mail address: routes are patterns, and the
 * rest are names from fixed lists.
 * @module
 */
import type { Tier } from './tiers.ts';

/** One answered request, as the log line tells it. */
export interface RequestObservation {
  /** The method, or `OTHER` for one outside HTTP's usual nine. */
  method: string;
  /**
   * The route pattern that answered (`/api/v1/validate`, `/api/account/keys/:id`), `(static)` for
   * a file of the site, `(unmatched)` for a path no route has.
   */
  route: string;
  status: number;
  durationMs: number;
  /** The tier of the caller's key, `open` without a valid one. */
  tier: Tier;
}

/** One request counted against a rate-limit policy: admitted, or refused (429). */
export interface RateLimitDecision {
  /** The tier whose policy counted the request (the per-address limit on invalid keys is `open`'s). */
  tier: Tier;
  /**
   * Admitted: the policies it was counted under (`minute` and `day`, or `invalid-key`); refused:
   * those it would have broken, as the 429's `violatedPolicies` names them.
   */
  policies: readonly string[];
  admitted: boolean;
}

/** The callbacks of `HandlerOptions.observer`; each is optional and must not throw. */
export interface ServerObserver {
  /** After each answer, except those of the health endpoints and of a `Host` not allowed. */
  request?(observation: RequestObservation): void;
  /** Each time a request is counted against its caller's limits (reads of a bucket are not decisions). */
  rateLimit?(decision: RateLimitDecision): void;
}
