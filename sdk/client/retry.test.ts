import { describe, expect, it } from 'vitest';
import { BankNumberRequestError } from '../core/errors.ts';
import { createClient } from './client.ts';
import { BankNumberAuthError, BankNumberRateLimitError, readRetryAfter } from './errors.ts';
import { startReferenceServer } from '../server/test-support/servers.ts';
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

describe('retries against the reference server', () => {
  /** A fetch that is the runtime's own, writing down when each request left and what came back. */
  function observed() {
    const log: Array<{ sentAt: number; status: number; retryAfter: string | null }> = [];
    const observe: typeof fetch = async (input, init) => {
      const sentAt = Date.now();
      const response = await fetch(input, init);
      log.push({ sentAt, status: response.status, retryAfter: response.headers.get('Retry-After') });
      return response;
    };
    return { log, fetch: observe };
  }

  it('wait exactly Retry-After after a real 429, then succeed once the minute window has rolled over', async () => {
    let offset = 0;
    const server = await startReferenceServer({ clock: () => Date.now() + offset });
    try {
      // From here the server's clock runs 1.5 s before the end of a minute: its window rolls over during the test.
      offset = 58_500 - (Date.now() % 60_000);
      const { log, fetch } = observed();
      const client = createClient({ baseUrl: server.url, fetch, retry: { retries: 1, maxDelayMs: 5_000 } });
      for (let i = 0; i < 3; i++) await client.validate('021000021', { remote: true });
      const envelope = await client.validate('021000021', { remote: true });
      expect(envelope.result.valid).toBe(true);
      expect(log.map((entry) => entry.status)).toEqual([200, 200, 200, 429, 200]);
      const [refused, retried] = log.slice(3) as [(typeof log)[number], (typeof log)[number]];
      const retryAfter = Number(refused.retryAfter);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retried.sentAt - refused.sentAt).toBeGreaterThanOrEqual(retryAfter * 1000);
      expect(retried.sentAt - refused.sentAt).toBeLessThan(retryAfter * 1000 + 1000);
      expect(client.rateLimit).toMatchObject({ limit: 3, remaining: 2 });
    } finally {
      await server.close();
    }
  });

  it('stop after `retries` and throw the last 429', async () => {
    // A clock that stands still half a second before the end of a minute: Retry-After is always 1.
    const frozen = Math.floor(Date.now() / 60_000) * 60_000 + 59_500;
    const server = await startReferenceServer({ clock: () => frozen });
    try {
      const { log, fetch } = observed();
      const client = createClient({ baseUrl: server.url, fetch, retry: { retries: 2, maxDelayMs: 1_000 } });
      for (let i = 0; i < 3; i++) await client.validate('021000021', { remote: true });
      const started = Date.now();
      const error = await client.validate('021000021', { remote: true }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BankNumberRateLimitError);
      expect(error).toMatchObject({ retryAfter: 1 });
      expect(log.slice(3).map((entry) => entry.status)).toEqual([429, 429, 429]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
      expect(client.lastFallback).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('do not wait for a Retry-After longer than maxDelayMs, nor past maxElapsedMs', async () => {
    // A clock that stands still 10 s into a minute: Retry-After is always 50.
    const frozen = Math.floor(Date.now() / 60_000) * 60_000 + 10_000;
    const server = await startReferenceServer({ clock: () => frozen });
    try {
      for (const retry of [
        { retries: 5, maxDelayMs: 500 },
        { retries: 5, maxDelayMs: 120_000, maxElapsedMs: 500 },
      ]) {
        const { log, fetch } = observed();
        const client = createClient({ baseUrl: server.url, fetch, retry });
        while (log.at(-1)?.status !== 429) await client.validate('021000021', { remote: true }).catch(() => undefined);
        const sent = log.length;
        const started = Date.now();
        const error = await client.validate('021000021', { remote: true }).catch((e: unknown) => e);
        // One request and no retry; a bound far below the 50 s it would have waited, however busy the machine.
        expect(log.length).toBe(sent + 1);
        expect(Date.now() - started).toBeLessThan(10_000);
        expect(error).toBeInstanceOf(BankNumberRateLimitError);
        expect(error).toMatchObject({ retryAfter: 50 });
        expect(log.at(-1)?.status).toBe(429);
        expect(log.at(-2)?.status).toBe(429);
      }
    } finally {
      await server.close();
    }
  });

  it('never retry a 4xx other than 429, nor a 401', async () => {
    const server = await startReferenceServer();
    try {
      const { log, fetch } = observed();
      const retry = { retries: 3, baseDelayMs: 1 };
      await expect(
        createClient({ baseUrl: server.url, fetch, retry }).validate(' ', { remote: true }),
      ).rejects.toBeInstanceOf(BankNumberRequestError);
      await expect(createClient({ baseUrl: server.url, fetch, retry }).batch(['021000021'])).rejects.toBeInstanceOf(
        BankNumberAuthError,
      );
      expect(log.map((entry) => entry.status)).toEqual([400, 401]);
    } finally {
      await server.close();
    }
  });
});
