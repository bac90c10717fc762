import { describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';
import { createApp, createHandler } from './handler.ts';
import { checkResponse } from './test-support/openapi-check.ts';

// These tests call the fetch handler with plain Requests, as any runtime would; the behaviour
// over HTTP is tested through the Node adapter in the other files.
const handler = createHandler({
  clientAddress: () => '192.0.2.1',
  logger: null,
  limits: { open: { minute: 1e6, day: 1e6 } },
});

async function check(request: Request, response: Response): Promise<unknown> {
  const text = await response.text();
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  checkResponse({
    method: request.method,
    path: new URL(request.url).pathname,
    status: response.status,
    headers,
    text,
  });
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

  it(
    'createApp gives the Hono app itself: ' +
      'app.request() answers with the same envelope as validate(), without a port',
    async () => {
      const app = createApp({ clientAddress: () => '192.0.2.7', logger: null });
      for (const q of ['GB82WEST12345698765432', '021000021', 'DEUTDEFF500']) {
        const url = `http://api.test/api/v1/validate?q=${q}`;
        const { processingTimeMs: _a, ...viaApp } = (await check(new Request(url), await app.request(url))) as Record<
          string,
          unknown
        >;
        const { processingTimeMs: _b, ...local } = await validate(q);
        expect(viaApp).toEqual(local);
      }
    },
  );

  it('answers a JSON body, and one that is not JSON, through the same app', async () => {
    const app = createApp({ logger: null });
    const init = { method: 'POST', body: '{"input":"011000015"}', headers: { 'content-type': 'application/json' } };
    const response = await app.request('/api/v1/validate', init);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const broken = await app.request('/api/v1/validate', { ...init, body: '{"input":' });
    expect(broken.status).toBe(400);
    expect(await check(new Request('http://api.test/api/v1/validate', { method: 'POST' }), broken)).toMatchObject({
      code: 'INVALID_JSON',
    });
  });

  it('without a clientAddress hook, every client shares one bucket rather than escaping the limit', async () => {
    const shared = createHandler({ logger: null });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await shared(new Request('http://api.test/api/v1/validate?q=011000015'))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
