/**
 * The answers of the server: JSON and problem bodies with their headers (CORS under `/api/v1`,
 * the caller's rate-limit headers once its bucket was counted or read), the CORS preflight and
 * the 429 of a refused request.
 * @module
 */
import type { Context } from 'hono';
import type { Problem } from '../core/problem.ts';
import type { ServerContext, ServerState } from './context.ts';
import { ensureQuota } from './counting.ts';
import { EXPOSED_HEADERS, isApiPath, PREFLIGHT } from './paths.ts';
import { PROBLEM_CONTENT_TYPE } from './problems.ts';
import type { Quota } from './rate-limit/policy.ts';
import { rateLimitedProblem, writeRateLimitHeaders } from './rate-limit/policy.ts';

/** Milliseconds since `start` (from `performance.now()`), to the microsecond: `processingTimeMs`. */
export function elapsed(start: number): number {
  return Math.max(0, Math.round((performance.now() - start) * 1000) / 1000);
}

/**
 * The headers of an answer: its type, when it has one; under `/api/v1`, CORS (the contract's: any
 * origin, and the rate-limit and authentication headers readable) and `Cache-Control: no-store`,
 * since every answer there is the caller's (its rate-limit headers, its key's tier and usage, its
 * 401 or 429); the caller's rate-limit headers once the bucket was counted or read. This is the
 * one place CORS headers are written, for the API's answers and its preflights alike.
 */
function headersOf(c: Context, api: boolean, type: string | undefined): Record<string, string> {
  const headers: Record<string, string> = type === undefined ? {} : { 'Content-Type': type };
  if (api) {
    headers['Access-Control-Allow-Origin'] = '*';
    headers['Access-Control-Expose-Headers'] = EXPOSED_HEADERS;
    headers['Cache-Control'] = 'no-store';
  }
  const quota = (c as ServerContext).get('quota');
  if (quota !== undefined) writeRateLimitHeaders(quota, (name, value) => (headers[name] = value));
  return headers;
}

/**
 * An answer with its headers (`headersOf`), then `extra`. Under `/api/v1` nothing sets headers on
 * the context (`c.header`), so the Response is made directly from this record: @hono/node-server
 * then writes it without building a `Headers` object. Elsewhere (the account API) `c.body` merges
 * what the routes set on the context.
 */
export function answer(
  c: Context,
  text: string,
  status: number,
  type = 'application/json',
  extra?: Readonly<Record<string, string>>,
): Response {
  const api = isApiPath(c.req.path);
  const headers = headersOf(c, api, type);
  if (extra !== undefined) Object.assign(headers, extra);
  return api ? new Response(text, { status, headers }) : c.body(text, status as 200, headers);
}

/**
 * The answer to a CORS preflight of an API path whose methods are `allow`: 204 with what the
 * contract allows, and the caller's rate-limit headers, read without counting (none while the
 * store is unreachable: the preflight is answered without them rather than not at all).
 */
export async function preflightResponse(state: ServerState, c: ServerContext, allow: string): Promise<Response> {
  await ensureQuota(state, c).catch(() => undefined);
  const headers = headersOf(c, true, undefined);
  headers['Access-Control-Allow-Methods'] = PREFLIGHT.methods;
  headers['Access-Control-Allow-Headers'] = PREFLIGHT.headers;
  headers['Access-Control-Max-Age'] = String(PREFLIGHT.maxAge);
  headers['Vary'] = 'Access-Control-Request-Headers';
  headers['Allow'] = allow;
  return new Response(null, { status: 204, headers });
}

/** A problem answer (RFC 9457), with any extra headers it needs. */
export function problemResponse(c: Context, body: Problem, extra?: Readonly<Record<string, string>>): Response {
  return answer(c, JSON.stringify(body), body.status, PROBLEM_CONTENT_TYPE, extra);
}

/** The 429 answer of a refused request. */
export function tooManyRequests(c: ServerContext, quota: Quota, cost: number): Response {
  const { body, headers } = rateLimitedProblem(quota, cost);
  return problemResponse(c, body, headers);
}

/** A JSON answer. */
export function json(c: Context, value: unknown, status: 200 | 201 | 202 = 200): Response {
  return answer(c, JSON.stringify(value), status);
}
