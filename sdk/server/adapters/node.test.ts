import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, send, startTestServer, T0, testClock } from '../test-support/harness.ts';
import type { Reply, TestServer } from '../test-support/harness.ts';
import { createStreamLogger, describeRedisUrl, nodeHashApiKey } from './node.ts';

function collector(): { stream: Writable; writes: string[] } {
  const writes: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      writes.push(chunk.toString());
      done();
    },
  });
  return { stream, writes };
}

describe('createStreamLogger', () => {
  it('writes the lines of many requests in one write, in order', async () => {
    const out = collector();
    const logger = createStreamLogger(out.stream, out.stream, 10);
    for (let i = 0; i < 100; i++) logger.info(`{"n":${i}}`);
    expect(out.writes).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(out.writes).toHaveLength(1);
    expect(out.writes[0]?.split('\n').slice(0, -1)).toEqual(Array.from({ length: 100 }, (_, i) => `{"n":${i}}`));
  });

  it('writes at once when 64 KiB are pending, and on flush()', () => {
    const out = collector();
    const logger = createStreamLogger(out.stream, out.stream, 60_000);
    const line = 'x'.repeat(1000);
    for (let i = 0; i < 70; i++) logger.info(line);
    expect(out.writes).toHaveLength(1);
    logger.flush();
    expect(out.writes).toHaveLength(2);
    expect(out.writes.join('').split('\n')).toHaveLength(71);
    logger.flush();
    expect(out.writes).toHaveLength(2);
  });

  it('writes pending lines before an error line, so that the order holds', () => {
    const out = collector();
    const errors = collector();
    const logger = createStreamLogger(out.stream, errors.stream, 60_000);
    logger.info('first');
    logger.error('broken');
    expect(out.writes).toEqual(['first\n']);
    expect(errors.writes).toEqual(['broken\n']);
  });
});

describe('small Node helpers', () => {
  it('hashes keys as the Web Crypto default does', () => {
    expect(nodeHashApiKey('bn_live_x')).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('never shows a Redis password', () => {
    expect(describeRedisUrl('redis://user:secret@redis.internal:6380/2')).toBe(
      'redis://user:***@redis.internal:6380/2',
    );
    expect(describeRedisUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
    expect(describeRedisUrl('not a url')).toBe('redis');
  });
});

describe('the two ways a request takes through the Node adapter', () => {
  // A plain GET, HEAD or OPTIONS is answered from its parts and written straight to the socket;
  // the rest becomes a Request through @hono/node-server. An upper-case Host sends a request the
  // second way, so the same request can be compared both ways.
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startTestServer({
      network: true,
      clock: testClock(T0),
      limits: { open: { minute: 1e6, day: 1e6 }, pro: { minute: 1e6, day: 1e6 } },
    });
    key = await server.key('pro');
  });
  afterAll(() => server.close());

  /**
   * What must be equal: everything but the date, the counters that moved, and the time taken
   * (and with it the body's length, which is checked against the body instead).
   */
  function comparable(reply: Reply): unknown {
    const {
      date: _date,
      'x-ratelimit-remaining': _remaining,
      ratelimit: _ratelimit,
      'content-length': length,
      ...headers
    } = reply.headers;
    if (length !== undefined) expect(Number(length)).toBe(Buffer.byteLength(reply.text));
    let body: unknown = reply.text;
    if (reply.body !== undefined) {
      const { processingTimeMs: _time, ...rest } = reply.body as Record<string, unknown>;
      body = rest;
    }
    return { status: reply.status, headers, body };
  }

  it('gives the same answer either way', async () => {
    const cases: Array<[string, string, Record<string, string>]> = [
      ['GET', '/api/v1/validate?q=GB82WEST12345698765432', {}],
      ['GET', '/api/v1/validate?q=GB82+WEST+1234+5698+7654+33&format=iban', {}],
      ['GET', '/api/v1/validate?q=%31%32-34-56&format=uk-sort-code', {}],
      ['GET', '/api/v1/validate', {}],
      ['GET', '/api/v1/validate?q=1&q=2', {}],
      ['GET', '/api/v1/validate?q=011000015&api_key=x', {}],
      ['HEAD', '/api/v1/validate?q=011000015', {}],
      ['OPTIONS', '/api/v1/generate', { origin: 'https://shop.example', 'access-control-request-method': 'GET' }],
      ['GET', '/api/v1/generate?format=us-routing&count=3&seed=same', bearer(key)],
      ['GET', '/api/v1/usage', bearer(key)],
      ['GET', '/api/v1/usage', { authorization: `Bearer ${key}, Bearer ${key}` }],
      ['GET', '/api/v1/batch', bearer(key)],
      ['GET', '/api/v1/nowhere', {}],
      ['GET', '/', {}],
    ];
    for (const [method, path, headers] of cases) {
      const plain = await send(server.url, path, { method, headers: { ...headers, host: 'localhost' } });
      const general = await send(server.url, path, { method, headers: { ...headers, host: 'LOCALHOST' } });
      expect(comparable(plain), `${method} ${path}`).toEqual(comparable(general));
    }
  });
});
