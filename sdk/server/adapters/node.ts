/**
 * The Node adapter: the only part of the server that knows about Node. It listens, tells the
 * handler the peer address of each request, serves the demo site's files, connects to Redis, and
 * shuts down gracefully on SIGTERM.
 * @module
 */
import * as nodeCrypto from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { getRequestListener, RequestError } from '@hono/node-server';
import type { Redis } from 'ioredis';
import { problem } from '../../core/problem.ts';
import type { Answer, RequestParts } from '../context.ts';
import type { FetchHandler, StaticFiles } from '../handler.ts';
import type { RequestLogger } from '../middleware/request-log.ts';
import { PROBLEM_CONTENT_TYPE } from '../problems.ts';

// The peer address rides on the request object itself: cheaper than a WeakMap entry per request.
const PEER = Symbol('bank-number.peer');

/**
 * The peer address of a request that a server of this adapter received: pass it to
 * `createHandler({ clientAddress: nodeClientAddress })`.
 */
export function nodeClientAddress(request: Request): string | undefined {
  return (request as Request & { [PEER]?: string })[PEER];
}

/** Options of `serveNode`. */
export interface NodeServeOptions {
  /**
   * A fetch handler. One of `createHandler` is served faster: plain requests through
   * `FetchHandler.answer`, without `Request` or `Response` objects, the others through `respond`.
   */
  fetch: FetchHandler | ((request: Request) => Response | Promise<Response>);
  /** Default 8787; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** How long shutdown waits for requests in flight before it cuts them off, in ms. Default 10 000. */
  shutdownTimeoutMs?: number;
  /**
   * How long a client may take to send a request's headers, in ms; then the connection is closed
   * (408 when nothing of an answer was sent). Default 10 000.
   */
  headersTimeoutMs?: number;
  /** How long a client may take to send a whole request, body included, in ms. Default 30 000. */
  requestTimeoutMs?: number;
}

/** A listening server. */
export interface NodeServer {
  server: Server;
  /** `http://host:port`, with the port actually bound. */
  url: string;
  port: number;
  /**
   * Stops accepting connections, lets the requests in flight finish, closes idle keep-alive
   * connections, and resolves once all are done (or the timeout has cut them off).
   */
  shutdown(): Promise<void>;
}

/**
 * Serves a fetch handler over HTTP/1.1 on Node.
 * @example const { url } = await serveNode({ fetch: createHandler({ clientAddress: nodeClientAddress }), port: 0 });
 */
export function serveNode(options: NodeServeOptions): Promise<NodeServer> {
  const fetch = 'respond' in options.fetch ? options.fetch.respond : options.fetch;
  const answer = 'answer' in options.fetch ? options.fetch.answer : undefined;
  const host = options.host ?? '127.0.0.1';
  const shutdownTimeoutMs = options.shutdownTimeoutMs ?? 10_000;
  let closing = false;

  const listener = getRequestListener(
    (request, env) => {
      (request as Request & { [PEER]?: string | undefined })[PEER] = (env.incoming as IncomingMessage).socket.remoteAddress;
      return fetch(request);
    },
    {
      // The request could not even be read as a Request (bad URL or Host): a malformed request.
      errorHandler: (error) =>
        error instanceof RequestError
          ? problemAnswer(400, 'INVALID_REQUEST', 'The request line or Host header is malformed.')
          : problemAnswer(500, 'INTERNAL_ERROR', 'The server could not answer this request.'),
    },
  );

  // Node would refuse a request without Host itself, with an empty body; the listener answers it
  // with a problem instead.
  // Slow clients (headers sent a byte at a time, a body that never ends) are cut off: checked every
  // second instead of Node's 30.
  const server = createServer({
    requireHostHeader: false,
    headersTimeout: options.headersTimeoutMs ?? 10_000,
    requestTimeout: options.requestTimeoutMs ?? 30_000,
    connectionsCheckingInterval: 1000,
  }, (incoming: IncomingMessage, outgoing: ServerResponse) => {
    if (closing) outgoing.setHeader('Connection', 'close');
    // A request without a body, to a plain path on a plain host, is answered from its parts and
    // written straight to the socket; anything else goes through @hono/node-server as a Request.
    if (answer !== undefined && isPlainRequest(incoming)) {
      let answered: Answer | Promise<Answer>;
      try {
        answered = answer(new NodeRequestParts(incoming));
      } catch {
        answered = failure();
      }
      if (answered instanceof Promise) answered.then((settled) => writeAnswer(outgoing, settled), () => writeAnswer(outgoing, failure()));
      else writeAnswer(outgoing, answered);
      return;
    }
    void listener(incoming, outgoing);
  });

  // Requests that Node's parser refuses never reach the handler: answer them with a problem too.
  server.on('clientError', (error: Error & { code?: string }, socket: Socket) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    // Garbage after a good request: answer the good one, then close, since nothing after it can be read.
    const pending = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (pending) {
      if (pending.writableFinished) socket.end();
      else pending.once('finish', () => socket.end());
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : 400;
    const body = JSON.stringify(
      problem(status, tooLarge ? 'HEADERS_TOO_LARGE' : 'INVALID_REQUEST', tooLarge ? 'The request headers are too large.' : 'The request is not valid HTTP.', {
        title: tooLarge ? 'Request Header Fields Too Large' : 'Bad Request',
      }),
    );
    socket.end(
      `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Access-Control-Allow-Origin: *\r\nConnection: close\r\n\r\n${body}`,
    );
  });

  const shutdown = (): Promise<void> => {
    if (closing) return new Promise((done) => server.once('close', done));
    closing = true;
    return new Promise<void>((done) => {
      const timer = setTimeout(() => server.closeAllConnections(), shutdownTimeoutMs);
      // A keep-alive connection turns idle when its last response is sent: close those as they come.
      const sweep = setInterval(() => server.closeIdleConnections(), 25);
      timer.unref();
      server.close(() => {
        clearTimeout(timer);
        clearInterval(sweep);
        done();
      });
      server.closeIdleConnections();
    });
  };

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8787, host, () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      const shown = host.includes(':') ? `[${host}]` : host;
      resolvePromise({ server, url: `http://${shown}:${port}`, port, shutdown });
    });
  });
}

/**
 * Shuts the server down on the first SIGTERM or SIGINT: requests in flight finish, then
 * `onClosed` runs (close the stores there). Resolves when all of that is done.
 */
export function shutdownOnSignals(server: NodeServer, onClosed: () => Promise<void> = async () => {}): Promise<NodeJS.Signals> {
  return new Promise((done, fail) => {
    const stop = (signal: NodeJS.Signals): void => {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      server.shutdown().then(onClosed).then(() => done(signal), fail);
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
}

/**
 * A request logger that writes its lines in batches, every `intervalMs` or once 64 KiB are
 * pending, instead of one write (and, for a file or a terminal, one blocking system call) per
 * request. `flush()` writes what is pending at once; call it before the process exits.
 */
export function createStreamLogger(
  out: NodeJS.WritableStream = process.stdout,
  errors: NodeJS.WritableStream = process.stderr,
  intervalMs = 50,
): RequestLogger & { error(line: string): void; flush(): void } {
  let pending = '';
  let timer: NodeJS.Timeout | undefined;
  const flush = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (pending === '') return;
    const text = pending;
    pending = '';
    out.write(text);
  };
  return {
    info(line) {
      pending += `${line}\n`;
      if (pending.length >= 65_536) flush();
      // An idle server has no timer pending, so it can still exit on its own.
      else if (timer === undefined) timer = setTimeout(flush, intervalMs).unref();
    },
    error(line) {
      flush();
      errors.write(`${line}\n`);
    },
    flush,
  };
}

// Exactly the requests that @hono/node-server would turn into a Request with the target and host
// as they came (its own tests, src/url.ts): the handler then sees the same path and query either way.
const PLAIN_TARGET = /^\/[!#$&-;=?-\[\]_a-z~]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

function isPlainRequest(incoming: IncomingMessage): boolean {
  const method = incoming.method;
  if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') return false;
  // A body announced on a GET is read by nobody: leave such requests to the general path.
  const rawHeaders = incoming.rawHeaders;
  let host: string | undefined;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] as string;
    if (name.length === 4 && name.toLowerCase() === 'host') {
      if (host !== undefined) return false;
      host = rawHeaders[i + 1];
    } else if ((name.length === 14 && name.toLowerCase() === 'content-length') || (name.length === 17 && name.toLowerCase() === 'transfer-encoding')) {
      return false;
    }
  }
  const target = incoming.url ?? '';
  return host !== undefined && PLAIN_HOST.test(host) && PLAIN_TARGET.test(target) && !DOT_SEGMENT.test(target);
}

/** A request without a body, read from Node's request object; a `Request` is made only if asked for. */
class NodeRequestParts implements RequestParts {
  readonly method: string;
  readonly target: string;
  readonly peer: string | undefined;
  readonly #incoming: IncomingMessage;
  #request: Request | undefined = undefined;

  constructor(incoming: IncomingMessage) {
    this.#incoming = incoming;
    this.method = incoming.method as string;
    this.target = incoming.url as string;
    this.peer = incoming.socket.remoteAddress;
  }

  header(name: string): string | null {
    // As `Headers.get`: every value of the name, joined; the raw list keeps repeated headers that
    // Node's own header object would drop (a second Authorization, say).
    const raw = this.#incoming.rawHeaders;
    let value: string | null = null;
    for (let i = 0; i < raw.length; i += 2) {
      const candidate = raw[i] as string;
      if (candidate.length === name.length && candidate.toLowerCase() === name) {
        const text = (raw[i + 1] as string).trim();
        value = value === null ? text : `${value}, ${text}`;
      }
    }
    return value;
  }

  request(): Request {
    if (this.#request === undefined) {
      const headers = new Headers();
      const raw = this.#incoming.rawHeaders;
      for (let i = 0; i < raw.length; i += 2) headers.append(raw[i] as string, raw[i + 1] as string);
      this.#request = new Request(`http://${headers.get('host') as string}${this.target}`, { method: this.method, headers });
    }
    return this.#request;
  }
}

/** Writes an answer given in parts: status, the raw header list and the body, with its length. */
function writeAnswer(outgoing: ServerResponse, answer: Answer): void {
  const { status, headers, body } = answer;
  if (typeof body === 'string') {
    outgoing.writeHead(status, headers.concat('Content-Length', String(answer.bodyLength ?? Buffer.byteLength(body))));
    outgoing.end(body);
  } else if (body instanceof Uint8Array) {
    outgoing.writeHead(status, headers.concat('Content-Length', String(body.byteLength)));
    outgoing.end(body);
  } else if (body === null) {
    outgoing.writeHead(status, headers as string[]);
    outgoing.end();
  } else {
    outgoing.writeHead(status, headers as string[]);
    const stream = Readable.fromWeb(body as import('node:stream/web').ReadableStream);
    // A file that fails halfway cannot be answered otherwise any more: cut the connection.
    stream.once('error', () => outgoing.destroy());
    stream.pipe(outgoing);
  }
}

function failure(): Answer {
  const body = JSON.stringify(problem(500, 'INTERNAL_ERROR', 'The server could not answer this request.'));
  return { status: 500, headers: ['Content-Type', PROBLEM_CONTENT_TYPE], body };
}

function problemAnswer(status: number, code: string, detail: string): Response {
  return new Response(JSON.stringify(problem(status, code, detail)), {
    status,
    headers: { 'Content-Type': PROBLEM_CONTENT_TYPE, 'Access-Control-Allow-Origin': '*' },
  });
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
};

/**
 * Serves the files under `root` (the built demo, `demo/dist`): `/` and folders give their
 * `index.html`. Nothing outside `root` is ever read: `..`, encoded or not, backslashes, NUL,
 * dot-files and symbolic links that lead out of `root` all give null (a 404).
 */
export function serveStaticFiles(root: string): StaticFiles {
  const base = resolve(root);
  let realBase: Promise<string> | undefined;
  return async (request) => {
    const { pathname } = new URL(request.url);
    let path: string;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (path.includes('\0') || path.includes('\\')) return null;
    const segments = path.split('/').filter((segment) => segment !== '');
    if (segments.some((segment) => segment.startsWith('.'))) return null;
    let file = join(base, ...segments);
    if (file !== base && !file.startsWith(base + sep)) return null;
    let info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      file = join(file, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (info === null || !info.isFile()) return null;
    realBase ??= realpath(base);
    const real = await realpath(file).catch(() => null);
    const top = await realBase;
    if (real === null || !real.startsWith(top + sep)) return null;
    const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    // Vite names built assets after their content: those may be cached for good.
    const immutable = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(file.split(sep).join('/'));
    const headers = {
      'Content-Type': type,
      'Content-Length': String(info.size),
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    };
    return new Response(request.method === 'HEAD' ? null : await readFile(real), { status: 200, headers });
  };
}

/**
 * SHA-256 of a key with `node:crypto`: at once, on this thread. The Web Crypto default of the key
 * verifier answers through a promise and a thread-pool job, which a server checking a key on
 * every request feels.
 */
export function nodeHashApiKey(key: string): string {
  return `sha256:${oneShotHash === undefined ? nodeCrypto.createHash('sha256').update(key).digest('hex') : oneShotHash('sha256', key, 'hex')}`;
}

// `crypto.hash` (Node 20.12 and later) hashes without a Hash object: a native object per request
// costs far more in garbage collection than the hashing itself.
const oneShotHash = (nodeCrypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;

/**
 * Connects to Redis (`redis://[user:password@]host:port[/db]`) and waits for the connection, so
 * that a wrong URL fails at start-up. Commands fail at once while the connection is down instead
 * of queueing, so that the server answers 503 rather than hanging.
 */
export async function connectRedis(url: string, options: { timeoutMs?: number | undefined } = {}): Promise<Redis> {
  const { Redis } = await import('ioredis');
  // A Redis that stops answering (stopped, overloaded, cut off) fails each command after the
  // timeout instead of holding the request: the server then answers 503 with Retry-After.
  const timeoutMs = options.timeoutMs ?? 1000;
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    // Dead peers are noticed by TCP as well as by the command timeout.
    keepAlive: 10_000,
  });
  client.on('error', () => {
    // Reconnection is automatic; requests meanwhile get 503. Without a listener ioredis prints each error.
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw error;
  }
  return client;
}

/** A Redis URL without its password, for start-up messages. */
export function describeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis';
  }
}
