import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, send, startTestServer, T0, testClock } from './test-support/harness.ts';
import type { Reply, TestServer } from './test-support/harness.ts';

const EXPOSED =
  'X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, RateLimit, RateLimit-Policy, ' +
  'Retry-After, WWW-Authenticate';
const preflightHeaders = {
  origin: 'https://shop.example',
  'access-control-request-method': 'POST',
  'access-control-request-headers': 'authorization, content-type',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock: testClock(T0) });
});
afterAll(async () => {
  await server.close();
});

function expectCors(reply: Reply): void {
  expect(reply.headers['access-control-allow-origin']).toBe('*');
  expect(reply.headers['access-control-expose-headers']).toBe(EXPOSED);
}

describe('CORS (docs/contract.md §10)', () => {
  it('a preflight is 204 with the allowed methods, headers and max age', async () => {
    const reply = await server.call('/api/v1/validate', { method: 'OPTIONS', headers: preflightHeaders });
    expect(reply.status).toBe(204);
    expect(reply.text).toBe('');
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(reply.headers['access-control-allow-methods']).toBe('GET, POST, OPTIONS');
    expect(reply.headers['access-control-allow-headers']).toBe('Authorization, Content-Type');
    expect(reply.headers['access-control-max-age']).toBe('7200');
    expect(reply.headers['allow']).toBe('GET, POST, OPTIONS');
  });

  it('a preflight needs no key, even for a keyed endpoint, and is not counted', async () => {
    for (const path of [
      '/api/v1/batch',
      '/api/v1/enrich',
      '/api/v1/generate',
      '/api/v1/usage',
      '/api/v1/openapi.json',
    ]) {
      const reply = await server.call(path, { method: 'OPTIONS', headers: preflightHeaders });
      expect(reply.status, path).toBe(204);
      expect(reply.headers['x-ratelimit-remaining']).toBe('3');
    }
    expect((await server.call('/api/v1/batch', { method: 'OPTIONS' })).headers['allow']).toBe('POST, OPTIONS');
  });

  it('every answer lets the browser read the rate-limit and authentication headers', async () => {
    const pro = await server.key('pro');
    const replies = [
      await server.call('/api/v1/validate?q=011000015'),
      await server.call('/api/v1/validate'),
      await server.call('/api/v1/usage'),
      await server.call('/api/v1/batch', {
        method: 'POST',
        body: { items: [{ input: '1' }] },
        headers: bearer(`${pro}x`),
      }),
      await server.call('/api/v1/nowhere'),
      await server.call('/api/v1/validate', { method: 'PUT' }),
      await server.call('/api/v1/validate?q=011000015'),
    ];
    // The key that is not valid counts on its own limit, not the Open tier's: the PUT is the third Open request.
    expect(replies.map((r) => r.status)).toEqual([200, 400, 401, 401, 404, 405, 429]);
    for (const reply of replies) expectCors(reply);
  });
});

describe('CORS on the 421 of --allowed-hosts', () => {
  it('is on the 421 under /api/v1, as on every answer there, and nowhere else', async () => {
    const guarded = await startTestServer({ network: true, allowedHosts: ['api.example'] });
    try {
      const origin = { origin: 'https://shop.example' };
      // node:http sends Host: 127.0.0.1:<port>, which is not allowed.
      for (const path of ['/api/v1/validate?q=011000015', '/api/v1/nothing-here', '/api/v1']) {
        const reply = await send(guarded, path, { headers: origin });
        expect(reply.status, path).toBe(421);
        expect(reply.body.code).toBe('MISDIRECTED_REQUEST');
        expect(reply.headers['content-type']).toBe('application/problem+json');
        expectCors(reply);
      }
      const preflight = await send(guarded, '/api/v1/validate', { method: 'OPTIONS', headers: preflightHeaders });
      expect(preflight.status).toBe(421);
      expectCors(preflight);
      for (const path of ['/demo-config.json', '/api/account/session', '/api/v10']) {
        const reply = await send(guarded, path, { headers: origin });
        expect(reply.status, path).toBe(421);
        expect(reply.headers['access-control-allow-origin'], path).toBeUndefined();
      }
      const allowed = await send(guarded, '/api/v1/validate?q=011000015', {
        headers: { ...origin, host: 'api.example' },
      });
      expect(allowed.status).toBe(200);
      expectCors(allowed);
    } finally {
      await guarded.close();
    }
  });
});
