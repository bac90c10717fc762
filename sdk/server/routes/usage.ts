import type { ApiEnvelope, UsageResult, UsageWindow } from '../../core/api-types.ts';
import { ensureQuota, identify } from '../access.ts';
import type { ServerState } from '../context.ts';
import { andThen } from '../maybe.ts';
import type { Respond } from '../middleware/step.ts';
import { windowStates } from '../rate-limit/policy.ts';
import { elapsed, jsonResponse } from '../respond.ts';
import { TIER_ENDPOINTS } from '../tiers.ts';

/**
 * `GET /api/v1/usage` (Starter and up, not counted; docs/contract.md §11): the caller's tier, what it
 * is counted by, its endpoints and both windows of its limits.
 */
export function usageRoute(state: ServerState): Respond {
  return (c) => {
    const start = performance.now();
    return andThen(identify(state, c), ({ caller }) =>
      andThen(ensureQuota(state, c), (quota) => {
        const [minute, day] = windowStates(quota) as [UsageWindow, UsageWindow];
        const answer: ApiEnvelope<UsageResult> = {
          apiVersion: '1',
          processingTimeMs: elapsed(start),
          result: {
            tier: caller.tier,
            countedBy: caller.countedBy,
            endpoints: TIER_ENDPOINTS[caller.tier].map((endpoint) => `/api/v1${endpoint}`),
            limits: { minute, day },
          },
        };
        return jsonResponse(c, answer);
      }),
    );
  };
}
