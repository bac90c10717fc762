import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIbanLookup } from '../formats/iban/lookup.ts';
import { isTestBic } from '../formats/bic/is-test-bic.ts';
import { generateBic, generateBics } from '../formats/bic/generate.ts';
import { generateIbans } from '../formats/iban/generate.ts';
import { generateSortCodes } from '../formats/uk-sort-code/generate.ts';
import { generateRoutingNumbers } from '../formats/us-routing/generate.ts';
import { validate } from '../validate.ts';
import { OPENAPI_DOCUMENT } from './routes/openapi.ts';
import { bearer, startTestServer, T0, testClock } from './test-support/harness.ts';
import type { TestServer } from './test-support/harness.ts';

const UNLIMITED = { minute: 1e9, day: 1e9 };

let server: TestServer;
let starter: string;
let pro: string;
let business: string;

beforeAll(async () => {
  server = await startTestServer({ limits: { open: UNLIMITED, pro: UNLIMITED, business: UNLIMITED } });
  starter = await server.key('starter');
  pro = await server.key('pro');
  business = await server.key('business');
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/v1/usage (Starter and up, not counted)', () => {
  it("reports the caller's tier, what it is counted by, its endpoints and both windows", async () => {
    await server.call('/api/v1/validate?q=011000015', { headers: bearer(starter) });
    await server.call('/api/v1/validate?q=nope', { headers: bearer(starter) });
    const reply = await server.call('/api/v1/usage', { headers: bearer(starter) });
    expect(reply.status).toBe(200);
    expect(reply.body.apiVersion).toBe('1');
    const { result } = reply.body;
    expect(result).toMatchObject({
      tier: 'starter',
      countedBy: 'key',
      endpoints: ['/api/v1/validate', '/api/v1/usage'],
      limits: { minute: { limit: 10, used: 2, remaining: 8 }, day: { limit: 100, used: 2, remaining: 98 } },
    });
    expect(result.limits.minute.reset % 60).toBe(0);
    expect(result.limits.day.reset % 86_400).toBe(0);
    const again = await server.call('/api/v1/usage', { headers: bearer(starter) });
    expect(again.body.result.limits.minute.used).toBe(2);
  });

  it('Pro lists every endpoint', async () => {
    const reply = await server.call('/api/v1/usage', { headers: bearer(pro) });
    expect(reply.body.result.endpoints).toEqual([
      '/api/v1/validate',
      '/api/v1/usage',
      '/api/v1/batch',
      '/api/v1/enrich',
      '/api/v1/generate',
    ]);
  });
});

describe('POST /api/v1/batch (Pro, Business)', () => {
  it('answers one /validate result per item, in order, with ids and a summary', async () => {
    const items = [
      { input: 'GB82 WEST 1234 5698 7654 32', id: 'payee-1' },
      { input: '12-34-56', format: 'uk-sort-code' },
      { input: '021000022', id: 'bad-routing' },
      { input: 'DEUTDEFF', format: null },
    ];
    const reply = await server.call('/api/v1/batch', { method: 'POST', body: { items }, headers: bearer(business) });
    expect(reply.status).toBe(200);
    const { summary, items: results } = reply.body.result;
    expect(summary).toEqual({ total: 4, valid: 3, invalid: 1 });
    expect(results.map((r: { index: number; id: string | null }) => [r.index, r.id])).toEqual([
      [0, 'payee-1'],
      [1, null],
      [2, 'bad-routing'],
      [3, null],
    ]);
    for (const [i, item] of items.entries()) {
      const local = await validate(item.input, item.format ? { format: item.format as 'uk-sort-code' } : {});
      expect(results[i].result).toEqual(local.result);
    }
  });

  it('counts one unit per item', async () => {
    const limited = await startTestServer({ clock: testClock(T0), limits: { pro: { minute: 10, day: 100 } } });
    try {
      const proKey = await limited.key('pro');
      const reply = await limited.call('/api/v1/batch', {
        method: 'POST',
        body: { items: [{ input: '011000015' }, { input: '021000021' }, { input: '026009593' }] },
        headers: bearer(proKey),
      });
      expect(reply.headers['x-ratelimit-remaining']).toBe('7');
    } finally {
      await limited.close();
    }
  });

  it('a batch that does not fit is refused whole, and nothing of it is counted', async () => {
    const limited = await startTestServer({ clock: testClock(T0), limits: { pro: { minute: 10, day: 100 } } });
    try {
      const key = await limited.key('pro');
      for (let i = 0; i < 8; i++) await limited.call('/api/v1/validate?q=011000015', { headers: bearer(key) });
      const items = Array.from({ length: 3 }, () => ({ input: '011000015' }));
      const refused = await limited.call('/api/v1/batch', { method: 'POST', body: { items }, headers: bearer(key) });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', violatedPolicies: ['minute'] });
      expect(refused.headers['retry-after']).toBe('30');
      expect(refused.headers['x-ratelimit-remaining']).toBe('2');
      const usage = await limited.call('/api/v1/usage', { headers: bearer(key) });
      expect(usage.body.result.limits.minute.used).toBe(8);
      const fits = await limited.call('/api/v1/batch', {
        method: 'POST',
        body: { items: items.slice(1) },
        headers: bearer(key),
      });
      expect(fits.status).toBe(200);
      expect(fits.headers['x-ratelimit-remaining']).toBe('0');
    } finally {
      await limited.close();
    }
  });

  it('a malformed item makes the whole batch 400, with a JSON pointer per malformed item', async () => {
    const items = [
      { input: '011000015' },
      { input: 11000015 },
      { input: '021000021', format: 'aba' },
      { input: 'x', extra: true },
      { input: '' },
    ];
    const reply = await server.call('/api/v1/batch', { method: 'POST', body: { items }, headers: bearer(pro) });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('INVALID_PARAMETER');
    expect(reply.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual([
      '/items/1/input',
      '/items/2/format',
      '/items/3',
      '/items/4/input',
    ]);
  });

  it('needs 1 to 100 items', async () => {
    for (const body of [
      {},
      { items: [] },
      { items: 'x' },
      { items: Array.from({ length: 101 }, () => ({ input: '011000015' })) },
    ]) {
      const reply = await server.call('/api/v1/batch', { method: 'POST', body, headers: bearer(pro) });
      expect(reply.status).toBe(400);
      expect(reply.body.errors[0].pointer).toBe('/items');
    }
    const hundred = Array.from({ length: 100 }, (_, i) => ({ input: '011000015', id: `n${i}` }));
    const reply = await server.call('/api/v1/batch', {
      method: 'POST',
      body: { items: hundred },
      headers: bearer(pro),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.result.items).toHaveLength(100);
  });

  it('refuses ids that are not short strings', async () => {
    for (const id of [5, '', 'x'.repeat(129), { a: 1 }]) {
      const reply = await server.call('/api/v1/batch', {
        method: 'POST',
        body: { items: [{ input: '011000015', id }] },
        headers: bearer(pro),
      });
      expect(reply.status).toBe(400);
      expect(reply.body.errors[0].pointer).toBe('/items/0/id');
    }
  });
});

describe('GET and POST /api/v1/enrich (Pro, Business)', () => {
  const enrich = async (q: string, format?: string) => {
    const query = new URLSearchParams({ q, ...(format === undefined ? {} : { format }) });
    const get = await server.call(`/api/v1/enrich?${query}`, { headers: bearer(pro) });
    const post = await server.call('/api/v1/enrich', {
      method: 'POST',
      body: { input: q, ...(format ? { format } : {}) },
      headers: bearer(pro),
    });
    expect(get.status).toBe(200);
    expect(post.body.result).toEqual(get.body.result);
    return get.body.result;
  };

  it('is the /validate result plus enrichment', async () => {
    const result = await enrich('GB82WEST12345698765432');
    const { result: local } = await validate('GB82WEST12345698765432');
    const { enrichment, ...rest } = result;
    expect(rest).toEqual(local);
    expect(enrichment).toMatchObject({
      countryName: 'United Kingdom',
      currency: 'GBP',
      formatted: 'GB82 WEST 1234 5698 7654 32',
    });
    expect(typeof enrichment.sepa).toBe('boolean');
  });

  it('for an IBAN of a country without bank data, warns BANK_NOT_FOUND and guesses nothing', async () => {
    const result = await enrich('GB82WEST12345698765432');
    if (result.enrichment.bank === null) expect(result.enrichment.warnings).toContain('BANK_NOT_FOUND');
    else expect(result.enrichment.bank.countryCode).toBe('GB');
  });

  it('for a Swiss QR-IBAN, warns QR_IBAN; an ordinary Swiss IBAN has no such warning', async () => {
    const qr = await enrich('CH4431999123000889012');
    expect(qr.valid).toBe(true);
    expect(qr.enrichment.warnings).toContain('QR_IBAN');
    const plain = await enrich('CH9300762011623852957');
    expect(plain.enrichment.warnings).not.toContain('QR_IBAN');
  });

  it('for a routing number, names the Federal Reserve district', async () => {
    const { enrichment } = await enrich('011000015');
    expect(enrichment.districtName).toBe('Boston');
    expect(enrichment.formatted).toBe('011000015');
    const treasury = await enrich('154000008');
    expect(treasury.enrichment.districtName).toBeNull();
  });

  it('for a sort code, gives the BIC and clearing data where known, else null', async () => {
    const { enrichment } = await enrich('60-83-71', 'uk-sort-code');
    expect(enrichment.formatted).toBe('60-83-71');
    if (enrichment.bank !== null) {
      expect(enrichment.bic).toBe(enrichment.bank.bic);
      expect(enrichment.clearing).toEqual(enrichment.bank.clearing);
    } else {
      expect(enrichment).toMatchObject({ bic: null, clearing: null, warnings: ['BANK_NOT_FOUND'] });
    }
  });

  it('for a BIC, says whether it is a test BIC', async () => {
    const live = await enrich('DEUTDEFF');
    expect(live.enrichment).toMatchObject({ countryName: 'Germany', testBic: false });
    expect(live.enrichment.warnings).not.toContain('TEST_BIC');
    const test = await enrich('DEUTDEF0');
    expect(test.enrichment.testBic).toBe(true);
    expect(test.enrichment.warnings).toContain('TEST_BIC');
  });

  it('with bic, lists every BIC of an IBAN’s bank code and says whether the BIC names that bank', async () => {
    const ask = async (q: string, bic: string) => {
      const get = await server.call(`/api/v1/enrich?${new URLSearchParams({ q, bic })}`, { headers: bearer(pro) });
      const post = await server.call('/api/v1/enrich', {
        method: 'POST',
        body: { input: q, bic },
        headers: bearer(pro),
      });
      expect(get.status).toBe(200);
      expect(post.body.result).toEqual(get.body.result);
      return get.body.result.enrichment;
    };
    const plain = (await enrich('DE68120700000001234574')).enrichment;
    const branch = await ask('DE68120700000001234574', 'DEUTDEBB120');
    // What the answer had before stays as it was; the new fields come after it.
    expect(JSON.stringify(branch).startsWith(JSON.stringify(plain).slice(0, -1))).toBe(true);
    expect(branch.bics[0]).toBe('DEUTDEBB160');
    expect(branch.bics).toHaveLength(37);
    expect(branch.bicConsistency).toEqual({ status: 'consistent', reason: null });
    expect((await ask('DE89370400440532013000', 'DEUTDEFF')).bicConsistency).toEqual({
      status: 'inconsistent',
      reason: 'other-bank',
    });
    expect((await ask('DE89370400440532013000', 'BNPAFRPP')).bicConsistency).toEqual({
      status: 'inconsistent',
      reason: 'other-country',
    });
    expect(await ask('PL61109010140000071219812874', 'WBKPPLPP')).toMatchObject({
      bics: null,
      bicConsistency: { status: 'unknown', reason: 'no-directory' },
    });
    // A blank bic asks for the BICs alone; a number of another format gets nothing more.
    const listOnly = await ask('DE89370400440532013000', '');
    expect(listOnly.bics).toEqual(['COBADEFFXXX']);
    expect(listOnly).not.toHaveProperty('bicConsistency');
    expect(await ask('DEUTDEFF', 'DEUTDEFF')).toEqual((await enrich('DEUTDEFF')).enrichment);
  });

  it('refuses a bic given twice, too long or not a string', async () => {
    const twice = await server.call('/api/v1/enrich?q=DE89370400440532013000&bic=A&bic=B', { headers: bearer(pro) });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain("'bic' is given more than once");
    const long = await server.call(`/api/v1/enrich?q=DE89370400440532013000&bic=${'A'.repeat(129)}`, {
      headers: bearer(pro),
    });
    expect(long.status).toBe(400);
    const number = await server.call('/api/v1/enrich', {
      method: 'POST',
      body: { input: 'DE89370400440532013000', bic: 1 },
      headers: bearer(pro),
    });
    expect(number.status).toBe(400);
    expect(JSON.stringify(number.body)).toContain("'bic' must be a string");
  });

  it('an invalid number has enrichment null', async () => {
    const result = await enrich('021000022');
    expect(result.valid).toBe(false);
    expect(result.enrichment).toBeNull();
  });
});

describe('GET /api/v1/generate (Pro, Business)', () => {
  const generate = (query: string, key = business) =>
    server.call(`/api/v1/generate?${query}`, { headers: bearer(key) });
  /** Generates with `query`, expects 200 with `format` and exactly the `values` given, and answers the result. */
  const generated = async (
    query: string,
    format: string,
    values: string[],
  ): Promise<{ items: Array<{ value: string; formatted: string }> }> => {
    const reply = await generate(query);
    expect(reply.status).toBe(200);
    const { result } = reply.body;
    expect(result.format).toBe(format);
    expect(result.items.map((i: { value: string }) => i.value)).toEqual(values);
    return result;
  };

  it(
    'answers a whole batch of BICs for every seed length it takes, ' + 'up to 128 characters, each distinct and valid',
    async () => {
      for (const length of [1, 120, 125, 126, 127, 128]) {
        const seed = 'x'.repeat(length);
        const reply = await generate(`format=bic&country=DE&count=20&seed=${seed}`);
        expect(reply.status, String(length)).toBe(200);
        const values = reply.body.result.items.map((i: { value: string }) => i.value);
        expect(values).toHaveLength(20);
        expect(new Set(values).size).toBeGreaterThan(15);
        expect(values).toEqual(generateBics({ country: 'DE', seed, count: 20 }));
        expect(values[0]).toBe(generateBic({ country: 'DE', seed }));
      }
      expect((await generate(`format=bic&country=DE&count=2&seed=${'x'.repeat(129)}`)).status).toBe(400);
    },
  );

  it('generates IBANs that pass validation, repeatably per seed, as the SDK does', async () => {
    // As the server does: with the German directory loaded, bank codes of it, accounts passing their method.
    await loadIbanLookup('DE');
    const result = await generated(
      'format=iban&country=DE&count=5&seed=demo',
      'iban',
      generateIbans({ country: 'DE', seed: 'demo', count: 5 }),
    );
    for (const { value, formatted } of result.items) {
      const check = await server.call(`/api/v1/validate?q=${encodeURIComponent(formatted)}`, {
        headers: bearer(business),
      });
      expect(check.body.result).toMatchObject({ valid: true, normalized: value, format: 'iban' });
      expect(check.body.result.bankInfo).not.toBeNull();
    }
    expect((await generate('format=iban&country=DE&count=5&seed=demo')).body.result).toEqual(result);
  });

  it('generates test BICs that pass validation', async () => {
    const reply = await generate('format=bic&country=GB&count=3&seed=7');
    const values = reply.body.result.items.map((i: { value: string }) => i.value);
    expect(values).toEqual(generateBics({ country: 'GB', seed: '7', count: 3 }));
    for (const value of values) {
      expect(isTestBic(value)).toBe(true);
      expect((await validate(value, { format: 'bic' })).result.valid).toBe(true);
    }
  });

  it("generates routing numbers that pass validation, the SDK's for the same seed", async () => {
    const result = await generated(
      'format=us-routing&count=20&seed=routing',
      'us-routing',
      generateRoutingNumbers({ seed: 'routing', count: 20 }),
    );
    for (const { value, formatted } of result.items) {
      expect(formatted).toBe(value);
      expect((await validate(value, { format: 'us-routing' })).result).toMatchObject({
        valid: true,
        normalized: value,
      });
    }
    // The country of the format may be named, in any case; the answer is the same.
    expect((await generate('format=us-routing&country=us&count=20&seed=routing')).body.result).toEqual(result);
  });

  it("generates sort codes that pass validation, shown as 12-34-56, the SDK's for the same seed", async () => {
    const { items } = await generated(
      'format=uk-sort-code&country=GB&count=10&seed=7',
      'uk-sort-code',
      generateSortCodes({ seed: '7', count: 10 }),
    );
    for (const { value, formatted } of items) {
      expect(formatted).toBe(`${value.slice(0, 2)}-${value.slice(2, 4)}-${value.slice(4)}`);
      const check = await server.call(`/api/v1/validate?q=${formatted}&format=uk-sort-code`, {
        headers: bearer(business),
      });
      expect(check.body.result).toMatchObject({ valid: true, normalized: value, format: 'uk-sort-code' });
    }
    // The seed is text: `7` here is the SDK's seed 7 as well.
    expect(items.map((i: { value: string }) => i.value)).toEqual(generateSortCodes({ seed: 7, count: 10 }));
  });

  it('uses a bank code when given', async () => {
    const reply = await generate('format=bic&country=DE&bankCode=DEUT&seed=1');
    expect(reply.body.result.items[0].value.slice(0, 4)).toBe('DEUT');
  });

  it('without a seed, draws new numbers', async () => {
    const a = await generate('format=iban&country=FR&count=3');
    const b = await generate('format=iban&country=FR&count=3');
    expect(a.body.result.items).not.toEqual(b.body.result.items);
  });

  it('refuses malformed parameters with 400', async () => {
    const cases: Array<[string, string, string]> = [
      ['country=DE', 'MISSING_PARAMETER', 'format'],
      ['format=swift&country=US', 'INVALID_PARAMETER', 'format'],
      ['format=IBAN&country=DE', 'INVALID_PARAMETER', 'format'],
      ['format=iban', 'MISSING_PARAMETER', 'country'],
      ['format=bic&country=%20', 'MISSING_PARAMETER', 'country'],
      ['format=us-routing&country=GB', 'INVALID_PARAMETER', 'country'],
      ['format=uk-sort-code&country=US', 'INVALID_PARAMETER', 'country'],
      ['format=uk-sort-code&country=IE', 'INVALID_PARAMETER', 'country'],
      ['format=us-routing&bankCode=0210', 'INVALID_PARAMETER', 'bankCode'],
      ['format=uk-sort-code&count=101', 'INVALID_PARAMETER', 'count'],
      ['format=us-routing&seed=1&seed=2', 'INVALID_PARAMETER', 'seed'],
      ['format=iban&country=ZZ', 'INVALID_PARAMETER', 'country'],
      ['format=iban&country=DE&count=0', 'INVALID_PARAMETER', 'count'],
      ['format=iban&country=DE&count=101', 'INVALID_PARAMETER', 'count'],
      ['format=iban&country=DE&count=2.5', 'INVALID_PARAMETER', 'count'],
      ['format=bic&country=DE&bankCode=D', 'INVALID_PARAMETER', 'bankCode'],
      [`format=bic&country=DE&seed=${'s'.repeat(129)}`, 'INVALID_PARAMETER', 'seed'],
    ];
    for (const [query, code, parameter] of cases) {
      const reply = await generate(query);
      expect(reply.status, query).toBe(400);
      expect(reply.body, query).toMatchObject({ code, errors: [{ parameter }] });
    }
  });

  it('counts one unit per request, whatever the count', async () => {
    const limited = await startTestServer({ clock: testClock(T0), limits: { pro: { minute: 10, day: 100 } } });
    try {
      const reply = await limited.call('/api/v1/generate?format=iban&country=NL&count=100', {
        headers: bearer(await limited.key('pro')),
      });
      expect(reply.body.result.items).toHaveLength(100);
      expect(reply.headers['x-ratelimit-remaining']).toBe('9');
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/v1/openapi.json', () => {
  it('serves the OpenAPI 3.1 document to anyone, uncounted', async () => {
    const reply = await server.call('/api/v1/openapi.json');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(JSON.parse(JSON.stringify(OPENAPI_DOCUMENT)));
    expect(reply.body.openapi).toBe('3.1.0');
  });
});
