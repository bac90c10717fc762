import type { ServerContext } from '../context.ts';
import { respond } from '../respond.ts';
import type { Step } from './step.ts';

/** Options of `cors`; the defaults are docs/contract.md §10. */
export interface CorsOptions {
  origin?: string;
  allowMethods?: readonly string[];
  allowHeaders?: readonly string[];
  exposeHeaders?: readonly string[];
  maxAge?: number;
}

const DEFAULTS: Required<CorsOptions> = {
  origin: '*',
  allowMethods: ['GET', 'POST', 'OPTIONS'],
  allowHeaders: ['Authorization', 'Content-Type'],
  exposeHeaders: [
    'X-RateLimit-Limit',
    'X-RateLimit-Remaining',
    'X-RateLimit-Reset',
    'RateLimit',
    'RateLimit-Policy',
    'Retry-After',
    'WWW-Authenticate',
  ],
  maxAge: 7200,
};

/**
 * CORS for a public API that takes no cookies: every origin may call it, and every response lets
 * the browser read the rate-limit and authentication headers. `headers` marks every response;
 * `preflight(allow)` answers OPTIONS with 204, without authentication.
 */
export function cors(options: CorsOptions = {}): { headers: Step; preflight: (allow: readonly string[]) => (c: ServerContext) => ServerContext } {
  const o = { ...DEFAULTS, ...options };
  const origin = o.origin;
  const expose = o.exposeHeaders.join(', ');
  const methods = o.allowMethods.join(', ');
  const headers = o.allowHeaders.join(', ');
  const maxAge = String(o.maxAge);
  return {
    headers: (c, next) => {
      // The first headers of the answer; nothing was set before them, so they are appended as they are.
      c.headers.push('Access-Control-Allow-Origin', origin, 'Access-Control-Expose-Headers', expose);
      return next(c);
    },
    preflight: (allow) => {
      const allowText = [...allow, 'OPTIONS'].join(', ');
      return (c) => {
        c.headers.push(
          'Access-Control-Allow-Methods', methods,
          'Access-Control-Allow-Headers', headers,
          'Access-Control-Max-Age', maxAge,
          'Allow', allowText,
        );
        return respond(c, 204, null);
      };
    },
  };
}
