import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BankNumberRequestError } from '../core/errors.ts';
import type { Format } from '../core/types.ts';
import { validate } from '../validate.ts';
import { createClient } from './client.ts';
import { BankNumberApiError, BankNumberAuthError, BankNumberNetworkError, BankNumberRateLimitError } from './errors.ts';
import type { TestServer } from '../server/test-support/servers.ts';
import { startRawHttpServer, startReferenceServer } from '../server/test-support/servers.ts';

/** The rejection of a promise that must reject. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

const fields = (error: unknown) => {
  const e = error as BankNumberRequestError;
  return { class: e.constructor, name: e.name, code: e.code, parameter: e.parameter, message: e.message };
};

let server: TestServer;
beforeAll(async () => {
  // Refused requests count too (docs/contract.md §9): room for the keyless ones of this file.
  server = await startReferenceServer({ limits: { open: { minute: 1000, day: 1000 } } });
});
afterAll(() => server.close());

describe('a 400 answer', () => {
  // Unknown hints are cast: a caller in plain JavaScript can pass anything.
  const bad: Array<[string, Format | undefined]> = [
    ['', undefined],
    ['   \t ', undefined],
    ['1'.repeat(129), undefined],
    ['021000021', 'routing' as Format],
    ['021000021', 'IBAN' as Format],
  ];

  it.each(bad)('is the same BankNumberRequestError as the local SDK throws (%#)', async (input, format) => {
    const client = createClient({ baseUrl: server.url, apiKey: server.keys.business });
    const before = server.received.length;
    const local = await rejection(validate(input, { format }));
    const remote = await rejection(client.validate(input, { format, remote: true }));
    expect(server.received.length).toBe(before + 1);
    expect(remote).toBeInstanceOf(BankNumberRequestError);
    expect(fields(remote)).toEqual(fields(local));
  });

  it('of a batch names the malformed item by its JSON pointer', async () => {
    const client = createClient({ baseUrl: server.url, apiKey: server.keys.pro });
    const error = await rejection(client.batch(['021000021', { input: ' ' }]));
    expect(error).toBeInstanceOf(BankNumberRequestError);
    expect(error).toMatchObject({ code: 'MISSING_PARAMETER', parameter: '/items/1/input' });
  });
});

describe('a 401 or 403 answer', () => {
  it(
    'for an unknown key, on /validate too, ' + 'is a BankNumberAuthError INVALID_API_KEY: never the Open tier',
    async () => {
      for (const apiKey of [`bn_live_${'A'.repeat(32)}`, 'not-a-key']) {
        const client = createClient({ baseUrl: server.url, apiKey });
        const error = await rejection(client.validate('021000021', { remote: true }));
        expect(error).toBeInstanceOf(BankNumberAuthError);
        expect(error).toBeInstanceOf(BankNumberApiError);
        expect(error).toMatchObject({ status: 401, code: 'INVALID_API_KEY', currentTier: null, requiredTiers: [] });
        expect(client.lastFallback).toBeNull();
        expect((error as Error).message).not.toContain(apiKey);
      }
    },
  );

  it('for no key on /batch is a BankNumberAuthError API_KEY_REQUIRED naming the tiers that may call it', async () => {
    const client = createClient({ baseUrl: server.url });
    const error = await rejection(client.batch(['021000021']));
    expect(error).toBeInstanceOf(BankNumberAuthError);
    expect(error).toMatchObject({
      status: 401,
      code: 'API_KEY_REQUIRED',
      currentTier: 'open',
      requiredTiers: ['pro', 'business'],
    });
    expect((error as BankNumberAuthError).problem).toMatchObject({
      status: 401,
      apiVersion: '1',
      code: 'API_KEY_REQUIRED',
    });
  });

  it('for a Starter key on /batch, /enrich and /generate is a BankNumberAuthError INSUFFICIENT_TIER', async () => {
    const client = createClient({ baseUrl: server.url, apiKey: server.keys.starter });
    for (const call of [
      () => client.batch(['021000021']),
      () => client.enrich('021000021'),
      () => client.generate({ format: 'bic', country: 'DE' }),
    ]) {
      const error = await rejection(call());
      expect(error).toBeInstanceOf(BankNumberAuthError);
      expect(error).toMatchObject({
        status: 403,
        code: 'INSUFFICIENT_TIER',
        currentTier: 'starter',
        requiredTiers: ['pro', 'business'],
      });
    }
    // The same key may read its usage.
    expect((await client.usage()).result.tier).toBe('starter');
  });

  it('for /usage without a key names Starter and up', async () => {
    const error = await rejection(createClient({ baseUrl: server.url }).usage());
    expect(error).toMatchObject({
      status: 401,
      code: 'API_KEY_REQUIRED',
      requiredTiers: ['starter', 'pro', 'business'],
    });
  });
});

describe('a 429 answer', () => {
  it('from the Open tier after 3 calls is a BankNumberRateLimitError with Retry-After and the state', async () => {
    const own = await startReferenceServer();
    try {
      const client = createClient({ baseUrl: own.url });
      for (let i = 0; i < 3; i++) await client.validate('021000021', { remote: true });
      const error = await rejection(client.validate('021000021', { remote: true }));
      expect(error).toBeInstanceOf(BankNumberRateLimitError);
      expect(error).toBeInstanceOf(BankNumberApiError);
      const limited = error as BankNumberRateLimitError;
      expect(limited).toMatchObject({ status: 429, code: 'RATE_LIMITED', violatedPolicies: ['minute'] });
      expect(limited.retryAfter).toBeGreaterThanOrEqual(1);
      expect(limited.retryAfter).toBeLessThanOrEqual(60);
      expect(limited.rateLimit).toMatchObject({ limit: 3, remaining: 0 });
      expect(client.rateLimit).toBe(limited.rateLimit);
      expect(client.lastFallback).toBeNull();
      // Without a retry policy the client asked once.
      expect(own.received).toHaveLength(4);
    } finally {
      await own.close();
    }
  });
});

describe('any other answer', () => {
  it('a 404 is a BankNumberApiError with the status and the problem code', async () => {
    const client = createClient({ baseUrl: `${server.url}/elsewhere`, apiKey: server.keys.business });
    const error = await rejection(client.validate('021000021', { remote: true }));
    expect(error).toBeInstanceOf(BankNumberApiError);
    expect(error).not.toBeInstanceOf(BankNumberAuthError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(client.lastFallback).toBeNull();
  });

  it(
    'a 503 that is not a problem body is a BankNumberApiError HTTP_503, ' + 'thrown, not retried, not a fallback',
    async () => {
      const raw = await startRawHttpServer((response) => {
        response.writeHead(503, { 'Content-Type': 'text/html' }).end('<h1>Service Unavailable</h1>');
      });
      try {
        const client = createClient({ baseUrl: raw.url, retry: { retries: 3, baseDelayMs: 1 } });
        const error = await rejection(client.validate('021000021', { remote: true }));
        expect(error).toBeInstanceOf(BankNumberApiError);
        expect(error).toMatchObject({ status: 503, code: 'HTTP_503', problem: null });
        expect(raw.requests()).toBe(1);
      } finally {
        await raw.close();
      }
    },
  );

  it('a 200 that is not an API envelope is a BankNumberApiError INVALID_RESPONSE: no result is made up', async () => {
    const raw = await startRawHttpServer((response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>Sign in to the Wi-Fi</html>');
    });
    try {
      const client = createClient({ baseUrl: raw.url });
      const error = await rejection(client.validate('021000021', { remote: true }));
      expect(error).toBeInstanceOf(BankNumberApiError);
      expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
      expect(error).not.toBeInstanceOf(BankNumberNetworkError);
    } finally {
      await raw.close();
    }
  });
});
