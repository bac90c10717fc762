/**
 * Building responses. Headers are gathered in a plain object for the whole request (CORS, rate
 * limits, challenges) and handed to `new Response` once: cheaper than a `Headers` object per
 * response, and the Node adapter writes a plain object straight to the socket.
 * @module
 */
import type { Problem } from '../core/problem.ts';
import type { ServerContext } from './context.ts';
import { PROBLEM_CONTENT_TYPE } from './problems.ts';

/** The response headers gathered so far for this request. */
export function headersOf(c: ServerContext): Record<string, string> {
  let headers = c.get('out');
  if (headers === undefined) {
    headers = {};
    c.set('out', headers);
  }
  return headers;
}

/** A response with the gathered headers and, for a body, its content type. */
export function respond(c: ServerContext, status: number, body: string | null, contentType?: string): Response {
  const headers = headersOf(c);
  if (contentType !== undefined) headers['Content-Type'] = contentType;
  return new Response(body, { status, headers });
}

/** A JSON response. */
export function jsonResponse(c: ServerContext, value: unknown, status = 200): Response {
  return respond(c, status, JSON.stringify(value), 'application/json');
}

/** A problem response (RFC 9457), with any extra headers it needs. */
export function problemResponse(c: ServerContext, body: Problem, extra?: Readonly<Record<string, string>>): Response {
  if (extra !== undefined) Object.assign(headersOf(c), extra);
  return respond(c, body.status, JSON.stringify(body), PROBLEM_CONTENT_TYPE);
}

/** Milliseconds since `start` (from `performance.now()`), to the microsecond: `processingTimeMs`. */
export function elapsed(start: number): number {
  return Math.max(0, Math.round((performance.now() - start) * 1000) / 1000);
}
