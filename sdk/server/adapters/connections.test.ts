/**
 * Clients that misbehave at the connection level, through raw sockets on loopback: uploads
 * abandoned half-way, bodies sent too slowly, broken chunked framing, clients gone mid-body and
 * expectations the server does not meet, request lines in absolute form, CONNECT. Each gets its answer (a
 * problem body with CORS headers) and no socket is left open.
 */
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler } from '../handler.ts';
import { startAccountServer } from '../test-support/accounts.ts';
import type { AccountServer } from '../test-support/accounts.ts';
import { eventually, exchange, parseRaw, testLog } from '../test-support/harness.ts';
import { startSmtp } from '../test-support/smtp.ts';
import type { TestSmtp } from '../test-support/smtp.ts';
import { nodeClientAddress, serveNode } from './node.ts';
import type { NodeServer } from './node.ts';

const HEAD = 'POST /api/v1/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n';

let server: NodeServer;
const { log, logger } = testLog();
beforeAll(async () => {
  const fetch = createHandler({
    clientAddress: nodeClientAddress,
    logger,
    limits: { open: { minute: 1e6, day: 1e6 } },
  });
  server = await serveNode({ fetch, port: 0, headersTimeoutMs: 1500, requestTimeoutMs: 1500 });
});
afterAll(() => server.shutdown());

/** Open connections on the server's side. */
function openConnections(): Promise<number> {
  return new Promise((resolve, reject) =>
    server.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

/** A socket that has sent `bytes`, and everything it is sent until it closes. */
function open(bytes: string): { socket: Socket; closed: Promise<string> } {
  const socket = connect(server.port, '127.0.0.1');
  let data = '';
  socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(data)));
  socket.write(bytes, 'latin1');
  return { socket, closed };
}

function expectProblem(raw: string, status: number, code: string): void {
  const answer = parseRaw(raw);
  expect(answer.status, raw).toBe(status);
  expect(answer.headers['content-type']).toBe('application/problem+json');
  expect(answer.headers['access-control-allow-origin']).toBe('*');
  expect(JSON.parse(answer.text)).toMatchObject({ status, code, apiVersion: '1' });
}

const noServerError = (): void => {
  expect(log.filter((line) => line.includes('"status":500') || line.startsWith('{"error"'))).toEqual([]);
};

describe('connections that misbehave', { timeout: 60_000 }, () => {
  it('closes the sockets of 200 uploads abandoned half-way, each answered 400', async () => {
    const uploads = Array.from({ length: 200 }, () => open(`${HEAD}Content-Length: 1000\r\n\r\n{"input":"0110`));
    // Every upload has reached the server's port before any stops sending.
    await Promise.all(uploads.map(({ socket }) => new Promise((resolve) => socket.once('connect', resolve))));
    // Half-closed, as a client that stops sending does: the server must not wait for more.
    for (const { socket } of uploads) socket.end();
    const answers = await Promise.all(uploads.map(({ closed }) => closed));
    for (const raw of answers) expectProblem(raw, 400, 'INVALID_REQUEST');
    expect(await eventually(async () => ((await openConnections()) === 0 ? true : undefined))).toBe(true);
    noServerError();
  });

  it('answers 100 bodies that arrive too slowly with 408 and closes them, at the request timeout', async () => {
    const slow = Array.from({ length: 100 }, () => open(`${HEAD}Content-Length: 1000\r\n\r\n{`));
    // One byte every 200 ms: never idle, never whole.
    const drip = setInterval(() => {
      for (const { socket } of slow) if (socket.writable) socket.write(' ');
    }, 200);
    try {
      // Never idle, so only the timeout of the whole request (1.5 s, checked every second) ends them:
      // without it, they would never close, and the test would time out.
      const answers = await Promise.all(slow.map(({ closed }) => closed));
      for (const raw of answers) expectProblem(raw, 408, 'REQUEST_TIMEOUT');
    } finally {
      clearInterval(drip);
    }
    expect(await eventually(async () => ((await openConnections()) === 0 ? true : undefined))).toBe(true);
    noServerError();
  });

  it('answers broken chunked framing with 400 at once', async () => {
    for (const framing of [
      'Transfer-Encoding: chunked\r\n\r\nZZ\r\n',
      'Transfer-Encoding: xchunked\r\n\r\n{}',
      'Transfer-Encoding: chunked\r\n\r\n2\r\n{}XX',
    ]) {
      // At once: a server that waited for more would answer 408 at the request timeout instead.
      const raw = await exchange(server.url, `${HEAD}${framing}`);
      expectProblem(raw, 400, 'INVALID_REQUEST');
    }
    noServerError();
  });

  it('does not log a server error for 50 clients that go away mid-body', async () => {
    const before = log.length;
    // Half with a length, half chunked: the body is read in different places.
    const framings = ['Content-Length: 1000\r\n\r\n{"input":"0110', 'Transfer-Encoding: chunked\r\n\r\n9\r\n{"input":'];
    const gone = Array.from({ length: 50 }, (_, i) => open(`${HEAD}${framings[i % 2]}`));
    await eventually(async () => ((await openConnections()) === 50 ? true : undefined));
    for (const { socket } of gone) socket.destroy();
    // Each request still gets its log line, once its body has failed.
    await eventually(() =>
      log.slice(before).filter((line) => line.includes('"path":"/api/v1/validate"')).length >= 50 ? true : undefined,
    );
    noServerError();
    expect(await eventually(async () => ((await openConnections()) === 0 ? true : undefined))).toBe(true);
  });

  it('answers CONNECT with 400 and a problem body, and closes the connection', async () => {
    for (const target of ['example.com:443', '127.0.0.1:22', '[::1]:6379']) {
      const raw = await exchange(server.url, `CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n\r\n`);
      expectProblem(raw, 400, 'INVALID_REQUEST');
      expect(JSON.parse(parseRaw(raw).text).detail).toContain('CONNECT');
      expect(parseRaw(raw).headers['connection']).toBe('close');
    }
    noServerError();
    expect(await eventually(async () => ((await openConnections()) === 0 ? true : undefined))).toBe(true);
  });

  it('answers an Expect other than 100-continue with 417 and a problem body; 100-continue still works', async () => {
    const body = '{"input":"011000015"}';
    const refused = await exchange(
      server.url,
      `${HEAD}Expect: 200-ok\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expectProblem(refused, 417, 'EXPECTATION_FAILED');
    expect(parseRaw(refused).headers['access-control-expose-headers']).toContain('RateLimit');
    const continued = await exchange(
      server.url,
      `${HEAD}Expect: 100-continue\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(continued).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 OK\r\n/);
  });
});

describe('a request line in absolute form', () => {
  let smtp: TestSmtp;
  let accounts: AccountServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    accounts = await startAccountServer({ smtp, network: true });
  });
  afterAll(async () => {
    await accounts.close();
    await smtp.close();
  });

  const signUp = (target: string, host: string, origin: string): Promise<string> => {
    const body = '{"email":"someone@example.com"}';
    return exchange(
      accounts.url,
      `POST ${target} HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
  };

  it("cannot make another origin count as the site's own", async () => {
    const own = new URL(accounts.url).host;
    for (const origin of ['http://attacker.example', 'https://attacker.example']) {
      const scheme = origin.slice(0, origin.indexOf(':'));
      const raw = await signUp(`${scheme}://attacker.example/api/account/sign-up`, own, origin);
      expect([400, 403], raw).toContain(parseRaw(raw).status);
    }
    // The site's own origin, in absolute form, is served as in origin form.
    expect(parseRaw(await signUp(`http://${own}/api/account/sign-up`, own, `http://${own}`)).status).toBe(202);
    expect(parseRaw(await signUp(`http://${own}/api/account/sign-up`, own, 'http://attacker.example')).status).toBe(
      403,
    );
    expect(
      parseRaw(
        await exchange(
          accounts.url,
          `GET http://${own}/api/v1/validate?q=011000015 HTTP/1.1\r\nHost: ${own}\r\nConnection: close\r\n\r\n`,
        ),
      ).status,
    ).toBe(200);
  });
});
