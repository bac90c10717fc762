import type { Problem } from '../../core/problem.ts';
import { problem } from '../../core/problem.ts';
import { count, ensureQuota, identify, tooManyRequests } from '../access.ts';
import type { Counted } from '../access.ts';
import type { Identity, ServerContext, ServerState } from '../context.ts';
import { problemResponse } from '../respond.ts';
import type { Tier } from '../tiers.ts';
import { TIERS } from '../tiers.ts';
import type { MaybePromise } from '../maybe.ts';
import { andThen } from '../maybe.ts';
import type { Respond, Step } from './step.ts';

/** Options of `guard`. */
export interface GuardOptions {
  /** The path written to the log. */
  path: string;
  /** The tiers that may use the route. Default: all, without a key too. */
  tiers?: readonly Tier[];
  /** Whether requests count against the rate limits. Default true. */
  counted?: boolean;
  /**
   * `request`: one unit per request, counted before the route runs. `deferred`: the route counts
   * its own cost (a batch, one unit per item); the guard counts only the requests it refuses.
   */
  cost?: 'request' | 'deferred';
}

const WWW_AUTHENTICATE = 'WWW-Authenticate';
const REALM = 'Bearer realm="api"';

/**
 * The gate in front of every API route: credentials (docs/contract.md §8), then the tier, then the
 * rate limit (§9). A counted request that the guard refuses is counted too (4xx included); a
 * request over the limit gets 429 instead of any other answer and is not counted.
 */
export function guard(state: ServerState, options: GuardOptions): Step {
  const tiers = options.tiers ?? TIERS;
  const counted = options.counted ?? true;
  const deferred = options.cost === 'deferred';
  const keyed = tiers.filter((tier) => tier !== 'open');
  const names = listOf(keyed.map(title));
  const path = options.path;

  const decide = (c: ServerContext, next: Respond, { caller, credentials }: Identity): MaybePromise<ServerContext> => {
    let refused: Problem | undefined;
    let challenge: string | undefined;
    if (credentials === 'misplaced') {
      refused = problem(
        400,
        'INVALID_REQUEST',
        'API keys are accepted only as "Authorization: Bearer <key>", never in the URL or another header. Revoke a key that was sent in a URL: it may have been logged on the way.',
      );
      challenge = `${REALM}, error="invalid_request"`;
    } else if (credentials === 'invalid') {
      refused = problem(401, 'INVALID_API_KEY', 'The API key is unknown, malformed or revoked.');
      challenge = `${REALM}, error="invalid_token"`;
    } else if (!tiers.includes(caller.tier)) {
      if (caller.tier === 'open') {
        refused = problem(401, 'API_KEY_REQUIRED', `This endpoint needs an API key of the ${names} tier.`, {
          requiredTiers: keyed,
        });
        challenge = REALM;
      } else {
        refused = problem(403, 'INSUFFICIENT_TIER', `This endpoint is not part of the ${title(caller.tier)} tier; it needs ${names}.`, {
          currentTier: caller.tier,
          requiredTiers: keyed,
        });
        challenge = `${REALM}, error="insufficient_scope"`;
      }
    }
    if (counted && (refused !== undefined || !deferred)) {
      const result = count(state, c, caller, 1);
      return result instanceof Promise ? result.then((settled) => admit(c, next, settled, refused, challenge)) : admit(c, next, result, refused, challenge);
    }
    return answer(c, next, refused, challenge);
  };

  function admit(c: ServerContext, next: Respond, { admitted, quota }: Counted, refused: Problem | undefined, challenge: string | undefined): MaybePromise<ServerContext> {
    return admitted ? answer(c, next, refused, challenge) : tooManyRequests(c, quota, 1);
  }

  function answer(c: ServerContext, next: Respond, refused: Problem | undefined, challenge: string | undefined): MaybePromise<ServerContext> {
    if (refused === undefined) return next(c);
    const extra = challenge === undefined ? undefined : { [WWW_AUTHENTICATE]: challenge };
    if (counted) return problemResponse(c, refused, extra);
    return andThen(ensureQuota(state, c), () => problemResponse(c, refused, extra));
  }

  return (c, next) => {
    c.logPath = path;
    const identity = identify(state, c);
    return identity instanceof Promise ? identity.then((settled) => decide(c, next, settled)) : decide(c, next, identity);
  };
}

function title(tier: Tier): string {
  return tier.charAt(0).toUpperCase() + tier.slice(1);
}

/** `Starter, Pro or Business`. */
function listOf(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}
