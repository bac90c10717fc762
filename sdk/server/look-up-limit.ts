/**
 * The per-address limit on the key look-ups a request can cause: a key the verifier holds no record
 * of is looked up in the store only while the client's address has room left under its
 * invalid-key limit, so that a request that would be refused 429 never reaches the store.
 * @module
 */
import type { ServerContext, ServerState } from './context.ts';
import { ProblemError, storeUnavailable } from './problems.ts';
import type { Quota } from './rate-limit/policy.ts';
import { rateLimitedProblem } from './rate-limit/policy.ts';
import type { RateLimitOutcome } from './rate-limit/store.ts';

// Per app, the look-ups under way by address bucket: they count with what the buckets hold, so
// that requests at once from one address cannot pass its limit between their look-ups and their
// counting.
const underWayOf = new WeakMap<ServerState, Map<string, number>>();

/** Ends an admitted look-up: `refused` when the key turned out unknown or revoked. */
export type EndLookUp = (refused: boolean) => Promise<void>;

/**
 * Before the store is asked about a key for the request from `address`: two buckets of the
 * address are read, nothing counted: `invalid-key:` (the requests with keys that are not valid,
 * which the API counts) and `key-look-ups:` (the look-ups that found no valid key, on any path,
 * counted here, so that the paths that count nothing, `/usage` and `/openapi.json`, cannot be used
 * to look keys up without end). When either has no unit left for one more, with the look-ups
 * already under way, the request is refused at once with the invalid-key limit's 429 and the store
 * is not asked. Answers what to call once the look-up is over. Only keys the verifier holds no
 * record of come here, on their way to the store: no need to spare a promise.
 */
export async function admitLookUp(state: ServerState, c: ServerContext, address: string): Promise<EndLookUp> {
  const policy = state.invalidKeyPolicy;
  const { windows } = policy;
  const nowMs = state.clock();
  const hit = async (bucket: string, cost: number): Promise<RateLimitOutcome> => {
    try {
      return await state.store.hit(bucket, windows, cost, nowMs);
    } catch {
      throw storeUnavailable();
    }
  };
  const read = await Promise.all([hit(`invalid-key:${address}`, 0), hit(`key-look-ups:${address}`, 0)]);
  let underWay = underWayOf.get(state);
  if (underWay === undefined) underWayOf.set(state, (underWay = new Map()));
  const ways = underWay;
  const busy = ways.get(address) ?? 0;
  // The bucket with the fewest units left.
  const used = windows.map((_, i) => Math.max(...read.map((outcome) => outcome.used[i] ?? 0)));
  if (used.some((n, i) => n + busy + 1 > (windows[i]?.limit ?? Infinity))) {
    const quota: Quota = { policy, used, nowMs };
    c.set('quota', quota);
    const { body, headers } = rateLimitedProblem({ ...quota, used: used.map((n) => n + busy) }, 1);
    throw new ProblemError(body, headers);
  }
  ways.set(address, busy + 1);
  return async (refused) => {
    try {
      if (refused) await hit(`key-look-ups:${address}`, 1);
    } finally {
      const left = (ways.get(address) ?? 1) - 1;
      if (left === 0) ways.delete(address);
      else ways.set(address, left);
    }
  };
}
