import { afterEach, describe, expect, it } from 'vitest';
import { bearer, startTestServer, T0, testClock } from '../test-support/harness.ts';
import type { Reply, TestServer } from '../test-support/harness.ts';

const servers: TestServer[] = [];
async function start(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const MINUTE_END = Date.UTC(2030, 0, 15, 12, 1, 0) / 1000;
const DAY_END = Date.UTC(2030, 0, 16) / 1000;
const validate = '/api/v1/validate?q=011000015';

/** `r` of one window in the `RateLimit` header. */
function remaining(reply: Reply, window: 'minute' | 'day'): number {
  const match = new RegExp(`"${window}";r=(\\d+);t=(\\d+)`).exec(reply.headers['ratelimit'] ?? '');
  if (match === null) throw new Error(`no ${window} in RateLimit: ${reply.headers['ratelimit']}`);
  return Number(match[1]);
}

describe('the Open tier (docs/contract.md §8: 3 per minute, 40 per day)', () => {
  it('gets exactly 3 answers in a minute, then 429 with Retry-After until the next minute', async () => {
    const clock = testClock(T0);
    const server = await start({ clock });
    const statuses: number[] = [];
    const left: string[] = [];
    for (let i = 0; i < 5; i++) {
      const reply = await server.call(validate);
      statuses.push(reply.status);
      left.push(reply.headers['x-ratelimit-remaining'] as string);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(left).toEqual(['2', '1', '0', '0', '0']);
    const refused = await server.call(validate);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.body).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      title: 'Too Many Requests',
      violatedPolicies: ['minute'],
    });
    expect(refused.headers['x-ratelimit-reset']).toBe(String(MINUTE_END));

    clock.set(MINUTE_END * 1000);
    const next = await server.call(validate);
    expect(next.status).toBe(200);
    // Refused requests were not counted: the day has 3 + 1 used.
    expect(remaining(next, 'day')).toBe(36);
  });

  it('the minute is aligned to the clock: a request at :59 and one at :00 are in different windows', async () => {
    const clock = testClock(Date.UTC(2030, 0, 15, 12, 0, 59, 500));
    const server = await start({ clock });
    for (let i = 0; i < 3; i++) expect((await server.call(validate)).status).toBe(200);
    expect((await server.call(validate)).headers['retry-after']).toBe('1');
    clock.advance(500);
    expect((await server.call(validate)).status).toBe(200);
  });

  it('the day runs from 00:00 UTC: after 40 requests the day binds, and Retry-After reaches midnight', async () => {
    const clock = testClock(T0);
    const server = await start({ clock });
    for (let i = 0; i < 40; i++) {
      if (i % 3 === 0) clock.advance(60_000);
      expect((await server.call(validate)).status, `request ${i}`).toBe(200);
    }
    clock.advance(60_000);
    const refused = await server.call(validate);
    expect(refused.status).toBe(429);
    expect(refused.body.violatedPolicies).toEqual(['day']);
    expect(refused.headers['x-ratelimit-limit']).toBe('40');
    expect(refused.headers['x-ratelimit-reset']).toBe(String(DAY_END));
    expect(Number(refused.headers['retry-after'])).toBe(DAY_END - Math.floor(clock() / 1000));
    clock.set(DAY_END * 1000);
    expect((await server.call(validate)).status).toBe(200);
  });
});

describe('rate-limit headers (docs/contract.md §9)', () => {
  it('every response carries both windows and the trio of the window that binds first', async () => {
    const clock = testClock(T0);
    const server = await start({ clock });
    const first = await server.call(validate);
    expect(first.headers['ratelimit-policy']).toBe('"minute";q=3;w=60, "day";q=40;w=86400');
    expect(first.headers['ratelimit']).toBe('"minute";r=2;t=30, "day";r=39;t=43170');
    expect(first.headers['x-ratelimit-limit']).toBe('3');
    expect(first.headers['x-ratelimit-remaining']).toBe('2');
    expect(first.headers['x-ratelimit-reset']).toBe(String(MINUTE_END));
    for (const path of ['/api/v1/usage', '/api/v1/nowhere', '/api/v1/openapi.json']) {
      const reply = await server.call(path);
      for (const name of [
        'x-ratelimit-limit',
        'x-ratelimit-remaining',
        'x-ratelimit-reset',
        'ratelimit',
        'ratelimit-policy',
      ]) {
        expect(reply.headers[name], `${path} ${name}`).toBeDefined();
      }
    }
  });

  it('when fewer units are left in the day than in the minute, the trio reports the day', async () => {
    const clock = testClock(T0);
    const server = await start({ clock, limits: { open: { minute: 3, day: 4 } } });
    await server.call(validate);
    await server.call(validate);
    clock.advance(60_000);
    await server.call(validate);
    const reply = await server.call('/api/v1/openapi.json');
    expect(reply.headers['x-ratelimit-limit']).toBe('4');
    expect(reply.headers['x-ratelimit-remaining']).toBe('1');
    expect(reply.headers['x-ratelimit-reset']).toBe(String(DAY_END));
  });

  it('a keyed tier reports its own limits', async () => {
    const server = await start({ clock: testClock(T0) });
    const reply = await server.call(validate, { headers: bearer(await server.key('pro')) });
    expect(reply.headers['ratelimit-policy']).toBe('"minute";q=200;w=60, "day";q=10000;w=86400');
    expect(reply.headers['x-ratelimit-remaining']).toBe('199');
  });
});

describe('what is counted (docs/contract.md §9)', () => {
  it('4xx answers of a counted endpoint are counted', async () => {
    const server = await start({ clock: testClock(T0) });
    expect((await server.call('/api/v1/validate')).status).toBe(400);
    expect((await server.call('/api/v1/validate', { method: 'DELETE' })).status).toBe(405);
    const third = await server.call('/api/v1/validate', {
      method: 'POST',
      body: 'nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(third.status).toBe(400);
    expect(third.headers['x-ratelimit-remaining']).toBe('0');
    expect((await server.call(validate)).status).toBe(429);
  });

  it('OPTIONS, /usage, /openapi.json and unknown paths are not counted', async () => {
    const server = await start({ clock: testClock(T0) });
    const starter = await server.key('starter');
    for (let i = 0; i < 5; i++) {
      await server.call('/api/v1/validate', { method: 'OPTIONS' });
      await server.call('/api/v1/openapi.json');
      await server.call('/api/v1/nothing-here');
      await server.call('/api/v1/usage');
      await server.call('/api/v1/usage', { headers: bearer(starter) });
    }
    expect((await server.call(validate)).headers['x-ratelimit-remaining']).toBe('2');
    const usage = await server.call('/api/v1/usage', { headers: bearer(starter) });
    expect(usage.body.result.limits.minute.used).toBe(0);
  });

  it('a request without a key on a keyed endpoint is 401 and counts nothing, even past the Open minute', async () => {
    const server = await start({ clock: testClock(T0) });
    for (let i = 0; i < 3; i++) expect((await server.call('/api/v1/generate?format=bic&country=DE')).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await server.call(validate)).status).toBe(200);
    expect((await server.call(validate)).status).toBe(429);
    const refused = await server.call('/api/v1/generate?format=bic&country=DE');
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('API_KEY_REQUIRED');
  });

  it(
    "a 401 for an unknown key counts against the address's own limit for those, " + 'not against the Open tier',
    async () => {
      const server = await start({ clock: testClock(T0), invalidKeyLimit: 3 });
      const unknown = bearer(`bn_live_${'B'.repeat(32)}`);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await server.call(validate, { headers: unknown })).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect((await server.call(validate)).status).toBe(200);
    },
  );

  it('a 403 counts nothing against the key that was refused', async () => {
    const server = await start({ clock: testClock(T0) });
    const starter = await server.key('starter');
    const reply = await server.call('/api/v1/enrich?q=011000015', { headers: bearer(starter) });
    expect(reply.status).toBe(403);
    expect(reply.headers['x-ratelimit-remaining']).toBe('10');
  });

  it('keys and addresses have buckets of their own', async () => {
    const server = await start({ clock: testClock(T0) });
    const [a, b] = [await server.key('starter'), await server.key('starter')];
    for (let i = 0; i < 10; i++) expect((await server.call(validate, { headers: bearer(a) })).status).toBe(200);
    expect((await server.call(validate, { headers: bearer(a) })).status).toBe(429);
    expect((await server.call(validate, { headers: bearer(b) })).status).toBe(200);
    expect((await server.call(validate)).status).toBe(200);
  });

  it('50 concurrent requests with one key admit exactly the tier limit (memory store)', async () => {
    const server = await start({ clock: testClock(T0), network: true });
    const starter = await server.key('starter');
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => server.call(validate, { headers: bearer(starter) })),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
  });
});

describe('client addresses (docs/contract.md §9)', () => {
  it('each client address has its bucket of its own', async () => {
    const server = await start({ clock: testClock(T0) });
    const from = (address: string) => server.call(validate, { address });
    for (let i = 0; i < 3; i++) expect((await from('192.0.2.1')).status).toBe(200);
    expect((await from('192.0.2.1')).status).toBe(429);
    expect((await from('192.0.2.2')).status).toBe(200);
    expect((await from('::ffff:192.0.2.1')).status).toBe(429);
  });

  it('X-Forwarded-For is ignored without trusted proxies, so it cannot be used to escape the limit', async () => {
    const server = await start({ clock: testClock(T0) });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await server.call(validate, { headers: { 'x-forwarded-for': `198.51.100.${i}` } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('behind one trusted proxy, the rightmost entry is the client; entries left of it are not trusted', async () => {
    const server = await start({ clock: testClock(T0), trustedProxies: 1 });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await server.call(validate, { headers: { 'x-forwarded-for': `10.9.9.${i}, 203.0.113.5` } })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await server.call(validate, { headers: { 'x-forwarded-for': '203.0.113.6' } })).status).toBe(200);
  });

  it('behind two trusted proxies, the second entry from the right is the client', async () => {
    const server = await start({ clock: testClock(T0), trustedProxies: 2 });
    for (let i = 0; i < 3; i++) {
      expect((await server.call(validate, { headers: { 'x-forwarded-for': `203.0.113.7, 10.0.0.${i}` } })).status).toBe(
        200,
      );
    }
    expect((await server.call(validate, { headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.99' } })).status).toBe(
      429,
    );
  });

  it('IPv6 is counted per /56, IPv4-mapped IPv6 as IPv4', async () => {
    const server = await start({ clock: testClock(T0), trustedProxies: 1 });
    const from = (address: string) => server.call(validate, { headers: { 'x-forwarded-for': address } });
    expect((await from('2001:db8:aaaa:bb00::1')).status).toBe(200);
    expect((await from('2001:db8:aaaa:bbff:ffff::2')).status).toBe(200);
    expect((await from('[2001:db8:aaaa:bb12::3]:443')).status).toBe(200);
    expect((await from('2001:db8:aaaa:bb34::4')).status).toBe(429);
    expect((await from('2001:db8:aaaa:cc00::1')).status).toBe(200);

    expect((await from('203.0.113.9')).status).toBe(200);
    expect((await from('::ffff:203.0.113.9')).status).toBe(200);
    expect((await from('::ffff:cb00:7109')).status).toBe(200);
    expect((await from('203.0.113.9:5555')).status).toBe(429);
  });
});

describe('the memory store keeps a bounded number of buckets', () => {
  it('drops the bucket used longest ago at its cap, keeps one in use, and sweeps ended windows', async () => {
    const { createMemoryRateLimitStore } = await import('./memory-store.ts');
    const store = createMemoryRateLimitStore({ maxBuckets: 3 });
    const windows = [{ name: 'minute', seconds: 60, limit: 2 }];
    const t = T0;
    expect(store.hit('a', windows, 1, t)).toEqual({ admitted: true, used: [1] });
    store.hit('a', windows, 1, t);
    expect(store.hit('a', windows, 1, t).admitted).toBe(false);
    store.hit('b', windows, 1, t + 1);
    store.hit('c', windows, 1, t + 2);
    // `a` is used again more than a second later: it becomes the youngest, and `b` the oldest.
    expect(store.hit('a', windows, 0, t + 1500).used).toEqual([2]);
    store.hit('d', windows, 1, t + 1600);
    expect(store.size).toBe(3);
    // `b` was dropped (its count starts afresh), `a` kept its count.
    expect(store.hit('b', windows, 0, t + 1700).used).toEqual([0]);
    expect(store.hit('a', windows, 1, t + 1800).admitted).toBe(false);
    // A minute later every window has ended: the sweep empties the store before the next hit.
    store.hit('e', windows, 1, t + 120_000);
    expect(store.size).toBe(1);
  });

  it('refuses a /batch of a key at zero before reading its body, and counts nothing', async () => {
    const server = await start({ clock: testClock(T0), limits: { pro: { minute: 2, day: 100 } } });
    const pro = await server.key('pro');
    expect((await server.call(validate, { headers: bearer(pro) })).status).toBe(200);
    expect((await server.call(validate, { headers: bearer(pro) })).status).toBe(200);
    // A body that is not even JSON: read, it would be 400; refused first, it is 429.
    const reply = await server.call('/api/v1/batch', {
      method: 'POST',
      headers: { ...bearer(pro), 'content-type': 'application/json' },
      body: '{',
    });
    expect(reply.status).toBe(429);
    expect(reply.headers['retry-after']).toBeDefined();
    expect(remaining(reply, 'minute')).toBe(0);
    expect(remaining(reply, 'day')).toBe(98);
  });
});
