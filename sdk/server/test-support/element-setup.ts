/**
 * Global setup of the element's browser tests, run by Vitest in Node before Chromium starts: the
 * reference server (the real handler behind its Node adapter, with a real store) on 127.0.0.1,
 * handed to the tests with `provide`, and stopped in teardown. Only this Node side imports the
 * server; the element's tests reach it over HTTP, as a page would.
 * @module
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { nodeClientAddress, nodeHashApiKey, serveNode } from '../adapters/node.ts';
import { createHandler } from '../handler.ts';
import { generateApiKey } from '../keys/api-key.ts';
import { issueKey } from '../store/issue-key.ts';
import { createStoreKeyVerifier } from '../store/key-verifier.ts';
import { openStore } from '../adapters/open-store.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The reference server for the element's remote verdicts. */
    referenceServer: {
      /** `http://127.0.0.1:port`, the `api-base-url` to give the element. */
      url: string;
      /** A Business key: its limits do not bind within a test run. */
      businessKey: string;
      /** A well-formed key that the server never issued (401 `INVALID_API_KEY`). */
      unknownKey: string;
      /** An address on loopback where nothing listens. */
      closedPortUrl: string;
    };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'bank-number-element-'));
  const store = await openStore(join(dir, 'bank-number.db'));
  const keys = createStoreKeyVerifier({ store, hash: nodeHashApiKey });
  const { key: businessKey } = await issueKey(store, {
    tier: 'business',
    label: 'element tests',
    hash: nodeHashApiKey,
  });
  const server = await serveNode({
    fetch: createHandler({ keys, clientAddress: nodeClientAddress, logger: null }),
    port: 0,
    host: '127.0.0.1',
    shutdownTimeoutMs: 1000,
  });
  project.provide('referenceServer', {
    url: server.url,
    businessKey,
    unknownKey: generateApiKey(),
    closedPortUrl: await closedPortUrl(),
  });
  return async () => {
    await server.shutdown();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  };
}

/** A port bound on loopback and released again: nothing listens there afterwards. */
async function closedPortUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((done, fail) => {
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => done());
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return `http://127.0.0.1:${port}`;
}
