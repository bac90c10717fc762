/**
 * The account API under `/api/account/` (docs/accounts.md): sign-up by e-mail, sign-in links,
 * the session cookie and the dashboard's keys. Same origin only: no CORS, no API rate-limit
 * headers, nothing cached.
 * @module
 */
import type { UsageWindow } from '../../core/api-types.ts';
import { problem } from '../../core/problem.ts';
import { addressOf, storeUnavailable } from '../access.ts';
import type { AccountService } from '../accounts/account-service.ts';
import type { SignUpWindowLimits } from '../accounts/account-service.ts';
import { isEmailAddress } from '../accounts/email.ts';
import type { AccountRecord } from '../accounts/records.ts';
import { BODY_LIMIT, isJsonMediaType, readJsonBody } from '../body.ts';
import type { ServerContext, ServerState } from '../context.ts';
import type { IssuedKey } from '../keys/api-key.ts';
import type { ApiKeyRecord } from '../keys/key-store.ts';
import type { Respond } from '../middleware/step.ts';
import { ProblemError, UNSUPPORTED_MEDIA_TYPE } from '../problems.ts';
import { refusal, windowStates } from '../rate-limit/policy.ts';
import type { RateLimitOutcome, RateLimitWindow } from '../rate-limit/store.ts';
import { jsonResponse, respond, setHeader } from '../respond.ts';

/** Where the account API lives. */
export const ACCOUNT_API = '/api/account/';

/** The name of the session cookie. */
export const SESSION_COOKIE = 'bn_session';

/** What the dashboard shows about upgrading. */
export const UPGRADE_TEXT =
  'Pro and Business tiers are set by the operator of this server with `bank-number keys set-tier`; payment is out of scope of the reference server. To upgrade, ask the operator.';

const MAX_LABEL = 100;
// `keys/{id}/rotate` and `keys/{id}/revoke`: any id is looked up, so a malformed one is a 404 like an unknown one.
const KEY_ACTION = /^keys\/([^/]+)\/(rotate|revoke)$/;
const CONTROL = /[\p{Cc}\p{Cs}]/u;

interface AccountRoute {
  method: 'GET' | 'POST';
  /** The path written to the log: a key's id never is. */
  log: string;
  run(c: ServerContext, keyId: string): Promise<ServerContext>;
}

/** Dashboard view of a key: never its hash, never the key itself. */
interface KeyView {
  id: string;
  tier: string;
  label: string;
  created: string;
  last4: string;
}

/**
 * The account API as one route for every path under `/api/account/`: finds the endpoint, checks
 * the method, the origin and the content type, and answers. Errors are thrown as `ProblemError`.
 */
export function accountRoutes(state: ServerState, service: AccountService): Respond {
  const minutes = Math.round(service.linkTtlMs / 60_000);
  const signUpDetail = `If this address can receive e-mail, a sign-in link is on its way. The link works once, within ${minutes} minutes.`;
  const addressWindows = signUpWindows(service.signUpLimits.address);
  const emailWindows = signUpWindows(service.signUpLimits.email);
  const invalidEmail = (): ProblemError =>
    new ProblemError(problem(400, 'INVALID_EMAIL', 'Send {"email": "<address>"} with an e-mail address (at most 254 characters, one @, a domain with a dot).'));
  const invalidLink = (): ProblemError =>
    new ProblemError(problem(400, 'INVALID_SIGN_IN_LINK', `This sign-in link is not valid. Links work once, within ${minutes} minutes: ask for a new one.`));
  const invalidLabel = (): ProblemError =>
    new ProblemError(problem(400, 'INVALID_LABEL', `A label is text of at most ${MAX_LABEL} characters, without control characters.`));
  const keyNotFound = (): ProblemError => new ProblemError(problem(404, 'KEY_NOT_FOUND', 'Your account has no active key with this id.'));

  async function hit(bucket: string, windows: readonly RateLimitWindow[], nowMs: number): Promise<RateLimitOutcome> {
    try {
      return await state.store.hit(bucket, windows, 1, nowMs);
    } catch {
      throw storeUnavailable();
    }
  }

  /** The signed-in account and its active keys; 401 without a live session. */
  async function signedIn(c: ServerContext): Promise<{ account: AccountRecord; keys: ApiKeyRecord[] }> {
    const token = cookieValue(c.header('cookie'), SESSION_COOKIE);
    const session = token === null ? null : await service.session(token);
    if (session === null) {
      throw new ProblemError(problem(401, 'NOT_SIGNED_IN', 'You are not signed in, or your session has ended: sign in with a link from the sign-up page.'));
    }
    return session;
  }

  /** A key's own counters under its tier's limits, read without counting. */
  async function usageOf(record: ApiKeyRecord, nowMs: number): Promise<{ minute: UsageWindow; day: UsageWindow }> {
    const policy = state.policies[record.tier];
    let outcome: RateLimitOutcome;
    try {
      outcome = await state.store.hit(`key:${record.id}`, policy.windows, 0, nowMs);
    } catch {
      throw storeUnavailable();
    }
    const [minute, day] = windowStates({ policy, used: outcome.used, nowMs }) as [UsageWindow, UsageWindow];
    return { minute, day };
  }

  function forwardedHttps(c: ServerContext): boolean {
    if (state.trustedProxies === 0) return false;
    const header = c.header('x-forwarded-proto');
    if (header === null) return false;
    // The entry the outermost trusted proxy wrote, read from the right as X-Forwarded-For is.
    const entries = header.split(',');
    return entries[Math.max(0, entries.length - state.trustedProxies)]?.trim().toLowerCase() === 'https';
  }

  /** Whether the site is served over HTTPS, which makes the cookie `Secure`. */
  function isHttps(c: ServerContext): boolean {
    return service.publicUrl().startsWith('https:') || c.parts.request().url.startsWith('https:') || forwardedHttps(c);
  }

  /** A request with an `Origin` must come from the site itself: its public URL, or the address it was sent to. */
  function isSameOrigin(c: ServerContext): boolean {
    const origin = c.header('origin');
    if (origin === null) return true;
    try {
      if (origin === new URL(service.publicUrl()).origin) return true;
      const url = new URL(c.parts.request().url);
      return origin === `${forwardedHttps(c) ? 'https:' : url.protocol}//${url.host}`;
    } catch {
      return false;
    }
  }

  function sessionCookie(c: ServerContext, value: string, maxAge: number): string {
    return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${isHttps(c) ? '; Secure' : ''}`;
  }

  const paths: Record<string, AccountRoute> = {
    'sign-up': {
      method: 'POST',
      log: `${ACCOUNT_API}sign-up`,
      async run(c) {
        const nowMs = state.clock();
        const used = await hit(`signup-address:${addressOf(state, c)}`, addressWindows, nowMs);
        if (!used.admitted) {
          const { violatedPolicies, retryAfter } = refusal({ policy: { windows: addressWindows }, used: used.used, nowMs }, 1);
          throw new ProblemError(
            problem(429, 'RATE_LIMITED', `Too many sign-up requests from this address; retry after ${retryAfter} seconds.`, { violatedPolicies }),
            { 'Retry-After': String(retryAfter) },
          );
        }
        const body = await readBody(c, invalidEmail);
        const email = isObject(body) && typeof body['email'] === 'string' ? body['email'].trim() : '';
        if (!isEmailAddress(email)) throw invalidEmail();
        // The answer never waits for the store or the mail, and is the same whatever happens next:
        // it tells nobody whether the address has an account or has used up its own limit.
        service.requestSignIn(email, async (emailKey) => {
          const counted = await state.store.hit(`signup-email:${emailKey.slice(emailKey.indexOf(':') + 1)}`, emailWindows, 1, state.clock());
          return counted.admitted;
        });
        return jsonResponse(c, { detail: signUpDetail }, 202);
      },
    },
    'sign-in': {
      method: 'POST',
      log: `${ACCOUNT_API}sign-in`,
      async run(c) {
        const body = await readBody(c, invalidLink);
        const token = isObject(body) && typeof body['token'] === 'string' ? body['token'] : '';
        const result = await service.signIn(token);
        if (result === null) throw invalidLink();
        setHeader(c, 'Set-Cookie', sessionCookie(c, result.sessionToken, Math.floor(service.sessionTtlMs / 1000)));
        return jsonResponse(c, { account: accountView(result.account), newKey: result.newKey === null ? null : issuedView(result.newKey) });
      },
    },
    session: {
      method: 'GET',
      log: `${ACCOUNT_API}session`,
      async run(c) {
        const { account, keys } = await signedIn(c);
        const nowMs = state.clock();
        const views = await Promise.all(keys.map(async (record) => ({ ...keyView(record), usage: await usageOf(record, nowMs) })));
        return jsonResponse(c, { account: accountView(account), keys: views, upgrade: UPGRADE_TEXT });
      },
    },
    keys: {
      method: 'POST',
      log: `${ACCOUNT_API}keys`,
      async run(c) {
        const { account } = await signedIn(c);
        const body = await readBody(c, invalidLabel);
        if (!isObject(body)) throw invalidLabel();
        const given = body['label'];
        if (given !== undefined && given !== null && typeof given !== 'string') throw invalidLabel();
        const label = typeof given === 'string' ? given.trim() : '';
        if (CONTROL.test(label) || [...label].length > MAX_LABEL) throw invalidLabel();
        const issued = await service.createKey(account.id, label);
        if (issued === 'too-many') {
          throw new ProblemError(
            problem(409, 'TOO_MANY_KEYS', `An account holds at most ${service.maxKeysPerAccount} active keys: revoke one before creating another.`, { title: 'Conflict' }),
          );
        }
        return jsonResponse(c, { key: issuedView(issued) }, 201);
      },
    },
    'sign-out': {
      method: 'POST',
      log: `${ACCOUNT_API}sign-out`,
      async run(c) {
        const token = cookieValue(c.header('cookie'), SESSION_COOKIE);
        if (token !== null) await service.signOut(token);
        setHeader(c, 'Set-Cookie', sessionCookie(c, '', 0));
        return respond(c, 204, null);
      },
    },
  };

  const keyActions: Record<string, AccountRoute> = {
    rotate: {
      method: 'POST',
      log: `${ACCOUNT_API}keys/{id}/rotate`,
      async run(c, keyId) {
        const { account } = await signedIn(c);
        const issued = await service.rotateKey(account.id, keyId);
        if (issued === null) throw keyNotFound();
        return jsonResponse(c, { key: issuedView(issued), revoked: keyId }, 201);
      },
    },
    revoke: {
      method: 'POST',
      log: `${ACCOUNT_API}keys/{id}/revoke`,
      async run(c, keyId) {
        const { account } = await signedIn(c);
        if (!(await service.revokeKey(account.id, keyId))) throw keyNotFound();
        return jsonResponse(c, { revoked: keyId });
      },
    },
  };

  return (c) => {
    c.headers.push('Cache-Control', 'no-store');
    const rest = c.path.slice(ACCOUNT_API.length);
    const keyAction = KEY_ACTION.exec(rest);
    const route = keyAction !== null ? keyActions[keyAction[2] as string] : Object.hasOwn(paths, rest) ? paths[rest] : undefined;
    if (route === undefined) {
      throw new ProblemError(problem(404, 'NOT_FOUND', `There is no such resource under ${ACCOUNT_API}.`));
    }
    c.logPath = route.log;
    if (c.method !== route.method) {
      throw new ProblemError(problem(405, 'METHOD_NOT_ALLOWED', `This endpoint accepts ${route.method}.`), { Allow: route.method });
    }
    if (route.method === 'POST') {
      if (!isSameOrigin(c)) {
        throw new ProblemError(problem(403, 'CROSS_SITE_REQUEST', 'The account API answers requests from its own site only.'));
      }
      if (!isJsonMediaType(c.header('content-type'))) throw UNSUPPORTED_MEDIA_TYPE();
    }
    return route.run(c, keyAction?.[1] ?? '');
  };
}

function signUpWindows(limits: SignUpWindowLimits): RateLimitWindow[] {
  return [
    { name: 'hour', seconds: 3600, limit: limits.hour },
    { name: 'day', seconds: 86_400, limit: limits.day },
  ];
}

/** The JSON body; an empty body reads as `{}`, and a body that is not JSON is the endpoint's own 400. */
async function readBody(c: ServerContext, invalid: () => ProblemError): Promise<unknown> {
  if (c.header('content-length') === '0') return {};
  try {
    return await readJsonBody(c.parts.request(), BODY_LIMIT);
  } catch (error) {
    if (error instanceof ProblemError && error.problem.code === 'INVALID_JSON') throw invalid();
    throw error;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value of a cookie in a `Cookie` header (several headers may have been joined with `, `); null when absent. */
export function cookieValue(header: string | null, name: string): string | null {
  if (header === null) return null;
  for (const part of header.split(/[;,]/)) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

function accountView(account: AccountRecord): { tier: string; created: string } {
  return { tier: account.tier, created: account.created };
}

function keyView(record: ApiKeyRecord): KeyView {
  return { id: record.id, tier: record.tier, label: record.label, created: record.created, last4: record.last4 };
}

function issuedView(issued: IssuedKey): KeyView & { key: string } {
  return { ...keyView(issued.record), key: issued.key };
}
