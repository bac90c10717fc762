import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountServer } from '../test-support/accounts.ts';
import type { AccountServer } from '../test-support/accounts.ts';
import { send } from '../test-support/harness.ts';
import type { CallOptions } from '../test-support/harness.ts';
import { byteBodies, contentType, jsonFields, printable } from '../test-support/fuzz.ts';
import { startSmtp } from '../test-support/smtp.ts';
import type { TestSmtp } from '../test-support/smtp.ts';

let smtp: TestSmtp;
let server: AccountServer;
let cookie: string;
let keyId: string;
beforeAll(async () => {
  smtp = await startSmtp();
  // Limits that never bind, so that every request reaches the checks behind them.
  server = await startAccountServer({
    smtp,
    service: { signUpLimits: { address: { hour: 1e9, day: 1e9 }, email: { hour: 1e9, day: 1e9 } } },
  });
  const signedIn = await server.signIn('fuzz@example.com');
  cookie = signedIn.cookie;
  keyId = signedIn.reply.body.newKey.id;
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const ENDPOINTS = ['sign-up', 'sign-in', 'session', 'keys', 'sign-out', 'keys/KEY/rotate', 'keys/KEY/revoke'];
const anyText = (max: number) => fc.string({ unit: 'binary', maxLength: max });

const path = fc.oneof(
  fc.constantFrom(...ENDPOINTS).map((p) => `/api/account/${p}`),
  anyText(40).map((s) => `/api/account/${encodeURIComponent(s)}`),
  fc
    .tuple(anyText(20), fc.constantFrom('rotate', 'revoke', 'x', ''))
    .map(([id, action]) => `/api/account/keys/${encodeURIComponent(id)}/${action}`),
  fc.tuple(fc.constantFrom(...ENDPOINTS), anyText(30)).map(([p, q]) => `/api/account/${p}?${encodeURIComponent(q)}`),
  fc.constantFrom(
    '/api/account',
    '/api/account/',
    '/api/account//sign-up',
    '/api/account/%ZZ',
    '/api/account/../account/session',
    '/api/account/keys/%2F/rotate',
  ),
);

const body = fc.oneof(
  fc.constant(undefined),
  anyText(300),
  fc.json({ maxDepth: 3 }),
  jsonFields({ email: fc.oneof(anyText(80), fc.emailAddress(), fc.anything()) }),
  jsonFields({ token: fc.oneof(anyText(60), fc.base64String({ maxLength: 60 }), fc.anything()) }),
  jsonFields({ label: fc.oneof(anyText(120), fc.anything()) }),
  ...byteBodies(15_000, 40_000, (n) => `{"email":"${'a'.repeat(n)}@example.com"}`),
);

const headers = fc.record(
  {
    'content-type': contentType([
      'application/json',
      'Application/JSON; charset=UTF-8',
      'text/plain',
      'application/json; charset=utf-16',
      'multipart/form-data; boundary=x',
    ]),
    cookie: fc.oneof(
      fc.constant('COOKIE'),
      fc.constant('theme=dark; COOKIE'),
      printable(80),
      printable(43).map((s) => `bn_session=${s}`),
    ),
    origin: fc.oneof(
      fc.constant('ORIGIN'),
      fc.constantFrom('null', 'http://evil.example', 'https://127.0.0.1'),
      printable(40),
    ),
    'x-forwarded-proto': printable(20),
    'x-forwarded-for': printable(40),
  },
  { requiredKeys: [] },
);

const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'PROPFIND');

describe('the account API never answers a malformed request with a 5xx (fuzzed)', () => {
  it('for any method, path, content type, cookie, origin and body under /api/account/', async () => {
    await fc.assert(
      fc.asyncProperty(method, path, headers, body, async (m, p, h, b) => {
        const sent: Record<string, string> = {};
        for (const [name, value] of Object.entries(h)) {
          if (value !== undefined) sent[name] = value.replace('COOKIE', cookie).replace('ORIGIN', server.url);
        }
        const options: CallOptions = { method: m, headers: sent };
        if (b !== undefined && m !== 'GET' && m !== 'HEAD') options.body = b;
        const reply = await send(server, p.replace('KEY', keyId), options);
        expect(reply.status, `${m} ${p}`).toBeLessThan(500);
        expect(Object.keys(reply.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
        if (reply.status >= 400 && m !== 'HEAD') {
          expect(reply.headers['content-type']).toBe('application/problem+json');
          expect(reply.body).toMatchObject({ type: 'about:blank', status: reply.status, apiVersion: '1' });
          expect(reply.body.code).toMatch(/^[A-Z][A-Z0-9_]*$/);
        }
      }),
      { numRuns: 300 },
    );
    await server.service.settle();
  });
});
