/**
 * `bank-number serve --trust-proxy` with the proxies' addresses, through real HTTP on loopback:
 * `X-Forwarded-For` is read only when the peer is one of them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startServe } from './test-support/cli.ts';
import type { ServeProcess } from './test-support/cli.ts';
import { send } from './test-support/harness.ts';

let folder: string;
const servers: ServeProcess[] = [];
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'bank-number-trust-'));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(folder, { recursive: true, force: true });
});

async function serve(trust: string, name: string): Promise<ServeProcess> {
  const started = await startServe(
    ['--trust-proxy', trust, '--database', join(folder, `${name}.db`), '--no-sign-up'],
    folder,
  );
  servers.push(started);
  return started;
}

/** What is left of the Open tier's minute after a request said to come from `forwardedFor`. */
async function remainingAfter(server: ServeProcess, forwardedFor: string): Promise<number> {
  const reply = await send(server.url, '/api/v1/validate?q=011000015', {
    headers: { 'x-forwarded-for': forwardedFor },
  });
  expect(reply.status).toBe(200);
  return Number(reply.headers['x-ratelimit-remaining']);
}

describe('serve --trust-proxy with addresses and networks', { timeout: 120_000 }, () => {
  it('ignores X-Forwarded-For from a peer that is not a listed proxy, and reads it from one that is', async () => {
    const [elsewhere, here] = await Promise.all([
      serve('10.0.0.0/8,192.0.2.7', 'elsewhere'),
      serve('10.0.0.0/8,127.0.0.0/8', 'here'),
    ]);
    expect(elsewhere.output()).toContain('trusting proxies at 10.0.0.0/8, 192.0.2.7');

    // The peer (127.0.0.1) is not a proxy: whatever the header says, every request is the peer's.
    const first = await remainingAfter(elsewhere, '203.0.113.1');
    expect(await remainingAfter(elsewhere, '203.0.113.2')).toBe(first - 1);
    expect(await remainingAfter(elsewhere, '198.51.100.9, 10.0.0.1')).toBe(first - 2);

    // The peer is a proxy: each client has its own count; the chain is followed through proxies only.
    const one = await remainingAfter(here, '203.0.113.1');
    expect(await remainingAfter(here, '203.0.113.2')).toBe(one);
    expect(await remainingAfter(here, '198.51.100.9, 203.0.113.1')).toBe(one - 1);
    expect(await remainingAfter(here, '203.0.113.1, 10.0.0.1')).toBe(one - 2);
  });

  it('refuses a list with an entry that is neither an address nor a network', async () => {
    for (const value of ['10.0.0.0/33', 'proxy.internal,10.0.0.0/8', '33']) {
      const result = await runCli(
        ['serve', '--port', '0', '--trust-proxy', value, '--database', join(folder, 'refused.db')],
        folder,
      );
      expect(result.code, value).toBe(2);
      expect(result.stderr).toContain('--trust-proxy');
    }
  });
});
