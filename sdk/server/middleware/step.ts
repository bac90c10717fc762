/**
 * Steps: the middleware in front of each route. They have Hono's `(c, next)` shape, but a step
 * (or a route) that has nothing to wait for answers at once instead of through a promise. A GET
 * with no key, counted in memory, is then answered without a single promise, and the Node adapter
 * writes it on the spot: the difference between meeting the load budget and not. Each route is
 * registered with Hono as one handler made of its steps, since Hono turns a chain of middleware
 * into promises whatever they return.
 * @module
 */
import type { Handler } from 'hono';
import type { ServerContext, ServerEnv } from '../context.ts';
import type { MaybePromise } from '../maybe.ts';

export type { MaybePromise } from '../maybe.ts';

/** A middleware step: answers itself, or hands on to `next`. */
export type Step = (c: ServerContext, next: () => MaybePromise<Response>) => MaybePromise<Response>;

/** What answers a request at the end of the steps. */
export type Respond = (c: ServerContext) => MaybePromise<Response>;

/**
 * One Hono handler made of steps and a route. An error thrown or rejected anywhere in it becomes
 * a response from `onError` at that point, so that the steps around it (the log line, CORS) see and
 * mark that response like any other.
 */
export function chain(steps: readonly Step[], route: Respond, onError: (c: ServerContext, error: unknown) => MaybePromise<Response>): Handler<ServerEnv> {
  // Built once per route: a request allocates no more than the `next` of each step.
  function run(c: ServerContext, i: number): MaybePromise<Response> {
    const step = steps[i];
    let response: MaybePromise<Response>;
    try {
      response = step === undefined ? route(c) : step(c, () => run(c, i + 1));
    } catch (error) {
      return onError(c, error);
    }
    return response instanceof Promise ? response.catch((error: unknown) => onError(c, error)) : response;
  }
  return (c) => run(c, 0);
}
