/**
 * `/usage`: the caller's tier, what it is counted by, its endpoints and both windows (Starter and
 * up; not counted).
 * @module
 */
import type { ApiEnvelope, UsageResult as Usage, UsageWindow } from '../../core/api-types.ts';
import { elapsed, json } from '../answers.ts';
import type { ServerContext, ServerState } from '../context.ts';
import { ensureQuota } from '../counting.ts';
import { identityOf } from '../credentials.ts';
import { API } from '../paths.ts';
import { windowStates } from '../rate-limit/policy.ts';
import * as v from 'valibot';
import { TIER_ENDPOINTS, tiersFor } from '../tiers.ts';
import type { ApiRoute } from './route.ts';
import { data } from './route.ts';
import { count, stringList, Tier } from './shared-schemas.ts';

const LimitWindow = v.strictObject({
  limit: count(),
  remaining: count(),
  used: count(),
  reset: v.pipe(v.number(), v.integer(), v.description('End of the window, UTC epoch seconds.')),
});
export const UsageResult = v.strictObject({
  tier: Tier,
  countedBy: v.picklist(['account', 'key', 'address']),
  endpoints: stringList,
  limits: v.strictObject({ minute: LimitWindow, day: LimitWindow }),
});

async function usage(state: ServerState, c: ServerContext): Promise<Response> {
  const start = performance.now();
  const { caller } = await identityOf(state, c);
  const [minute, day] = windowStates(await ensureQuota(state, c)) as [UsageWindow, UsageWindow];
  const endpoints = TIER_ENDPOINTS[caller.tier].map((endpoint) => `${API}${endpoint}`);
  return json(c, {
    apiVersion: '1',
    processingTimeMs: elapsed(start),
    result: { tier: caller.tier, countedBy: caller.countedBy, endpoints, limits: { minute, day } },
  } satisfies ApiEnvelope<Usage>);
}

export const usageRoute: ApiRoute = {
  path: '/usage',
  tiers: tiersFor('/usage'),
  components: { UsageResult },
  counted: false,
  operations: {
    get: {
      id: 'usage',
      summary: "The caller's tier and limits (Starter and up; not counted).",
      answer: 'Tier, what it is counted by, endpoints and both windows.',
      result: data(UsageResult),
      handlers: (state) => [(c: ServerContext) => usage(state, c)],
    },
  },
};
