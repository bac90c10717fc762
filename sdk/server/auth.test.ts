import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer } from './test-support/harness.ts';
import type { TestServer } from './test-support/harness.ts';

const UNLIMITED = { minute: 1e9, day: 1e9 };
const KEYED_ONLY = ['/api/v1/batch', '/api/v1/enrich?q=011000015', '/api/v1/generate?format=bic&country=DE'];

let server: TestServer;
let starter: string;
let pro: string;
let business: string;

beforeAll(async () => {
  server = await startTestServer({
    limits: { open: UNLIMITED, starter: UNLIMITED, pro: UNLIMITED, business: UNLIMITED },
  });
  starter = await server.key('starter');
  pro = await server.key('pro');
  business = await server.key('business');
});
afterAll(async () => {
  await server.close();
});

/** The method and body each tiered endpoint needs to succeed. */
const requestFor = (path: string): { method: string; body?: object } =>
  path.startsWith('/api/v1/batch') ? { method: 'POST', body: { items: [{ input: '011000015' }] } } : { method: 'GET' };

describe('tiers (docs/contract.md §8)', () => {
  it('the Open tier needs no key for /validate', async () => {
    const reply = await server.call('/api/v1/validate?q=011000015');
    expect(reply.status).toBe(200);
  });

  it('every key tier may use /validate, and is counted by its key', async () => {
    for (const key of [starter, pro, business]) {
      const reply = await server.call('/api/v1/validate?q=011000015', { headers: bearer(key) });
      expect(reply.status).toBe(200);
    }
  });

  it('Starter has /usage; Open does not (401 API_KEY_REQUIRED)', async () => {
    expect((await server.call('/api/v1/usage', { headers: bearer(starter) })).status).toBe(200);
    const open = await server.call('/api/v1/usage');
    expect(open.status).toBe(401);
    expect(open.body.code).toBe('API_KEY_REQUIRED');
  });

  it('Pro and Business have every endpoint', async () => {
    for (const key of [pro, business]) {
      for (const path of [...KEYED_ONLY, '/api/v1/usage']) {
        const reply = await server.call(path, { ...requestFor(path), headers: bearer(key) });
        expect(reply.status, path).toBe(200);
      }
    }
  });

  it('no key on a keyed endpoint: 401 API_KEY_REQUIRED with WWW-Authenticate: Bearer realm="api"', async () => {
    for (const path of KEYED_ONLY) {
      const reply = await server.call(path, requestFor(path));
      expect(reply.status, path).toBe(401);
      expect(reply.headers['www-authenticate']).toBe('Bearer realm="api"');
      expect(reply.body).toMatchObject({
        code: 'API_KEY_REQUIRED',
        title: 'Unauthorized',
        requiredTiers: ['pro', 'business'],
      });
    }
  });

  it(
    'a Starter key on /batch, /enrich, /generate: ' + '403 INSUFFICIENT_TIER with currentTier and requiredTiers',
    async () => {
      for (const path of KEYED_ONLY) {
        const reply = await server.call(path, { ...requestFor(path), headers: bearer(starter) });
        expect(reply.status, path).toBe(403);
        expect(reply.headers['www-authenticate']).toBe('Bearer realm="api", error="insufficient_scope"');
        expect(reply.body).toMatchObject({
          code: 'INSUFFICIENT_TIER',
          title: 'Forbidden',
          currentTier: 'starter',
          requiredTiers: ['pro', 'business'],
        });
      }
    },
  );
});

describe('invalid keys are refused everywhere, never served as Open (docs/contract.md §8)', () => {
  const unknownKey = `bn_live_${'A'.repeat(32)}`;
  const invalid = [
    ['an unknown key', `Bearer ${unknownKey}`],
    ['a malformed key', 'Bearer not-a-key'],
    ['an empty bearer token', 'Bearer '],
    ['another scheme', `Basic ${Buffer.from(`user:${unknownKey}`).toString('base64')}`],
    ['a bare token', unknownKey],
  ] as const;

  for (const [what, authorization] of invalid) {
    it(`${what}: 401 INVALID_API_KEY even on /validate`, async () => {
      const reply = await server.call('/api/v1/validate?q=011000015', { headers: { authorization } });
      expect(reply.status).toBe(401);
      expect(reply.headers['www-authenticate']).toBe('Bearer realm="api", error="invalid_token"');
      expect(reply.body.code).toBe('INVALID_API_KEY');
      expect(reply.text).not.toContain(unknownKey);
    });
  }

  it('an unknown key on /usage and /openapi.json is 401 too', async () => {
    for (const path of ['/api/v1/usage', '/api/v1/openapi.json']) {
      const reply = await server.call(path, { headers: bearer(unknownKey) });
      expect(reply.status, path).toBe(401);
      expect(reply.body.code).toBe('INVALID_API_KEY');
    }
  });

  it('a revoked key is refused from then on', async () => {
    const key = await server.key('pro', 'to revoke');
    expect((await server.call('/api/v1/usage', { headers: bearer(key) })).status).toBe(200);
    await server.revoke(key);
    const reply = await server.call('/api/v1/validate?q=011000015', { headers: bearer(key) });
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('INVALID_API_KEY');
  });

  it('the scheme name is case-insensitive (RFC 9110 §11.1)', async () => {
    const reply = await server.call('/api/v1/usage', { headers: { authorization: `bearer ${pro}` } });
    expect(reply.status).toBe(200);
    expect(reply.body.result.tier).toBe('pro');
  });
});

describe('keys only in the Authorization header (docs/contract.md §8)', () => {
  for (const parameter of ['api_key', 'key', 'apikey', 'token', 'access_token', 'API_KEY']) {
    it(`?${parameter}=… is 400 INVALID_REQUEST, and the key is not echoed`, async () => {
      const reply = await server.call(`/api/v1/validate?q=011000015&${parameter}=${pro}`);
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe('INVALID_REQUEST');
      expect(reply.text).not.toContain(pro);
    });
  }

  for (const header of ['X-API-Key', 'Api-Key']) {
    it(`${header}: … is 400 INVALID_REQUEST, even with a valid key`, async () => {
      const reply = await server.call('/api/v1/usage', { headers: { [header]: pro } });
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe('INVALID_REQUEST');
      expect(reply.headers['www-authenticate']).toBe('Bearer realm="api", error="invalid_request"');
    });
  }

  it('a misplaced key is refused even next to a valid Authorization header', async () => {
    const reply = await server.call(`/api/v1/validate?q=011000015&api_key=${pro}`, { headers: bearer(pro) });
    expect(reply.status).toBe(400);
  });
});

describe('a request refused for its tier is answered so, and not counted', () => {
  it('keyless calls to Pro endpoints get 401 API_KEY_REQUIRED and leave the Open minute whole; a Starter key its own', async () => {
    const limited = await startTestServer({ network: true });
    try {
      const starterKey = await limited.key('starter');
      for (let i = 0; i < 6; i++) {
        for (const path of KEYED_ONLY) {
          const keyless = await limited.call(path, requestFor(path));
          expect(keyless.status, `${path} #${i}`).toBe(401);
          expect(keyless.body.code).toBe('API_KEY_REQUIRED');
          const starterReply = await limited.call(path, { ...requestFor(path), headers: bearer(starterKey) });
          expect(starterReply.status, `${path} #${i}`).toBe(403);
          expect(starterReply.body.code).toBe('INSUFFICIENT_TIER');
        }
      }
      // The Open tier's three a minute, and the Starter key's minute, are all still there.
      const open = await limited.call('/api/v1/validate?q=011000015');
      expect(open.status).toBe(200);
      expect(open.headers['x-ratelimit-remaining']).toBe(String(Number(open.headers['x-ratelimit-limit']) - 1));
      const keyed = await limited.call('/api/v1/validate?q=011000015', { headers: bearer(starterKey) });
      expect(keyed.status).toBe(200);
      expect(keyed.headers['x-ratelimit-remaining']).toBe(String(Number(keyed.headers['x-ratelimit-limit']) - 1));
    } finally {
      await limited.close();
    }
  });
});
