import { describe, expect, it } from 'vitest';
import { readRetryAfter } from './errors.ts';
import { networkBackoff, rateLimitDelay, retryPolicy } from './retry.ts';

describe('retryPolicy', () => {
  it('retries nothing unless asked, and fills in bounded defaults when asked', () => {
    expect(retryPolicy(undefined).retries).toBe(0);
    expect(retryPolicy(false).retries).toBe(0);
    expect(retryPolicy({})).toEqual({
      retries: 2,
      maxDelayMs: 30_000,
      maxElapsedMs: 60_000,
      baseDelayMs: 250,
      retryOnNetworkError: true,
      retryOnRateLimit: true,
    });
  });

  it('refuses negative and non-finite bounds', () => {
    expect(() => retryPolicy({ retries: -1 })).toThrow(RangeError);
    expect(() => retryPolicy({ maxElapsedMs: Number.POSITIVE_INFINITY })).toThrow(RangeError);
    expect(() => retryPolicy({ maxDelayMs: Number.NaN })).toThrow(RangeError);
  });
});

describe('delays', () => {
  const policy = retryPolicy({ baseDelayMs: 100, maxDelayMs: 1000 });

  it('backs off exponentially with jitter in [ceiling/2, ceiling], capped by maxDelayMs', () => {
    expect(networkBackoff(policy, 0, () => 0)).toBe(50);
    expect(networkBackoff(policy, 0, () => 1)).toBe(100);
    expect(networkBackoff(policy, 2, () => 1)).toBe(400);
    expect(networkBackoff(policy, 10, () => 1)).toBe(1000);
  });

  it('waits exactly Retry-After, and gives up on a Retry-After longer than maxDelayMs', () => {
    expect(rateLimitDelay(policy, 0, 1)).toBe(1000);
    expect(rateLimitDelay(policy, 0, 2)).toBeNull();
    expect(rateLimitDelay(policy, 0, null)).toBeGreaterThanOrEqual(50);
  });
});

describe('readRetryAfter', () => {
  it('reads delay-seconds and HTTP dates, and nothing else', () => {
    expect(readRetryAfter('7')).toBe(7);
    expect(readRetryAfter(' 0 ')).toBe(0);
    expect(readRetryAfter('Thu, 01 Jan 1970 00:00:10 GMT', 2_500)).toBe(8);
    expect(readRetryAfter('Thu, 01 Jan 1970 00:00:01 GMT', 9_000)).toBe(0);
    expect(readRetryAfter('-3')).toBeNull();
    expect(readRetryAfter('soon')).toBeNull();
    expect(readRetryAfter(null)).toBeNull();
  });
});
