/**
 * The per-address limit on the key look-ups a request can cause: a key without a MAC (of the
 * format issued before keys carried one) that the verifier holds no record of is looked up in the
 * store only while the client's address has room left under its invalid-key limit, so that a
 * request that would be refused 429 never reaches the store. The look-up is counted before it is
 * made, in one atomic count of the rate-limit store: with the counters in Redis, every process
 * that shares them holds one address to the limit together.
 * @module
 */
import type { ServerContext, ServerState } from './context.ts';
import { ProblemError, storeUnavailable } from './problems.ts';
import type { Quota } from './rate-limit/policy.ts';
import { rateLimitedProblem } from './rate-limit/policy.ts';
import type { RateLimitOutcome } from './rate-limit/store.ts';

/**
 * Before the store is asked about a key for the request from `address`: the address's
 * `invalid-key:` bucket (the requests with keys that are not valid, which the API counts) is read,
 * and one unit counted in its `key-look-ups:` bucket (the look-ups of keys without a MAC, on any
 * path, so that the paths that count nothing, `/usage` and `/openapi.json`, cannot be used to look
 * keys up without end). When either has no unit left, the request is refused at once with the
 * invalid-key limit's 429 and the store is not asked.
 */
export async function admitLookUp(state: ServerState, c: ServerContext, address: string): Promise<void> {
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
  const refuse = (used: readonly number[]): never => {
    const quota: Quota = { policy, used: [...used], nowMs };
    c.set('quota', quota);
    const { body, headers } = rateLimitedProblem(quota, 1);
    throw new ProblemError(body, headers);
  };
  const invalid = await hit(`invalid-key:${address}`, 0);
  if (invalid.used.some((n, i) => n + 1 > (windows[i]?.limit ?? Infinity))) refuse(invalid.used);
  const lookUps = await hit(`key-look-ups:${address}`, 1);
  if (!lookUps.admitted) refuse(lookUps.used);
}
