import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byteBodies, contentType, jsonFields, printable } from './test-support/fuzz.ts';
import { exchange, parseRaw, startTestServer } from './test-support/harness.ts';
import type { CallOptions, TestServer } from './test-support/harness.ts';

const UNLIMITED = { minute: 1e9, day: 1e9 };

const LIMITS = { limits: { open: UNLIMITED, starter: UNLIMITED, pro: UNLIMITED, business: UNLIMITED } };

let server: TestServer;
/** The same server on a loopback port, for the bytes no HTTP client sends. */
let wire: TestServer;
let pro: string;
beforeAll(async () => {
  server = await startTestServer(LIMITS);
  wire = await startTestServer({ ...LIMITS, network: true });
  pro = await server.key('pro');
});
afterAll(async () => {
  await Promise.all([server.close(), wire.close()]);
});

const PATHS = [
  '/api/v1/validate',
  '/api/v1/batch',
  '/api/v1/enrich',
  '/api/v1/generate',
  '/api/v1/usage',
  '/api/v1/openapi.json',
  '/',
  '/api/v1',
];
const anyText = (max: number) => fc.string({ unit: 'grapheme', maxLength: max });

const path = fc.oneof(
  fc.constantFrom(...PATHS),
  fc.tuple(fc.constantFrom(...PATHS), anyText(40)).map(([p, q]) => `${p}?q=${encodeURIComponent(q)}`),
  fc
    .tuple(fc.constantFrom(...PATHS), fc.array(fc.tuple(anyText(12), anyText(40)), { maxLength: 5 }))
    .map(
      ([p, pairs]) => `${p}?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`,
    ),
  anyText(60).map((s) => `/${encodeURIComponent(s)}`),
  fc.constantFrom(
    '/api/v1/validate?q=%ZZ',
    '/api/v1/validate?q=%',
    '//api//v1//validate',
    '/api/v1/../v1/validate?q=1',
    '/api/v1/%2e%2e/v1/validate',
    '/api/v1/validate;x=1',
    '/api/v1/validate?format=iban&format=bic&q=1',
    '/api/v1/generate?format=iban&country=DE&count=99999999999999999999',
    '/api/v1/generate?format=bic&country=%00',
    `/api/v1/validate?q=${'9'.repeat(5000)}`,
  ),
);

const body = fc.oneof(
  fc.constant(undefined),
  anyText(200),
  fc.json({ maxDepth: 3 }),
  jsonFields({ input: fc.anything(), format: fc.anything() }),
  fc
    .record({
      items: fc.array(fc.record({ input: fc.oneof(anyText(20), fc.integer()), id: fc.anything() }), { maxLength: 120 }),
    })
    .map((v) => JSON.stringify(v)),
  ...byteBodies(15_000, 300_000, (n) => `{"input":"${'1'.repeat(n)}"}`),
);

const headers = fc.record(
  {
    'content-type': contentType([
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/json; charset=utf-16',
      'multipart/form-data',
    ]),
    authorization: fc.oneof(
      fc.constant('KEY'),
      fc.constant('Bearer KEY'),
      printable(60),
      printable(40).map((s) => `Bearer ${s}`),
    ),
    'x-api-key': printable(20),
    'x-forwarded-for': printable(40),
    accept: printable(30),
    origin: printable(30),
  },
  { requiredKeys: [] },
);

const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'PROPFIND', 'PURGE', 'LINK');

describe('malformed requests never get a 5xx, and every error is a problem (fuzzed)', () => {
  it('as Requests to the app, for odd methods, paths, headers and bodies', async () => {
    await fc.assert(
      fc.asyncProperty(method, path, headers, body, async (m, p, h, b) => {
        const sent: Record<string, string> = {};
        for (const [name, value] of Object.entries(h))
          if (value !== undefined) sent[name] = value.replaceAll('KEY', pro);
        const options: CallOptions = { method: m, headers: sent };
        if (b !== undefined && m !== 'GET' && m !== 'HEAD') options.body = b;
        const reply = await server.call(p, options);
        expect(reply.status).toBeLessThan(500);
        if (reply.status >= 400 && m !== 'HEAD') {
          expect(reply.headers['content-type']).toBe('application/problem+json');
          expect(reply.body).toMatchObject({ type: 'about:blank', status: reply.status, apiVersion: '1' });
          expect(reply.body.code).toMatch(/^[A-Z][A-Z0-9_]*$/);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('on the wire, for requests that are not valid HTTP', async () => {
    const line = fc.oneof(
      fc.constant('GET /api/v1/validate?q=011000015 HTTP/1.1'),
      fc.constant('GET /api/v1/validate?q=011000015 HTTP/9.9'),
      fc.constant('GET  /api/v1/validate HTTP/1.1'),
      fc.constant('get /api/v1/validate HTTP/1.1'),
      fc.constant('BREW /api/v1/validate HTTP/1.1'),
      fc.constant('GET /api/v1/vali\u0000date HTTP/1.1'),
      fc.constant('GET http://evil.example/api/v1/validate?q=011000015 HTTP/1.1'),
      fc.constant('GET api/v1/validate HTTP/1.1'),
      fc.constant('GET /api\\v1\\validate HTTP/1.1'),
      fc.constant('POST /api/v1/validate HTTP/1.1'),
      printable(60),
    );
    const header = fc.oneof(
      fc.constant('Host: localhost'),
      fc.constant('Host: bad host'),
      fc.constant('Host: [::1'),
      fc.constant('Content-Length: -1'),
      fc.constant('Content-Length: 5\r\nContent-Length: 6'),
      fc.constant('Transfer-Encoding: chunked\r\nContent-Length: 3'),
      fc.constant('Transfer-Encoding: gzip'),
      fc.constant(`X-Big: ${'a'.repeat(20_000)}`),
      fc.constant('Bad Header: 1'),
      fc.constant('X-Ctl: a\u0001b'),
      fc.constant(': no-name'),
      printable(40),
    );
    await fc.assert(
      fc.asyncProperty(line, fc.array(header, { maxLength: 4 }), printable(40), async (l, hs, b) => {
        const response = await exchange(wire.url, `${l}\r\n${['Connection: close', ...hs].join('\r\n')}\r\n\r\n${b}`);
        const { status, headers: head, text } = parseRaw(response);
        expect(status, response.slice(0, 200)).toBeGreaterThanOrEqual(200);
        expect(status, response.slice(0, 200)).toBeLessThan(500);
        if (status >= 400) {
          expect(head['content-type']).toBe('application/problem+json');
          expect(JSON.parse(text)).toMatchObject({ status, apiVersion: '1' });
        }
      }),
      { numRuns: 150 },
    );
  });
});
