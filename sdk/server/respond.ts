/**
 * Answering a request: the route sets the status, the body and its content type on the request's
 * context, which the steps have been adding headers to all along (CORS, rate limits, challenges).
 * No `Response` is built here: the fetch handler makes one at the end, and the Node adapter writes
 * the parts to the socket without one.
 * @module
 */
import type { Problem } from '../core/problem.ts';
import type { AnswerBody, ServerContext } from './context.ts';
import { PROBLEM_CONTENT_TYPE } from './problems.ts';

/** Sets a response header, replacing one of the same name set before. */
export function setHeader(c: ServerContext, name: string, value: string): void {
  putHeader(c.headers, name, value);
}

/** Sets a header in a list of names and values, replacing one of the same name. */
export function putHeader(headers: string[], name: string, value: string): void {
  for (let i = 0; i < headers.length; i += 2) {
    if (headers[i] === name) {
      headers[i + 1] = value;
      return;
    }
  }
  headers.push(name, value);
}

/**
 * The answer: status, body and, for a body, its content type; `bodyLength` when the length of a
 * text body in UTF-8 bytes is known without counting.
 */
export function respond(c: ServerContext, status: number, body: AnswerBody, contentType?: string, bodyLength?: number): ServerContext {
  c.status = status;
  c.body = body;
  c.bodyLength = bodyLength;
  if (contentType !== undefined) setHeader(c, 'Content-Type', contentType);
  return c;
}

/** A JSON answer. */
export function jsonResponse(c: ServerContext, value: unknown, status = 200): ServerContext {
  return respond(c, status, JSON.stringify(value), 'application/json');
}

/** A problem answer (RFC 9457), with any extra headers it needs. */
export function problemResponse(c: ServerContext, body: Problem, extra?: Readonly<Record<string, string>>): ServerContext {
  if (extra !== undefined) for (const name in extra) setHeader(c, name, extra[name] as string);
  return respond(c, body.status, JSON.stringify(body), PROBLEM_CONTENT_TYPE);
}

/** Milliseconds since `start` (from `performance.now()`), to the microsecond: `processingTimeMs`. */
export function elapsed(start: number): number {
  return Math.max(0, Math.round((performance.now() - start) * 1000) / 1000);
}
