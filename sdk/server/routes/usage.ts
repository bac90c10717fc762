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
import { UsageResult } from '../schemas.ts';
import { TIER_ENDPOINTS, tiersFor } from '../tiers.ts';
import type { ApiRoute } from './route.ts';
import { data } from './route.ts';

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
