import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../adapters/node.ts';
import { createRedisRateLimitStore } from '../rate-limit/redis-store.ts';
import type { RateLimitStore } from '../rate-limit/store.ts';
import { startAccountServer } from '../test-support/accounts.ts';
import type { AccountServer } from '../test-support/accounts.ts';
import { bearer, call, T0, testClock } from '../test-support/harness.ts';
import { startRedis } from '../test-support/redis.ts';
import type { TestRedis } from '../test-support/redis.ts';
import { startSmtp } from '../test-support/smtp.ts';
import type { TestSmtp } from '../test-support/smtp.ts';

let redis: TestRedis;
let smtp: TestSmtp;
const stores: RateLimitStore[] = [];
const servers: AccountServer[] = [];
beforeAll(async () => {
  [redis, smtp] = await Promise.all([startRedis(), startSmtp()]);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  // The test stops Redis: quitting a client whose server is gone fails, and need not succeed.
  await Promise.all(stores.map((s) => s.close?.().catch(() => undefined)));
  await Promise.all([redis.stop(), smtp.close()]);
});

async function redisStore(): Promise<RateLimitStore> {
  const store = createRedisRateLimitStore({ client: await connectRedis(redis.url), prefix: 'accounts:' });
  stores.push(store);
  return store;
}

describe('accounts in Redis mode (real redis-server)', () => {
  it('keeps the sign-up limits and the usage of keys in Redis, shared by every server that uses it', async () => {
    const clock = testClock(T0);
    const one = await startAccountServer({
      smtp,
      clock,
      network: true,
      handler: { rateLimitStore: await redisStore() },
    });
    servers.push(one);
    const two = await startAccountServer({
      smtp,
      clock,
      network: true,
      database: one.database,
      handler: { rateLimitStore: await redisStore() },
    });
    servers.push(two);

    const { cookie, reply } = await one.signIn('redis@example.com');
    const { id, key } = reply.body.newKey as { id: string; key: string };
    const inspect = await connectRedis(redis.url);
    try {
      const names = ((await inspect.call('KEYS', 'accounts:signup-*')) as string[]).sort();
      const hour = Date.UTC(2030, 0, 15, 12) / 1000;
      const day = Date.UTC(2030, 0, 15) / 1000;
      expect(names).toEqual([
        `accounts:signup-address:ip4:127.0.0.1:day:${day}`,
        `accounts:signup-address:ip4:127.0.0.1:hour:${hour}`,
        expect.stringMatching(new RegExp(`^accounts:signup-email:[0-9a-f]{64}:day:${day}$`)),
        expect.stringMatching(new RegExp(`^accounts:signup-email:[0-9a-f]{64}:hour:${hour}$`)),
      ]);
      // The e-mail counter is named after the address's HMAC: the address is not in Redis.
      expect(names.join(' ')).not.toContain('redis@');

      // Requests counted by one server show in the dashboard of the other.
      for (let i = 0; i < 3; i++)
        expect((await call(one, '/api/v1/validate?q=011000015', { headers: bearer(key) })).status).toBe(200);
      const minute = Date.UTC(2030, 0, 15, 12, 0) / 1000;
      // Counted in the account's bucket, which all its keys share.
      const [bucket] = (await inspect.call('KEYS', `accounts:account:acc_*:minute:${minute}`)) as string[];
      expect(bucket).toMatch(/^accounts:account:acc_[0-9a-f]{16}:minute:/);
      expect(await inspect.call('GET', bucket as string)).toBe('3');
      const session = await two.get('session', { cookie });
      expect(session.body.account.usage.minute).toMatchObject({ limit: 10, used: 3, remaining: 7 });
      expect(session.body.account.usage.day).toMatchObject({ limit: 100, used: 3, remaining: 97 });
      expect(session.body.keys[0].id).toBe(id);
      // Reading the usage counts nothing.
      expect(await inspect.call('GET', bucket as string)).toBe('3');

      // One address's sign-ups are counted across both servers: 1 so far, 9 more, then refused.
      for (let i = 0; i < 9; i++)
        expect((await (i % 2 === 0 ? two : one).post('sign-up', { email: `p${i}@example.com` })).status).toBe(202);
      expect((await one.post('sign-up', { email: 'p9@example.com' })).status).toBe(429);
      expect((await two.post('sign-up', { email: 'p9@example.com' })).status).toBe(429);
      await Promise.all([one.service.settle(), two.service.settle()]);

      // Without Redis the server cannot count: 503, never a sign-up without limits.
      await redis.stop();
      const refused = await two.post('sign-up', { email: 'later@example.com' }, { 'x-forwarded-for': '203.0.113.9' });
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.body.code).toBe('RATE_LIMIT_UNAVAILABLE');
      expect((await two.get('session', { cookie })).status).toBe(503);
    } finally {
      inspect.disconnect();
    }
  });
});
