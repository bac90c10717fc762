import type { ServerContext } from '../context.ts';
import { headersOf, respond } from '../respond.ts';
import type { Step } from './step.ts';

/** Options of `cors`; the defaults are DECISIONS.md §10. */
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
export function cors(options: CorsOptions = {}): { headers: Step; preflight: (allow: readonly string[]) => (c: ServerContext) => Response } {
  const o = { ...DEFAULTS, ...options };
  const origin = o.origin;
  const expose = o.exposeHeaders.join(', ');
  const methods = o.allowMethods.join(', ');
  const headers = o.allowHeaders.join(', ');
  const maxAge = String(o.maxAge);
  return {
    headers: (c, next) => {
      // The first headers of the request's header object (respond.ts).
      c.set('out', { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': expose });
      return next();
    },
    preflight: (allow) => {
      const allowText = [...allow, 'OPTIONS'].join(', ');
      return (c) => {
        const out = headersOf(c);
        out['Access-Control-Allow-Methods'] = methods;
        out['Access-Control-Allow-Headers'] = headers;
        out['Access-Control-Max-Age'] = maxAge;
        out['Allow'] = allowText;
        return respond(c, 204, null);
      };
    },
  };
}
