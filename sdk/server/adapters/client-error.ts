/**
 * The answers Node's HTTP parser leaves to the server: requests it cannot read (malformed
 * headers, broken chunked framing, a body cut off by the client), requests that take too long,
 * an `Expect` the server does not meet, a request line in absolute form that names another
 * host, and `CONNECT` (this server is no proxy). Each gets a problem body with CORS headers, and a connection whose request cannot be read
 * any further is closed at once.
 * @module
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { problem } from '../../core/problem.ts';
import { PROBLEM_CONTENT_TYPE } from '../problems.ts';
import { EXPOSED_HEADERS } from '../paths.ts';

interface Refusal {
  status: number;
  title: string;
  code: string;
  detail: string;
}

const TOO_LARGE: Refusal = {
  status: 431,
  title: 'Request Header Fields Too Large',
  code: 'HEADERS_TOO_LARGE',
  detail: 'The request headers are too large.',
};
const TIMEOUT: Refusal = {
  status: 408,
  title: 'Request Timeout',
  code: 'REQUEST_TIMEOUT',
  detail: 'The request did not arrive whole in time.',
};
const INVALID: Refusal = {
  status: 400,
  title: 'Bad Request',
  code: 'INVALID_REQUEST',
  detail: 'The request is not valid HTTP.',
};
const NOT_A_PROXY: Refusal = {
  ...INVALID,
  detail: 'This server is not a proxy: it answers no CONNECT request.',
};
const EXPECTATION: Refusal = {
  status: 417,
  title: 'Expectation Failed',
  code: 'EXPECTATION_FAILED',
  detail: 'The only expectation this server meets is "Expect: 100-continue".',
};

/**
 * The problem answer's headers, as every answer of the API has them but the rate-limit ones (this
 * request never reached the API).
 */
function headersOf(body: string): Record<string, string> {
  return {
    'Content-Type': PROBLEM_CONTENT_TYPE,
    'Content-Length': String(Buffer.byteLength(body)),
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Connection: 'close',
  };
}

function bodyOf(refusal: Refusal): string {
  return JSON.stringify(problem(refusal.status, refusal.code, refusal.detail, { title: refusal.title }));
}

/** A whole answer as the bytes that go on the wire, for a socket that has no response object. */
function rawAnswer(refusal: Refusal): string {
  const body = bodyOf(refusal);
  const head = Object.entries(headersOf(body))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return `HTTP/1.1 ${refusal.status} ${refusal.title}\r\n${head}\r\n${body}`;
}

function refusalOf(error: Error & { code?: string }): Refusal {
  if (error.code === 'HPE_HEADER_OVERFLOW') return TOO_LARGE;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return TIMEOUT;
  return INVALID;
}

/**
 * Answers what Node's parser refuses on `server`, `Expect` headers other than `100-continue`,
 * and `CONNECT` (400, then the connection closed). A request whose body cannot be read whole (broken framing, cut off, too slow)
 * gets its answer and the connection is closed at once, so that the app's handler, still
 * waiting for the body, sees the body fail and no socket waits for an answer that never comes.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: Error & { code?: string }, socket: Socket) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const pending = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    // Garbage after a whole request: answer that one, then close, since nothing after it can be read.
    if (pending?.req.complete) {
      if (pending.writableFinished) socket.end();
      else pending.once('finish', () => socket.end());
      return;
    }
    // The request being read is broken: answer unless an answer has begun, and close once it is written.
    if (pending?.headersSent) {
      socket.destroy();
      return;
    }
    answerAndClose(socket, refusalOf(error));
  });

  // Node hands a CONNECT to this event, bypassing the app, and without a listener drops it unanswered.
  server.on('connect', (_request: IncomingMessage, socket: Socket) => answerAndClose(socket, NOT_A_PROXY));

  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => refuse(response, EXPECTATION));
}

/** Writes the refusal on a socket that has no response object, then closes it (at once if it does not drain). */
function answerAndClose(socket: Socket, refusal: Refusal): void {
  // A client that resets the connection meanwhile is no error of the server's.
  socket.on('error', () => socket.destroy());
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const closing = setTimeout(() => socket.destroy(), 1000);
  closing.unref();
  socket.end(rawAnswer(refusal), () => {
    clearTimeout(closing);
    socket.destroy();
  });
}

function refuse(response: ServerResponse, refusal: Refusal): void {
  const body = bodyOf(refusal);
  response.writeHead(refusal.status, headersOf(body)).end(body);
}

const ABSOLUTE_FORM = /^https?:\/\/([^/?#]*)/i;

/**
 * Turns a request line in absolute form (`GET http://host/path`) into origin form, so that the
 * request's URL is always made of the connection's scheme and the `Host` header, which the
 * allowed-hosts check sees: a request line cannot make another origin count as the site's own.
 * One whose host differs from `Host` is answered 400 here; false then.
 */
export function toOriginForm(request: IncomingMessage, response: ServerResponse): boolean {
  const target = request.url ?? '';
  if (target.charCodeAt(0) === 47) return true;
  const authority = ABSOLUTE_FORM.exec(target);
  if (authority === null) return true;
  if ((authority[1] as string).toLowerCase() !== (request.headers.host ?? '').toLowerCase()) {
    refuse(response, { ...INVALID, detail: 'The host in the request line is not the one in the Host header.' });
    return false;
  }
  const path = target.slice(authority[0].length);
  request.url = path.startsWith('/') ? path : `/${path}`;
  return true;
}
