import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer } from '../answers.ts';
import { jsonValidator } from '../validator.ts';
import { BatchRequest } from '../routes/batch.ts';
import { T0 } from '../test-support/harness.ts';
import { bearer, middlewareBench } from '../test-support/middleware.ts';
import type { MiddlewareBench } from '../test-support/middleware.ts';
import { identify } from './identify.ts';
import { countRefused, rateLimit } from './rate-limit.ts';
import { requireTier } from './require-tier.ts';

let bench: MiddlewareBench;
beforeEach(async () => {
  bench = await middlewareBench({
    limits: { open: { minute: 2, day: 100 }, pro: { minute: 5, day: 100 } },
    invalidKeyLimit: 2,
    clock: () => T0,
  });
});
afterEach(async () => {
  await bench.close();
});

const remaining = (response: Response): string | null => response.headers.get('x-ratelimit-remaining');

describe('rateLimit', () => {
  it('counts one unit a request and answers 429 once the window is used up, counting nothing more', async () => {
    const app = bench.app();
    app.get('/', identify(bench.state), rateLimit(bench.state), (c) => answer(c, 'ok', 200, 'text/plain'));
    const replies = [await app.request('/'), await app.request('/'), await app.request('/')];
    expect(replies.map((r) => r.status)).toEqual([200, 200, 429]);
    expect(replies.map(remaining)).toEqual(['1', '0', '0']);
    const refused = replies[2] as Response;
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', violatedPolicies: ['minute'] });
  });

  it('with cost 0 only reads the bucket, for the headers, and never refuses', async () => {
    const app = bench.app();
    app.get('/count', identify(bench.state), rateLimit(bench.state), (c) => answer(c, 'ok', 200, 'text/plain'));
    app.get('/read', identify(bench.state), rateLimit(bench.state, 0), (c) => answer(c, 'ok', 200, 'text/plain'));
    await app.request('/count');
    await app.request('/count');
    const read = await app.request('/read');
    expect(read.status).toBe(200);
    expect(read.headers.get('x-ratelimit-limit')).toBe('2');
    expect(remaining(read)).toBe('0');
  });

  it('counts a cost known late, such as the items of a batch once its body was read', async () => {
    const app = bench.app();
    app.post(
      '/',
      identify(bench.state),
      jsonValidator(BatchRequest, 1024),
      rateLimit<{ out: { json: BatchRequest } }>(bench.state, (c) => c.req.valid('json').items.length),
      (c) => answer(c, 'ok', 200, 'text/plain'),
    );
    const batch = (n: number) => ({
      method: 'POST',
      headers: { ...bearer(key), 'content-type': 'application/json' },
      body: JSON.stringify({ items: Array.from({ length: n }, () => ({ input: '011000015' })) }),
    });
    const key = await bench.key('pro');
    const first = await app.request('/', batch(4));
    expect([first.status, remaining(first)]).toEqual([200, '1']);
    const second = await app.request('/', batch(2));
    expect(second.status).toBe(429);
    expect(remaining(second)).toBe('1');
    expect((await second.json()).detail).toBe(
      "The 2 items of this batch do not fit in what is left of the pro tier's limits; nothing was counted.",
    );
  });

  it("counts a key that is not valid against the address's own limit: told so while Open is used up", async () => {
    const app = bench.app();
    app.get('/', identify(bench.state), rateLimit(bench.state), requireTier(bench.state), (c) =>
      answer(c, 'ok', 200, 'text/plain'),
    );
    await app.request('/');
    await app.request('/');
    expect((await app.request('/')).status).toBe(429);
    const key = `${await bench.key('pro')}x`;
    const told = [await app.request('/', { headers: bearer(key) }), await app.request('/', { headers: bearer(key) })];
    expect(told.map((r) => r.status)).toEqual([401, 401]);
    expect((await (told[0] as Response).json()).code).toBe('INVALID_API_KEY');
    expect((told[0] as Response).headers.get('ratelimit-policy')).toBe('"invalid-key";q=2;w=60');
    const spent = await app.request('/', { headers: bearer(key) });
    expect(spent.status).toBe(429);
    expect(await spent.json()).toMatchObject({ code: 'RATE_LIMITED', violatedPolicies: ['invalid-key'] });
  });
});

describe('countRefused', () => {
  /** A route counted by its body, as /batch is. */
  function batchRoute() {
    const app = bench.app();
    app.post(
      '/',
      identify(bench.state),
      countRefused(bench.state),
      requireTier(bench.state, ['pro']),
      jsonValidator(BatchRequest, 1024),
      rateLimit<{ out: { json: BatchRequest } }>(bench.state, (c) => c.req.valid('json').items.length),
      (c) => answer(c, 'ok', 200, 'text/plain'),
    );
    return app;
  }
  const post = (body: string, key?: string) => ({
    method: 'POST',
    headers: { ...(key === undefined ? {} : bearer(key)), 'content-type': 'application/json' },
    body,
  });

  it('counts a request refused further in as one unit: its tier, a malformed body', async () => {
    const app = batchRoute();
    const refused = await app.request('/', post('{"items":[]}'));
    expect([refused.status, remaining(refused)]).toEqual([401, '1']);
    const key = await bench.key('pro');
    const malformed = await app.request('/', post('{"items":[]}', key));
    expect([malformed.status, remaining(malformed)]).toEqual([400, '4']);
    const fine = await app.request('/', post('{"items":[{"input":"1"},{"input":"2"}]}', key));
    expect([fine.status, remaining(fine)]).toEqual([200, '2']);
  });

  it('answers 429 before the body is read when not one unit is left, counting nothing', async () => {
    const app = batchRoute();
    const key = await bench.key('pro');
    await app.request('/', post(JSON.stringify({ items: Array(5).fill({ input: '1' }) }), key));
    // Not JSON at all: the body is never read.
    const refused = await app.request('/', post('not json', key));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', violatedPolicies: ['minute'] });
    expect(remaining(refused)).toBe('0');
  });
});
