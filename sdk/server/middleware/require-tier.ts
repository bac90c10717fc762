/**
 * The credentials and the tier a route needs.
 * @module
 */
import type { MiddlewareHandler } from 'hono';
import type { Problem } from '../../core/problem.ts';
import { problem } from '../../core/problem.ts';
import { identityOf } from '../credentials.ts';
import type { Identity, ServerEnv, ServerState } from '../context.ts';
import { ProblemError } from '../problems.ts';
import type { Tier } from '../tiers.ts';
import { TIERS, title } from '../tiers.ts';

const REALM = 'Bearer realm="api"';
const MISPLACED =
  'API keys are accepted only as "Authorization: Bearer <key>", never in the URL or another header. ' +
  'Revoke a key that was sent in a URL: it may have been logged on the way.';

/** `Starter, Pro or Business`. */
function listOf(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/**
 * Refuses a request (throws its problem, with `WWW-Authenticate`) whose credentials are out of place
 * (400: a key in the URL or a header other than Authorization) or not valid (401
 * `INVALID_API_KEY`), or whose tier is not one of `tiers`: 401 `API_KEY_REQUIRED` without a key,
 * 403 `INSUFFICIENT_TIER` with one. With all tiers (the default) it checks only the credentials.
 * Put after `rateLimit`, so that a request with credentials that are not valid is counted too and
 * a caller over its limit is told 429 first; `refuseTier` before it answers a request refused for
 * its tier alone without counting it.
 */
export function requireTier(state: ServerState, tiers: readonly Tier[] = TIERS): MiddlewareHandler<ServerEnv> {
  return tierCheck(state, tiers, 'all');
}

/**
 * Refuses, before anything is counted, a request without credentials or with a valid key whose
 * tier is not one of `tiers` (401 `API_KEY_REQUIRED`, 403 `INSUFFICIENT_TIER`): it is answered for
 * what it is, and does not use up the caller's allowance. Credentials that are not valid or out of
 * place are left to `requireTier`, after the counting.
 */
export function refuseTier(state: ServerState, tiers: readonly Tier[]): MiddlewareHandler<ServerEnv> {
  return tierCheck(state, tiers, 'tier');
}

function tierCheck(state: ServerState, tiers: readonly Tier[], what: 'all' | 'tier'): MiddlewareHandler<ServerEnv> {
  const keyed = tiers.filter((tier) => tier !== 'open');
  const names = listOf(keyed.map(title));

  const refusalOf = ({ caller, credentials }: Identity): [Problem, string] | undefined => {
    if (credentials === 'misplaced')
      return [problem(400, 'INVALID_REQUEST', MISPLACED), `${REALM}, error="invalid_request"`];
    if (credentials === 'invalid') {
      const body = problem(401, 'INVALID_API_KEY', 'The API key is unknown, malformed or revoked.');
      return [body, `${REALM}, error="invalid_token"`];
    }
    if (tiers.includes(caller.tier)) return undefined;
    if (caller.tier === 'open') {
      const detail = `This endpoint needs an API key of the ${names} tier.`;
      return [problem(401, 'API_KEY_REQUIRED', detail, { requiredTiers: keyed }), REALM];
    }
    const detail = `This endpoint is not part of the ${title(caller.tier)} tier; it needs ${names}.`;
    return [
      problem(403, 'INSUFFICIENT_TIER', detail, { currentTier: caller.tier, requiredTiers: keyed }),
      `${REALM}, error="insufficient_scope"`,
    ];
  };

  const check = (identity: Identity): void => {
    if (what === 'tier' && identity.credentials !== 'none' && identity.credentials !== 'valid') return;
    const refused = refusalOf(identity);
    if (refused !== undefined) throw new ProblemError(refused[0], { 'WWW-Authenticate': refused[1] });
  };

  return (c, next) => {
    const identity = identityOf(state, c);
    if (identity instanceof Promise)
      return identity.then((known) => {
        check(known);
        return next();
      });
    check(identity);
    return next();
  };
}
