/**
 * The counting of a request against its caller's rate limits, in the app's rate-limit store.
 * @module
 */
import type { Caller, ServerContext, ServerState } from './context.ts';
import { identityOf } from './credentials.ts';
import { storeUnavailable } from './problems.ts';
import type { Quota } from './rate-limit/policy.ts';
import { refusal } from './rate-limit/policy.ts';
import type { RateLimitOutcome, RateLimitWindow } from './rate-limit/store.ts';

/**
 * Counts `cost` units against the caller, all or nothing, and keeps the quota for the answer's
 * rate-limit headers; at once when the store answers at once (the memory store).
 */
export function count(state: ServerState, c: ServerContext, caller: Caller, cost: number): Counted | Promise<Counted> {
  const nowMs = state.clock();
  let outcome;
  try {
    outcome = state.store.hit(caller.bucket, caller.policy.windows, cost, nowMs);
  } catch {
    throw storeUnavailable();
  }
  if (!(outcome instanceof Promise))
    return counted(state, c, { policy: caller.policy, used: outcome.used, nowMs }, outcome.admitted, cost);
  return outcome.then(
    ({ admitted, used }) => counted(state, c, { policy: caller.policy, used, nowMs }, admitted, cost),
    () => Promise.reject(storeUnavailable()),
  );
}

function counted(state: ServerState, c: ServerContext, quota: Quota, admitted: boolean, cost: number): Counted {
  c.set('quota', quota);
  if (cost > 0) decided(state, quota, admitted, cost);
  return { admitted, quota };
}

/** Tells the observer, if any, that a request of `cost` units was admitted or refused. */
export function decided(state: ServerState, quota: Quota, admitted: boolean, cost: number): void {
  if (state.observer?.rateLimit === undefined) return;
  const { policy } = quota;
  const policies = admitted ? policy.windows.map((w) => w.name) : refusal(quota, cost).violatedPolicies;
  state.observer.rateLimit({ tier: policy.tier, policies, admitted });
}

type Counted = { admitted: boolean; quota: Quota };

/** Makes sure the answer carries rate-limit headers: reads the caller's bucket when nothing was counted. */
export async function ensureQuota(state: ServerState, c: ServerContext): Promise<Quota> {
  return c.get('quota') ?? (await count(state, c, (await identityOf(state, c)).caller, 0)).quota;
}

/**
 * Counts `cost` units against a bucket of its own, outside the tiers' (the account API's), in the
 * same store; 503 when the store cannot be reached.
 */
export async function countBucket(
  state: ServerState,
  bucket: string,
  windows: readonly RateLimitWindow[],
  cost: number,
  nowMs: number,
): Promise<RateLimitOutcome> {
  try {
    return await state.store.hit(bucket, windows, cost, nowMs);
  } catch {
    throw storeUnavailable();
  }
}
