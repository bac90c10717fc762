import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './client.ts';
import { closedPortUrl, startReferenceServer, startSilentServer } from '../server/test-support/servers.ts';

/** A bound on what must happen at once: far below the 60 s a test may take, however busy the machine. */
const SOON = 10_000;

let silent: Awaited<ReturnType<typeof startSilentServer>>;
beforeAll(async () => {
  silent = await startSilentServer();
});
afterAll(() => silent.close());

/** Aborts `controller` with `reason` after `ms`, and reports how long the call took to reject after that. */
async function abortAfter(ms: number, controller: AbortController, reason: unknown, call: Promise<unknown>) {
  const timer = setTimeout(() => controller.abort(reason), ms);
  const started = Date.now();
  try {
    await call;
    throw new Error('expected a rejection');
  } catch (error) {
    return { error, took: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

describe('an AbortSignal', () => {
  it('already aborted: every call rejects with its reason and sends nothing', async () => {
    const reason = new Error('user left the page');
    const signal = AbortSignal.abort(reason);
    const client = createClient({ baseUrl: silent.url });
    const before = silent.connections();
    await expect(client.validate('021000021', { signal })).rejects.toBe(reason);
    await expect(client.validate('021000021', { remote: true, signal })).rejects.toBe(reason);
    await expect(client.batch(['021000021'], { signal })).rejects.toBe(reason);
    await expect(client.enrich('021000021', { signal })).rejects.toBe(reason);
    await expect(client.generate({ format: 'iban', country: 'DE', signal })).rejects.toBe(reason);
    await expect(client.usage({ signal })).rejects.toBe(reason);
    await new Promise((done) => setTimeout(done, 50));
    expect(silent.connections()).toBe(before);
  });

  it('aborted during a request that hangs: rejects at once with the reason, and does not fall back', async () => {
    const client = createClient({ baseUrl: silent.url, timeoutMs: 50_000 });
    const controller = new AbortController();
    const reason = new Error('cancelled');
    let fellBack = false;
    const { error, took } = await abortAfter(
      100,
      controller,
      reason,
      client.validate('021000021', { remote: true, signal: controller.signal, onFallback: () => (fellBack = true) }),
    );
    expect(error).toBe(reason);
    expect(took).toBeLessThan(SOON);
    expect(fellBack).toBe(false);
    expect(client.lastFallback).toBeNull();
  });

  it('aborted without a reason: rejects with an AbortError', async () => {
    const client = createClient({ baseUrl: silent.url });
    const controller = new AbortController();
    const { error } = await abortAfter(50, controller, undefined, client.usage({ signal: controller.signal }));
    expect((error as Error).name).toBe('AbortError');
  });

  it('aborted during the wait for Retry-After: rejects at once, with no further request', async () => {
    // Frozen 10 s into a minute: the 429 asks for 50 s, which the policy allows.
    const frozen = Math.floor(Date.now() / 60_000) * 60_000 + 10_000;
    const server = await startReferenceServer({ clock: () => frozen });
    try {
      const client = createClient({
        baseUrl: server.url,
        retry: { retries: 3, maxDelayMs: 60_000, maxElapsedMs: 120_000 },
      });
      for (let i = 0; i < 3; i++) await client.validate('021000021', { remote: true });
      const controller = new AbortController();
      const reason = new Error('stop waiting');
      const { error, took } = await abortAfter(
        300,
        controller,
        reason,
        client.validate('021000021', { remote: true, signal: controller.signal }),
      );
      expect(error).toBe(reason);
      expect(took).toBeLessThan(SOON);
      expect(server.received).toHaveLength(4);
    } finally {
      await server.close();
    }
  });

  it('aborted during the back-off after a network failure: rejects at once, and does not fall back', async () => {
    const client = createClient({
      baseUrl: await closedPortUrl(),
      retry: { retries: 3, baseDelayMs: 50_000, maxDelayMs: 50_000 },
    });
    const controller = new AbortController();
    const reason = new Error('enough');
    const { error, took } = await abortAfter(
      200,
      controller,
      reason,
      client.validate('021000021', { remote: true, signal: controller.signal }),
    );
    expect(error).toBe(reason);
    expect(took).toBeLessThan(SOON);
    expect(client.lastFallback).toBeNull();
  });
});
