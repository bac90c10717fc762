/**
 * The Host check: a server that knows the names it is reached by answers any other `Host` with
 * 421 Misdirected Request, before anything else. A page on another name that a DNS rebinding
 * attack points at the server's address then reads nothing from it (not the demo's key, not the
 * API's answers).
 * @module
 */
import { problem } from '../core/problem.ts';
import type { Answer, RequestParts } from './context.ts';
import type { FetchHandler } from './handler.ts';
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
 * The handler, answering 421 to every request whose `Host` is not in `allowed`. With `allowed`
 * undefined, the handler itself (every Host is answered).
 * @example const handler = withAllowedHosts(createHandler(), ['api.example.com', 'localhost:8787']);
 */
export function withAllowedHosts(handler: FetchHandler, allowed: readonly string[] | undefined): FetchHandler {
  if (allowed === undefined) return handler;
  const list = [...allowed];
  const body = JSON.stringify(
    problem(421, 'MISDIRECTED_REQUEST', 'This server does not answer for the host name in the Host header.', { title: 'Misdirected Request' }),
  );
  const misdirected: Answer = { status: 421, headers: ['Content-Type', PROBLEM_CONTENT_TYPE, 'Cache-Control', 'no-store'], body };
  const toResponse = (): Response => new Response(body, { status: 421, headers: { 'Content-Type': PROBLEM_CONTENT_TYPE, 'Cache-Control': 'no-store' } });
  const respond = (request: Request): Response | Promise<Response> =>
    isAllowedHost(request.headers.get('host') ?? new URL(request.url).host, list) ? handler.respond(request) : toResponse();
  const answer = (parts: RequestParts): Answer | Promise<Answer> => (isAllowedHost(parts.header('host'), list) ? handler.answer(parts) : misdirected);
  const fetch = (request: Request): Promise<Response> => Promise.resolve(respond(request));
  return Object.assign(fetch, { respond, answer });
}
