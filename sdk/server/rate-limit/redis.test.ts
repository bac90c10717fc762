import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../adapters/node.ts';
import { createRedisRateLimitStore } from './redis-store.ts';
import type { RateLimitStore, RateLimitWindow } from './store.ts';
import { runCli, startServe } from '../test-support/cli.ts';
import { bearer, call, eventually, startTestServer, T0, testClock } from '../test-support/harness.ts';
import { startRedis } from '../test-support/redis.ts';
import type { TestRedis } from '../test-support/redis.ts';

const WINDOWS: RateLimitWindow[] = [
  { name: 'minute', seconds: 60, limit: 5 },
  { name: 'day', seconds: 86_400, limit: 8 },
];

let redis: TestRedis;
const stores: RateLimitStore[] = [];
async function store(prefix: string): Promise<RateLimitStore> {
  const s = createRedisRateLimitStore({ client: await connectRedis(redis.url), prefix });
  stores.push(s);
  return s;
}

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close?.()));
  await redis.stop();
});

describe('the Redis rate-limit store (real redis-server)', () => {
  it('counts in every window at once, and refuses without counting', async () => {
    const s = await store('t1:');
    expect(await s.hit('a', WINDOWS, 3, T0)).toEqual({ admitted: true, used: [3, 3] });
    expect(await s.hit('a', WINDOWS, 3, T0)).toEqual({ admitted: false, used: [3, 3] });
    expect(await s.hit('a', WINDOWS, 2, T0)).toEqual({ admitted: true, used: [5, 5] });
    expect(await s.hit('a', WINDOWS, 0, T0)).toEqual({ admitted: true, used: [5, 5] });
    // A new minute, the same day: the day binds at 8.
    expect(await s.hit('a', WINDOWS, 4, T0 + 60_000)).toEqual({ admitted: false, used: [0, 5] });
    expect(await s.hit('a', WINDOWS, 3, T0 + 60_000)).toEqual({ admitted: true, used: [3, 8] });
    expect(await s.hit('b', WINDOWS, 1, T0)).toEqual({ admitted: true, used: [1, 1] });
  });

  it('lets its counters expire after their window', async () => {
    const s = await store('t2:');
    await s.hit('a', WINDOWS, 1, Date.now());
    const client = await connectRedis(redis.url);
    try {
      const keys = (await client.call('KEYS', 't2:*')) as string[];
      expect(keys).toHaveLength(2);
      for (const key of keys) {
        const ttl = Number(await client.call('PTTL', key));
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual((key.includes(':minute:') ? 60_000 : 86_400_000) + 60_000);
      }
    } finally {
      await client.quit();
    }
  });

  it('reloads its script after Redis forgot it', async () => {
    const s = await store('t3:');
    await s.hit('a', WINDOWS, 1, T0);
    const client = await connectRedis(redis.url);
    await client.call('SCRIPT', 'FLUSH');
    await client.quit();
    expect(await s.hit('a', WINDOWS, 1, T0)).toEqual({ admitted: true, used: [2, 2] });
  });

  it('gives back what a call counted when its reply came after the call had failed', async () => {
    const real = await connectRedis(redis.url);
    // The replies are held back after Redis ran the script, as a busy network or process would.
    let holdMs = 0;
    const hold = async (reply: Promise<unknown>): Promise<unknown> => {
      const value = await reply;
      if (holdMs > 0) await new Promise((resolve) => setTimeout(resolve, holdMs));
      return value;
    };
    const s = createRedisRateLimitStore({
      client: {
        evalsha: (sha, n, ...args) => hold(real.evalsha(sha, n, ...args)),
        eval: (script, n, ...args) => hold(real.eval(script, n, ...args)),
        quit: () => real.quit(),
      },
      prefix: 't7:',
      timeoutMs: 200,
    });
    stores.push(s);
    expect(await s.hit('a', WINDOWS, 1, T0)).toEqual({ admitted: true, used: [1, 1] });
    holdMs = 400;
    await expect(s.hit('a', WINDOWS, 2, T0)).rejects.toThrow('did not answer');
    holdMs = 0;
    await eventually(() => (s.inFlight === 0 ? true : undefined));
    expect(await s.hit('a', WINDOWS, 0, T0)).toEqual({ admitted: true, used: [1, 1] });
  });

  it('admits exactly the limit of 200 concurrent hits from two clients', async () => {
    const [one, two] = [await store('t4:'), await store('t4:')];
    const limits: RateLimitWindow[] = [
      { name: 'minute', seconds: 60, limit: 37 },
      { name: 'day', seconds: 86_400, limit: 1000 },
    ];
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? one : two).hit('k', limits, 1, T0)),
    );
    expect(outcomes.filter((o) => o.admitted)).toHaveLength(37);
  });
});

describe('the server with the Redis store', () => {
  it('50 concurrent requests with one key admit exactly the tier limit', async () => {
    const server = await startTestServer({ network: true, clock: testClock(T0), rateLimitStore: await store('t5:') });
    try {
      const starter = await server.key('starter');
      const replies = await Promise.all(
        Array.from({ length: 50 }, () => server.call('/api/v1/validate?q=011000015', { headers: bearer(starter) })),
      );
      expect(replies.filter((r) => r.status === 200)).toHaveLength(10);
      expect(replies.filter((r) => r.status === 429)).toHaveLength(40);
    } finally {
      await server.close();
    }
  });

  it('a batch that does not fit is refused whole', async () => {
    const server = await startTestServer({
      clock: testClock(T0),
      rateLimitStore: await store('t6:'),
      limits: { pro: { minute: 10, day: 1000 } },
    });
    try {
      const pro = await server.key('pro');
      const items = (n: number) => ({ items: Array.from({ length: n }, () => ({ input: '011000015' })) });
      expect(
        (await server.call('/api/v1/batch', { method: 'POST', body: items(7), headers: bearer(pro) })).status,
      ).toBe(200);
      const refused = await server.call('/api/v1/batch', { method: 'POST', body: items(4), headers: bearer(pro) });
      expect(refused.status).toBe(429);
      expect(refused.headers['x-ratelimit-remaining']).toBe('3');
      const fits = await server.call('/api/v1/batch', { method: 'POST', body: items(3), headers: bearer(pro) });
      expect(fits.status).toBe(200);
      expect(fits.headers['x-ratelimit-remaining']).toBe('0');
    } finally {
      await server.close();
    }
  });

  it('answers 503 while Redis is unreachable, and recovers when it is back', async () => {
    const own = await startRedis();
    const server = await startTestServer({
      rateLimitStore: createRedisRateLimitStore({ client: await connectRedis(own.url) }),
    });
    try {
      expect((await server.call('/api/v1/validate?q=011000015')).status).toBe(200);
      await own.stop();
      const down = await server.call('/api/v1/validate?q=011000015');
      expect(down.status).toBe(503);
      expect(down.body.code).toBe('RATE_LIMIT_UNAVAILABLE');
    } finally {
      await server.close();
      await own.stop();
    }
  });
});

describe('a Redis that stops answering (SIGSTOP), then goes on (SIGCONT)', { timeout: 60_000 }, () => {
  it('counts none of the requests answered 503 meanwhile, and keeps no more than its bound waiting', async () => {
    const own = await startRedis();
    const pid = own.process.pid as number;
    const store = createRedisRateLimitStore({
      client: await connectRedis(own.url, { timeoutMs: 500 }),
      timeoutMs: 500,
      maxInFlight: 8,
    });
    const server = await startTestServer({ network: true, rateLimitStore: store });
    let stopped = false;
    try {
      const pro = await server.key('pro');
      const validate = () => server.call('/api/v1/validate?q=011000015', { headers: bearer(pro) });
      expect((await validate()).status).toBe(200);
      const before = (await server.call('/api/v1/usage', { headers: bearer(pro) })).body.result.limits.day.used;
      expect(before).toBe(1);

      process.kill(pid, 'SIGSTOP');
      stopped = true;
      let most = 0;
      const sampler = setInterval(() => (most = Math.max(most, store.inFlight)), 2);
      // Three waves, so that scripts are written to the stalled connection, and to the next ones.
      const statuses: number[] = [];
      for (let wave = 0; wave < 3; wave++) {
        const replies = await Promise.all(Array.from({ length: 40 }, validate));
        statuses.push(...replies.map((r) => r.status));
        most = Math.max(most, store.inFlight);
      }
      clearInterval(sampler);
      expect(statuses.every((status) => status === 503)).toBe(true);

      process.kill(pid, 'SIGCONT');
      stopped = false;
      // Redis now runs whatever reached it during the stall; none of it may count.
      const usage = await eventually(async () => {
        const reply = await server.call('/api/v1/usage', { headers: bearer(pro) });
        return reply.status === 200 ? reply : undefined;
      });
      expect(usage.body.result.limits.day.used).toBe(1);
      expect((await validate()).status).toBe(200);
      const after = await server.call('/api/v1/usage', { headers: bearer(pro) });
      expect(after.body.result.limits.day.used).toBe(2);
      // What waited for Redis stayed within the bound; the rest got its 503 without being sent.
      expect(most).toBeGreaterThan(0);
      expect(most).toBeLessThanOrEqual(8);
      expect(store.inFlight).toBe(0);
    } finally {
      if (stopped) process.kill(pid, 'SIGCONT');
      await server.close();
      await store.close?.();
      await own.stop();
    }
  });
});

describe('two `bank-number serve --redis` processes', () => {
  it('share one limit', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'bank-number-two-'));
    const created = await runCli(['keys', 'create', '--tier', 'starter', '--label', 'shared'], cwd);
    expect(created.code).toBe(0);
    const key = created.stdout.trim();
    const [a, b] = await Promise.all([
      startServe(['--redis', redis.url], cwd),
      startServe(['--redis', redis.url], cwd),
    ]);
    try {
      expect(a.output()).toContain('rate limits: redis redis://127.0.0.1');
      // Both servers use the real clock: keep the burst inside one minute window.
      const intoMinute = Date.now() % 60_000;
      if (intoMinute > 50_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 200));
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          call(i % 2 ? a.url : b.url, '/api/v1/validate?q=011000015', { headers: bearer(key) }),
        ),
      );
      const admitted = replies.filter((r) => r.status === 200);
      expect(admitted).toHaveLength(10);
      expect(replies.filter((r) => r.status === 429)).toHaveLength(20);
      // Each server answered some of the admitted ones: the limit was shared, not split.
      const usageA = await call(a.url, '/api/v1/usage', { headers: bearer(key) });
      const usageB = await call(b.url, '/api/v1/usage', { headers: bearer(key) });
      expect(usageA.body.result.limits.minute.used).toBe(10);
      expect(usageB.body.result.limits.minute.used).toBe(10);
    } finally {
      expect(await a.stop()).toBe(0);
      expect(await b.stop()).toBe(0);
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});
