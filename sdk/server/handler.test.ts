import { describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';
import { createHandler } from './handler.ts';
import { checkResponse } from './test-support/openapi-check.ts';

// These tests call the fetch handler with plain Requests, as any runtime would; the behaviour
// over HTTP is tested through the Node adapter in the other files.
const handler = createHandler({ clientAddress: () => '192.0.2.1', logger: null, limits: { open: { minute: 1e6, day: 1e6 } } });

async function check(request: Request, response: Response): Promise<unknown> {
  const text = await response.text();
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  checkResponse({ method: request.method, path: new URL(request.url).pathname, status: response.status, headers, text });
  return JSON.parse(text);
}

describe('createHandler', () => {
  it('is a fetch handler: Request in, Promise of Response out', async () => {
    const request = new Request('http://api.test/api/v1/validate?q=011000015');
    const pending = handler(request);
    expect(pending).toBeInstanceOf(Promise);
    const body = (await check(request, await pending)) as { result: { valid: boolean } };
    expect(body.result.valid).toBe(true);
  });

  it('respond() answers at once once the lookup data is in, with the same answer as validate()', async () => {
    for (const q of ['GB82WEST12345698765432', '021000021', 'DEUTDEFF500']) {
      const url = `http://api.test/api/v1/validate?q=${q}`;
      const first = await handler.respond(new Request(url));
      const again = handler.respond(new Request(url));
      expect(again, q).toBeInstanceOf(Response);
      const { processingTimeMs: _a, ...viaFirst } = (await check(new Request(url), first)) as Record<string, unknown>;
      const { processingTimeMs: _b, ...viaAgain } = (await check(new Request(url), again as Response)) as Record<string, unknown>;
      const { processingTimeMs: _c, ...local } = await validate(q);
      expect(viaFirst).toEqual(local);
      expect(viaAgain).toEqual(local);
    }
  });

  it('answer() takes a request in parts and gives the same answer in parts, without making a Request', async () => {
    const parts = {
      method: 'GET',
      target: '/api/v1/validate?q=GB82%20WEST%201234%205698%207654%2032&format=iban',
      header: (): string | null => null,
      peer: '192.0.2.7',
      request: (): Request => {
        throw new Error('a plain GET needs no Request');
      },
    };
    await handler.answer(parts);
    const answer = handler.answer(parts);
    expect(answer).not.toBeInstanceOf(Promise);
    const { status, headers, body, bodyLength } = answer as Awaited<typeof answer>;
    expect(status).toBe(200);
    const named = Object.fromEntries(headers.flatMap((value, i) => (i % 2 === 0 ? [[value, headers[i + 1]]] : [])));
    expect(named).toMatchObject({ 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json', 'X-RateLimit-Limit': '1000000' });
    expect(bodyLength).toBe(Buffer.byteLength(body as string));
    const { processingTimeMs: _a, ...viaParts } = JSON.parse(body as string) as Record<string, unknown>;
    const { processingTimeMs: _b, ...local } = await validate('GB82 WEST 1234 5698 7654 32', { format: 'iban' });
    expect(viaParts).toEqual(local);
  });

  it('respond() answers through a promise when it has to wait (a JSON body)', async () => {
    const init = { method: 'POST', body: '{"input":"011000015"}', headers: { 'content-type': 'application/json' } };
    const response = handler.respond(new Request('http://api.test/api/v1/validate', init));
    expect(response).toBeInstanceOf(Promise);
    expect((await response).status).toBe(200);
  });

  it('without a clientAddress hook, every client shares one bucket rather than escaping the limit', async () => {
    const shared = createHandler({ logger: null });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await shared(new Request('http://api.test/api/v1/validate?q=011000015'))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
