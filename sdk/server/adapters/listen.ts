/**
 * Listening on Node and shutting down gracefully: the app's fetch handler through
 * `@hono/node-server`, a problem body for requests Node cannot parse, and a shutdown that lets the
 * requests in flight finish.
 * @module
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener, RequestError } from '@hono/node-server';
import { problem } from '../../core/problem.ts';
import { PROBLEM_CONTENT_TYPE } from '../problems.ts';
import { answerClientErrors, toOriginForm } from './client-error.ts';

/**
 * The peer address of a request that a server of this adapter received: pass it to
 * `createHandler({ clientAddress: nodeClientAddress })`.
 */
export function nodeClientAddress(_request: Request, env: unknown): string | undefined {
  return (env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress;
}

/** How long a shutdown waits for the requests in flight by default, in ms. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * The limits of a slow client on every listener of the server (the API's, the metrics'): the
 * request's headers within 10 s and the whole request within 30 s, checked every second (Node's
 * own check runs every 30 s); an idle keep-alive connection closes after 5 s.
 */
export const SLOW_CLIENT_LIMITS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5000,
  connectionsCheckingInterval: 1000,
} as const;

/** Options of `serveNode`. */
export interface NodeServeOptions {
  /**
   * A fetch handler (`createHandler(…)`, or `app.fetch` of `createApp(…)`); it is given
   * `{ incoming, outgoing }` as `env`.
   */
  fetch: (
    request: Request,
    env: { incoming: IncomingMessage; outgoing: ServerResponse },
  ) => Response | Promise<Response>;
  /** Default 8787; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** How long shutdown waits for requests in flight before it cuts them off, in ms. Default `SHUTDOWN_TIMEOUT_MS`. */
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
  const host = options.host ?? '127.0.0.1';
  const shutdownTimeoutMs = options.shutdownTimeoutMs ?? SHUTDOWN_TIMEOUT_MS;
  let closing = false;
  const listener = getRequestListener(
    options.fetch as (request: Request, env: unknown) => Response | Promise<Response>,
    {
      // The request could not even be read as a Request (bad URL or Host): a malformed request.
      errorHandler: (error) =>
        error instanceof RequestError
          ? problemAnswer(400, 'INVALID_REQUEST', 'The request line or Host header is malformed.')
          : problemAnswer(500, 'INTERNAL_ERROR', 'The server could not answer this request.'),
    },
  );
  // Node would refuse a request without Host itself, with an empty body; the listener answers it with a problem.
  // Slow clients (headers sent a byte at a time, a body that never ends) are cut off: checked every
  // second instead of Node's 30.
  const server = createServer(
    {
      ...SLOW_CLIENT_LIMITS,
      requireHostHeader: false,
      headersTimeout: options.headersTimeoutMs ?? SLOW_CLIENT_LIMITS.headersTimeout,
      requestTimeout: options.requestTimeoutMs ?? SLOW_CLIENT_LIMITS.requestTimeout,
    },
    (incoming, outgoing) => {
      if (closing) outgoing.setHeader('Connection', 'close');
      if (toOriginForm(incoming, outgoing)) void listener(incoming, outgoing);
    },
  );

  // Requests that Node's parser refuses never reach the app: answer them with a problem too.
  answerClientErrors(server);

  let stopped: Promise<void> | undefined;
  const shutdown = (): Promise<void> =>
    (stopped ??= new Promise<void>((done) => {
      closing = true;
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
    }));

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8787, host, () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      const shown = host.includes(':') ? `[${host}]` : host;
      resolve({ server, url: `http://${shown}:${port}`, port, shutdown });
    });
  });
}

/**
 * Shuts the server down on the first SIGTERM or SIGINT: requests in flight finish, then
 * `onClosed` runs (close the stores there). Resolves when all of that is done.
 */
export function shutdownOnSignals(
  server: NodeServer,
  onClosed: () => Promise<void> = async () => {},
): Promise<NodeJS.Signals> {
  return new Promise((done, fail) => {
    const stop = (signal: NodeJS.Signals): void => {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      server
        .shutdown()
        .then(onClosed)
        .then(() => done(signal), fail);
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
}

function problemAnswer(status: number, code: string, detail: string): Response {
  return new Response(JSON.stringify(problem(status, code, detail)), {
    status,
    headers: { 'Content-Type': PROBLEM_CONTENT_TYPE, 'Access-Control-Allow-Origin': '*' },
  });
}
