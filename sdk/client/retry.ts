/**
 * When the client tries a request again: after a 429 (waiting what `Retry-After` asks) and after
 * a request that got no answer (waiting an exponential, jittered back-off), never after any other
 * answer, and always within a bounded number of attempts and a bounded total time.
 * @module
 */

/** Retry settings of `createClient`. Omitting `retry` means no retries. */
export interface RetryOptions {
  /** Attempts after the first one. Default 2. */
  retries?: number;
  /** The longest single wait, in ms. A 429 whose `Retry-After` is longer is not retried. Default 30 000. */
  maxDelayMs?: number;
  /** The longest time a call may spend, waits included, before it gives up, in ms. Default 60 000. */
  maxElapsedMs?: number;
  /** The first back-off after a network failure, in ms; it doubles with every attempt. Default 250. */
  baseDelayMs?: number;
  /** Retry when a request got no answer (offline, connection failure, timeout). Default true. */
  retryOnNetworkError?: boolean;
  /** Retry a 429 answer. Default true. */
  retryOnRateLimit?: boolean;
}

/** Retry settings with every default filled in. */
export interface RetryPolicy {
  retries: number;
  maxDelayMs: number;
  maxElapsedMs: number;
  baseDelayMs: number;
  retryOnNetworkError: boolean;
  retryOnRateLimit: boolean;
}

export const NO_RETRY: RetryPolicy = {
  retries: 0,
  maxDelayMs: 0,
  maxElapsedMs: 0,
  baseDelayMs: 0,
  retryOnNetworkError: false,
  retryOnRateLimit: false,
};

/** The policy for the options given; throws a `RangeError` for a negative or non-numeric bound. */
export function retryPolicy(options: RetryOptions | false | undefined): RetryPolicy {
  if (options === undefined || options === false) return NO_RETRY;
  const policy: RetryPolicy = {
    retries: options.retries ?? 2,
    maxDelayMs: options.maxDelayMs ?? 30_000,
    maxElapsedMs: options.maxElapsedMs ?? 60_000,
    baseDelayMs: options.baseDelayMs ?? 250,
    retryOnNetworkError: options.retryOnNetworkError ?? true,
    retryOnRateLimit: options.retryOnRateLimit ?? true,
  };
  for (const key of ['retries', 'maxDelayMs', 'maxElapsedMs', 'baseDelayMs'] as const) {
    if (!Number.isFinite(policy[key]) || policy[key] < 0) {
      throw new RangeError(`retry.${key} must be a finite number of at least 0.`);
    }
  }
  policy.retries = Math.floor(policy.retries);
  return policy;
}

/**
 * The wait before attempt `attempt + 1` after a request that got no answer: full jitter over an
 * exponential ceiling, so that many clients cut off at once do not come back at once.
 */
export function networkBackoff(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * The wait before retrying a 429, or null when it must not be retried: `Retry-After` exactly
 * (a shorter wait would only be refused again), or a back-off when the answer had none.
 */
export function rateLimitDelay(policy: RetryPolicy, attempt: number, retryAfterSeconds: number | null): number | null {
  if (retryAfterSeconds === null) return networkBackoff(policy, attempt);
  const ms = retryAfterSeconds * 1000;
  return ms > policy.maxDelayMs ? null : ms;
}
