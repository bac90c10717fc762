/**
 * The server with no OpenTelemetry SDK registered (a file of its own: the other registers one for
 * the whole process). A context manager is registered, as a host application may have one, so
 * that a span put into the context would be seen by the store.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { context, trace } from '@opentelemetry/api';
import type { Span } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeHashApiKey, openStore, startServer } from './adapters/node.ts';
import type { StartedServer } from './adapters/node.ts';
import { issueKey } from './store/issue-key.ts';
import { bearer, send } from './test-support/harness.ts';

let folder: string;
let server: StartedServer;
let key: string;
// The span active in the context of each key look-up the requests made.
const active: Array<Span | undefined> = [];
beforeAll(async () => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  folder = mkdtempSync(join(tmpdir(), 'bank-number-tracing-off-'));
  const store = await openStore(join(folder, 'bank-number.db'));
  const keyByHash = store.keyByHash;
  store.keyByHash = (hash) => {
    active.push(trace.getActiveSpan());
    return keyByHash(hash);
  };
  ({ key } = await issueKey(store, { tier: 'pro', label: 'off', hash: nodeHashApiKey }));
  server = await startServer({ store, port: 0, logger: { info() {}, error() {}, flush() {} } as never });
});
afterAll(async () => {
  await server.close();
  context.disable();
  rmSync(folder, { recursive: true, force: true });
});

describe('no OpenTelemetry SDK registered', () => {
  it('serves as before, and puts no span into the context of the store calls', async () => {
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const open = await send(server.url, '/api/v1/validate?q=011000015', { headers: { traceparent } });
    expect(open.status).toBe(200);
    const keyed = await send(server.url, '/api/v1/validate?q=011000015', { headers: { ...bearer(key), traceparent } });
    expect(keyed.status).toBe(200);
    // Counted as the key's tier, not as the Open tier.
    expect(keyed.headers['ratelimit-policy']).not.toBe(open.headers['ratelimit-policy']);
    expect((await send(server.url, '/api/v1/nothing')).status).toBe(404);
    expect(active.length).toBeGreaterThan(0);
    expect(active.filter((span) => span !== undefined)).toEqual([]);
  });
});
