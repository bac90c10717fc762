/**
 * The servers of the tests and the requests they are sent. A server runs in process by default:
 * each request is a WHATWG `Request` handed to the Hono app (`app.request`), with the client's
 * address in `env`. Started with `network: true`, it listens on a free loopback port behind the
 * Node adapter and is reached with `node:http`, for what only the network shows. Either way every
 * response is checked against the OpenAPI document, and every request the server accepts against
 * the document's description of it.
 * @module
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { nodeClientAddress, nodeHashApiKey, serveNode } from '../adapters/node.ts';
import type { NodeServer } from '../adapters/node.ts';
import { createApp, createHandler } from '../handler.ts';
import type { HandlerOptions } from '../handler.ts';
import { issueKey } from '../store/issue-key.ts';
import { createStoreKeyVerifier } from '../store/key-verifier.ts';
import { openStore } from '../adapters/open-store.ts';
import type { OpenedStore } from '../adapters/open-store.ts';
import type { KeyTier } from '../tiers.ts';
import { checkRequest, checkResponse } from './openapi-check.ts';
import { WAIT_BOUND_MS } from './process.ts';

/** A response, read whole. */
export interface Reply {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  text: string;
  /** The parsed body; undefined when it is empty or not JSON. */
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the fields of the JSON they expect, and assert them
  body: any;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  /** A string or bytes sent as is; an object is sent as JSON with `Content-Type: application/json`. */
  body?: string | Uint8Array | object;
  /** Skip the OpenAPI check (only for responses outside the API, checked otherwise). */
  headersOnly?: boolean;
  /** The client's address, for a server in process (default `127.0.0.1`); over the network it is the socket's. */
  address?: string;
}

/** The `env` a server in process is given with each request. */
export interface InProcessEnv {
  /** The address the request comes from, as a socket would show it. */
  clientAddress: string;
}

/** A server in process answers a request as the Node adapter would hand it over. */
export type InProcessFetch = (request: Request, env: InProcessEnv) => Response | Promise<Response>;

/** A server the tests started: in process when it has `fetch`, else listening at `url`. */
export interface Reachable {
  /** Where the server listens, or, in process, the origin its requests are addressed to. */
  url: string;
  fetch?: InProcessFetch | undefined;
}

/** Where a request goes: the base URL of a server over HTTP (a child process too), or a server the tests started. */
export type Target = string | Reachable;

/** The origin requests to a server in process are addressed to; nothing listens there. */
export const IN_PROCESS_URL = 'http://127.0.0.1';

/** The client address of a request to a server in process, when the test names none. */
export const DEFAULT_CLIENT_ADDRESS = '127.0.0.1';

/** The `clientAddress` hook of a server in process: the address the harness put in `env`. */
export function inProcessClientAddress(_request: Request, env: unknown): string | undefined {
  return (env as Partial<InProcessEnv> | undefined)?.clientAddress;
}

/** The headers and payload of a request as the options give them, with the framing `node:http` would add. */
function framed(options: CallOptions): { headers: Record<string, string>; payload: string | Uint8Array | undefined } {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
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
  return { headers, payload };
}

function reply(status: number, headers: Record<string, string>, bytes: Uint8Array): Reply {
  const text = Buffer.from(bytes).toString('utf8');
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status, headers, text, body };
}

/** Sends one request with `node:http`, which allows any method, header and body. */
function sendHttp(
  base: string,
  path: string,
  method: string,
  headers: Record<string, string>,
  payload: string | Uint8Array | undefined,
): Promise<Reply> {
  // The path goes on the wire as given: `new URL(path, base)` would read `//x` as another host.
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve(reply(res.statusCode ?? 0, flat, Buffer.concat(chunks)));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Hands one request to a server in process, addressed as `node:http` would address it to `base`. */
async function sendInProcess(
  base: string,
  fetch: InProcessFetch,
  path: string,
  method: string,
  headers: Record<string, string>,
  payload: string | Uint8Array | undefined,
  address: string,
): Promise<Reply> {
  const url = new URL(base);
  // Bytes, not a string: a string body would gain a `text/plain` type that no client sent. The
  // Node adapter hands the app no body for GET and HEAD, and a Request cannot have one.
  const bodyless = method === 'GET' || method === 'HEAD';
  // A copy of the bytes: a Request's body is typed as a view of an ArrayBuffer, not of any buffer.
  const bytes =
    typeof payload === 'string'
      ? new TextEncoder().encode(payload)
      : payload === undefined
        ? undefined
        : new Uint8Array(payload);
  const body = bodyless ? undefined : bytes;
  const request = new Request(`${url.origin}${path}`, {
    method,
    headers: { host: url.host, ...headers },
    ...(body === undefined ? {} : { body }),
  });
  const response = await fetch(request, { clientAddress: address });
  const flat: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') flat[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) flat['set-cookie'] = cookies.join(', ');
  return reply(response.status, flat, new Uint8Array(await response.arrayBuffer()));
}

/**
 * Sends one request, in process or over HTTP, and checks it against the OpenAPI document if the
 * server accepted it (answered 2xx); the response is not checked (see `call`).
 */
export async function send(target: Target, path: string, options: CallOptions = {}): Promise<Reply> {
  const method = options.method ?? 'GET';
  const { headers, payload } = framed(options);
  const base = typeof target === 'string' ? target : target.url;
  const fetch = typeof target === 'string' ? undefined : target.fetch;
  if (fetch === undefined && options.address !== undefined)
    throw new Error('a client address can only be given to a server in process');
  const answer =
    fetch === undefined
      ? await sendHttp(base, path, method, headers, payload)
      : await sendInProcess(base, fetch, path, method, headers, payload, options.address ?? DEFAULT_CLIENT_ADDRESS);
  if (answer.status >= 200 && answer.status < 300) {
    const body =
      typeof payload === 'string' ? payload : payload === undefined ? undefined : Buffer.from(payload).toString('utf8');
    checkRequest({ method, target: path, headers, body });
  }
  return answer;
}

/** Sends a request (see `send`) and checks the response against the OpenAPI document. */
export async function call(target: Target, path: string, options: CallOptions = {}): Promise<Reply> {
  const answer = await send(target, path, options);
  checkResponse(
    {
      method: options.method ?? 'GET',
      path: new URL(`http://server${path}`).pathname,
      status: answer.status,
      headers: answer.headers,
      text: answer.text,
    },
    { headersOnly: options.headersOnly === true },
  );
  return answer;
}

/**
 * Writes bytes to the server as they are, for requests no HTTP client would send, and answers all
 * the server wrote back once it closes the connection (the request should ask for
 * `Connection: close`). The socket is not half-closed: Node drops the answer to a client that does.
 */
export function exchange(base: string, bytes: string, timeoutMs = WAIT_BOUND_MS): Promise<string> {
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

/** Where a server writes its log, and every line it wrote. */
export function testLog(): { log: string[]; logger: { info(line: string): void; error(line: string): void } } {
  const log: string[] = [];
  return { log, logger: { info: (line) => log.push(line), error: (line) => log.push(line) } };
}

/** A store for a test server, and the key verifier over it. */
export interface TestStore {
  /** Where the store is: `database` as given, or a SQLite file in a fresh folder. */
  database: string;
  store: OpenedStore;
  keys: ReturnType<typeof createStoreKeyVerifier>;
  /** Closes the store and removes a folder it made. */
  close(): Promise<void>;
}

/** Opens `database` (a SQLite file or a PostgreSQL URL), or a new SQLite file in a fresh folder. */
export async function openTestStore(database?: string): Promise<TestStore> {
  const own = database === undefined ? mkdtempSync(join(tmpdir(), 'bank-number-server-')) : undefined;
  const where = database ?? join(own as string, 'bank-number.db');
  const store = await openStore(where);
  return {
    database: where,
    store,
    keys: createStoreKeyVerifier({ store, hash: nodeHashApiKey, refreshMs: 0 }),
    async close() {
      await store.close();
      if (own !== undefined) rmSync(own, { recursive: true, force: true });
    },
  };
}

/** The app, served in process or on a free loopback port. */
export interface ServedApp extends Reachable {
  /** The Node server, when the app listens; undefined in process. */
  node: NodeServer | undefined;
  /** Stops listening (nothing to do in process); again is a no-op. */
  stop(): Promise<void>;
}

/**
 * Serves `createApp(options)` in process, or with `network` on a free loopback port behind the
 * Node adapter. The client address comes from `env`: the harness's in process, the socket's over
 * the network, unless the options give a `clientAddress` of their own.
 */
export async function serveApp(options: HandlerOptions, network = false): Promise<ServedApp> {
  if (!network) {
    const app = createApp({ clientAddress: inProcessClientAddress, ...options });
    return {
      url: IN_PROCESS_URL,
      node: undefined,
      fetch: (request, env) => app.request(request, undefined, env),
      stop: async () => undefined,
    };
  }
  const node = await serveNode({
    fetch: createHandler({ clientAddress: nodeClientAddress, ...options }),
    port: 0,
    host: '127.0.0.1',
  });
  return {
    url: node.url,
    node,
    async stop() {
      if (node.server.listening) await node.shutdown();
    },
  };
}

export interface TestServerOptions extends Omit<HandlerOptions, 'keys'> {
  /** Listen on a free loopback port and talk HTTP, for what only the network shows. Default: in process. */
  network?: boolean;
}

export interface TestServer extends ServedApp {
  /** Every log line the server wrote. */
  log: string[];
  /** Sends a request and checks the response against the OpenAPI document. */
  call(path: string, options?: CallOptions): Promise<Reply>;
  /** Issues a key in this server's store. */
  key(tier: KeyTier, label?: string): Promise<string>;
  revoke(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts a server (in process unless `network`) with a fresh store (SQLite in a temporary folder)
 * and the given handler options.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { network, ...handler } = options;
  const opened = await openTestStore();
  const issued = new Map<string, string>();
  const { log, logger } = testLog();
  const served = await serveApp({ logger, ...handler, keys: opened.keys }, network);
  const server: TestServer = {
    ...served,
    log,
    call: (path, callOptions) => call(server, path, callOptions),
    async key(tier, label) {
      const { key, record } = await issueKey(opened.store, { tier, label, hash: nodeHashApiKey });
      issued.set(key, record.id);
      return key;
    },
    async revoke(key) {
      await opened.store.revokeKey(issued.get(key) as string);
    },
    async close() {
      await served.stop();
      await opened.close();
    },
  };
  return server;
}

/**
 * Sends each `METHOD path` of `table` with `request`, and expects 405 METHOD_NOT_ALLOWED with the
 * `Allow` the table files it under.
 */
export async function expectMethodNotAllowed(
  request: (method: string, path: string) => Promise<Reply>,
  table: Record<string, readonly string[]>,
): Promise<void> {
  for (const [allow, requests] of Object.entries(table)) {
    for (const line of requests) {
      const [method = '', path = ''] = line.split(' ');
      const reply = await request(method, path);
      expect(reply.status, `${method} ${path}`).toBe(405);
      expect(reply.headers['allow']).toBe(allow);
      expect(reply.body.code).toBe('METHOD_NOT_ALLOWED');
    }
  }
}

/** `Authorization: Bearer <key>`. */
export const bearer = (key: string): Record<string, string> => ({ authorization: `Bearer ${key}` });

/** POSTs `body` as JSON to the account API (`/api/account/<path>`). */
export function accountPost(
  target: Target,
  path: string,
  body: unknown = {},
  headers: Record<string, string> = {},
): Promise<Reply> {
  return send(target, `/api/account/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/**
 * The first value `probe` gives that is not undefined, asked every 50 ms until it comes, for at
 * most `boundMs` (30 seconds by default: generous, so that a machine busy with other work only makes
 * the wait longer, never fails it).
 */
export async function eventually<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  boundMs = WAIT_BOUND_MS,
): Promise<T> {
  const until = Date.now() + boundMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`gave up waiting after ${boundMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
