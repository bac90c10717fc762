/**
 * Starts the real server (handler + Node adapter) on a free loopback port and talks to it over
 * HTTP, checking every response against the OpenAPI document.
 * @module
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeClientAddress, nodeHashApiKey, serveNode } from '../adapters/node.ts';
import type { NodeServer } from '../adapters/node.ts';
import { createHandler } from '../handler.ts';
import type { HandlerOptions } from '../handler.ts';
import { issueKey } from '../store/issue-key.ts';
import { createStoreKeyVerifier } from '../store/key-verifier.ts';
import { openStore } from '../store/open.ts';
import type { KeyTier } from '../tiers.ts';
import { checkRequest, checkResponse } from './openapi-check.ts';

/** A response, read whole. */
export interface Reply {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  text: string;
  /** The parsed body; undefined when it is empty or not JSON. */
  body: any;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  /** A string or bytes sent as is; an object is sent as JSON with `Content-Type: application/json`. */
  body?: string | Uint8Array | object;
  /** Skip the OpenAPI check (only for responses outside the API, checked otherwise). */
  headersOnly?: boolean;
}

/** Sends one request with `node:http`, which allows any method, header and body. */
export function send(base: string, path: string, options: CallOptions = {}): Promise<Reply> {
  // The path goes on the wire as given: `new URL(path, base)` would read `//x` as another host.
  const url = new URL(base);
  const headers: Record<string, string> = { ...options.headers };
  let payload: string | Uint8Array | undefined;
  if (typeof options.body === 'string' || options.body instanceof Uint8Array) payload = options.body;
  else if (options.body !== undefined) {
    payload = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  // Node's client sends a DELETE or OPTIONS body without framing unless told its length.
  if (payload !== undefined && headers['transfer-encoding'] === undefined) {
    headers['content-length'] ??= String(typeof payload === 'string' ? Buffer.byteLength(payload) : payload.byteLength);
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path, method: options.method ?? 'GET', headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown;
          try {
            body = text === '' ? undefined : JSON.parse(text);
          } catch {
            body = undefined;
          }
          const flat: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          resolve({ status: res.statusCode ?? 0, headers: flat, text, body });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Sends a request to any server (a child process too) and checks the response against the OpenAPI document. */
export async function call(base: string, path: string, options: CallOptions = {}): Promise<Reply> {
  const reply = await send(base, path, options);
  const method = options.method ?? 'GET';
  checkResponse(
    { method, path: new URL(`http://server${path}`).pathname, status: reply.status, headers: reply.headers, text: reply.text },
    { headersOnly: options.headersOnly === true },
  );
  if (reply.status >= 200 && reply.status < 300 && method !== 'OPTIONS') {
    const body = typeof options.body === 'string' ? options.body : options.body instanceof Uint8Array ? Buffer.from(options.body).toString('utf8') : options.body === undefined ? undefined : JSON.stringify(options.body);
    checkRequest({ method, target: path, body });
  }
  return reply;
}

/**
 * Writes bytes to the server as they are, for requests no HTTP client would send, and answers all
 * the server wrote back once it closes the connection (the request should ask for
 * `Connection: close`). The socket is not half-closed: Node drops the answer to a client that does.
 */
export function exchange(base: string, bytes: string, timeoutMs = 5000): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    let data = '';
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
    socket.on('error', () => resolve(data));
    socket.on('close', () => resolve(data));
    socket.write(bytes, 'latin1');
  });
}

/** The status, lower-cased headers and body of a raw HTTP/1.1 answer (chunked bodies joined). */
export function parseRaw(raw: string): { status: number; headers: Record<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  let text = split === -1 ? '' : raw.slice(split + 4);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  if (headers['transfer-encoding'] === 'chunked') {
    let body = '';
    for (;;) {
      const eol = text.indexOf('\r\n');
      const size = parseInt(text.slice(0, eol), 16);
      if (!(size > 0)) break;
      body += text.slice(eol + 2, eol + 2 + size);
      text = text.slice(eol + 4 + size);
    }
    text = body;
  }
  return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]), headers, text };
}

/** A controllable clock for the rate-limit windows. */
export interface TestClock {
  (): number;
  set(ms: number): void;
  advance(ms: number): void;
}

export function testClock(start: number): TestClock {
  let now = start;
  const clock = (() => now) as TestClock;
  clock.set = (ms) => {
    now = ms;
  };
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

/** 2030-01-15 12:00:30 UTC: half a minute into a minute window. */
export const T0 = Date.UTC(2030, 0, 15, 12, 0, 30);

export interface TestServer {
  url: string;
  node: NodeServer;
  /** Every log line the server wrote. */
  log: string[];
  /** Sends a request and checks the response against the OpenAPI document. */
  call(path: string, options?: CallOptions): Promise<Reply>;
  /** Issues a key in this server's store. */
  key(tier: KeyTier, label?: string): Promise<string>;
  revoke(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Starts a server on a free port with a fresh store (SQLite in a temporary folder) and the given handler options. */
export async function startTestServer(options: Omit<HandlerOptions, 'keys'> = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'bank-number-server-'));
  const store = await openStore(join(dir, 'bank-number.db'), { keyFile: null });
  const keys = createStoreKeyVerifier({ store, hash: nodeHashApiKey, refreshMs: 0 });
  const issued = new Map<string, string>();
  const log: string[] = [];
  const logger = { info: (line: string) => log.push(line), error: (line: string) => log.push(line) };
  const node = await serveNode({
    fetch: createHandler({ clientAddress: nodeClientAddress, logger, ...options, keys }),
    port: 0,
    host: '127.0.0.1',
  });
  return {
    url: node.url,
    node,
    log,
    call: (path, callOptions) => call(node.url, path, callOptions),
    async key(tier, label) {
      const { key, record } = await issueKey(store, { tier, label, hash: nodeHashApiKey });
      issued.set(key, record.id);
      return key;
    },
    async revoke(key) {
      await store.revokeKey(issued.get(key) as string);
    },
    async close() {
      await node.shutdown();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `Authorization: Bearer <key>`. */
export const bearer = (key: string): Record<string, string> => ({ authorization: `Bearer ${key}` });

/** POSTs `body` as JSON to the account API (`/api/account/<path>`). */
export function accountPost(base: string, path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<Reply> {
  return send(base, `/api/account/${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
}

/** The first value `probe` gives that is not undefined, asked every 50 ms for at most 5 seconds. */
export async function eventually<T>(probe: () => T | undefined | Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('gave up waiting');
}
