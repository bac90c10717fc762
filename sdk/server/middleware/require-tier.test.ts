import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, middlewareBench } from '../test-support/middleware.ts';
import type { MiddlewareBench } from '../test-support/middleware.ts';
import { identify } from './identify.ts';
import { requireTier } from './require-tier.ts';

let bench: MiddlewareBench;
beforeAll(async () => {
  bench = await middlewareBench();
});
afterAll(async () => {
  await bench.close();
});

/** A route of `tiers` (all without), answering 200 `ok` when let through. */
function route(tiers?: Parameters<typeof requireTier>[1]) {
  const app = bench.app();
  app.get('/', identify(bench.state), requireTier(bench.state, tiers), (c) => c.text('ok'));
  return app;
}

describe('requireTier', () => {
  it('lets through the tiers it names', async () => {
    const app = route(['pro', 'business']);
    for (const tier of ['pro', 'business'] as const) {
      const response = await app.request('/', { headers: bearer(await bench.key(tier)) });
      expect(response.status, tier).toBe(200);
    }
    expect((await route().request('/')).status).toBe(200);
  });

  it('without a key: 401 API_KEY_REQUIRED with the tiers that would do', async () => {
    const response = await route(['pro', 'business']).request('/');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="api"');
    expect(await response.json()).toMatchObject({
      code: 'API_KEY_REQUIRED',
      detail: 'This endpoint needs an API key of the Pro or Business tier.',
      requiredTiers: ['pro', 'business'],
    });
  });

  it('a key of another tier: 403 INSUFFICIENT_TIER', async () => {
    const response = await route(['pro', 'business']).request('/', { headers: bearer(await bench.key('starter')) });
    expect(response.status).toBe(403);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="api", error="insufficient_scope"');
    expect(await response.json()).toMatchObject({
      code: 'INSUFFICIENT_TIER',
      currentTier: 'starter',
      requiredTiers: ['pro', 'business'],
    });
  });

  it('a key that is not valid is 401 INVALID_API_KEY on any route, all tiers included', async () => {
    const key = await bench.key('business');
    for (const app of [route(), route(['business'])]) {
      const response = await app.request('/', { headers: bearer(`${key}x`) });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="api", error="invalid_token"');
      expect((await response.json()).code).toBe('INVALID_API_KEY');
    }
  });

  it('a key in the URL is 400 INVALID_REQUEST, valid or not', async () => {
    const response = await route().request(`/?key=${await bench.key('pro')}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="api", error="invalid_request"');
    expect((await response.json()).code).toBe('INVALID_REQUEST');
  });
});
