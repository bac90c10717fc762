import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BankNumberRequestError } from '../core/errors.ts';
import { validate } from '../validate.ts';
import type { Fallback } from './client.ts';
import { createClient } from './client.ts';
import { BankNumberNetworkError } from './errors.ts';
import {
  closedPortUrl,
  startRawHttpServer,
  startReferenceServer,
  startSilentServer,
} from '../server/test-support/servers.ts';

/** A bound on what must happen at once: far below the 60 s a test may take, however busy the machine. */
const SOON = 10_000;

const withoutTime = ({ processingTimeMs: _, ...rest }: { processingTimeMs: number }) => rest;
const IBAN = 'GB82 WEST 1234 5698 7654 32';

let silent: Awaited<ReturnType<typeof startSilentServer>>;
let closed: string;
beforeAll(async () => {
  silent = await startSilentServer();
  closed = await closedPortUrl();
});
afterAll(() => silent.close());
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a remote validation that gets no answer', () => {
  it('from a server that accepts and never answers falls back to the local answer after timeoutMs', async () => {
    const client = createClient({ baseUrl: silent.url, timeoutMs: 300 });
    const seen: Fallback[] = [];
    const started = Date.now();
    const envelope = await client.validate(IBAN, { remote: true, format: 'iban', onFallback: (f) => seen.push(f) });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(SOON);
    expect(withoutTime(envelope)).toEqual(withoutTime(await validate(IBAN, { format: 'iban' })));
    expect(Object.keys(envelope).sort()).toEqual(['apiVersion', 'processingTimeMs', 'result']);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.reason).toBe('timeout');
    expect(seen[0]?.error).toBeInstanceOf(BankNumberNetworkError);
    expect(client.lastFallback).toBe(seen[0]);
  });

  it('times out even with a fetch that ignores its signal', async () => {
    const stubborn: typeof fetch = (input, init) => {
      const { signal: _ignored, ...rest } = init ?? {};
      return fetch(input, rest);
    };
    const client = createClient({ baseUrl: silent.url, timeoutMs: 200, fetch: stubborn });
    const started = Date.now();
    await client.validate('021000021', { remote: true });
    expect(Date.now() - started).toBeLessThan(SOON);
    expect(client.lastFallback?.reason).toBe('timeout');
  });

  it('times out when the headers arrive and the body stalls', async () => {
    const stalled = await startRawHttpServer((response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '500' });
      response.write('{"apiVersion":"1",');
    });
    try {
      const client = createClient({ baseUrl: stalled.url, timeoutMs: 300 });
      const envelope = await client.validate('021000021', { remote: true });
      expect(client.lastFallback?.reason).toBe('timeout');
      expect(envelope.result.valid).toBe(true);
    } finally {
      await stalled.close();
    }
  });

  it('from a closed port falls back at once with the reason network and the fetch error as cause', async () => {
    const client = createClient({ baseUrl: closed });
    const started = Date.now();
    const envelope = await client.validate('12 34 56', { remote: true });
    expect(Date.now() - started).toBeLessThan(SOON);
    expect(withoutTime(envelope)).toEqual(withoutTime(await validate('12 34 56')));
    expect(client.lastFallback?.reason).toBe('network');
    expect(client.lastFallback?.error.cause).toBeDefined();
  });

  it('while the runtime reports itself offline falls back without trying, with the reason offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const client = createClient({ baseUrl: silent.url });
    const before = silent.connections();
    const envelope = await client.validate('021000021', { remote: true });
    expect(envelope.result.valid).toBe(true);
    expect(client.lastFallback?.reason).toBe('offline');
    expect(silent.connections()).toBe(before);
  });

  it('is retried first when the policy says so, then falls back; each attempt is bounded', async () => {
    let attempts = 0;
    const counting: typeof fetch = (input, init) => {
      attempts++;
      return fetch(input, init);
    };
    const client = createClient({
      baseUrl: silent.url,
      fetch: counting,
      timeoutMs: 150,
      retry: { retries: 2, baseDelayMs: 20 },
    });
    const started = Date.now();
    await client.validate('021000021', { remote: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * 150);
    expect(attempts).toBe(3);
    expect(client.lastFallback?.reason).toBe('timeout');
  });

  it('rejects with BankNumberNetworkError instead with fallback: false', async () => {
    const client = createClient({ baseUrl: closed });
    const error = await client.validate('021000021', { remote: true, fallback: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BankNumberNetworkError);
    expect(error).toMatchObject({ reason: 'network' });
    expect(client.lastFallback).toBeNull();
  });

  it('never invents a result: an input the SDK refuses is refused locally too', async () => {
    const client = createClient({ baseUrl: closed });
    await expect(client.validate('  ', { remote: true })).rejects.toBeInstanceOf(BankNumberRequestError);
    expect(client.lastFallback?.reason).toBe('network');
  });
});

describe('a request that cannot be written', () => {
  it('rejects with its own error, sends nothing and does not fall back', async () => {
    const client = createClient({ baseUrl: silent.url });
    const before = silent.connections();
    const input = 12n as unknown as string;
    await expect(client.validate(input, { remote: true })).rejects.toBeInstanceOf(TypeError);
    await expect(client.batch([{ input }])).rejects.toBeInstanceOf(TypeError);
    expect(client.lastFallback).toBeNull();
    expect(silent.connections()).toBe(before);
  });
});

describe('the tiered calls without an answer', () => {
  it('reject with BankNumberNetworkError: there is no local answer to fall back to', async () => {
    const offline = createClient({ baseUrl: closed, apiKey: `bn_live_${'A'.repeat(32)}` });
    await expect(offline.batch(['021000021'])).rejects.toMatchObject({
      name: 'BankNumberNetworkError',
      reason: 'network',
    });
    await expect(offline.usage()).rejects.toBeInstanceOf(BankNumberNetworkError);
    const hanging = createClient({ baseUrl: silent.url, timeoutMs: 100 });
    await expect(hanging.enrich('021000021')).rejects.toMatchObject({ reason: 'timeout' });
    await expect(hanging.generate({ format: 'iban', country: 'DE' })).rejects.toMatchObject({ reason: 'timeout' });
  });
});

describe('lastFallback', () => {
  it('is cleared by a remote validation that the service answers, and left alone by a local one', async () => {
    const server = await startReferenceServer();
    try {
      let reachable = false;
      // The same client, first cut off, then through: the fetch picks the address per call.
      const client = createClient({
        baseUrl: server.url,
        fetch: (input, init) => fetch(reachable ? input : String(input).replace(server.url, closed), init),
      });
      await client.validate('021000021', { remote: true });
      expect(client.lastFallback?.reason).toBe('network');
      await client.validate('021000021');
      expect(client.lastFallback?.reason).toBe('network');
      reachable = true;
      await client.validate('021000021', { remote: true });
      expect(client.lastFallback).toBeNull();
    } finally {
      await server.close();
    }
  });
});
