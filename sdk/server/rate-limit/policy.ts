import type { UsageWindow } from '../../core/api-types.ts';
import type { Problem } from '../../core/problem.ts';
import { problem } from '../../core/problem.ts';
import type { Tier, TierLimits } from '../tiers.ts';
import { TIERS } from '../tiers.ts';
import type { RateLimitWindow } from './store.ts';
import { windowStart } from './store.ts';

/**
 * The limits of one tier, with the header text that never changes computed once.
 * Both windows of docs/contract.md §8 apply at once (docs/contract.md §9).
 */
export interface RateLimitPolicy {
  /** The tier of the callers counted under the policy. */
  readonly tier: Tier;
  /** What a 429 says is used up: `The open tier's rate limit`. */
  readonly subject: string;
  readonly windows: readonly RateLimitWindow[];
  /** `RateLimit-Policy` (IETF httpapi ratelimit-headers draft): `"minute";q=3;w=60, "day";q=40;w=86400`. */
  readonly policyHeader: string;
  readonly limitText: readonly string[];
  readonly remainingPrefix: readonly string[];
}

/** The state of a bucket after a request: what every response reports in its rate-limit headers. */
export interface Quota {
  readonly policy: RateLimitPolicy;
  readonly used: readonly number[];
  readonly nowMs: number;
}

/** A policy of `windows`, with its header text. */
export function createPolicy(tier: Tier, subject: string, windows: readonly RateLimitWindow[]): RateLimitPolicy {
  return {
    tier,
    subject,
    windows,
    policyHeader: windows.map((w) => `"${w.name}";q=${w.limit};w=${w.seconds}`).join(', '),
    limitText: windows.map((w) => String(w.limit)),
    remainingPrefix: windows.map((w) => `"${w.name}";r=`),
  };
}

/** Builds the policy of every tier. */
export function createPolicies(limits: Readonly<Record<Tier, Readonly<TierLimits>>>): Record<Tier, RateLimitPolicy> {
  const policies = {} as Record<Tier, RateLimitPolicy>;
  for (const tier of TIERS) {
    policies[tier] = createPolicy(tier, `The ${tier} tier's rate limit`, [
      { name: 'minute', seconds: 60, limit: limits[tier].minute },
      { name: 'day', seconds: 86_400, limit: limits[tier].day },
    ]);
  }
  return policies;
}

/** The policy name of the per-address limit on requests whose credentials are not valid. */
export const INVALID_KEY_POLICY = 'invalid-key';

/**
 * The per-address limit on requests with a key that is not valid (or a key out of place): one
 * minute window of its own, named `invalid-key`, apart from the Open tier's.
 */
export function invalidKeyPolicy(perMinute: number): RateLimitPolicy {
  return createPolicy('open', 'The limit on requests from this address with keys that are not valid', [
    { name: INVALID_KEY_POLICY, seconds: 60, limit: perMinute },
  ]);
}

/** The windows of a quota with their limit, remaining units and reset time. */
export function windowStates(quota: Quota): UsageWindow[] {
  return quota.policy.windows.map((window, i) => {
    const used = quota.used[i] ?? 0;
    return {
      limit: window.limit,
      remaining: Math.max(0, window.limit - used),
      used,
      reset: (windowStart(window, quota.nowMs) + window.seconds * 1000) / 1000,
    };
  });
}

/**
 * Writes the rate-limit headers of a quota (docs/contract.md §9) into the answer: the `X-RateLimit-*`
 * trio for the window that binds first (the fewest units left; on a tie the one that resets later,
 * since that is when the client may go on), and `RateLimit` for every window.
 */
export function writeRateLimitHeaders(quota: Quota, setHeader: (name: string, value: string) => void): void {
  const { policy, used, nowMs } = quota;
  const { windows } = policy;
  let bind = 0;
  let bindRemaining = Infinity;
  let bindEnd = 0;
  let live = '';
  for (let i = 0; i < windows.length; i++) {
    const window = windows[i] as RateLimitWindow;
    const remaining = Math.max(0, window.limit - (used[i] ?? 0));
    const end = windowStart(window, nowMs) + window.seconds * 1000;
    if (remaining < bindRemaining || (remaining === bindRemaining && end > bindEnd)) {
      bind = i;
      bindRemaining = remaining;
      bindEnd = end;
    }
    live += `${i === 0 ? '' : ', '}${policy.remainingPrefix[i]}${remaining};t=${Math.ceil((end - nowMs) / 1000)}`;
  }
  setHeader('X-RateLimit-Limit', policy.limitText[bind] as string);
  setHeader('X-RateLimit-Remaining', String(bindRemaining));
  setHeader('X-RateLimit-Reset', String(bindEnd / 1000));
  setHeader('RateLimit-Policy', policy.policyHeader);
  setHeader('RateLimit', live);
}

/**
 * For a refused request: the policies it would have broken and the seconds until all of them
 * have room again (at least 1).
 */
export function refusal(
  quota: {
    readonly policy: Pick<RateLimitPolicy, 'windows'>;
    readonly used: readonly number[];
    readonly nowMs: number;
  },
  cost: number,
): { violatedPolicies: string[]; retryAfter: number } {
  const violatedPolicies: string[] = [];
  let retryAfterMs = 0;
  quota.policy.windows.forEach((window, i) => {
    if ((quota.used[i] ?? 0) + cost > window.limit) {
      violatedPolicies.push(window.name);
      retryAfterMs = Math.max(retryAfterMs, windowStart(window, quota.nowMs) + window.seconds * 1000 - quota.nowMs);
    }
  });
  return { violatedPolicies, retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}

/** The problem of a request refused for `quota` (429 `RATE_LIMITED`), and its `Retry-After`. */
export function rateLimitedProblem(quota: Quota, cost: number): { body: Problem; headers: Record<string, string> } {
  const { violatedPolicies, retryAfter } = refusal(quota, cost);
  const detail =
    cost > 1
      ? `The ${cost} items of this batch do not fit in what is left of the ${quota.policy.tier} tier's limits; ` +
        'nothing was counted.'
      : `${quota.policy.subject} is used up; retry after ${retryAfter} seconds.`;
  return {
    body: problem(429, 'RATE_LIMITED', detail, { violatedPolicies }),
    headers: { 'Retry-After': String(retryAfter) },
  };
}
