/**
 * The reference server on loopback for the client's tests: the real handler behind the real Node
 * adapter, with real keys of every tier in a temporary store, and every request it receives
 * recorded as it arrived on the wire. Also two servers that do not behave: one that accepts and
 * never answers, and an address where nothing listens.
 * @module
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import type { Server as HttpServer, ServerResponse } from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeClientAddress, serveNode } from '../adapters/node.ts';
import { createHandler } from '../handler.ts';
import { issueKey } from '../store/issue-key.ts';
import { createStoreKeyVerifier } from '../store/key-verifier.ts';
import { openStore } from '../adapters/open-store.ts';
import type { HandlerOptions } from '../handler.ts';

/** A request as the server received it: the request line's target and the credentials header. */
export interface ReceivedRequest {
  method: string;
  /** The request target exactly as sent on the request line (path and query). */
  target: string;
  authorization: string | undefined;
  /** Every header value as received, joined, to look for a key where none belongs. */
  headerText: string;
}

export interface TestServer {
  url: string;
  keys: { starter: string; pro: string; business: string };
  received: ReceivedRequest[];
  /** The server's own request log lines. */
  log: string[];
  close(): Promise<void>;
}

/** Starts the reference server on 127.0.0.1, port 0. */
export async function startReferenceServer(
  options: Pick<HandlerOptions, 'clock' | 'limits'> = {},
): Promise<TestServer> {
  const dir = await mkdtemp(join(tmpdir(), 'bank-number-client-'));
  const store = await openStore(join(dir, 'bank-number.db'));
  const keys = {
    starter: (await issueKey(store, { tier: 'starter', label: 'test' })).key,
    pro: (await issueKey(store, { tier: 'pro', label: 'test' })).key,
    business: (await issueKey(store, { tier: 'business', label: 'test' })).key,
  };
  const log: string[] = [];
  const handler = createHandler({
    keys: createStoreKeyVerifier({ store }),
    clientAddress: nodeClientAddress,
    logger: { info: (line) => log.push(line), error: (line) => log.push(line) },
    ...options,
  });
  const server = await serveNode({ fetch: handler, port: 0, host: '127.0.0.1', shutdownTimeoutMs: 1000 });
  const received: ReceivedRequest[] = [];
  server.server.prependListener('request', (request) => {
    received.push({
      method: request.method ?? '',
      target: request.url ?? '',
      authorization: request.headers.authorization,
      headerText: request.rawHeaders.join('\n'),
    });
  });
  return {
    url: server.url,
    keys,
    received,
    log,
    close: async () => {
      await server.shutdown();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A TCP server on loopback that accepts connections and never says a word. */
export async function startSilentServer(): Promise<{ url: string; connections: () => number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let count = 0;
  const server = createServer((socket) => {
    count++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => count,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((done) => server.close(() => done()));
    },
  };
}

/** An address on loopback where nothing listens: a port bound and released again. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  const port = await listen(server);
  await new Promise<void>((done) => server.close(() => done()));
  return `http://127.0.0.1:${port}`;
}

function listen(server: Server | HttpServer): Promise<number> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port));
  });
}

/**
 * A bare HTTP server on loopback that answers every request with `answer`: for what the reference
 * server never sends.
 */
export async function startRawHttpServer(
  answer: (response: ServerResponse) => void,
): Promise<{ url: string; requests: () => number; close(): Promise<void> }> {
  let count = 0;
  const server = createHttpServer((_request, response) => {
    count++;
    answer(response);
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => count,
    close: () => {
      server.closeAllConnections();
      return new Promise((done) => server.close(() => done()));
    },
  };
}
