import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverState } from '../handler.ts';
import { startAccountServer } from '../test-support/accounts.ts';
import type { AccountServer } from '../test-support/accounts.ts';
import { send } from '../test-support/harness.ts';
import type { Reply } from '../test-support/harness.ts';
import { checkResponse, describedResponse } from '../test-support/openapi-check.ts';
import { startSmtp } from '../test-support/smtp.ts';
import type { TestSmtp } from '../test-support/smtp.ts';
import { ACCOUNT_API } from '../paths.ts';
import { accountRoutes, ACCOUNT_OPERATIONS } from './account.ts';
import { OPENAPI_DOCUMENT } from './openapi.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Item = { [key: string]: Json };
const paths = JSON.parse(JSON.stringify(OPENAPI_DOCUMENT.paths)) as { [path: string]: Item };
const ACCOUNT_SERVER = ACCOUNT_API.slice(0, -1);

/** `METHOD /api/account/path` of every operation the document gives the account API's server. */
function documented(): string[] {
  return Object.entries(paths)
    .filter(
      ([, item]) =>
        JSON.stringify(item['servers']) === JSON.stringify([{ url: ACCOUNT_SERVER, description: 'The account API.' }]),
    )
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => key !== 'servers')
        .map((method) => `${method.toUpperCase()} ${ACCOUNT_SERVER}${path}`),
    );
}

let smtp: TestSmtp;
let server: AccountServer;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startAccountServer({ smtp, network: true });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

describe('the account API in the OpenAPI document', () => {
  it('describes every route the account router answers, with its method and path, and only those', () => {
    // Hono lists a route once a handler; any other method of a path is its 405 (`ALL`).
    const routes = new Set(
      accountRoutes(serverState(), server.service)
        .routes.filter(({ method }) => method !== 'ALL')
        .map(({ method, path }) => `${method} ${ACCOUNT_SERVER}${path.replace(/:(\w+)/g, '{$1}')}`),
    );
    expect(routes.size).toBe(Object.keys(ACCOUNT_OPERATIONS).length);
    expect(routes).toEqual(new Set(documented()));
    expect(documented().length).toBe(routes.size);
  });

  it('names the session cookie as the security of the endpoints that read it, and tags them', () => {
    const schemes = OPENAPI_DOCUMENT.components.securitySchemes as Record<string, Json>;
    expect(schemes['sessionCookie']).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'bn_session' });
    for (const operation of Object.values(ACCOUNT_OPERATIONS)) {
      const path = operation.path.replace(/:(\w+)/g, '{$1}');
      const described = paths[path]?.[operation.method] as Item;
      expect(described['tags']).toEqual(['account']);
      expect(described['security']).toEqual(operation.session ? [{ sessionCookie: [] }] : []);
    }
  });

  it('matches real answers over HTTP: status codes, headers, content types and bodies', async () => {
    const seen: Array<{ method: string; path: string; status: number; type: string }> = [];
    const check = (method: string, path: string, reply: Reply): Reply => {
      const full = `${ACCOUNT_API}${path}`;
      checkResponse({ method, path: full, status: reply.status, headers: reply.headers, text: reply.text });
      const content = describedResponse(method, full, reply.status)['content'] as Item | undefined;
      const type = (reply.headers['content-type'] ?? '').split(';')[0] as string;
      expect(Object.keys(content ?? {})).toEqual(reply.text === '' ? [] : [type]);
      seen.push({ method, path, status: reply.status, type });
      return reply;
    };
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
      check('POST', path, await server.post(path, body, headers));
    const get = async (path: string, headers: Record<string, string> = {}) =>
      check('GET', path, await server.get(path, headers));

    const { cookie, reply } = await server.signIn('person@example.com');
    check('POST', 'sign-in', reply);
    const headers = { cookie };
    expect((await get('session', headers)).status).toBe(200);
    const created = await post('keys', { label: 'build' }, headers);
    expect(created.status).toBe(201);
    const id = (created.body as { key: { id: string } }).key.id;
    expect((await post(`keys/${id}/rotate`, {}, headers)).status).toBe(201);
    expect((await post(`keys/${id}/revoke`, {}, headers)).status).toBe(404);
    const rotated = ((await get('session', headers)).body as { keys: Array<{ id: string }> }).keys[0]?.id as string;
    expect((await post(`keys/${rotated}/revoke`, {}, headers)).status).toBe(200);
    expect((await post('sign-up', { email: 'not an address' })).status).toBe(400);
    expect(
      (await post('sign-up', { email: 'other@example.com' }, { origin: 'https://elsewhere.example' })).status,
    ).toBe(403);
    expect((await post('keys', { label: 'x'.repeat(101) }, headers)).status).toBe(400);
    expect((await post('sign-out', {}, headers)).status).toBe(204);
    expect((await get('session', headers)).status).toBe(401);
    const textBody = await send(server, `${ACCOUNT_API}sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'person@example.com',
    });
    expect(check('POST', 'sign-up', textBody).status).toBe(415);
    const wrongMethod = check('GET', 'sign-up', await send(server, `${ACCOUNT_API}sign-up`));
    expect([wrongMethod.status, wrongMethod.headers['allow']]).toEqual([405, 'POST']);

    expect(seen.filter(({ status }) => status < 300).map(({ status, type }) => [status, type])).toContainEqual([
      204,
      '',
    ]);
    expect(new Set(seen.filter(({ status }) => status >= 400).map(({ type }) => type))).toEqual(
      new Set(['application/problem+json']),
    );
  });

  it('the check refuses an answer that differs from the document, so the test above can fail', async () => {
    const session = await server.signIn('second@example.com');
    const reply = session.reply;
    const answer = { method: 'POST', path: `${ACCOUNT_API}sign-in`, headers: reply.headers, text: reply.text };
    expect(() => checkResponse({ ...answer, status: 200 })).not.toThrow();
    expect(() => checkResponse({ ...answer, status: 201 })).toThrow(/not described/);
    const extra = JSON.stringify({ ...(reply.body as object), extra: 1 });
    expect(() => checkResponse({ ...answer, status: 200, text: extra })).toThrow(/additional properties/);
    const { 'set-cookie': _, ...withoutCookie } = reply.headers;
    expect(() => checkResponse({ ...answer, status: 200, headers: withoutCookie })).toThrow(
      /missing header Set-Cookie/,
    );
  });
});
