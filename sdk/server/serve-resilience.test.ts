/**
 * What `bank-number serve` does when the world misbehaves, through real HTTP only: a Redis that
 * stops answering, a Host it does not serve (DNS rebinding), a client that sends its headers
 * slowly.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSite, startServe } from './test-support/cli.ts';
import type { ServeProcess } from './test-support/cli.ts';
import { send } from './test-support/harness.ts';
import { startRedis } from './test-support/redis.ts';

let folder: string;
const servers: ServeProcess[] = [];
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'bank-number-resilience-'));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(folder, { recursive: true, force: true });
});

async function serve(args: string[]): Promise<ServeProcess> {
  const started = await startServe(args, folder);
  servers.push(started);
  return started;
}

/** A GET with the Host header as given (fetch would not send another host's name). */
function getWithHost(url: string, path: string, host: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.once('error', reject);
    req.end();
  });
}

describe('bank-number serve when things go wrong', { timeout: 180_000 }, () => {
  it(
    'answers 503 with Retry-After within 2 s while Redis is stopped (SIGSTOP), ' + 'and recovers when it runs again',
    async () => {
      const redis = await startRedis();
      try {
        const server = await serve(['--redis', redis.url, '--database', join(folder, 'redis-stop.db')]);
        expect((await send(server.url, '/api/v1/validate?q=011000015')).status).toBe(200);
        redis.process.kill('SIGSTOP');
        try {
          for (let i = 0; i < 3; i++) {
            const started = Date.now();
            const reply = await send(server.url, '/api/v1/validate?q=011000015');
            expect(Date.now() - started).toBeLessThan(2000);
            expect(reply.status).toBe(503);
            expect(reply.body.code).toBe('RATE_LIMIT_UNAVAILABLE');
            expect(Number(reply.headers['retry-after'])).toBeGreaterThanOrEqual(1);
          }
        } finally {
          redis.process.kill('SIGCONT');
        }
        // Recovered: answers from the counters again (200, or 429 once the Open tier's minute is used up).
        let reply = await send(server.url, '/api/v1/validate?q=011000015');
        for (let i = 0; i < 100 && reply.status === 503; i++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          reply = await send(server.url, '/api/v1/validate?q=011000015');
        }
        expect([200, 429]).toContain(reply.status);
        expect(reply.headers['ratelimit-policy']).toBeDefined();
      } finally {
        await redis.stop();
      }
    },
  );

  it(
    'answers 421 to a Host it was not told of, ' + 'so a rebinding page reads nothing; its own names are served',
    async () => {
      const site = accountSite(folder);
      writeFileSync(join(site, 'demo-config.json'), '{"apiKey":"bn_live_secret"}\n');
      const server = await serve([
        '--static',
        site,
        '--allowed-hosts',
        'localhost,127.0.0.1',
        '--database',
        join(folder, 'hosts.db'),
      ]);
      const { port } = new URL(server.url);
      for (const host of [
        'attacker.example',
        `attacker.example:${port}`,
        'localhost.attacker.example',
        '127.0.0.2',
        `[::1]:${port}`,
      ]) {
        const reply = await getWithHost(server.url, '/demo-config.json', host);
        expect(reply.status, host).toBe(421);
        expect(reply.body).not.toContain('bn_live_secret');
        expect(JSON.parse(reply.body).code).toBe('MISDIRECTED_REQUEST');
      }
      expect((await getWithHost(server.url, '/api/v1/validate?q=011000015', 'attacker.example')).status).toBe(421);
      for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, 'LOCALHOST']) {
        const reply = await getWithHost(server.url, '/demo-config.json', host);
        expect(reply.status, host).toBe(200);
        expect(reply.body).toContain('bn_live_secret');
      }
      // --public-url's host is allowed as well.
      const behind = await serve([
        '--public-url',
        'https://api.bank-number.example/',
        '--sign-up',
        '--database',
        join(folder, 'hosts.db'),
      ]);
      expect((await getWithHost(behind.url, '/api/v1/validate?q=011000015', 'api.bank-number.example')).status).toBe(
        200,
      );
      expect(
        (await getWithHost(behind.url, '/api/v1/validate?q=011000015', `127.0.0.1:${new URL(behind.url).port}`)).status,
      ).toBe(421);
    },
  );

  it('closes a connection whose headers do not arrive within the header timeout', async () => {
    const server = await serve(['--database', join(folder, 'slow.db')]);
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    const started = Date.now();
    const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - started)));
    socket.on('error', () => undefined);
    // Read what comes (a 400 or 408 before the close), so that the close is seen.
    socket.resume();
    socket.write('GET /api/v1/validate?q=011000015 HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // One more header line every second: never the end of the headers.
    const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 1000);
    try {
      const after = await closed;
      // The default header timeout is 10 s, checked every second.
      expect(after).toBeGreaterThanOrEqual(9000);
      expect(after).toBeLessThan(15_000);
    } finally {
      clearInterval(drip);
      socket.destroy();
    }
  });
});
