/**
 * Keys and quotas over real HTTP (the Node adapter on loopback): an account's keys share its
 * limits, keys that are not valid are judged before any limit and counted apart, a valid key is
 * never refused for what others at its address did, the memory store keeps key and account
 * buckets from anonymous traffic, and the account actions that write are limited.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, nodeHashApiKey } from './adapters/node.ts';
import { apiKeyChecksum, base64url, generateApiKey } from './keys/api-key.ts';
import { createMemoryRateLimitStore } from './rate-limit/memory-store.ts';
import { createRedisRateLimitStore } from './rate-limit/redis-store.ts';
import type { RateLimitStore } from './rate-limit/store.ts';
import { issueKey } from './store/issue-key.ts';
import { createStoreKeyVerifier } from './store/key-verifier.ts';
import { cookieOf, startAccountServer } from './test-support/accounts.ts';
import type { AccountServer, AccountServerOptions } from './test-support/accounts.ts';
import { bearer, call, openTestStore, send, serveApp, startTestServer, T0, testClock } from './test-support/harness.ts';
import type { TestServer, TestServerOptions } from './test-support/harness.ts';
import { startRedis } from './test-support/redis.ts';
import type { TestRedis } from './test-support/redis.ts';
import { startSmtp } from './test-support/smtp.ts';
import type { TestSmtp } from './test-support/smtp.ts';

const validate = '/api/v1/validate?q=011000015';
const MINUTE = 60_000;

let smtp: TestSmtp;
let redis: TestRedis;
const closers: Array<() => Promise<unknown>> = [];
beforeAll(async () => {
  [smtp, redis] = await Promise.all([startSmtp(), startRedis()]);
});
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});
afterAll(async () => {
  await smtp?.close();
  await redis?.stop();
});

async function accountServer(options: Omit<AccountServerOptions, 'smtp' | 'network'> = {}): Promise<AccountServer> {
  const server = await startAccountServer({ smtp, network: true, ...options });
  closers.push(() => server.close());
  return server;
}

async function testServer(options: TestServerOptions = {}): Promise<TestServer> {
  const server = await startTestServer({ network: true, clock: testClock(T0), ...options });
  closers.push(() => server.close());
  return server;
}

async function redisStore(): Promise<RateLimitStore> {
  const store = createRedisRateLimitStore({
    client: await connectRedis(redis.url),
    prefix: `quotas:${Math.random().toString(36).slice(2)}:`,
  });
  closers.push(() => store.close?.() ?? Promise.resolve());
  return store;
}

/** A well-formed key (its checksum right) that was never issued. */
const unknownKey = (): string => generateApiKey();

describe("an account's keys share its tier and its limits", () => {
  it(
    'counts every key of an account in one bucket: another key or a rotation gets no more, ' +
      "and /usage and the dashboard show the account's figures",
    async () => {
      const s = await accountServer();
      const { cookie, reply } = await s.signIn('shared@example.com');
      const first = reply.body.newKey.key as string;
      const firstId = reply.body.newKey.id as string;
      const second = (await s.post('keys', { label: 'second' }, { cookie })).body.key.key as string;
      for (let i = 0; i < 6; i++) expect((await call(s, validate, { headers: bearer(first) })).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await call(s, validate, { headers: bearer(second) })).status).toBe(200);
      // Starter: 10 a minute for the account, whichever key is used.
      const refused = await call(s, validate, { headers: bearer(second) });
      expect(refused.status).toBe(429);
      expect(refused.body.violatedPolicies).toEqual(['minute']);
      const usage = await call(s, '/api/v1/usage', { headers: bearer(second) });
      expect(usage.body.result).toMatchObject({
        tier: 'starter',
        countedBy: 'account',
        limits: { minute: { used: 10, remaining: 0 }, day: { used: 10 } },
      });
      // A rotated key keeps what was used.
      const rotated = (await s.post(`keys/${firstId}/rotate`, {}, { cookie })).body.key.key as string;
      expect((await call(s, validate, { headers: bearer(rotated) })).status).toBe(429);
      const session = await s.get('session', { cookie });
      expect(session.body.account.usage).toMatchObject({
        minute: { used: 10, limit: 10 },
        day: { used: 10, limit: 100 },
      });
      // The minute ends for the account as a whole.
      s.clock.advance(MINUTE);
      expect((await call(s, validate, { headers: bearer(rotated) })).status).toBe(200);
      expect((await call(s, '/api/v1/usage', { headers: bearer(second) })).body.result.limits).toMatchObject({
        minute: { used: 1 },
        day: { used: 11 },
      });
    },
  );

  for (const kind of ['memory', 'redis'] as const) {
    it(`stays exact with 60 requests at once over three keys of one account (${kind} store)`, async () => {
      const s = await accountServer({ handler: kind === 'redis' ? { rateLimitStore: await redisStore() } : {} });
      const { cookie, reply } = await s.signIn(`concurrent-${kind}@example.com`);
      const keys = [reply.body.newKey.key as string];
      for (let i = 0; i < 2; i++) keys.push((await s.post('keys', {}, { cookie })).body.key.key as string);
      const statuses = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          send(s, validate, { headers: bearer(keys[i % 3] as string) }).then((r) => r.status),
        ),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(50);
      expect((await s.get('session', { cookie })).body.account.usage.day).toMatchObject({ used: 10 });
    });
  }

  it('keeps per-key counting for a key of no account', async () => {
    const server = await testServer();
    const [a, b] = [await server.key('starter'), await server.key('starter')];
    for (let i = 0; i < 10; i++) expect((await server.call(validate, { headers: bearer(a) })).status).toBe(200);
    expect((await server.call(validate, { headers: bearer(a) })).status).toBe(429);
    expect((await server.call(validate, { headers: bearer(b) })).status).toBe(200);
    expect((await server.call('/api/v1/usage', { headers: bearer(b) })).body.result).toMatchObject({
      countedBy: 'key',
      limits: { minute: { used: 1 } },
    });
  });
});

describe('the credential is judged before any limit', () => {
  it(
    'answers a key that is not valid with 401, and a key in the URL with 400, ' +
      "when the address's Open minute is spent; they count only against their own limit",
    async () => {
      const server = await testServer({ invalidKeyLimit: 5 });
      const pro = await server.key('pro');
      const unread = await server.key('pro');
      // The server reads the key once, before the address spends its limits.
      expect((await server.call('/api/v1/usage', { headers: bearer(pro) })).status).toBe(200);
      for (let i = 0; i < 3; i++) expect((await server.call(validate)).status).toBe(200);
      expect((await server.call(validate)).status).toBe(429);

      const unknown = await server.call(validate, { headers: bearer(unknownKey()) });
      expect(unknown.status).toBe(401);
      expect(unknown.body.code).toBe('INVALID_API_KEY');
      expect(unknown.headers['ratelimit-policy']).toBe('"invalid-key";q=5;w=60');
      expect(unknown.headers['x-ratelimit-remaining']).toBe('4');
      const inUrl = await server.call(`${validate}&api_key=${pro}`);
      expect(inUrl.status).toBe(400);
      expect(inUrl.body.code).toBe('INVALID_REQUEST');
      expect(inUrl.body.detail).toMatch(/Revoke a key that was sent in a URL/);
      for (let i = 0; i < 3; i++)
        expect((await server.call(validate, { headers: bearer('not-a-key') })).status).toBe(401);

      const limited = await server.call(validate, { headers: bearer(unknownKey()) });
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', violatedPolicies: ['invalid-key'] });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // A valid key the server has read is served from the same address; the Open minute was not
      // touched by the bad keys.
      expect((await server.call(validate, { headers: bearer(pro) })).status).toBe(200);
      // A key the server has not read yet is served too: its MAC says it is genuine.
      expect((await server.call(validate, { headers: bearer(unread) })).status).toBe(200);
      expect((await server.call(validate)).headers['ratelimit']).toMatch(/^"minute";r=0;/);
    },
  );
});

describe('a valid key is never refused for what others at its address did', () => {
  it('serves a key made after 100 unknown keys from the same address', async () => {
    const server = await testServer({ invalidKeyLimit: 1000 });
    for (let i = 0; i < 100; i++)
      expect((await send(server, validate, { headers: bearer(unknownKey()) })).status).toBe(401);
    const fresh = await server.key('pro');
    const reply = await server.call(validate, { headers: bearer(fresh) });
    expect(reply.status).toBe(200);
    expect(reply.headers['ratelimit-policy']).toMatch(/^"minute";q=200;/);
  });

  it(
    'asks the store nothing for a key whose checksum is wrong, ' +
      'and once for an unknown key asked for again and again',
    async () => {
      const opened = await openTestStore();
      closers.push(() => opened.close());
      let lookups = 0;
      const store = {
        keyByHash: (hash: string) => {
          lookups++;
          return opened.store.keyByHash(hash);
        },
      };
      const served = await serveApp(
        {
          keys: createStoreKeyVerifier({ store, hash: nodeHashApiKey, refreshMs: 0 }),
          logger: null,
          invalidKeyLimit: 10_000,
        },
        true,
      );
      closers.push(() => served.stop());
      for (let i = 0; i < 100; i++) {
        const key = generateApiKey();
        // The same random part with a checksum that does not match it.
        const body = key.slice(8, 40);
        const wrong = `bn_live_${body}${apiKeyChecksum(`${body.slice(1)}x`)}`;
        expect((await send(served, validate, { headers: bearer(wrong) })).status).toBe(401);
      }
      expect(lookups).toBe(0);
      const unknown = generateApiKey();
      for (let i = 0; i < 50; i++)
        expect((await send(served, validate, { headers: bearer(unknown) })).status).toBe(401);
      expect(lookups).toBe(1);
      const { key } = await issueKey(opened.store, { tier: 'starter', hash: nodeHashApiKey });
      expect((await call(served, validate, { headers: bearer(key) })).status).toBe(200);
    },
  );
});

describe('the in-memory store', () => {
  it(
    "never drops a key's counts for anonymous traffic, " + 'and makes no bucket for answers that count nothing',
    async () => {
      const store = createMemoryRateLimitStore({ maxBuckets: 50 });
      const server = await testServer({ rateLimitStore: store, trustedProxies: 1 });
      const pro = await server.key('pro');
      for (let i = 0; i < 5; i++) expect((await server.call(validate, { headers: bearer(pro) })).status).toBe(200);
      for (let i = 0; i < 200; i++) {
        expect(
          (await send(server, validate, { headers: { 'x-forwarded-for': `198.51.${i >> 8}.${i & 255}` } })).status,
        ).toBe(200);
      }
      expect((await server.call('/api/v1/usage', { headers: bearer(pro) })).body.result.limits.minute.used).toBe(5);
      const size = store.size;
      for (let i = 0; i < 40; i++) {
        const from = { 'x-forwarded-for': `203.0.113.${i}` };
        expect((await send(server, `/nothing-here-${i}`, { headers: from })).status).toBe(404);
        const preflight = await send(server, '/api/v1/validate', {
          method: 'OPTIONS',
          headers: { ...from, origin: 'https://shop.example', 'access-control-request-method': 'GET' },
        });
        expect(preflight.status).toBe(204);
        expect(preflight.headers['x-ratelimit-remaining']).toBe('3');
      }
      expect(store.size).toBe(size);
    },
  );
});

describe('account actions that write are limited', () => {
  it(
    'allows 10 key creations and rotations a minute per account, ' +
      'then 429 with Retry-After; revoked keys stay listed',
    async () => {
      const s = await accountServer();
      const { cookie, reply } = await s.signIn('busy@example.com');
      let id = reply.body.newKey.id as string;
      for (let i = 0; i < 5; i++) {
        const rotated = await s.post(`keys/${id}/rotate`, {}, { cookie });
        expect(rotated.status).toBe(201);
        id = rotated.body.key.id as string;
      }
      for (let i = 0; i < 5; i++) expect((await s.post('keys', {}, { cookie })).status).toBe(201);
      for (const refused of [await s.post('keys', {}, { cookie }), await s.post(`keys/${id}/rotate`, {}, { cookie })]) {
        expect(refused.status).toBe(429);
        expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', violatedPolicies: ['key-changes-minute'] });
        expect(Number(refused.headers['retry-after'])).toBe(30);
      }
      const session = await s.get('session', { cookie });
      expect(session.body.keys).toHaveLength(6);
      expect(session.body.revoked).toHaveLength(5);
      // Another account is not held back.
      const other = await s.signIn('other@example.com');
      expect((await s.post('keys', {}, { cookie: other.cookie })).status).toBe(201);
      s.clock.advance(30_000);
      expect((await s.post(`keys/${id}/rotate`, {}, { cookie })).status).toBe(201);
    },
  );

  it('allows 20 sign-in attempts a minute per address, then 429 with Retry-After', async () => {
    const s = await accountServer();
    const token = await s.signUp('signin@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await s.post('sign-in', { token: base64url(crypto.getRandomValues(new Uint8Array(32))) })).status);
    expect(statuses).toEqual(Array(20).fill(400));
    const refused = await s.post('sign-in', { token });
    expect(refused.status).toBe(429);
    expect(refused.body.violatedPolicies).toEqual(['sign-in-minute']);
    expect(refused.headers['retry-after']).toBe('30');
    s.clock.advance(30_000);
    const signedIn = await s.post('sign-in', { token });
    expect(signedIn.status).toBe(200);
    expect(cookieOf(signedIn)).toMatch(/^bn_session=/);
  });
});
