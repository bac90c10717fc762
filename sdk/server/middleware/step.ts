/**
 * Steps: the middleware in front of each route, in the `(c, next)` shape of Hono's middleware,
 * with `next` taking the context along, so that no step needs a closure per request. A step (or
 * a route) that has nothing to wait for answers at once instead of through a promise: a GET with
 * no key, counted in memory, is then answered without a single promise, and the Node adapter
 * writes it on the spot. The steps of a route are composed once, when the handler is made.
 * @module
 */
import type { ServerContext } from '../context.ts';
import type { MaybePromise } from '../maybe.ts';

export type { MaybePromise } from '../maybe.ts';

/** What answers a request at the end of the steps: the context, with its answer set. */
export type Respond = (c: ServerContext) => MaybePromise<ServerContext>;

/** A middleware step: answers itself, or hands on to `next(c)`. */
export type Step = (c: ServerContext, next: Respond) => MaybePromise<ServerContext>;

/**
 * A route's steps and the route as one function. An error thrown or rejected anywhere in it
 * becomes the answer of `onError` at that point, so that the steps around it (the log line, CORS)
 * see and mark that answer like any other.
 */
export function chain(steps: readonly Step[], route: Respond, onError: (c: ServerContext, error: unknown) => MaybePromise<ServerContext>): Respond {
  // Built once per route, from the last step back: each `next` is a function made here, so a
  // request allocates no closure.
  let run: Respond = guarded(route, onError);
  for (let i = steps.length - 1; i >= 0; i--) run = link(steps[i] as Step, run, onError);
  return run;
}

function link(step: Step, next: Respond, onError: (c: ServerContext, error: unknown) => MaybePromise<ServerContext>): Respond {
  return guarded((c) => step(c, next), onError);
}

function guarded(run: Respond, onError: (c: ServerContext, error: unknown) => MaybePromise<ServerContext>): Respond {
  return (c) => {
    let answer: MaybePromise<ServerContext>;
    try {
      answer = run(c);
    } catch (error) {
      return onError(c, error);
    }
    return answer instanceof Promise ? answer.catch((error: unknown) => onError(c, error)) : answer;
  };
}
