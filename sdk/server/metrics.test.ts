/**
 * The Prometheus metrics of a real server over HTTP on loopback: real traffic (answers 200, 400,
 * 401, 404 and 429, a key, sign-ups with a real SMTP server), then a scrape of `/metrics` on the
 * metrics' own address whose counts must equal what the client saw; nothing personal in a label;
 * nothing of it on the API's port; and `bank-number serve --metrics`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataStatus } from '../data-status.ts';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import {
  createServerMetrics,
  DEFAULT_MAIL_FROM,
  nodeHashApiKey,
  openStore,
  serveMetrics,
  startServer,
} from './adapters/node.ts';
import type { StartedServer } from './adapters/node.ts';
import { issueApiKey, issueKey } from './store/issue-key.ts';
import { runCli, startServe } from './test-support/cli.ts';
import { accountPost, bearer, eventually, send } from './test-support/harness.ts';
import { fetchText, parseScrape, sample, seriesOf } from './test-support/metrics.ts';
import { signInLinkOf, startSmtp } from './test-support/smtp.ts';
import type { TestSmtp } from './test-support/smtp.ts';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'bank-number-metrics-'));
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** A logger that keeps its lines. */
function keptLog(): { lines: string[]; logger: { info(l: string): void; error(l: string): void; flush(): void } } {
  const lines: string[] = [];
  return { lines, logger: { info: (l) => lines.push(l), error: (l) => lines.push(l), flush: () => undefined } };
}

async function scrape(server: StartedServer): Promise<{ text: string; samples: Map<string, number> }> {
  const reply = await fetchText(server.metricsUrl as string);
  expect(reply.status).toBe(200);
  return { text: reply.text, samples: parseScrape(reply.text) };
}

describe('the metrics of a server under real traffic', { timeout: 120_000 }, () => {
  let smtp: TestSmtp;
  let server: StartedServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({
      store: join(folder, 'traffic.db'),
      port: 0,
      metrics: { host: '127.0.0.1', port: 0 },
      smtp: { url: smtp.url, from: DEFAULT_MAIL_FROM },
      logger: keptLog().logger,
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('counts requests, latencies, rate-limit decisions, key look-ups, sign-ups and mails exactly', async () => {
    const input = 'DE89370400440532013000';
    const { key } = await issueKey(server.store, { tier: 'pro', label: 'metrics', hash: nodeHashApiKey });
    // Well-formed, never stored: looked up once, then known as unknown.
    const { key: unknown } = await issueApiKey({ tier: 'pro', label: '', nowMs: Date.now(), hash: nodeHashApiKey });
    const secretPath = '/api/v1/no-such-path-q7x9';
    const emails = ['metrics.probe.sent@example.com', 'metrics.probe.failed@example.com'];

    // The Open tier (3 a minute): admitted, then refused.
    const open = [];
    for (let i = 0; i < 5; i++) open.push(await send(server.url, `/api/v1/validate?q=${input}`));
    const open200 = open.filter((r) => r.status === 200).length;
    const refusals = open.filter((r) => r.status === 429);
    expect(open200 + refusals.length).toBe(5);
    expect(refusals.length).toBeGreaterThan(0);
    // A Pro key: answers 200 and 400 (no q), all counted against the key, at once and scraped meanwhile.
    const scraped = [scrape(server), scrape(server)];
    const keyed = await Promise.all([
      ...Array.from({ length: 4 }, () => send(server.url, `/api/v1/validate?q=${input}`, { headers: bearer(key) })),
      ...Array.from({ length: 2 }, () => send(server.url, '/api/v1/validate', { headers: bearer(key) })),
    ]);
    expect(keyed.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 400, 400]);
    await Promise.all(scraped);
    // Keys that are not valid: counted against the address's invalid-key limit, answered 401.
    for (let i = 0; i < 2; i++)
      expect((await send(server.url, `/api/v1/validate?q=${input}`, { headers: bearer(unknown) })).status).toBe(401);
    const malformed = await send(server.url, `/api/v1/validate?q=${input}`, { headers: bearer('not-a-key') });
    expect(malformed.status).toBe(401);
    expect((await send(server.url, secretPath)).status).toBe(404);

    // A sign-up whose mail is sent, signed in (the account is created); one whose mail fails.
    expect((await accountPost(server.url, 'sign-up', { email: emails[0] })).status).toBe(202);
    const [mail] = await smtp.received(1);
    const { token } = signInLinkOf(mail as NonNullable<typeof mail>);
    expect((await accountPost(server.url, 'sign-in', { token })).status).toBe(200);
    smtp.refuseRecipients = true;
    expect((await accountPost(server.url, 'sign-up', { email: emails[1] })).status).toBe(202);
    await eventually(async () => {
      const { samples } = await scrape(server);
      return sample(samples, 'bank_number_mails_total', { result: 'failed' }) === 1 ? true : undefined;
    });

    const { text, samples } = await scrape(server);
    const requests = (method: string, route: string, status: number): number =>
      sample(samples, 'bank_number_http_requests_total', { method, route, status: String(status) });
    const validate = '/api/v1/validate';
    expect(requests('GET', validate, 200)).toBe(open200 + 4);
    expect(requests('GET', validate, 429)).toBe(refusals.length);
    expect(requests('GET', validate, 400)).toBe(2);
    expect(requests('GET', validate, 401)).toBe(3);
    expect(requests('GET', '(unmatched)', 404)).toBe(1);
    expect(requests('POST', '/api/account/sign-up', 202)).toBe(2);
    expect(requests('POST', '/api/account/sign-in', 200)).toBe(1);
    const total = seriesOf(samples, 'bank_number_http_requests_total').reduce((sum, [, n]) => sum + n, 0);
    expect(total).toBe(5 + 4 + 2 + 3 + 1 + 3);

    // The histogram has seen each request once, under its route.
    const latency = (route: string, suffix: string, le?: string): number =>
      sample(samples, `bank_number_http_request_duration_seconds_${suffix}`, {
        ...(le === undefined ? {} : { le }),
        method: 'GET',
        route,
      });
    expect(latency(validate, 'count')).toBe(5 + 4 + 2 + 3);
    expect(latency(validate, 'bucket', '+Inf')).toBe(5 + 4 + 2 + 3);
    expect(latency(validate, 'sum')).toBeGreaterThan(0);

    // Each counted request once: admitted under its policies, refused under those it would break.
    const decisions = (tier: string, policy: string, decision: string): number =>
      sample(samples, 'bank_number_rate_limit_decisions_total', { tier, policy, decision });
    expect(decisions('open', 'minute,day', 'admitted')).toBe(open200);
    const refusedBy = new Map<string, number>();
    for (const reply of refusals) {
      const policy = (reply.body.violatedPolicies as string[]).join(',');
      refusedBy.set(policy, (refusedBy.get(policy) ?? 0) + 1);
    }
    for (const [policy, n] of refusedBy) expect(decisions('open', policy, 'refused')).toBe(n);
    expect(decisions('pro', 'minute,day', 'admitted')).toBe(6);
    expect(decisions('open', 'invalid-key', 'admitted')).toBe(3);
    const decided = seriesOf(samples, 'bank_number_rate_limit_decisions_total').reduce((sum, [, n]) => sum + n, 0);
    expect(decided).toBe(5 + 6 + 3);

    // Every well-formed key once: the first look-up of each key a miss, the unknown key's second a hit.
    const hits = sample(samples, 'bank_number_key_cache_lookups_total', { result: 'hit' });
    const misses = sample(samples, 'bank_number_key_cache_lookups_total', { result: 'miss' });
    expect(hits + misses).toBe(4 + 2 + 2);
    expect(misses).toBeGreaterThanOrEqual(2);
    expect(hits).toBeGreaterThanOrEqual(1);

    expect(sample(samples, 'bank_number_sign_ups_total')).toBe(1);
    expect(sample(samples, 'bank_number_mails_total', { result: 'sent' })).toBe(1);
    expect(sample(samples, 'bank_number_mails_total', { result: 'failed' })).toBe(1);
    expect(seriesOf(samples, 'bank_number_store_errors_total')).toEqual([]);
    expect(seriesOf(samples, 'bank_number_redis_errors_total')).toEqual([]);

    // How old each dataset is: the same figures as dataStatus().
    for (const s of dataStatus()) {
      expect(sample(samples, 'bank_number_data_age_days', { source: s.id }), s.id).toBe(s.ageDays);
      expect(sample(samples, 'bank_number_data_expired', { source: s.id }), s.id).toBe(s.expired ? 1 : 0);
    }

    // The process's own.
    expect(sample(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');

    // No key, input, path typed by a client, address or e-mail address anywhere in the scrape.
    for (const secret of [key, unknown, 'not-a-key', input, secretPath, token, ...emails, '127.0.0.1', 'example.com'])
      expect(text, secret).not.toContain(secret);
  });

  it('serves them on their own address only: the API answers /metrics 404', async () => {
    const api = await fetchText(`${server.url}/metrics`);
    expect(api.status).toBe(404);
    expect(api.text).not.toContain('bank_number_');
    const own = new URL(server.metricsUrl as string);
    expect(own.port).not.toBe(new URL(server.url).port);
    const other = await fetchText(`${own.origin}/`);
    expect(other.status).toBe(404);
    const head = await fetchText(own.href, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(head.text).toBe('');
  });
});

describe('the metrics listener under slow and many clients', { timeout: 120_000 }, () => {
  /** A socket to the listener that has sent `bytes`; `closed` settles with all it was sent. */
  const open = (url: string, bytes: string): { socket: Socket; closed: Promise<string> } => {
    const { port } = new URL(url);
    const socket = connect(Number(port), '127.0.0.1');
    let data = '';
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(data)));
    socket.write(bytes);
    return { socket, closed };
  };

  // Within the API's 10 s and its check each second, far from Node's own 60 s and 30 s.
  it("closes connections whose request never ends within the API's header timeout", { timeout: 30_000 }, async () => {
    const { registry } = await createServerMetrics();
    const served = await serveMetrics(registry, { host: '127.0.0.1', port: 0 });
    try {
      // Headers a byte at a time, and a connection that sends nothing at all.
      const slow = open(served.url, 'GET /metrics HTTP/1.1\r\nHost: x\r\n');
      const drip = setInterval(() => slow.socket.writable && slow.socket.write('X'), 500);
      const silent = open(served.url, '');
      const stalled = open(served.url, 'GET /metrics HTTP/1.1\r\n');
      try {
        await Promise.all([slow.closed, silent.closed, stalled.closed]);
      } finally {
        clearInterval(drip);
      }
      expect((await fetchText(served.url)).status).toBe(200);
    } finally {
      await served.close();
    }
  });

  it('keeps at most 32 connections open: those beyond are closed at once', async () => {
    const { registry } = await createServerMetrics();
    const served = await serveMetrics(registry, { host: '127.0.0.1', port: 0 });
    let closed = 0;
    const held = Array.from({ length: 40 }, () => open(served.url, 'GET /metrics HTTP/1.1\r\n'));
    for (const { closed: ended } of held) void ended.then(() => closed++);
    try {
      // The 8 past the limit are closed; the 32 others stay open, their headers unfinished.
      expect(await eventually(() => (closed >= 8 ? true : undefined))).toBe(true);
      expect(
        (await fetchText(`${new URL(served.url).origin}/other`).catch((error: Error) => error)) instanceof Error,
      ).toBe(true);
      expect(closed).toBe(8);
    } finally {
      for (const { socket } of held) socket.destroy();
      await served.close();
    }
  });

  it('lets concurrent scrapes share one collection', async () => {
    const { registry } = await createServerMetrics();
    let collections = 0;
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const counted = {
      contentType: registry.contentType,
      metrics: async () => {
        collections++;
        await held;
        return registry.metrics();
      },
    };
    const served = await serveMetrics(counted, { host: '127.0.0.1', port: 0 });
    try {
      const scrapes = Array.from({ length: 20 }, () => fetchText(served.url));
      // A request on a connection opened after all of them: once it is answered, all 20 were read.
      expect((await fetchText(`${new URL(served.url).origin}/other`)).status).toBe(404);
      await eventually(() => (collections > 0 ? true : undefined));
      release();
      const replies = await Promise.all(scrapes);
      expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
      expect(collections).toBe(1);
      // The next scrape collects afresh.
      await fetchText(served.url);
      expect(collections).toBe(2);
    } finally {
      release();
      await served.close();
    }
  });
});

describe('the metrics change nothing of what they count', { timeout: 120_000 }, () => {
  it('keeps the look-up limit: never-seen keys past the per-address limit do not reach the store', async () => {
    const opened = await openStore(join(folder, 'look-ups.db'));
    let lookUps = 0;
    const store = {
      ...opened,
      keyByHash: (hash: string) => {
        lookUps++;
        return opened.keyByHash(hash);
      },
    };
    const server = await startServer({
      store,
      port: 0,
      signUp: false,
      metrics: { host: '127.0.0.1', port: 0 },
      logger: keptLog().logger,
    });
    try {
      const statuses = [];
      for (let i = 0; i < 70; i++) {
        const { key } = await issueApiKey({ tier: 'pro', label: '', nowMs: Date.now(), hash: nodeHashApiKey });
        statuses.push((await send(server.url, '/api/v1/validate?q=011000015', { headers: bearer(key) })).status);
      }
      expect(new Set(statuses)).toEqual(new Set([401, 429]));
      // At most the invalid-key limit (60 a minute), two minutes' worth if one ended meanwhile.
      expect(lookUps).toBeLessThanOrEqual(statuses.filter((status) => status === 401).length);
      expect(lookUps).toBeLessThan(70);
    } finally {
      await server.close();
    }
  });
});

describe('bank-number serve --metrics', { timeout: 120_000 }, () => {
  it('serves metrics on the address given, and says where', async () => {
    const served = await startServe(['--metrics', '127.0.0.1:0', '--database', join(folder, 'cli.db')], folder);
    try {
      const url = /bank-number: metrics at (http:\/\/127\.0\.0\.1:\d+\/metrics)\n/.exec(served.output())?.[1];
      expect(url).toBeDefined();
      expect((await send(served.url, '/api/v1/validate?q=011000015')).status).toBe(200);
      const samples = parseScrape((await fetchText(url as string)).text);
      expect(
        sample(samples, 'bank_number_http_requests_total', {
          method: 'GET',
          route: '/api/v1/validate',
          status: '200',
        }),
      ).toBe(1);
      expect((await fetchText(`${served.url}/metrics`)).status).toBe(404);
    } finally {
      expect(await served.stop()).toBe(0);
    }
  });

  it('has none without the option, and refuses an address that is not HOST:PORT or the API port', async () => {
    const served = await startServe(['--database', join(folder, 'none.db')], folder);
    try {
      expect(served.output()).not.toContain('bank-number: metrics');
    } finally {
      await served.stop();
    }
    const refused = [
      ['--metrics', '9464'],
      ['--metrics', 'localhost'],
      ['--metrics', '127.0.0.1:70000'],
      ['--metrics', 'http://127.0.0.1:9464'],
      ['--port', '9465', '--metrics', '127.0.0.1:9465'],
    ];
    const results = await Promise.all(
      refused.map((args) => runCli(['serve', ...args, '--database', join(folder, 'refused.db')], folder)),
    );
    for (const [i, result] of results.entries()) {
      expect(result.code, refused[i]?.join(' ')).toBe(2);
      expect(result.stderr).toMatch(/^bank-number serve: --metrics /);
      expect(result.stdout).toBe('');
    }
  });
});
