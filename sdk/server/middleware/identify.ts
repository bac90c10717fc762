/**
 * The first middleware of an API route: who the request comes from.
 * @module
 */
import type { MiddlewareHandler } from 'hono';
import type { ServerEnv, ServerState } from '../context.ts';
import { identityOf } from '../credentials.ts';

/**
 * Reads the request's credentials into the context: the `identity` (the caller it is counted
 * against, and whether its credentials are valid, missing, out of place or not valid) and, for a
 * valid key, the `tier`. It refuses nothing, so that what is wrong with a key is told only after
 * the request was counted against the right bucket: a request whose key is not valid (or out of
 * place) is counted against its address's own limit for those, not against the Open tier's.
 */
export function identify(state: ServerState): MiddlewareHandler<ServerEnv> {
  return (c, next) => {
    const identity = identityOf(state, c);
    if (!(identity instanceof Promise)) return next();
    return identity.then((known) => {
      c.set('identity', known);
      return next();
    });
  };
}
