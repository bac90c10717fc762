/**
 * The Host check: a server that knows the names it is reached by answers any other `Host` with
 * 421 Misdirected Request, before anything else. A page on another name that a DNS rebinding
 * attack points at the server's address then reads nothing from it (not the demo's key, not the
 * API's answers).
 * @module
 */
import { problem } from '../core/problem.ts';
import type { MiddlewareHandler } from 'hono';
import { answer } from './answers.ts';
import { PROBLEM_CONTENT_TYPE } from './problems.ts';

/**
 * True when `host` (a Host header) is one of `allowed`: an entry `name` allows that name on any
 * port, `name:port` on that port only. Names compare without case; IPv6 addresses in brackets.
 */
export function isAllowedHost(host: string | null, allowed: readonly string[]): boolean {
  if (host === null) return false;
  const given = host.trim().toLowerCase();
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(given);
  if (match === null) return false;
  const name = (match[1] as string).replace(/\.$/, '');
  const port = match[2];
  for (const entry of allowed) {
    const wanted = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(entry.trim().toLowerCase());
    if (wanted === null || (wanted[1] as string).replace(/\.$/, '') !== name) continue;
    if (wanted[2] === undefined || wanted[2] === port) return true;
  }
  return false;
}

/**
 * Middleware that answers 421 to every request whose `Host` is not in `allowed`, before anything
 * else (`createApp({ allowedHosts })` puts it first). Under `/api/v1` the 421 carries the API's
 * CORS headers, as every answer there does, so that a page of another origin can tell why.
 */
export function allowedHosts(allowed: readonly string[]): MiddlewareHandler {
  const list = [...allowed];
  const body = JSON.stringify(
    problem(421, 'MISDIRECTED_REQUEST', 'This server does not answer for the host name in the Host header.', {
      title: 'Misdirected Request',
    }),
  );
  return async (c, next) => {
    if (isAllowedHost(c.req.header('host') ?? new URL(c.req.url).host, list)) return next();
    return answer(c, body, 421, PROBLEM_CONTENT_TYPE, { 'Cache-Control': 'no-store' });
  };
}
