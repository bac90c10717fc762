import { describe, expect, it } from 'vitest';
import {
  createPolicies,
  createPolicy,
  invalidKeyPolicy,
  rateLimitedProblem,
  refusal,
  windowStates,
  writeRateLimitHeaders,
} from './policy.ts';

const policy = createPolicy('open', "The open tier's rate limit", [
  { name: 'minute', seconds: 60, limit: 3 },
  { name: 'day', seconds: 86_400, limit: 40 },
]);
/** 15 s into a minute, 1 h 15 s into a day of the epoch. */
const NOW = 1_800_000_000_000 - (1_800_000_000_000 % 86_400_000) + 3_615_000;
const MINUTE_END = (NOW - 15_000 + 60_000) / 1000;
const DAY_END = (NOW - 3_615_000 + 86_400_000) / 1000;

/** The headers `writeRateLimitHeaders` writes for `used` units of each window at NOW. */
function headers(used: number[]): Record<string, string> {
  const out: Record<string, string> = {};
  writeRateLimitHeaders({ policy, used, nowMs: NOW }, (name, value) => {
    out[name] = value;
  });
  return out;
}

describe('a rate-limit policy', () => {
  it('writes its policy header once, in the draft standard form', () => {
    expect(policy.policyHeader).toBe('"minute";q=3;w=60, "day";q=40;w=86400');
    expect(invalidKeyPolicy(10).policyHeader).toBe('"invalid-key";q=10;w=60');
  });

  it('has a minute and a day window for every tier, from the limits given', () => {
    const limits = {
      open: { minute: 3, day: 40 },
      starter: { minute: 10, day: 1000 },
      pro: { minute: 100, day: 50_000 },
      business: { minute: 1000, day: 1_000_000 },
    };
    const policies = createPolicies(limits);
    for (const [tier, { minute, day }] of Object.entries(limits)) {
      expect(policies[tier as keyof typeof policies].windows.map((w) => [w.name, w.seconds, w.limit])).toEqual([
        ['minute', 60, minute],
        ['day', 86_400, day],
      ]);
      expect(policies[tier as keyof typeof policies].subject).toBe(`The ${tier} tier's rate limit`);
    }
  });

  it('reports each window with its limit, what is left and its end in epoch seconds', () => {
    expect(windowStates({ policy, used: [1, 5], nowMs: NOW })).toEqual([
      { limit: 3, remaining: 2, used: 1, reset: MINUTE_END },
      { limit: 40, remaining: 35, used: 5, reset: DAY_END },
    ]);
    expect(windowStates({ policy, used: [7, 5], nowMs: NOW })[0]?.remaining).toBe(0);
  });

  it('names in the X-RateLimit headers the window with the fewest units left, and every window in RateLimit', () => {
    expect(headers([1, 5])).toEqual({
      'X-RateLimit-Limit': '3',
      'X-RateLimit-Remaining': '2',
      'X-RateLimit-Reset': String(MINUTE_END),
      'RateLimit-Policy': policy.policyHeader,
      RateLimit: '"minute";r=2;t=45, "day";r=35;t=82785',
    });
    expect(headers([0, 39])).toMatchObject({ 'X-RateLimit-Limit': '40', 'X-RateLimit-Remaining': '1' });
  });

  it('on a tie names the window that resets later, since the client may go on only then', () => {
    expect(headers([3, 40])).toMatchObject({ 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': String(DAY_END) });
  });

  it('refuses with the windows a cost would break and the seconds until all have room again', () => {
    expect(refusal({ policy, used: [3, 10], nowMs: NOW }, 1)).toEqual({ violatedPolicies: ['minute'], retryAfter: 45 });
    expect(refusal({ policy, used: [3, 40], nowMs: NOW }, 1)).toEqual({
      violatedPolicies: ['minute', 'day'],
      retryAfter: 82_785,
    });
    expect(refusal({ policy, used: [0, 0], nowMs: NOW + 44_999 }, 0)).toEqual({ violatedPolicies: [], retryAfter: 1 });
  });

  it('answers 429 RATE_LIMITED with Retry-After, and says when a batch does not fit', () => {
    const one = rateLimitedProblem({ policy, used: [3, 10], nowMs: NOW }, 1);
    expect(one.headers).toEqual({ 'Retry-After': '45' });
    expect(one.body).toMatchObject({ status: 429, code: 'RATE_LIMITED', violatedPolicies: ['minute'] });
    expect(one.body.detail).toBe("The open tier's rate limit is used up; retry after 45 seconds.");
    const batch = rateLimitedProblem({ policy, used: [1, 10], nowMs: NOW }, 5);
    expect(batch.body.detail).toMatch(/^The 5 items of this batch do not fit .* nothing was counted\.$/);
  });
});
