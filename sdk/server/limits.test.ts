import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, exchange, expectMethodNotAllowed, parseRaw, startTestServer } from './test-support/harness.ts';
import type { TestServer } from './test-support/harness.ts';
import { checkResponse } from './test-support/openapi-check.ts';

const UNLIMITED = { minute: 1e9, day: 1e9 };
const json = { 'content-type': 'application/json' };

let server: TestServer;
/** The same server on a loopback port, for the bytes no HTTP client sends. */
let wire: TestServer;
let pro: string;
beforeAll(async () => {
  server = await startTestServer({ limits: { open: UNLIMITED, pro: UNLIMITED } });
  wire = await startTestServer({ limits: { open: UNLIMITED, pro: UNLIMITED }, network: true });
  pro = await server.key('pro');
});
afterAll(async () => {
  await Promise.all([server.close(), wire.close()]);
});

/** A body of exactly `size` bytes that is valid JSON: the request, padded with spaces. */
function padded(value: object, size: number): string {
  const text = JSON.stringify(value);
  return text + ' '.repeat(size - Buffer.byteLength(text));
}

/** Sends a body in chunks, without Content-Length. */
function sendChunked(path: string, headers: Record<string, string>, chunks: string[]) {
  const lines = Object.entries({
    host: 'localhost',
    ...headers,
    'transfer-encoding': 'chunked',
    connection: 'close',
  }).map(([k, v]) => `${k}: ${v}`);
  const body = chunks.map((chunk) => `${Buffer.byteLength(chunk).toString(16)}\r\n${chunk}\r\n`).join('');
  return exchange(wire.url, `POST ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n${body}0\r\n\r\n`).then((raw) => {
    const reply = parseRaw(raw);
    checkResponse({ method: 'POST', path, ...reply });
    return reply;
  });
}

describe('body limits (docs/contract.md §6)', () => {
  it('a /validate body of 16 KiB passes, one byte more is 413', async () => {
    const ok = await server.call('/api/v1/validate', {
      method: 'POST',
      body: padded({ input: '011000015' }, 16 * 1024),
      headers: json,
    });
    expect(ok.status).toBe(200);
    const big = await server.call('/api/v1/validate', {
      method: 'POST',
      body: padded({ input: '011000015' }, 16 * 1024 + 1),
      headers: json,
    });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'BODY_TOO_LARGE', title: 'Content Too Large' });
  });

  it('a body sent in chunks without Content-Length is cut off at the limit too', async () => {
    const chunks = Array.from({ length: 20 }, () => ' '.repeat(1024));
    const reply = await sendChunked('/api/v1/validate', json, ['{"input":"011000015"}', ...chunks]);
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.text).code).toBe('BODY_TOO_LARGE');
  });

  it('/batch takes 256 KiB, and one byte more is 413', async () => {
    const body = { items: [{ input: '011000015' }] };
    const ok = await server.call('/api/v1/batch', {
      method: 'POST',
      body: padded(body, 256 * 1024),
      headers: { ...json, ...bearer(pro) },
    });
    expect(ok.status).toBe(200);
    const big = await server.call('/api/v1/batch', {
      method: 'POST',
      body: padded(body, 256 * 1024 + 1),
      headers: { ...json, ...bearer(pro) },
    });
    expect(big.status).toBe(413);
    const enrich = await server.call('/api/v1/enrich', {
      method: 'POST',
      body: padded({ input: '011000015' }, 20_000),
      headers: { ...json, ...bearer(pro) },
    });
    expect(enrich.status).toBe(413);
  });
});

describe('body shapes, checked before the parse (docs/server.md, Request shapes)', () => {
  const LIMIT = 256 * 1024;
  /** `open` and `close` repeated as often as 256 KiB of body allows, inside the batch's `items`. */
  const nested = (open: string, close: string): string => {
    const depth = Math.floor((LIMIT - 12) / (open.length + close.length));
    return `{"items":[${open.repeat(depth)}${close.repeat(depth)}]}`;
  };
  const post = async (body: string) =>
    wire.call('/api/v1/batch', { method: 'POST', body, headers: { ...json, ...bearer(await wire.key('pro')) } });

  it('refuses a batch nested as deep as 256 KiB allows with 400 INVALID_JSON, over HTTP', async () => {
    for (const body of [nested('[', ']'), nested('{"a":', '}').replace('{"a":}', '{"a":1}')]) {
      const reply = await post(body);
      expect(reply.status).toBe(400);
      expect(reply.headers['content-type']).toBe('application/problem+json');
      expect(reply.body).toMatchObject({
        code: 'INVALID_JSON',
        detail: 'The request body nests arrays and objects more than 16 levels deep.',
      });
    }
  });

  it('refuses an array or object of more than 1,000 members with 400 INVALID_JSON, over HTTP', async () => {
    const wide = `{"items":[${'0,'.repeat(1000)}0]}`;
    const keys = `{"items":[{${Array.from({ length: 1001 }, (_, i) => `"k${i}":0`).join(',')}}]}`;
    for (const body of [wide, keys]) {
      const reply = await post(body);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        code: 'INVALID_JSON',
        detail: 'The request body has an array or object of more than 1,000 members.',
      });
    }
  });

  it('reads bodies within the limits, brackets and commas inside strings included', async () => {
    // 16 levels: the schema answers, not the shape limit.
    const deep = await post(`{"items":[${'['.repeat(14)}${']'.repeat(14)}]}`);
    expect(deep.body).toMatchObject({ code: 'INVALID_PARAMETER', errors: [{ pointer: '/items/0' }] });
    const many = await post(`{"items":[${'0,'.repeat(998)}0]}`);
    expect(many.body).toMatchObject({ code: 'INVALID_PARAMETER', errors: [{ pointer: '/items' }] });
    const strings = await post(
      JSON.stringify({ items: [{ input: '011000015', id: `${'[{'.repeat(20)}\\"${',"'.repeat(20)}` }] }),
    );
    expect(strings.status).toBe(200);
  });
});

describe('media types and JSON (docs/contract.md §6)', () => {
  it('POST without application/json is 415', async () => {
    for (const type of [
      undefined,
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
      'application/jsonx',
    ]) {
      const reply = await server.call('/api/v1/validate', {
        method: 'POST',
        body: '{"input":"011000015"}',
        headers: type === undefined ? {} : { 'content-type': type },
      });
      expect(reply.status, String(type)).toBe(415);
      expect(reply.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('application/json with a UTF-8 charset, in any case, is fine', async () => {
    for (const type of ['application/json; charset=utf-8', 'Application/JSON;charset="UTF-8"']) {
      const reply = await server.call('/api/v1/validate', {
        method: 'POST',
        body: '{"input":"011000015"}',
        headers: { 'content-type': type },
      });
      expect(reply.status, type).toBe(200);
    }
  });

  it('a body that is not JSON in UTF-8 is 400 INVALID_JSON', async () => {
    const bodies: Array<string | Uint8Array> = [
      '',
      '{',
      '{"input": "011000015",}',
      "{'input': 'x'}",
      new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    ];
    for (const body of bodies) {
      const reply = await server.call('/api/v1/validate', { method: 'POST', body, headers: json });
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe('INVALID_JSON');
    }
  });
});

describe('paths and methods (docs/contract.md §6)', () => {
  it('an unknown path is 404', async () => {
    for (const path of [
      '/',
      '/api',
      '/api/v1',
      '/api/v1/validate/',
      '/api/v2/validate',
      '/api/v1/VALIDATE',
      '/api/v1/validate/GB82WEST12345698765432',
    ]) {
      const reply = await server.call(path);
      expect(reply.status, path).toBe(404);
      expect(reply.body.code).toBe('NOT_FOUND');
    }
  });

  it('a wrong method is 405 with Allow', async () => {
    await expectMethodNotAllowed((method, path) => server.call(path, { method, headers: bearer(pro) }), {
      'GET, POST, OPTIONS': ['DELETE /api/v1/validate', 'PUT /api/v1/validate'],
      'POST, OPTIONS': ['GET /api/v1/batch'],
      'GET, OPTIONS': ['POST /api/v1/usage', 'PATCH /api/v1/generate', 'POST /api/v1/openapi.json'],
    });
  });

  it('HEAD is answered like GET, without a body', async () => {
    const reply = await server.call('/api/v1/validate?q=011000015', { method: 'HEAD' });
    expect(reply.status).toBe(200);
    expect(reply.text).toBe('');
  });

  it('a request that Node cannot parse gets a problem body too', async () => {
    const raw = parseRaw(
      await exchange(wire.url, 'GET /api/v1/validate?q=1 HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n'),
    );
    expect(raw.status).toBe(400);
    expect(raw.headers['content-type']).toBe('application/problem+json');
    expect(JSON.parse(raw.text)).toMatchObject({ status: 400, code: 'INVALID_REQUEST', apiVersion: '1' });
    // It never reached the API, so it has no rate-limit headers; the document says they are required.
    expect(() =>
      checkResponse({ method: 'GET', path: '/api/v1/validate', status: 400, headers: raw.headers, text: raw.text }),
    ).toThrow(/missing header X-RateLimit-Limit/);
  });

  it('an HTTP/1.1 request without Host gets a 400 problem', async () => {
    const raw = parseRaw(
      await exchange(wire.url, 'GET /api/v1/validate?q=011000015 HTTP/1.1\r\nConnection: close\r\n\r\n'),
    );
    expect(raw.status).toBe(400);
    expect(JSON.parse(raw.text).code).toBe('INVALID_REQUEST');
  });
});
