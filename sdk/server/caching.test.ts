/**
 * No cache keeps an answer of the API: each is the caller's (its rate-limit headers, its key's
 * tier and usage, its 401 or 429), so a shared cache or a browser must not hand it to anyone
 * else, or again. Over real HTTP on loopback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer } from './test-support/harness.ts';
import type { TestServer } from './test-support/harness.ts';

let server: TestServer;
let starter: string;
beforeAll(async () => {
  server = await startTestServer({ network: true, limits: { starter: { minute: 1, day: 100 } } });
  starter = await server.key('starter');
});
afterAll(() => server.close());

describe('Cache-Control of the API (docs/server.md, Caching)', () => {
  it('is no-store on every answer under /api/v1: results, usage, refusals, 404 and preflights', async () => {
    const key = bearer(starter);
    const answers = {
      validate: await server.call('/api/v1/validate?q=011000015', { headers: key }),
      limited: await server.call('/api/v1/validate?q=011000015', { headers: key }),
      usage: await server.call('/api/v1/usage', { headers: key }),
      unknownKey: await server.call('/api/v1/usage', { headers: bearer('bn_live_nope') }),
      open: await server.call('/api/v1/validate?q=011000015'),
      notFound: await server.call('/api/v1/nowhere'),
      preflight: await server.call('/api/v1/validate', {
        method: 'OPTIONS',
        headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET' },
      }),
    };
    expect(answers.validate.status).toBe(200);
    expect(answers.limited.status).toBe(429);
    expect(answers.unknownKey.status).toBe(401);
    for (const [name, reply] of Object.entries(answers)) expect(reply.headers['cache-control'], name).toBe('no-store');
  });
});
