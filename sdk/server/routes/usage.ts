import type { Handler } from 'hono';
import { ensureQuota, identify } from '../access.ts';
import type { ServerEnv, ServerState } from '../context.ts';
import { windowStates } from '../rate-limit/policy.ts';
import { elapsed, jsonResponse } from '../respond.ts';
import { TIER_ENDPOINTS } from '../tiers.ts';

/**
 * `GET /api/v1/usage` (Starter and up, not counted; DECISIONS.md §11): the caller's tier, what it
 * is counted by, its endpoints and both windows of its limits.
 */
export function usageRoute(state: ServerState): Handler<ServerEnv> {
  return async (c) => {
    const start = performance.now();
    const { caller } = await identify(state, c);
    const [minute, day] = windowStates(await ensureQuota(state, c));
    return jsonResponse(c, {
      apiVersion: '1',
      processingTimeMs: elapsed(start),
      result: {
        tier: caller.tier,
        countedBy: caller.countedBy,
        endpoints: TIER_ENDPOINTS[caller.tier].map((endpoint) => `/api/v1${endpoint}`),
        limits: { minute, day },
      },
    });
  };
}
