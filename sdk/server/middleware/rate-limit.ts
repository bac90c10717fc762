/**
 * The counting of a request against its caller's rate limits (`rateLimit`, `countRefused`), and
 * against a limit of its own outside the tiers' (`ownLimit`, the account API's).
 * @module
 */
import type { Context, Input, MiddlewareHandler, Next } from 'hono';
import type { ServerContext, ServerEnv, ServerState } from '../context.ts';
import { tooManyRequests } from '../answers.ts';
import { count, countBucket, decided, ensureQuota } from '../counting.ts';
import { identityOf } from '../credentials.ts';
import type { Quota } from '../rate-limit/policy.ts';
import { refusal, writeRateLimitHeaders } from '../rate-limit/policy.ts';
import type { RateLimitWindow } from '../rate-limit/store.ts';

/** What a request costs: units, or a function of the request for a cost known late. */
export type Cost<I extends Input = Input> = number | ((c: Context<ServerEnv, string, I>) => number);

const nothingLeft = (quota: Quota, cost: number): boolean =>
  quota.used.some((used, i) => used + cost > (quota.policy.windows[i]?.limit ?? Infinity));

/**
 * Counts `cost` units against the caller (`identify`), all or nothing, before the route runs; a
 * request they do not fit in is answered 429 and nothing is counted. Cost 0 counts nothing and only
 * reads the bucket, for the rate-limit headers of the answer. A function cost is asked when the
 * middleware runs: put after the body's validator, it counts a batch by its items. The quota is
 * kept in the context, for the rate-limit headers that `answer` writes.
 */
export function rateLimit<I extends Input = Input>(
  state: ServerState,
  cost: Cost<I> = 1,
): MiddlewareHandler<ServerEnv, string, I> {
  const costOf = typeof cost === 'number' ? () => cost : cost;
  return (c, next) => {
    const units = costOf(c);
    const identity = identityOf(state, c);
    const counted =
      identity instanceof Promise
        ? identity.then(({ caller }) => count(state, c, caller, units))
        : count(state, c, identity.caller, units);
    if (counted instanceof Promise) return settle(counted, c, next, units);
    return counted.admitted || units === 0 ? next() : Promise.resolve(tooManyRequests(c, counted.quota, units));
  };
}

/** `rateLimit` once a store that answers later (Redis) has counted. */
async function settle(
  counted: Promise<{ admitted: boolean; quota: Quota }>,
  c: Context<ServerEnv>,
  next: Next,
  units: number,
): Promise<Response | undefined> {
  const { admitted, quota } = await counted;
  if (!admitted && units > 0) return tooManyRequests(c, quota, units);
  await next();
  return undefined;
}

/**
 * For a route whose cost `rateLimit` counts late (a batch, one unit per item, once its body is
 * read): a caller without one unit left is answered 429 at once, before the body is read (parsing
 * 256 KiB of batch to refuse it would cost far more than the refusal), and nothing is counted; a
 * request refused further in (its credentials, its tier, a malformed body) counts one unit, like
 * any refused request.
 */
export function countRefused(state: ServerState): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const quota = await ensureQuota(state, c);
    if (nothingLeft(quota, 1)) {
      decided(state, quota, false, 1);
      return tooManyRequests(c, quota, 1);
    }
    await next();
    if (c.error === undefined) return;
    const { admitted, quota: after } = await count(state, c, (await identityOf(state, c)).caller, 1);
    if (!admitted) c.res = tooManyRequests(c, after, 1);
    else writeRateLimitHeaders(after, c.header);
  };
}

/**
 * A limit of its own, outside the tiers': its windows, and the error a request it refuses throws.
 * Its answers carry no rate-limit headers, only the refusal's `Retry-After`.
 */
export interface OwnLimit {
  windows: readonly RateLimitWindow[];
  refused(refusal: { violatedPolicies: string[]; retryAfter: number }): Error;
}

/** Counts one unit against `bucket` under `limit`; throws its refusal when the limit is used up. */
export async function countOwn(state: ServerState, bucket: string, limit: OwnLimit): Promise<void> {
  const nowMs = state.clock();
  const { admitted, used } = await countBucket(state, bucket, limit.windows, 1, nowMs);
  if (!admitted) throw limit.refused(refusal({ policy: limit, used, nowMs }, 1));
}

/** `countOwn` before the route, against the bucket `bucketOf` names for the request. */
export function ownLimit(
  state: ServerState,
  bucketOf: (c: ServerContext) => string,
  limit: OwnLimit,
): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    await countOwn(state, bucketOf(c), limit);
    await next();
  };
}
