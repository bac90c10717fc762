/**
 * The health endpoints of a real server over HTTP on loopback: `/healthz` answers while the
 * process runs, `/readyz` says whether the store and a real redis-server answer within a second
 * (stopped with SIGSTOP, killed, the store closed), and neither is logged, counted, rate limited
 * or refused for its `Host`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeHashApiKey, openStore, startServer } from './adapters/node.ts';
import type { StartedServer } from './adapters/node.ts';
import { createApp } from './handler.ts';
import { readiness } from './health.ts';
import { issueApiKey } from './store/issue-key.ts';
import { accountPost, bearer, eventually, send, serveApp } from './test-support/harness.ts';
import { fetchText, parseScrape, sample, seriesOf } from './test-support/metrics.ts';
import { startRedis } from './test-support/redis.ts';

let folder: string;
const started: StartedServer[] = [];
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'bank-number-health-'));
});
afterAll(async () => {
  await Promise.all(started.map((server) => server.close().catch(() => undefined)));
  rmSync(folder, { recursive: true, force: true });
});

/** A server on a fresh SQLite file, with metrics, whose log lines are kept. */
async function start(
  name: string,
  setup: Partial<Parameters<typeof startServer>[0]> = {},
): Promise<{ server: StartedServer; log: string[] }> {
  const log: string[] = [];
  const server = await startServer({
    store: join(folder, `${name}.db`),
    port: 0,
    signUp: false,
    metrics: { host: '127.0.0.1', port: 0 },
    logger: { info: (line) => log.push(line), error: (line) => log.push(line), flush: () => undefined },
    ...setup,
  });
  started.push(server);
  return { server, log };
}

async function ready(server: StartedServer): Promise<{ status: number; body: Record<string, unknown> }> {
  const reply = await fetchText(`${server.url}/readyz`);
  return { status: reply.status, body: JSON.parse(reply.text) as Record<string, unknown> };
}

async function scrape(server: StartedServer): Promise<Map<string, number>> {
  return parseScrape((await fetchText(server.metricsUrl as string)).text);
}

/** A GET with the Host header as given. */
function getWithHost(url: string, path: string, host: string): Promise<number> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', reject);
    req.end();
  });
}

describe('/healthz and /readyz', { timeout: 120_000 }, () => {
  it('answer 200 for GET and HEAD, naming the store among the checks', async () => {
    const { server } = await start('plain', { readinessDetails: true });
    const live = await fetchText(`${server.url}/healthz`);
    expect(live.status).toBe(200);
    expect(JSON.parse(live.text)).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    expect(await ready(server)).toEqual({ status: 200, body: { status: 'ready', checks: { store: 'ok' } } });
    for (const path of ['/healthz', '/readyz']) {
      const head = await fetchText(`${server.url}${path}`, 'HEAD');
      expect(head.status, path).toBe(200);
      expect(head.text).toBe('');
    }
  });

  it('are neither logged, counted nor rate limited: 200 probes on the Open tier leave its 3 a minute whole', async () => {
    const { server, log } = await start('uncounted');
    for (let i = 0; i < 200; i++) {
      const path = i % 2 === 0 ? '/healthz' : '/readyz';
      expect((await fetchText(`${server.url}${path}`)).status, `${path} #${i}`).toBe(200);
    }
    const reply = await send(server.url, '/api/v1/validate?q=011000015');
    expect(reply.status).toBe(200);
    // The first request counted in this minute (a minute's end between two requests would only restart it).
    expect(reply.headers['x-ratelimit-remaining']).toBe('2');
    await eventually(() => (log.length > 0 ? true : undefined));
    expect(log).toHaveLength(1);
    expect(log.join('\n')).not.toMatch(/healthz|readyz/);
    const samples = await scrape(server);
    const counted = seriesOf(samples, 'bank_number_http_requests_total');
    expect(counted).toEqual([
      ['bank_number_http_requests_total{method="GET",route="/api/v1/validate",status="200"}', 1],
    ]);
    expect(seriesOf(samples, 'bank_number_rate_limit_decisions_total').map(([, n]) => n)).toEqual([1]);
  });

  it('answer whatever the Host, where --allowed-hosts refuses the API', async () => {
    const { server } = await start('hosts', { allowedHosts: ['api.example'] });
    expect(await getWithHost(server.url, '/api/v1/validate?q=011000015', '10.1.2.3:8787')).toBe(421);
    expect(await getWithHost(server.url, '/healthz', '10.1.2.3:8787')).toBe(200);
    expect(await getWithHost(server.url, '/readyz', '10.1.2.3:8787')).toBe(200);
  });

  it('/readyz answers 503 naming Redis while it is stopped or gone, and 200 once it answers again', async () => {
    const redis = await startRedis();
    try {
      const { server } = await start('redis', { redisUrl: redis.url, readinessDetails: true });
      expect(await ready(server)).toEqual({
        status: 200,
        body: { status: 'ready', checks: { store: 'ok', redis: 'ok' } },
      });
      redis.process.kill('SIGSTOP');
      try {
        // The last check's result is answered for up to a second; the next one waits at most a second.
        const stalled = await eventually(async () => {
          const reply = await ready(server);
          return reply.status === 503 ? reply : undefined;
        });
        expect(stalled.body).toMatchObject({
          status: 503,
          code: 'NOT_READY',
          checks: { store: 'ok', redis: 'timeout' },
        });
        expect(stalled.body['detail']).toContain('redis');
        const head = await fetchText(`${server.url}/readyz`, 'HEAD');
        expect(head.status).toBe(503);
        // A request meanwhile is answered 503, and counted as a failed Redis call: a timeout, or an
        // error once the client has dropped the connection that did not answer.
        expect((await send(server.url, '/api/v1/validate?q=011000015')).status).toBe(503);
        await eventually(async () => {
          const samples = await scrape(server);
          const failed = ['timeout', 'error'].reduce(
            (sum, kind) => sum + sample(samples, 'bank_number_redis_errors_total', { operation: 'hit', kind }),
            0,
          );
          return failed === 1 ? true : undefined;
        });
      } finally {
        redis.process.kill('SIGCONT');
      }
      await eventually(async () => ((await ready(server)).status === 200 ? true : undefined));
      await redis.stop();
      // The result of the last check is answered for a second.
      const gone = await eventually(async () => {
        const reply = await ready(server);
        return reply.status === 503 ? reply : undefined;
      });
      expect(gone.body['checks']).toEqual({ store: 'ok', redis: 'error' });
    } finally {
      await redis.stop();
    }
  });

  it('/readyz answers 503 naming the store once it is closed; its failures are counted', async () => {
    const { server } = await start('closed', { readinessDetails: true });
    expect((await ready(server)).status).toBe(200);
    await server.store.close();
    const closed = await eventually(async () => {
      const reply = await ready(server);
      return reply.status === 503 ? reply : undefined;
    });
    expect(closed.body).toMatchObject({ code: 'NOT_READY', checks: { store: 'error' } });
    // A key never seen needs the store: 503, and a failed look-up.
    const { key } = await issueApiKey({ tier: 'pro', label: '', nowMs: Date.now(), hash: nodeHashApiKey });
    const reply = await send(server.url, '/api/v1/validate?q=011000015', { headers: bearer(key) });
    expect(reply.status).toBe(503);
    expect(reply.body.code).toBe('KEY_STORE_UNAVAILABLE');
    const samples = await scrape(server);
    expect(sample(samples, 'bank_number_store_errors_total', { operation: 'ping', kind: 'error' })).toBe(1);
    expect(sample(samples, 'bank_number_store_errors_total', { operation: 'keyByHash', kind: 'error' })).toBe(1);
    expect((await fetchText(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe('/readyz under many callers', { timeout: 60_000 }, () => {
  it('asks the store once per interval, however many callers ask at once or after', async () => {
    const { server: plain } = await start('coalesced');
    let pings = 0;
    const served = await serveApp(
      {
        logger: null,
        readiness: {
          store: () => {
            pings++;
            return plain.store.ping();
          },
        },
        readinessIntervalMs: 60_000,
      },
      true,
    );
    try {
      for (let round = 0; round < 3; round++) {
        const replies = await Promise.all(Array.from({ length: 64 }, () => fetchText(`${served.url}/readyz`)));
        expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
      }
      expect(pings).toBe(1);
    } finally {
      await served.stop();
    }
  });

  it('tells any caller 503 without naming the dependency, unless the operator asks for the details', async () => {
    const redis = await startRedis();
    try {
      const { server } = await start('undisclosed', { redisUrl: redis.url });
      expect(await ready(server)).toEqual({ status: 200, body: { status: 'ready' } });
      await redis.stop();
      const down = await eventually(async () => {
        const reply = await ready(server);
        return reply.status === 503 ? reply : undefined;
      });
      expect(down.body).toEqual({
        type: 'about:blank',
        title: 'Service Unavailable',
        status: 503,
        detail: 'Not ready: a dependency does not answer.',
        apiVersion: '1',
        code: 'NOT_READY',
      });
      expect(JSON.stringify(down.body)).not.toMatch(/redis|store/i);
    } finally {
      await redis.stop();
    }
  });
});

describe('store timeouts', { timeout: 60_000 }, () => {
  it("counts a write that waited out SQLite's busy timeout as a store timeout, by its operation", async () => {
    const file = join(folder, 'busy.db');
    const store = await openStore(file, { busyTimeoutMs: 100 });
    const { server } = await start('busy', { store, signUp: true });
    // Another process's write transaction holds the lock: reads go on (WAL), writes wait and give up.
    const other = new Database(file);
    other.prepare('BEGIN IMMEDIATE').run();
    try {
      const reply = await accountPost(server.url, 'sign-up', { email: 'busy.probe@example.com' });
      expect(reply.status).toBe(503);
      expect((await ready(server)).status).toBe(200);
    } finally {
      other.prepare('ROLLBACK').run();
      other.close();
    }
    const samples = await scrape(server);
    const timeouts = seriesOf(samples, 'bank_number_store_errors_total');
    expect(timeouts).toHaveLength(1);
    expect(timeouts[0]?.[0]).toMatch(
      /^bank_number_store_errors_total\{operation="(emailSecret|addSignInLink)",kind="timeout"\}$/,
    );
    expect(timeouts[0]?.[1]).toBe(1);
  });
});

describe('the readiness checks', () => {
  it('tell a check that answers, one that fails and one that never answers apart', async () => {
    const results = await readiness(
      {
        fine: () => undefined,
        promised: () => Promise.resolve(),
        broken: () => {
          throw new Error('no');
        },
        rejected: () => Promise.reject(new Error('no')),
        silent: () => new Promise(() => undefined),
      },
      50,
    );
    expect(results).toEqual({ fine: 'ok', promised: 'ok', broken: 'error', rejected: 'error', silent: 'timeout' });
  });

  it('answer 200 without checks, in process too', async () => {
    const app = createApp({ logger: null });
    const reply = await app.request('/readyz');
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ status: 'ready' });
  });
});
