import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../core/types.ts';
import { bicsForIban } from '../formats/iban/lookup.ts';
import { formatSortCode } from '../formats/uk-sort-code/format.ts';
import { generateSortCodes } from '../formats/uk-sort-code/generate.ts';
import { generateRoutingNumbers } from '../formats/us-routing/generate.ts';
import { validate } from '../validate.ts';
import { SHARED_VECTORS } from '../../test/vectors/shared.ts';
import { createClient } from './client.ts';
import type { TestServer } from '../server/test-support/servers.ts';
import { startReferenceServer } from '../server/test-support/servers.ts';

const withoutTime = ({ processingTimeMs: _, ...rest }: { processingTimeMs: number }) => rest;

let server: TestServer;
beforeAll(async () => {
  server = await startReferenceServer();
});
afterAll(() => server.close());

describe('validate', () => {
  it('answers every shared vector remotely exactly as the SDK does locally, but for processingTimeMs', async () => {
    const client = createClient({ baseUrl: server.url, apiKey: server.keys.business });
    expect(SHARED_VECTORS.length).toBeGreaterThan(200);
    for (const vector of SHARED_VECTORS) {
      const hint = vector.format === undefined ? {} : { format: vector.format };
      const remote = await client.validate(vector.input, { ...hint, remote: true });
      const local = await validate(vector.input, hint);
      expect(client.lastFallback, vector.input).toBeNull();
      expect(Object.keys(remote).sort()).toEqual(['apiVersion', 'processingTimeMs', 'result']);
      expect(typeof remote.processingTimeMs).toBe('number');
      expect(withoutTime(remote), JSON.stringify(vector)).toEqual(withoutTime(local));
    }
    expect(
      server.received.filter((r) => r.method === 'POST' && r.target === '/api/v1/validate').length,
    ).toBeGreaterThanOrEqual(SHARED_VECTORS.length);
  });

  it("is local by default: no request is made, and the answer is the SDK's", async () => {
    const client = createClient({ baseUrl: server.url, apiKey: server.keys.business });
    const before = server.received.length;
    const envelope = await client.validate('GB82 WEST 1234 5698 7654 32');
    const withHint = await client.validate('12-34-56', { format: 'uk-sort-code' });
    expect(server.received.length).toBe(before);
    expect(withoutTime(envelope)).toEqual(withoutTime(await validate('GB82 WEST 1234 5698 7654 32')));
    expect(withHint.result.normalized).toBe('123456');
    expect(client.rateLimit).toBeNull();
  });

  it('sends the number in a POST body, never in the URL', async () => {
    const client = createClient({ baseUrl: server.url });
    const before = server.received.length;
    await client.validate('GB82WEST12345698765432', { remote: true, format: 'iban' });
    const [request] = server.received.slice(before);
    expect(request).toMatchObject({ method: 'POST', target: '/api/v1/validate', authorization: undefined });
  });

  it('accepts a base URL with a trailing slash or the /api/v1 prefix, and a URL object', async () => {
    for (const baseUrl of [`${server.url}/`, `${server.url}/api/v1`, `${server.url}/api/v1/`, new URL(server.url)]) {
      const client = createClient({ baseUrl, apiKey: server.keys.business });
      expect((await client.validate('021000021', { remote: true })).result.valid).toBe(true);
    }
  });
});

describe('the tiered calls', () => {
  const client = () => createClient({ baseUrl: server.url, apiKey: server.keys.business });

  it('batch answers each item as /validate does, in order, with its id', async () => {
    const items = [
      'GB82WEST12345698765432',
      { input: '12-34-56', format: 'uk-sort-code' as const, id: 'row-7' },
      '021000022',
    ];
    const answer = await client().batch(items);
    expect(answer.apiVersion).toBe('1');
    expect(answer.result.summary).toEqual({ total: 3, valid: 2, invalid: 1 });
    expect(answer.result.items.map((item) => [item.index, item.id])).toEqual([
      [0, null],
      [1, 'row-7'],
      [2, null],
    ]);
    const local = [
      await validate('GB82WEST12345698765432'),
      await validate('12-34-56', { format: 'uk-sort-code' }),
      await validate('021000022'),
    ];
    expect(answer.result.items.map((item) => item.result)).toEqual(local.map((e: Envelope) => e.result));
  });

  it('enrich answers the /validate result plus enrichment', async () => {
    const answer = await client().enrich('DE89 3704 0044 0532 0130 00');
    const { enrichment, ...result } = answer.result;
    expect(result).toEqual((await validate('DE89 3704 0044 0532 0130 00')).result);
    expect(enrichment).toMatchObject({
      countryName: 'Germany',
      sepa: true,
      currency: 'EUR',
      formatted: 'DE89 3704 0044 0532 0130 00',
      bankCodeStatus: { bankCode: '37040044', status: 'active', successor: null },
    });
    // 74067000 is no longer listed since the Bundesbank's release of 2026-09-07.
    const retired = await client().enrich('DE54740670000000000000');
    expect(retired.result.enrichment).toMatchObject({
      bankCodeStatus: { bankCode: '74067000', status: 'deleted', successor: null },
    });
    const invalid = await client().enrich('021000022', { format: 'us-routing' });
    expect(invalid.result.valid).toBe(false);
    expect(invalid.result.enrichment).toBeNull();
  });

  it('enrich with bic answers every BIC of the IBAN’s bank code and whether the BIC names that bank', async () => {
    const iban = 'DE68 1207 0000 0001 2345 74';
    const plain = await client().enrich(iban);
    expect(plain.result.enrichment).not.toHaveProperty('bics');
    const answer = await client().enrich(iban, { bic: 'DEUTDEBB' });
    expect(answer.result.enrichment).toEqual({
      ...plain.result.enrichment,
      bics: await bicsForIban(iban),
      bicConsistency: { status: 'consistent', reason: null },
    });
    const other = await client().enrich(iban, { bic: 'COBADEFFXXX' });
    expect(other.result.enrichment).toMatchObject({ bicConsistency: { status: 'inconsistent', reason: 'other-bank' } });
  });

  it('generate answers numbers that the SDK finds valid, the same for the same seed', async () => {
    const first = await client().generate({ format: 'iban', country: 'DE', count: 3, seed: 'client-test' });
    const again = await client().generate({ format: 'iban', country: 'DE', count: 3, seed: 'client-test' });
    expect(first.result.items).toHaveLength(3);
    expect(again.result).toEqual(first.result);
    for (const { value } of first.result.items)
      expect((await validate(value, { format: 'iban' })).result.valid).toBe(true);
    const bic = await client().generate({ format: 'bic', country: 'GB', seed: 7 });
    expect(bic.result.format).toBe('bic');
    expect((await validate(bic.result.items[0]?.value ?? '', { format: 'bic' })).result.valid).toBe(true);
  });

  it("generate answers routing numbers and sort codes without a country, equal to the SDK's generators", async () => {
    const routing = await client().generate({ format: 'us-routing', count: 4, seed: 'client-test' });
    expect(routing.result).toEqual({
      format: 'us-routing',
      items: generateRoutingNumbers({ seed: 'client-test', count: 4 }).map((value) => ({ value, formatted: value })),
    });
    const sortCodes = await client().generate({ format: 'uk-sort-code', country: 'GB', count: 3, seed: 42 });
    expect(sortCodes.result).toEqual({
      format: 'uk-sort-code',
      items: generateSortCodes({ seed: 42, count: 3 }).map((value) => ({ value, formatted: formatSortCode(value) })),
    });
    for (const { formatted } of sortCodes.result.items) {
      expect((await validate(formatted, { format: 'uk-sort-code' })).result.valid).toBe(true);
    }
    await expect(client().generate({ format: 'uk-sort-code', country: 'IE' })).rejects.toMatchObject({
      name: 'BankNumberRequestError',
      code: 'INVALID_PARAMETER',
      parameter: 'country',
    });
  });

  it('usage answers the tier and its windows, and agrees with the rate-limit state of its answer', async () => {
    const c = client();
    const answer = await c.usage();
    expect(answer.result).toMatchObject({ tier: 'business', countedBy: 'key' });
    expect(answer.result.endpoints).toContain('/api/v1/batch');
    const { minute, day } = answer.result.limits;
    expect(minute.limit).toBe(2000);
    expect(day.limit).toBe(100_000);
    expect(c.rateLimit?.windows).toEqual([
      { name: 'minute', limit: 2000, windowSeconds: 60, remaining: minute.remaining, resetSeconds: expect.any(Number) },
      {
        name: 'day',
        limit: 100_000,
        windowSeconds: 86_400,
        remaining: day.remaining,
        resetSeconds: expect.any(Number),
      },
    ]);
  });
});

describe('the rate-limit state', () => {
  it('follows every answer: limit, remaining and reset of the binding window, and each window', async () => {
    const own = await startReferenceServer();
    try {
      const client = createClient({ baseUrl: own.url });
      expect(client.rateLimit).toBeNull();
      const before = Math.floor(Date.now() / 1000);
      await client.validate('021000021', { remote: true });
      const state = client.rateLimit;
      expect(state).toMatchObject({ limit: 3, remaining: 2 });
      // The minute binds first; it ends at the next whole minute, in epoch seconds.
      expect(state?.reset).toBe((Math.floor(before / 60) + 1) * 60);
      expect(state?.windows.map((w) => [w.name, w.limit, w.windowSeconds, w.remaining])).toEqual([
        ['minute', 3, 60, 2],
        ['day', 40, 86_400, 39],
      ]);
      await client.validate('021000021', { remote: true });
      expect(client.rateLimit?.remaining).toBe(1);
      expect(client.rateLimit?.windows[1]?.remaining).toBe(38);
    } finally {
      await own.close();
    }
  });
});

describe('the key', () => {
  it('travels only in Authorization: Bearer, in no URL and in no other header, on every call', async () => {
    const own = await startReferenceServer();
    try {
      const key = own.keys.business;
      const client = createClient({ baseUrl: own.url, apiKey: key });
      await client.validate('GB82WEST12345698765432', { remote: true });
      await client.batch(['021000021']);
      await client.enrich('021000021');
      await client.generate({ format: 'bic', country: 'DE', count: 2, seed: 'k' });
      await client.usage();
      await expect(client.validate(' ', { remote: true })).rejects.toThrow();
      expect(own.received.map((r) => `${r.method} ${r.target.split('?')[0]}`)).toEqual([
        'POST /api/v1/validate',
        'POST /api/v1/batch',
        'POST /api/v1/enrich',
        'GET /api/v1/generate',
        'GET /api/v1/usage',
        'POST /api/v1/validate',
      ]);
      for (const request of own.received) {
        expect(request.target).not.toContain(key);
        expect(decodeURIComponent(request.target)).not.toContain(key);
        expect(request.authorization).toBe(`Bearer ${key}`);
        expect(request.headerText.split(key).length - 1).toBe(1);
      }
      expect(own.log.join('\n')).not.toContain(key);
    } finally {
      await own.close();
    }
  });

  it('cannot be put into the base URL, and must be printable ASCII without spaces', () => {
    expect(() => createClient({ baseUrl: 'http://127.0.0.1:1/?api_key=x' })).toThrow(TypeError);
    expect(() => createClient({ baseUrl: 'http://user:secret@127.0.0.1:1/' })).toThrow(TypeError);
    expect(() => createClient({ baseUrl: 'http://127.0.0.1:1/#k' })).toThrow(TypeError);
    expect(() => createClient({ baseUrl: 'http://127.0.0.1:1/bn_live_abc/', apiKey: 'bn_live_abc' })).toThrow(
      /must not contain/,
    );
    expect(() => createClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'two words' })).toThrow(TypeError);
    expect(() => createClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'line\nbreak' })).toThrow(TypeError);
    expect(() => createClient({ baseUrl: 'http://127.0.0.1:1', apiKey: '' })).toThrow(TypeError);
    expect(() => createClient({ baseUrl: 'ftp://127.0.0.1:1' })).toThrow(TypeError);
    expect(() => createClient({ baseUrl: '/relative' })).toThrow(TypeError);
    expect(() => createClient({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 0 })).toThrow(RangeError);
  });
});
