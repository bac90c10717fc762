import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BankNumberRequestError } from '../core/errors.ts';
import type { Envelope, Format } from '../core/types.ts';
import { INVALID_BICS, VALID_BICS } from '../../test/vectors/bic.ts';
import { IBAN_VECTORS } from '../../test/vectors/iban.ts';
import { sortCodeVectors } from '../../test/vectors/uk-sort-code.ts';
import { routingVectors } from '../../test/vectors/us-routing.ts';
import { validate } from '../validate.ts';
import { DETECTION_VECTORS } from '../../test/vectors/shared.ts';
import { startTestServer } from './test-support/harness.ts';
import type { Reply, TestServer } from './test-support/harness.ts';

// Limits that never bind: these tests are about the answers, not the counting.
const UNLIMITED = { minute: 1e9, day: 1e9 };

interface Case {
  input: string;
  format?: Format;
}

const cases: Case[] = [];
const add = (format: Format, inputs: readonly string[]): void => {
  for (const input of inputs) cases.push({ input, format }, { input });
};
add('us-routing', Object.values(routingVectors).flat());
add('uk-sort-code', Object.values(sortCodeVectors).flat() as string[]);
add(
  'iban',
  IBAN_VECTORS.map((v) => v.input),
);
add(
  'bic',
  [...VALID_BICS, ...Object.values(INVALID_BICS).flat()].map((v) => v.input),
);
for (const input of DETECTION_VECTORS) cases.push({ input });
// Malformed requests: the SDK throws exactly where the server answers 400.
cases.push({ input: '   ' }, { input: 'x'.repeat(129) }, { input: '😀'.repeat(128) });

/** What the SDK answers, without the only field that may differ. */
async function local(c: Case): Promise<{ envelope?: Omit<Envelope, 'processingTimeMs'>; code?: string }> {
  try {
    const { processingTimeMs, ...rest } = await validate(c.input, c.format === undefined ? {} : { format: c.format });
    expect(processingTimeMs).toBeGreaterThanOrEqual(0);
    return { envelope: rest };
  } catch (error) {
    if (error instanceof BankNumberRequestError) return { code: error.code };
    throw error;
  }
}

function remote(reply: Reply): { envelope?: Omit<Envelope, 'processingTimeMs'>; code?: string } {
  if (reply.status === 400) return { code: reply.body.code };
  expect(reply.status).toBe(200);
  const { processingTimeMs, ...rest } = reply.body as Envelope;
  expect(typeof processingTimeMs).toBe('number');
  return { envelope: rest };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ limits: { open: UNLIMITED } });
});
afterAll(async () => {
  await server.close();
});

describe('GET and POST /api/v1/validate answer exactly what the SDK answers', () => {
  it(`covers the shared vectors of every format (${cases.length} cases)`, async () => {
    expect(cases.length).toBeGreaterThan(300);
    for (const c of cases) {
      const expected = await local(c);
      const query = new URLSearchParams({ q: c.input, ...(c.format === undefined ? {} : { format: c.format }) });
      const get = remote(await server.call(`/api/v1/validate?${query}`));
      const post = remote(
        await server.call('/api/v1/validate', {
          method: 'POST',
          body: { input: c.input, ...(c.format === undefined ? {} : { format: c.format }) },
        }),
      );
      expect(get, `GET ${JSON.stringify(c)}`).toEqual(expected);
      expect(post, `POST ${JSON.stringify(c)}`).toEqual(expected);
    }
  });
});

describe('malformed /validate requests are 400 problems naming the parameter', () => {
  it('GET without q: MISSING_PARAMETER for q', async () => {
    const reply = await server.call('/api/v1/validate');
    expect(reply.status).toBe(400);
    expect(reply.headers['content-type']).toBe('application/problem+json');
    expect(reply.body).toMatchObject({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      apiVersion: '1',
      code: 'MISSING_PARAMETER',
      errors: [{ parameter: 'q' }],
    });
  });

  it('GET with an empty q: MISSING_PARAMETER; with 129 characters: INPUT_TOO_LONG', async () => {
    expect((await server.call('/api/v1/validate?q=')).body.code).toBe('MISSING_PARAMETER');
    const long = await server.call(`/api/v1/validate?q=${'1'.repeat(129)}`);
    expect(long.body).toMatchObject({ code: 'INPUT_TOO_LONG', errors: [{ parameter: 'q' }] });
    expect(long.text).not.toContain('1'.repeat(129));
  });

  it('an unknown format hint: INVALID_PARAMETER for format, on GET and POST', async () => {
    const get = await server.call('/api/v1/validate?q=011000015&format=swift');
    expect(get.body).toMatchObject({ status: 400, code: 'INVALID_PARAMETER', errors: [{ parameter: 'format' }] });
    const post = await server.call('/api/v1/validate', { method: 'POST', body: { input: '011000015', format: 'ABA' } });
    expect(post.body).toMatchObject({ status: 400, code: 'INVALID_PARAMETER', errors: [{ parameter: 'format' }] });
  });

  it('an empty format means detection, as in the SDK', async () => {
    const reply = await server.call('/api/v1/validate?q=011000015&format=');
    expect(reply.status).toBe(200);
    expect(reply.body.result.format).toBe('us-routing');
  });

  it('POST with a JSON number as input: INVALID_PARAMETER for input (leading zeros would be lost)', async () => {
    const reply = await server.call('/api/v1/validate', {
      method: 'POST',
      body: '{"input": 11000015}',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.body).toMatchObject({ status: 400, code: 'INVALID_PARAMETER', errors: [{ parameter: 'input' }] });
  });

  it('POST without input, or with null: MISSING_PARAMETER for input', async () => {
    for (const body of [{}, { input: null }, { input: ' \t ' }]) {
      const reply = await server.call('/api/v1/validate', { method: 'POST', body });
      expect(reply.body).toMatchObject({ status: 400, code: 'MISSING_PARAMETER', errors: [{ parameter: 'input' }] });
    }
  });

  it('POST with a body that is not an object, or with an unknown field, is refused', async () => {
    for (const body of ['[]', '"011000015"', 'null', '{"input":"011000015","fromat":"iban"}']) {
      const reply = await server.call('/api/v1/validate', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe('INVALID_PARAMETER');
      expect(reply.text).not.toContain('fromat');
    }
  });

  it('q given twice is refused rather than guessed', async () => {
    const reply = await server.call('/api/v1/validate?q=011000015&q=021000021');
    expect(reply.body).toMatchObject({ status: 400, code: 'INVALID_PARAMETER', errors: [{ parameter: 'q' }] });
  });

  it('unrelated query parameters (cache busters) are ignored', async () => {
    const reply = await server.call('/api/v1/validate?q=011000015&_=1700000000');
    expect(reply.status).toBe(200);
  });

  it('every validation outcome, valid or not, is 200', async () => {
    const reply = await server.call('/api/v1/validate?q=021000022');
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({ valid: false, format: 'us-routing', breakdown: null, bankInfo: null });
    expect(reply.body.result.errors[0].code).toBe('CHECKSUM_FAILED');
  });

  it('a hyphenated sort code with the hint is valid and normalized (docs/contract.md §2)', async () => {
    const reply = await server.call('/api/v1/validate?q=12-34-56&format=uk-sort-code');
    expect(reply.body.result).toMatchObject({ valid: true, normalized: '123456', format: 'uk-sort-code' });
  });
});
