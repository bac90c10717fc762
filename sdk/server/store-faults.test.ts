/**
 * What the server answers while a store it needs is out of reach, through real HTTP on loopback:
 * a real redis-server stopped (SIGSTOP) and killed under the rate-limit counters.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, serveStaticFiles } from './adapters/node.ts';
import { createRedisRateLimitStore } from './rate-limit/redis-store.ts';
import type { RateLimitStore } from './rate-limit/store.ts';
import { bearer, send, startTestServer } from './test-support/harness.ts';
import type { TestServer } from './test-support/harness.ts';
import { startRedis } from './test-support/redis.ts';
import type { TestRedis } from './test-support/redis.ts';

let folder: string;
let redis: TestRedis;
let store: RateLimitStore;
let server: TestServer;
let key: string;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'bank-number-faults-'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>site</title>');
  redis = await startRedis();
  store = createRedisRateLimitStore({
    client: await connectRedis(redis.url, { timeoutMs: 300 }),
    timeoutMs: 300,
    prefix: 'faults:',
  });
  server = await startTestServer({ network: true, rateLimitStore: store, staticFiles: serveStaticFiles(folder) });
  key = await server.key('pro');
});
afterAll(async () => {
  redis.process.kill('SIGCONT');
  await server.close();
  await store.close?.().catch(() => undefined);
  await redis.stop();
  rmSync(folder, { recursive: true, force: true });
});

const PREFLIGHT = {
  method: 'OPTIONS',
  headers: {
    origin: 'https://shop.example',
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'content-type',
  },
};

/** What must hold while the counters cannot be read. */
async function expectServedWithoutCounters(): Promise<void> {
  const preflight = await send(server.url, '/api/v1/validate', PREFLIGHT);
  expect(preflight.status).toBe(204);
  expect(preflight.headers['access-control-allow-origin']).toBe('*');
  expect(preflight.headers['access-control-allow-methods']).toBe('GET, POST, OPTIONS');
  expect(preflight.headers['access-control-allow-headers']).toBe('Authorization, Content-Type');
  for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'ratelimit', 'ratelimit-policy'])
    expect(preflight.headers[name], name).toBeUndefined();

  const page = await send(server.url, '/');
  expect(page.status).toBe(200);
  expect(page.text).toContain('<title>site</title>');

  // Refused for its tier: answered so without the counters.
  const keyless = await send(server.url, '/api/v1/usage');
  expect(keyless.status).toBe(401);
  expect(keyless.body.code).toBe('API_KEY_REQUIRED');

  for (const [path, headers] of [
    ['/api/v1/validate?q=011000015', {}],
    ['/api/v1/usage', bearer(key)],
  ] as const) {
    const refused = await send(server.url, path, { headers });
    expect(refused.status, path).toBe(503);
    expect(refused.body.code).toBe('RATE_LIMIT_UNAVAILABLE');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
  }
}

describe('with the rate-limit store out of reach', { timeout: 60_000 }, () => {
  it(
    'serves preflights (204, CORS, no rate-limit headers) and files, ' +
      'and answers counted requests and /usage 503 with Retry-After: Redis stopped, then killed',
    async () => {
      const before = await send(server.url, '/api/v1/validate', PREFLIGHT);
      expect(before.status).toBe(204);
      expect(before.headers['x-ratelimit-limit']).toBeDefined();

      redis.process.kill('SIGSTOP');
      try {
        await expectServedWithoutCounters();
      } finally {
        redis.process.kill('SIGCONT');
      }
      await redis.stop();
      await expectServedWithoutCounters();
    },
  );
});
