import type { Problem } from '../core/problem.ts';
import type { ServerContext } from './context.ts';
import { PROBLEM_CONTENT_TYPE } from './problems.ts';

/** A problem response; headers set earlier on the context (CORS, rate limits) come with it. */
export function problemResponse(c: ServerContext, body: Problem, headers?: Readonly<Record<string, string>>): Response {
  if (headers !== undefined) for (const name in headers) c.header(name, headers[name] as string);
  return c.body(JSON.stringify(body), body.status as 400, { 'Content-Type': PROBLEM_CONTENT_TYPE });
}

/** Milliseconds since `start` (from `performance.now()`), to the microsecond: `processingTimeMs`. */
export function elapsed(start: number): number {
  return Math.max(0, Math.round((performance.now() - start) * 1000) / 1000);
}
