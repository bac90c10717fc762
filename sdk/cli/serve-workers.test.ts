/**
 * `bank-number serve --workers N` as an operator runs it: N processes on one port over real HTTP,
 * sharing one real Redis; refused without it; restarted when one dies; stopped gracefully; their
 * metrics summed by the primary.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startServe } from '../server/test-support/cli.ts';
import type { ServeProcess } from '../server/test-support/cli.ts';
import { bearer, call, eventually, send } from '../server/test-support/harness.ts';
import { fetchText, parseScrape, sample, seriesOf } from '../server/test-support/metrics.ts';
import { connectionsHeld, socketsHeld, startInFlight } from '../server/test-support/in-flight.ts';
import { startRedis } from '../server/test-support/redis.ts';
import type { TestRedis } from '../server/test-support/redis.ts';

let cwd: string;
let redis: TestRedis;
beforeAll(async () => {
  cwd = mkdtempSync(join(tmpdir(), 'bank-number-workers-'));
  redis = await startRedis();
}, 60_000);
afterAll(async () => {
  await redis?.stop();
  rmSync(cwd, { recursive: true, force: true });
});

/** The pids the banner names for the workers. */
function workerPids(serve: ServeProcess): number[] {
  const line = /^bank-number: workers: \d+ \(pids ([\d, ]+)\)/m.exec(serve.output());
  return (line?.[1] ?? '').split(', ').map(Number);
}

const alive = (pid: number): boolean => existsSync(`/proc/${pid}`);

/** Waits until `done()` holds, however loaded the machine, for at most a minute. */
async function waitFor(done: () => boolean): Promise<void> {
  const until = Date.now() + 60_000;
  while (!done()) {
    if (Date.now() > until) throw new Error('gave up waiting after a minute');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('bank-number serve --workers', { timeout: 120_000 }, () => {
  it('refuses more than one worker without --redis, naming it, with exit code 2', async () => {
    const { code, stdout, stderr } = await runCli(['serve', '--port', '0', '--workers', '2'], cwd);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'bank-number serve: --workers 2 needs --redis URL: with the rate limits in memory, ' +
        'each worker would count its own, and every limit would be exceeded\n',
    );
    for (const count of ['0', '65', 'two']) {
      const refused = await runCli(['serve', '--port', '0', '--workers', count, '--redis', redis.url], cwd);
      expect(refused.code, count).toBe(2);
      expect(refused.stderr).toContain('--workers a number from 1 to 64');
    }
  });

  it('serves from both workers, counts one quota exactly across them, and restarts a worker that dies', async () => {
    const key = (await runCli(['keys', 'create', '--tier', 'starter'], cwd)).stdout.trim();
    const serve = await startServe(['--workers', '2', '--redis', redis.url], cwd);
    try {
      const first = serve.output().split('\n')[0] as string;
      expect(first).toMatch(/^bank-number: listening on http:\/\/127\.0\.0\.1:\d+ \(rate limits: redis redis:/);
      const pids = workerPids(serve);
      expect(pids).toHaveLength(2);
      expect(pids).not.toContain(serve.child.pid);
      const port = Number(new URL(serve.url).port);

      // 30 requests at once on 30 connections, for a Starter key (10 a minute): the connections are
      // shared out between the workers, and the limit holds across them.
      const burst = await Promise.all(
        Array.from({ length: 30 }, () => call(serve.url, '/api/v1/validate?q=011000015', { headers: bearer(key) })),
      );
      const held = pids.map((pid) => connectionsHeld(pid, port));
      expect(
        held.every((n) => n > 0),
        `connections per worker: ${held.join(', ')}`,
      ).toBe(true);
      expect(burst.filter((r) => r.status === 200)).toHaveLength(10);
      expect(burst.filter((r) => r.status === 429)).toHaveLength(20);
      const usage = await call(serve.url, '/api/v1/usage', { headers: bearer(key) });
      expect(usage.body.result.limits.minute).toMatchObject({ limit: 10, used: 10, remaining: 0 });

      // One worker killed: it is restarted, said so, and the server answers all along.
      const [killed, kept] = pids as [number, number];
      process.kill(killed, 'SIGKILL');
      await waitFor(() => /^bank-number: worker (\d) \(pid (\d+)\) listening$/m.test(serve.output()));
      const restarted = /^bank-number: worker (\d) \(pid (\d+)\) listening$/m.exec(serve.output()) as RegExpExecArray;
      expect(serve.errors()).toMatch(
        new RegExp(
          `^bank-number: worker ${restarted[1]} \\(pid ${killed}\\) exited on SIGKILL; restarting it in 0\\.25 s$`,
          'm',
        ),
      );
      const fresh = Number(restarted[2]);
      expect(alive(fresh) && alive(kept)).toBe(true);
      const after = await Promise.all(
        Array.from({ length: 10 }, () => send(serve.url, '/api/v1/validate?q=011000015')),
      );
      expect(after.map((r) => r.status).filter((s) => s !== 200 && s !== 429)).toEqual([]);
    } finally {
      expect(await serve.stop(), serve.errors()).toBe(0);
    }
  });

  it('serves from the primary the metrics of both workers, summed', async () => {
    const key = (await runCli(['keys', 'create', '--tier', 'pro'], cwd)).stdout.trim();
    const serve = await startServe(['--workers', '2', '--redis', redis.url, '--metrics', '127.0.0.1:0'], cwd);
    try {
      const url = /^bank-number: metrics at (http:\/\/127\.0\.0\.1:\d+\/metrics)$/m.exec(serve.output())?.[1];
      expect(url, serve.output()).toBeDefined();
      const port = Number(new URL(serve.url).port);
      // The primary alone listens for metrics: the workers open no listener of their own.
      expect(serve.output().match(/metrics at/g)).toHaveLength(1);

      const replies = await Promise.all(
        Array.from({ length: 30 }, () => call(serve.url, '/api/v1/validate?q=011000015', { headers: bearer(key) })),
      );
      const held = workerPids(serve).map((pid) => connectionsHeld(pid, port));
      expect(
        held.every((n) => n > 0),
        `connections per worker: ${held.join(', ')}`,
      ).toBe(true);

      const scraped = await fetchText(url as string);
      expect(scraped.status).toBe(200);
      const samples = parseScrape(scraped.text);
      const statuses = new Set(replies.map((reply) => reply.status));
      for (const status of statuses) {
        expect(
          sample(samples, 'bank_number_http_requests_total', {
            method: 'GET',
            route: '/api/v1/validate',
            status: String(status),
          }),
          `status ${status}`,
        ).toBe(replies.filter((reply) => reply.status === status).length);
      }
      expect(
        sample(samples, 'bank_number_http_request_duration_seconds_count', {
          method: 'GET',
          route: '/api/v1/validate',
        }),
      ).toBe(30);
      expect(serve.errors()).toBe('');
    } finally {
      expect(await serve.stop(), serve.errors()).toBe(0);
    }
  });

  it('scrapes while a worker is stopped, and never lets a summed counter go back when one is restarted', async () => {
    const serve = await startServe(['--workers', '2', '--redis', redis.url, '--metrics', '127.0.0.1:0'], cwd);
    const pids = workerPids(serve);
    const stopped = pids[0] as number;
    try {
      const url = /^bank-number: metrics at (http:\/\/127\.0\.0\.1:\d+\/metrics)$/m.exec(serve.output())?.[1] as string;
      const counted = async (): Promise<{ total: number; samples: Map<string, number> }> => {
        const scraped = await fetchText(url);
        expect(scraped.status, scraped.text).toBe(200);
        const samples = parseScrape(scraped.text);
        const total = seriesOf(samples, 'bank_number_http_requests_total').reduce((sum, [, n]) => sum + n, 0);
        return { total, samples };
      };
      const traffic = () =>
        Promise.all(Array.from({ length: 20 }, () => send(serve.url, '/api/v1/validate?q=011000015')));
      await traffic();
      const before = await counted();
      expect(before.total).toBe(20);
      expect(sample(before.samples, 'bank_number_metrics_workers', { answered: 'yes' })).toBe(2);

      // A worker that cannot answer (stopped): the scrape answers, says so, and keeps its counts.
      process.kill(stopped, 'SIGSTOP');
      try {
        const during = await counted();
        expect(sample(during.samples, 'bank_number_metrics_workers', { answered: 'no' })).toBe(1);
        expect(sample(during.samples, 'bank_number_metrics_workers', { answered: 'yes' })).toBe(1);
        expect(during.total).toBe(20);
      } finally {
        process.kill(stopped, 'SIGCONT');
      }

      // Both workers killed one after the other and restarted: their counts stay in the sums.
      for (const pid of pids) {
        await traffic();
        const seen = (await counted()).total;
        const restarts = serve.output().match(/^bank-number: worker \d \(pid \d+\) listening$/gm)?.length ?? 0;
        process.kill(pid, 'SIGKILL');
        await waitFor(
          () => (serve.output().match(/^bank-number: worker \d \(pid \d+\) listening$/gm)?.length ?? 0) > restarts,
        );
        expect((await counted()).total).toBeGreaterThanOrEqual(seen);
      }
      const after = await counted();
      expect(after.total).toBe(60);
      expect(sample(after.samples, 'bank_number_metrics_workers', { answered: 'yes' })).toBe(2);
    } finally {
      if (alive(stopped)) process.kill(stopped, 'SIGCONT');
      await serve.stop();
    }
  });

  it('answers on SIGTERM every request whose connection a process of the server accepted', async () => {
    const key = (await runCli(['keys', 'create', '--tier', 'pro'], cwd)).stdout.trim();
    const serve = await startServe(['--workers', '2', '--redis', redis.url], cwd);
    const port = Number(new URL(serve.url).port);
    const processes = [serve.child.pid as number, ...workerPids(serve)];
    const body = JSON.stringify({ input: 'GB82 WEST 1234 5698 7654 32' });
    const request =
      `POST /api/v1/validate HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${key}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`;
    // 30 whole requests on 30 connections at once, then SIGTERM as soon as every connection is held
    // by a process of the server (the primary or a worker), whether or not it was read yet, or was
    // answered and closed already.
    let ended = 0;
    const answers = Array.from({ length: 30 }, () => {
      const socket = connect(port, '127.0.0.1');
      let raw = '';
      socket.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      socket.on('error', () => undefined);
      socket.write(request);
      return new Promise<string>((resolve) =>
        socket.once('close', () => {
          ended++;
          resolve(raw);
        }),
      );
    });
    await waitFor(() => {
      const held = new Set<string>();
      for (const pid of processes) for (const inode of socketsHeld(pid, port)) held.add(inode);
      return held.size + ended >= 30;
    });
    const exited = new Promise<number | null>((resolve) => serve.child.once('exit', resolve));
    serve.child.kill('SIGTERM');
    const raws = await Promise.all(answers);
    const unanswered = raws.filter((raw) => !raw.startsWith('HTTP/1.1 200 OK\r\n'));
    expect(unanswered.length, `${unanswered.length}/30 unanswered`).toBe(0);
    expect(await exited).toBe(0);
  });

  it.each([
    ['SIGTERM to the primary (a service manager)', 'SIGTERM', false],
    ['SIGINT to the primary and every worker at once (Ctrl-C in a terminal)', 'SIGINT', true],
  ] as const)(
    'stops every worker on %s after the request in flight is answered, and exits with 0',
    async (_, signal, all) => {
      const key = (await runCli(['keys', 'create', '--tier', 'pro'], cwd)).stdout.trim();
      const serve = await startServe(['--workers', '2', '--redis', redis.url], cwd);
      const pids = workerPids(serve);
      const port = Number(new URL(serve.url).port);
      // Headers and part of the body: the request is in flight at a worker when the signal arrives.
      const request = await startInFlight(serve.url, `Authorization: Bearer ${key}\r\n`);
      await eventually(() => (pids.some((pid) => connectionsHeld(pid, port) > 0) ? true : undefined));
      const exited = new Promise<number | null>((resolve) => serve.child.once('exit', resolve));
      // Every worker gets the signal too: the primary's own, passed on, must not cut their requests off.
      if (all) for (const pid of pids) process.kill(pid, signal);
      serve.child.kill(signal);
      // A moment in which a server that did not wait for the request would have exited; a slow
      // machine only makes this check weaker, never fails it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(serve.child.exitCode).toBeNull();
      const raw = await request.finish();
      expect(raw).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)).result).toMatchObject({ valid: true });
      expect(await exited).toBe(0);
      expect(serve.output()).toMatch(new RegExp(`bank-number: stopped after ${signal}\n$`));
      expect(serve.errors()).toBe('');
      expect(pids.filter(alive)).toEqual([]);
    },
  );

  it('stops when a worker cannot start, with exit code 1 and its reason', async () => {
    const { code, stderr } = await runCli(
      ['serve', '--port', '0', '--workers', '2', '--redis', 'redis://127.0.0.1:1'],
      cwd,
    );
    expect(code).toBe(1);
    expect(stderr).toContain('cannot connect to Redis at redis://127.0.0.1:1');
    expect(stderr).toMatch(/bank-number: worker \d exited with code 1 before listening; stopping/);
  });
});
