/**
 * The German account check over HTTP, in a server that has loaded nothing yet: /generate and
 * /validate load the German bank data themselves, and agree with the SDK once it is loaded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_METHODS } from '../formats/iban/national/de/methods.ts';
import { ibanCheckDigits } from '../formats/iban/registry.ts';
import { bearer, startTestServer } from './test-support/harness.ts';
import type { TestServer } from './test-support/harness.ts';

const UNLIMITED = { minute: 1e9, day: 1e9 };
// Postbank, bank code 10010010, method 24: account 6820102 fails it.
const bban = '100100100006820102';
const FAILS = `DE${ibanCheckDigits('DE', bban)}${bban}`;

let server: TestServer;
let business: string;
beforeAll(async () => {
  server = await startTestServer({ limits: { open: UNLIMITED } });
  business = await server.key('business');
});
afterAll(async () => {
  await server.close();
});

describe('German accounts over HTTP', () => {
  it('GET /generate for a German bank code gives accounts that pass its method (24)', async () => {
    const reply = await server.call('/api/v1/generate?format=iban&country=de&bankCode=10010010&count=30&seed=x', {
      headers: bearer(business),
    });
    expect(reply.status).toBe(200);
    const items = reply.body.result.items as { value: string }[];
    expect(items).toHaveLength(30);
    for (const { value } of items) {
      expect(GERMAN_METHODS['24']?.(value.slice(12), '10010010'), value).toBe(true);
      const check = await server.call(`/api/v1/validate?q=${value}`);
      expect(check.body.result.valid, value).toBe(true);
    }
  });

  it('GET and POST /validate answer BBAN_CHECKSUM_FAILED for an account that fails its method', async () => {
    const get = await server.call(`/api/v1/validate?q=${FAILS}`);
    const post = await server.call('/api/v1/validate', { method: 'POST', body: { input: FAILS, format: 'iban' } });
    for (const reply of [get, post]) {
      expect(reply.status).toBe(200);
      expect(reply.body.result.valid).toBe(false);
      expect(reply.body.result.errors.map((e: { code: string }) => e.code)).toEqual(['BBAN_CHECKSUM_FAILED']);
    }
  });
});
