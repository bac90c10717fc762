import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '../context.ts';
import { bearer, middlewareBench } from '../test-support/middleware.ts';
import type { MiddlewareBench } from '../test-support/middleware.ts';
import { identify } from './identify.ts';

let bench: MiddlewareBench;
beforeAll(async () => {
  bench = await middlewareBench();
});
afterAll(async () => {
  await bench.close();
});

/** What `identify` put in the context for a request to `path` with `headers`. */
async function identityOf(path: string, headers: Record<string, string> = {}): Promise<Identity & { tier?: string }> {
  const app = bench.app();
  app.get('/', identify(bench.state), (c) => c.json({ ...(c.get('identity') as Identity), tier: c.get('tier') }));
  const response = await app.request(path, { headers });
  expect(response.status).toBe(200);
  return response.json();
}

describe('identify', () => {
  it('a request without a key is the Open tier, counted by its address', async () => {
    const { caller, credentials, tier } = await identityOf('/');
    expect(credentials).toBe('none');
    expect(caller).toMatchObject({ tier: 'open', bucket: 'ip4:192.0.2.7', countedBy: 'address' });
    expect(tier).toBeUndefined();
  });

  it('a valid key is its tier, counted by the key, and the tier is kept for the log', async () => {
    const { caller, credentials, tier } = await identityOf('/', bearer(await bench.key('pro')));
    expect(credentials).toBe('valid');
    expect(caller).toMatchObject({ tier: 'pro', countedBy: 'key' });
    expect(caller.bucket).toMatch(/^key:/);
    expect(tier).toBe('pro');
  });

  it('the keys of an account are counted by the account, whichever is used', async () => {
    for (const key of [await bench.key('starter', 'acc-1'), await bench.key('starter', 'acc-1')]) {
      const { caller } = await identityOf('/', bearer(key));
      expect(caller).toMatchObject({ tier: 'starter', bucket: 'account:acc-1', countedBy: 'account' });
    }
  });

  it("refuses nothing: a key that is not valid is counted against its address's own limit", async () => {
    const key = await bench.key('pro');
    for (const authorization of [`Bearer ${key}x`, 'Basic abc', 'Bearer']) {
      const { caller, credentials } = await identityOf('/', { authorization });
      expect(credentials, authorization).toBe('invalid');
      expect(caller).toMatchObject({ tier: 'open', bucket: 'invalid-key:ip4:192.0.2.7', countedBy: 'address' });
    }
  });

  it('a key in the URL or in another header is out of place, whatever the key', async () => {
    const key = await bench.key('business');
    for (const [path, headers] of [
      [`/?api_key=${key}`, {}],
      ['/?Token=x', {}],
      // Names spelt with percent-escapes: %61 is `a`, %5F is `_`.
      ['/?%61pi_key=x', {}],
      ['/?q=1&ACCESS%5FTOKEN=x', {}],
      ['/', { 'x-api-key': key }],
    ] as const) {
      const { caller, credentials } = await identityOf(path, headers);
      expect(credentials, path).toBe('misplaced');
      expect(caller.bucket).toBe('invalid-key:ip4:192.0.2.7');
    }
  });
});
