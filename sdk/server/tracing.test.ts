/**
 * The server's OpenTelemetry spans, as an operator's SDK receives them: the SDK's tracer provider
 * registered globally (with its context manager and the W3C propagator) and an in-memory exporter,
 * `startServer` as `bank-number serve` runs it, real HTTP on loopback, a real SQLite store, SMTP
 * server and redis-server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nodeHashApiKey, startServer } from './adapters/node.ts';
import type { StartedServer } from './adapters/node.ts';
import { issueKey } from './store/issue-key.ts';
import { accountPost, bearer, send } from './test-support/harness.ts';
import { startPostgres } from './test-support/postgres.ts';
import { startRedis } from './test-support/redis.ts';
import { signInLinkOf, startSmtp } from './test-support/smtp.ts';
import type { TestSmtp } from './test-support/smtp.ts';
import { TRACER_NAME } from './tracing.ts';
import type { TraceContextFrom } from './tracing.ts';

const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const quiet = { info() {}, error() {}, flush() {} };
const INPUT = 'GB82WEST12345698765432';

let folder: string;
let smtp: TestSmtp;
const servers: StartedServer[] = [];
beforeAll(async () => {
  provider.register();
  folder = mkdtempSync(join(tmpdir(), 'bank-number-tracing-'));
  smtp = await startSmtp();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await smtp.close();
  await provider.shutdown();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => exporter.reset());

async function serve(
  name: string,
  setup: { redisUrl?: string; trustedProxies?: number; store?: string; traceContext?: TraceContextFrom } = {},
): Promise<StartedServer> {
  const server = await startServer({
    store: join(folder, `${name}.db`),
    port: 0,
    logger: quiet as never,
    smtp: { url: smtp.url, from: 'bank-number@example.com' },
    ...setup,
  });
  servers.push(server);
  return server;
}

const spans = (): ReadableSpan[] => exporter.getFinishedSpans();
const serverSpans = (): ReadableSpan[] => spans().filter((span) => span.kind === SpanKind.SERVER);
const childrenOf = (parent: ReadableSpan): ReadableSpan[] =>
  spans().filter((span) => span.parentSpanContext?.spanId === parent.spanContext().spanId);

describe('OpenTelemetry spans with an SDK registered', () => {
  let server: StartedServer;
  beforeAll(async () => {
    server = await serve('spans');
  });

  it('makes one SERVER span per request, named by the route, with method, status and tier', async () => {
    expect((await send(server.url, `/api/v1/validate?q=${INPUT}`)).status).toBe(200);
    const [span, ...more] = serverSpans();
    expect(more).toEqual([]);
    expect(span?.name).toBe('GET /api/v1/validate');
    expect(span?.instrumentationScope.name).toBe(TRACER_NAME);
    expect(span?.attributes).toEqual({
      'http.request.method': 'GET',
      'url.scheme': 'http',
      'http.route': '/api/v1/validate',
      'http.response.status_code': 200,
      'bank_number.tier': 'open',
    });
    expect(span?.status.code).toBe(SpanStatusCode.UNSET);
    // The memory rate-limit store's count takes a microsecond: it makes no span.
    expect(childrenOf(span as ReadableSpan)).toEqual([]);
  });

  it('names a request no route matched by its method alone, and a 404 is no error', async () => {
    expect((await send(server.url, `/api/v1/${INPUT}`)).status).toBe(404);
    const [span] = serverSpans();
    expect(span?.name).toBe('GET');
    expect(span?.attributes['http.route']).toBeUndefined();
    expect(span?.attributes['http.response.status_code']).toBe(404);
    expect(span?.status.code).toBe(SpanStatusCode.UNSET);
  });

  it('puts the key look-up in the store under the request, with the tier of the key', async () => {
    const { key } = await issueKey(server.store, { tier: 'pro', label: 'traced', hash: nodeHashApiKey });
    expect((await send(server.url, `/api/v1/validate?q=${INPUT}`, { headers: bearer(key) })).status).toBe(200);
    const [span] = serverSpans();
    expect(span?.attributes['bank_number.tier']).toBe('pro');
    const lookUp = childrenOf(span as ReadableSpan).find((child) => child.name === 'store.keyByHash');
    expect(lookUp?.kind).toBe(SpanKind.CLIENT);
    expect(lookUp?.spanContext().traceId).toBe(span?.spanContext().traceId);
    expect(lookUp?.attributes).toEqual({ 'db.system.name': 'sqlite', 'db.operation.name': 'keyByHash' });
    expect(lookUp?.status.code).toBe(SpanStatusCode.UNSET);
  });

  it("lets no caller but a trusted proxy decide sampling: others get a trace of the server's own", async () => {
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    // Sampled flag off (a caller hiding its requests) and on (a caller forcing recording).
    for (const flags of ['00', '01']) {
      exporter.reset();
      const headers = { traceparent: `00-${traceId}-b7ad6b7169203331-${flags}`, baggage: 'tenant=probe' };
      expect((await send(server.url, `/api/v1/validate?q=${INPUT}`, { headers })).status).toBe(200);
      const [span, ...more] = serverSpans();
      expect(more).toEqual([]);
      // Recorded as the server's sampler decides (here: every root), in a trace of its own.
      expect(span?.spanContext().traceId, flags).not.toBe(traceId);
      expect(span?.parentSpanContext).toBeUndefined();
      // Linked to the caller's span, so that the two traces can be found together.
      expect(span?.links.map((link) => link.context.traceId)).toEqual([traceId]);
    }
  });

  it("joins the caller's trace from its traceparent header through a trusted proxy, its flag honoured", async () => {
    const proxied = await serve('proxied', { trustedProxies: 1 });
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    const headers = { traceparent: `00-${traceId}-b7ad6b7169203331-01`, 'x-forwarded-for': '203.0.113.9' };
    expect((await send(proxied.url, `/api/v1/validate?q=${INPUT}`, { headers })).status).toBe(200);
    const [span] = serverSpans();
    expect(span?.spanContext().traceId).toBe(traceId);
    expect(span?.parentSpanContext?.spanId).toBe('b7ad6b7169203331');
    expect(span?.parentSpanContext?.isRemote).toBe(true);
    exporter.reset();
    const unsampled = { ...headers, traceparent: `00-${traceId}-b7ad6b7169203331-00` };
    expect((await send(proxied.url, `/api/v1/validate?q=${INPUT}`, { headers: unsampled })).status).toBe(200);
    expect(serverSpans()).toEqual([]);
  });

  it('joins every caller\'s trace with traceContext "any", and none with "none"', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const headers = { traceparent: `00-${traceId}-00f067aa0ba902b7-01` };
    const any = await serve('trace-any', { traceContext: 'any' });
    expect((await send(any.url, `/api/v1/validate?q=${INPUT}`, { headers })).status).toBe(200);
    expect(serverSpans()[0]?.spanContext().traceId).toBe(traceId);
    exporter.reset();
    const none = await serve('trace-none', { trustedProxies: 1, traceContext: 'none' });
    expect((await send(none.url, `/api/v1/validate?q=${INPUT}`, { headers })).status).toBe(200);
    expect(serverSpans()[0]?.spanContext().traceId).not.toBe(traceId);
  });

  it('puts no key, input, e-mail address, token or client address in any span', async () => {
    const client = '203.0.113.77';
    const behindProxy = await serve('secrets', { trustedProxies: 1 });
    const forwarded = { 'x-forwarded-for': client };
    const email = 'span-probe@example.com';
    const { key } = await issueKey(behindProxy.store, { tier: 'pro', label: 'probe', hash: nodeHashApiKey });
    const secrets = [key, key.slice(-12), nodeHashApiKey(key).slice('sha256:'.length), INPUT, email, client];

    const before = smtp.messages.length;
    expect((await accountPost(behindProxy.url, 'sign-up', { email }, forwarded)).status).toBe(202);
    const token = signInLinkOf((await smtp.received(before + 1))[before] as never).token;
    const signIn = await accountPost(behindProxy.url, 'sign-in', { token }, forwarded);
    expect(signIn.status).toBe(200);
    const newKey = signIn.body.newKey as { id: string; key: string };
    const cookie = /^bn_session=[^;]*/.exec(signIn.headers['set-cookie'] ?? '')?.[0] as string;
    secrets.push(token, newKey.key, cookie.slice('bn_session='.length));
    const session = { ...forwarded, cookie, origin: behindProxy.url.replace(/\/$/, '') };
    expect((await send(behindProxy.url, '/api/account/session', { headers: session })).status).toBe(200);
    const rotated = await accountPost(behindProxy.url, `keys/${newKey.id}/rotate`, {}, session);
    expect(rotated.status).toBe(201);
    secrets.push(rotated.body.key.key as string);

    const requests: Array<[string, Record<string, string>]> = [
      [`/api/v1/validate?q=${INPUT}`, { ...forwarded, ...bearer(key) }],
      [`/api/v1/validate?q=${INPUT}&key=${key}`, forwarded],
      [`/api/v1/validate?q=${INPUT}`, { ...forwarded, ...bearer(`${key.slice(0, -1)}x`) }],
      [`/api/v1/${INPUT}`, forwarded],
    ];
    for (const [path, headers] of requests) await send(behindProxy.url, path, { headers });
    const batch = await send(behindProxy.url, '/api/v1/batch', {
      method: 'POST',
      headers: { ...forwarded, ...bearer(key) },
      body: { items: [{ value: INPUT }] },
    });
    expect(batch.status).toBeLessThan(500);

    const seen = spans();
    const names = new Set(seen.map((span) => span.name));
    for (const name of ['POST /api/account/sign-up', 'store.signIn', 'store.rotateKey', 'store.keyByHash'])
      expect(names).toContain(name);
    const text = JSON.stringify(
      seen.map((span) => ({
        name: span.name,
        attributes: span.attributes,
        events: span.events,
        status: span.status,
        links: span.links,
        resource: span.resource.attributes,
      })),
    );
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
    expect(text).not.toContain('span-probe');
  });
});

describe('OpenTelemetry spans of a store that fails', () => {
  it('records the failed look-up as an error of its type, under the 503', async () => {
    const server = await serve('closed');
    const { key } = await issueKey(server.store, { tier: 'pro', label: 'closed', hash: nodeHashApiKey });
    // The database goes away under the server: the look-up of a key never read fails.
    await server.store.close();
    const reply = await send(server.url, `/api/v1/validate?q=${INPUT}`, { headers: bearer(key) });
    expect(reply.status).toBe(503);
    expect(reply.body.code).toBe('KEY_STORE_UNAVAILABLE');
    const [span] = serverSpans();
    expect(span?.status.code).toBe(SpanStatusCode.ERROR);
    expect(span?.attributes['error.type']).toBe('503');
    const lookUp = childrenOf(span as ReadableSpan).find((child) => child.name === 'store.keyByHash');
    expect(lookUp?.status.code).toBe(SpanStatusCode.ERROR);
    expect(lookUp?.events.map((event) => event.name)).toEqual(['exception']);
    expect(Object.keys(lookUp?.events[0]?.attributes ?? {})).toEqual(['exception.type']);
    expect(JSON.stringify([span, lookUp].map((s) => [s?.attributes, s?.events]))).not.toContain(key);
    // Closed already: the rest of what the server opened is closed without it.
    servers.splice(servers.indexOf(server), 1);
    await server.node.shutdown();
  });
});

describe('OpenTelemetry spans of a PostgreSQL store', { timeout: 60_000 }, () => {
  it('names the database system postgresql', async () => {
    const postgres = await startPostgres({ fsync: false });
    try {
      const server = await serve('postgres', { store: await postgres.database() });
      const { key } = await issueKey(server.store, { tier: 'pro', label: 'postgres', hash: nodeHashApiKey });
      expect((await send(server.url, `/api/v1/validate?q=${INPUT}`, { headers: bearer(key) })).status).toBe(200);
      const [span] = serverSpans();
      const lookUp = childrenOf(span as ReadableSpan).find((child) => child.name === 'store.keyByHash');
      expect(lookUp?.kind).toBe(SpanKind.CLIENT);
      expect(lookUp?.attributes).toEqual({ 'db.system.name': 'postgresql', 'db.operation.name': 'keyByHash' });
    } finally {
      await servers.pop()?.close();
      await postgres.stop();
    }
  });
});

describe('OpenTelemetry spans of the Redis rate-limit store', { timeout: 60_000 }, () => {
  it('puts the count in Redis under the request, and records a stopped Redis as an error with the 503', async () => {
    const redis = await startRedis();
    try {
      const server = await serve('redis', { redisUrl: redis.url });
      expect((await send(server.url, `/api/v1/validate?q=${INPUT}`)).status).toBe(200);
      const [span] = serverSpans();
      const [count] = childrenOf(span as ReadableSpan);
      expect(count?.name).toBe('rate-limit.hit');
      expect(count?.kind).toBe(SpanKind.CLIENT);
      expect(count?.attributes).toEqual({ 'db.system.name': 'redis', 'bank_number.rate_limit.admitted': true });
      expect(count?.status.code).toBe(SpanStatusCode.UNSET);

      // Stopped (SIGSTOP): the count times out, and the server answers 503.
      redis.process.kill('SIGSTOP');
      exporter.reset();
      const reply = await send(server.url, `/api/v1/validate?q=${INPUT}`);
      redis.process.kill('SIGCONT');
      expect(reply.status).toBe(503);
      expect(reply.body.code).toBe('RATE_LIMIT_UNAVAILABLE');
      const [failed] = serverSpans();
      expect(failed?.status.code).toBe(SpanStatusCode.ERROR);
      expect(failed?.attributes['http.response.status_code']).toBe(503);
      expect(failed?.attributes['error.type']).toBe('503');
      const [refused] = childrenOf(failed as ReadableSpan);
      expect(refused?.name).toBe('rate-limit.hit');
      expect(refused?.status.code).toBe(SpanStatusCode.ERROR);
      expect(typeof refused?.attributes['error.type']).toBe('string');
      expect(refused?.events.map((event) => event.name)).toEqual(['exception']);
      // The error's type alone: its message could quote a counter's key, which holds the address.
      expect(Object.keys(refused?.events[0]?.attributes ?? {})).toEqual(['exception.type']);
    } finally {
      redis.process.kill('SIGCONT');
      await servers.pop()?.close();
      await redis.stop();
    }
  });
});
