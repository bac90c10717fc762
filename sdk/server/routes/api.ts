/**
 * The API under `/api/v1` as a Hono app of its own, mounted from the route definitions
 * (routes/list.ts and routes/openapi.ts): each method of a route is its middleware in order (who
 * the caller is, the counting of its rate limits, the tier it needs) and then the route's own (its
 * request read through its schema, its handler), which answers with the SDK's envelope. A refused
 * request throws its problem; the app's error handler answers it. Every path also answers its
 * CORS preflight and, for any other method, 405 with `Allow`.
 * @module
 */
import { Hono } from 'hono';
import { problem } from '../../core/problem.ts';
import { preflightResponse } from '../answers.ts';
import type { ServerEnv, ServerState } from '../context.ts';
import { identify } from '../middleware/identify.ts';
import { countRefused, rateLimit } from '../middleware/rate-limit.ts';
import { refuseTier, requireTier } from '../middleware/require-tier.ts';
import { ProblemError } from '../problems.ts';
import { TIERS } from '../tiers.ts';
import { API_ROUTES } from './openapi.ts';

/** The API's routes, relative to `/api/v1`, where `createApp` mounts them (`app.route`). */
export function apiRoutes(state: ServerState): Hono<ServerEnv> {
  const api = new Hono<ServerEnv>();
  const caller = identify(state);
  const counted = rateLimit(state);
  const read = rateLimit(state, 0);
  const anyTier = requireTier(state);
  for (const route of API_ROUTES) {
    const tier = requireTier(state, route.tiers);
    const cost = route.cost === 'deferred' ? countRefused(state) : route.counted ? counted : read;
    // A request refused for its tier is answered so, and not counted.
    const tierFirst = route.tiers.length === TIERS.length ? [] : [refuseTier(state, route.tiers)];
    for (const [method, operation] of Object.entries(route.operations)) {
      api.on(method.toUpperCase(), route.path, caller, ...tierFirst, cost, tier, ...operation.handlers(state));
    }
    // The methods the path has a route for, which its preflight and its 405 list.
    const allow = [...Object.keys(route.operations).map((method) => method.toUpperCase()), 'OPTIONS'].join(', ');
    api.options(route.path, (c) => preflightResponse(state, c, allow));
    // A wrong method is still a request to the endpoint: credentials are checked and it is counted.
    api.all(route.path, caller, route.counted ? counted : read, anyTier, () => {
      throw new ProblemError(problem(405, 'METHOD_NOT_ALLOWED', `This endpoint accepts ${allow}.`), { Allow: allow });
    });
  }
  return api;
}
