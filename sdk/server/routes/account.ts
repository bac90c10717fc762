/**
 * The account API under `/api/account/` (docs/accounts.md): sign-up by e-mail, sign-in links,
 * the session cookie and the dashboard's keys. Same origin only: no CORS, no API rate-limit
 * headers, nothing cached.
 * @module
 */
import type { UsageWindow } from '../../core/api-types.ts';
import { problem } from '../../core/problem.ts';
import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import type { AccountService, SignUpWindowLimits } from '../accounts/account-service.ts';
import { json } from '../answers.ts';
import { canonicalEmail } from '../keys/api-key.ts';
import { jsonMediaType } from '../body.ts';
import { trustedEntry } from '../client-address.ts';
import type { ServerContext, ServerEnv, ServerState } from '../context.ts';
import { countBucket } from '../counting.ts';
import { addressOf, trustedHops } from '../credentials.ts';
import type { IssuedKey } from '../store/issue-key.ts';
import { accountStoreUnavailable, mailQueueFull, ProblemError } from '../problems.ts';
import type { OwnLimit } from '../middleware/rate-limit.ts';
import { countOwn, ownLimit } from '../middleware/rate-limit.ts';
import { windowStates } from '../rate-limit/policy.ts';
import type { RateLimitWindow } from '../rate-limit/store.ts';
import type { AccountRecord, ApiKeyRecord } from '../store/store.ts';
import { jsonValidator, parsed } from '../validator.ts';
import { ACCOUNT_API } from '../paths.ts';
import { BODY_LIMIT, count, Tier } from './shared-schemas.ts';

/** The name of the session cookie. */
export const SESSION_COOKIE = 'bn_session';

/** What the dashboard shows about upgrading. */
export const UPGRADE_TEXT =
  'Pro and Business tiers are set by the operator of this server with `bank-number keys set-tier`; ' +
  'payment is out of scope of the reference server. To upgrade, ask the operator.';

const MAX_LABEL = 100;
const CONTROL = /[\p{Cc}\p{Cs}]/u;
// Whitespace, control characters, lone surrogates, and the characters that turn an address into
// a display name, a list or a route for a mail client (`a<b@c.d>`, `a,b@c.d`): none of them
// belongs in an address typed into a sign-up form.
const NOT_IN_ADDRESS = /[\s\p{Cc}\p{Cs}<>()[\]\\,;:"]/u;

/**
 * True when `text` (already trimmed) looks like an address: at most 254 characters, one `@`, a
 * local part of 1 to 64 characters (RFC 5321 §4.5.3.1), a domain of at least two non-empty
 * labels, and no whitespace, control or delimiter characters. Whether mail reaches it is for the
 * sign-in link to show.
 */
function isEmailAddress(text: string): boolean {
  const at = text.indexOf('@');
  if (text.length > 254 || NOT_IN_ADDRESS.test(text) || at < 1 || at > 64 || text.indexOf('@', at + 1) !== -1)
    return false;
  const labels = text.slice(at + 1).split('.');
  return labels.length >= 2 && labels.every((label) => label !== '');
}

/** A JSON object with these entries; an array is not one. */
const record = <E extends v.ObjectEntries>(entries: E) =>
  v.pipe(
    v.custom<object>((value) => !Array.isArray(value)),
    v.object(entries),
  );

// The bodies: anything else is the route's own 400.
const SignUpBody = record({ email: v.pipe(v.string(), v.trim(), v.check(isEmailAddress)) });
const SignInBody = record({ token: v.string() });
const KeyBody = record({
  label: v.pipe(
    v.nullish(v.string(), ''),
    v.trim(),
    v.check((label) => !CONTROL.test(label) && [...label].length <= MAX_LABEL),
  ),
});

// The answers, as the OpenAPI document describes them (the handlers' answers satisfy them).
const Key = v.strictObject({
  id: v.string(),
  tier: Tier,
  label: v.string(),
  created: v.string(),
  last4: v.pipe(v.string(), v.description('The last four characters of the key.')),
});
const IssuedKeySchema = v.strictObject({
  ...Key.entries,
  key: v.pipe(v.string(), v.description('The key itself, shown this once only.')),
});
const RevokedKey = v.strictObject({ ...Key.entries, revoked: v.nullable(v.string()) });
const Account = v.strictObject({ tier: Tier, created: v.string() });
const UsageWindowSchema = v.strictObject({ limit: count(), remaining: count(), used: count(), reset: v.number() });
const SignUpAnswer = v.strictObject({ detail: v.string(), delivery: v.picklist(['email', 'console']) });
const SignInAnswer = v.strictObject({ account: Account, newKey: v.nullable(IssuedKeySchema) });
const SessionAnswer = v.strictObject({
  account: v.strictObject({
    ...Account.entries,
    usage: v.strictObject({ minute: UsageWindowSchema, day: UsageWindowSchema }),
  }),
  keys: v.array(Key),
  revoked: v.array(RevokedKey),
  revokedTotal: count(),
  upgrade: v.string(),
});
const KeyAnswer = v.strictObject({ key: IssuedKeySchema });
type Answer<S extends v.GenericSchema> = v.InferOutput<S>;
const RotateAnswer = v.strictObject({ key: IssuedKeySchema, revoked: v.string() });
const RevokeAnswer = v.strictObject({ revoked: v.string() });

/**
 * One endpoint of the account API, as the handlers are mounted from it and as the OpenAPI
 * document (routes/openapi.ts) describes it: its method and path under `/api/account`, the body it
 * reads, its answer, and the problems it can answer with, by status.
 */
export interface AccountOperation {
  readonly method: 'get' | 'post';
  /** Under `/api/account`, in Hono's syntax (`/keys/:id/rotate`). */
  readonly path: string;
  readonly id: string;
  readonly summary: string;
  /** Whether it reads the session cookie (and answers 401 without a live session). */
  readonly session: boolean;
  /** The JSON body it reads; `required` when an empty body is refused. */
  readonly body?: { readonly schema: v.GenericSchema; readonly required: boolean };
  readonly status: 200 | 201 | 202 | 204;
  readonly answer: string;
  readonly result?: v.GenericSchema;
  /** Whether its answer sets (or clears) the session cookie. */
  readonly setsCookie?: boolean;
  /** The problems it can answer with, by status: their codes. */
  readonly problems: Readonly<Record<number, string>>;
}

// Every POST checks the origin and the media type and reads a body of at most BODY_LIMIT bytes;
// every endpoint answers 405 to another method, and 503 when the account store fails.
const POST_PROBLEMS = {
  403: 'CROSS_SITE_REQUEST: the request comes from another site.',
  413: `BODY_TOO_LARGE: the body is over ${BODY_LIMIT / 1024} KiB.`,
  415: 'UNSUPPORTED_MEDIA_TYPE: a POST body must be application/json.',
};
const EVERY_PROBLEM = {
  405: 'METHOD_NOT_ALLOWED; `Allow` names the method.',
  503: 'ACCOUNT_STORE_UNAVAILABLE, with Retry-After.',
};
const NOT_SIGNED_IN = 'NOT_SIGNED_IN: no session cookie, or its session has ended.';
const KEY_CHANGES = 'RATE_LIMITED, with Retry-After: key creations and rotations of the account, or session checks.';
const KEY_NOT_FOUND = 'KEY_NOT_FOUND: the account has no active key with this id.';

/** The endpoints of the account API, in the order they are mounted. */
export const ACCOUNT_OPERATIONS = {
  signUp: {
    method: 'post',
    path: '/sign-up',
    id: 'accountSignUp',
    summary: 'Sends a sign-in link to an e-mail address (the same answer whether or not it has an account).',
    session: false,
    body: { schema: SignUpBody, required: true },
    status: 202,
    answer: 'The link is stored; where it goes (`delivery`) and how long it works.',
    result: SignUpAnswer,
    problems: {
      400: 'INVALID_EMAIL: not an e-mail address, or not JSON.',
      ...POST_PROBLEMS,
      ...EVERY_PROBLEM,
      429: 'RATE_LIMITED, with Retry-After: sign-up requests from this address.',
      503: 'ACCOUNT_STORE_UNAVAILABLE; MAIL_QUEUE_FULL. Both with Retry-After.',
    },
  },
  signIn: {
    method: 'post',
    path: '/sign-in',
    id: 'accountSignIn',
    summary: 'Signs in with the token of a sign-in link: starts a session (the first sign-in also issues a key).',
    session: false,
    body: { schema: SignInBody, required: true },
    status: 200,
    answer: 'The account, and its first key on its first sign-in; sets the session cookie.',
    result: SignInAnswer,
    setsCookie: true,
    problems: {
      400: 'INVALID_SIGN_IN_LINK: the token is unknown, used or expired, or the body is not JSON.',
      ...POST_PROBLEMS,
      ...EVERY_PROBLEM,
      429: 'RATE_LIMITED, with Retry-After: sign-in attempts from this address.',
    },
  },
  session: {
    method: 'get',
    path: '/session',
    id: 'accountSession',
    summary: 'The signed-in account: its tier, usage, keys, revoked keys, and how to upgrade.',
    session: true,
    status: 200,
    answer: 'The dashboard of the account.',
    result: SessionAnswer,
    problems: {
      401: NOT_SIGNED_IN,
      ...EVERY_PROBLEM,
      429: 'RATE_LIMITED, with Retry-After: reads of this account, or session checks from this address.',
    },
  },
  createKey: {
    method: 'post',
    path: '/keys',
    id: 'accountCreateKey',
    summary: 'Creates a key for the signed-in account.',
    session: true,
    body: { schema: KeyBody, required: false },
    status: 201,
    answer: 'The new key, shown this once.',
    result: KeyAnswer,
    problems: {
      400: `INVALID_LABEL: the label is not text of at most ${MAX_LABEL} characters without control characters.`,
      401: NOT_SIGNED_IN,
      409: 'TOO_MANY_KEYS: the account holds its most active keys.',
      ...POST_PROBLEMS,
      ...EVERY_PROBLEM,
      429: KEY_CHANGES,
    },
  },
  signOut: {
    method: 'post',
    path: '/sign-out',
    id: 'accountSignOut',
    summary: 'Ends the session of the cookie, if any, and clears the cookie.',
    session: false,
    body: { schema: v.unknown(), required: false },
    status: 204,
    answer: 'Signed out; the cookie is cleared.',
    setsCookie: true,
    problems: {
      400: 'INVALID_JSON: the body is not JSON.',
      ...POST_PROBLEMS,
      ...EVERY_PROBLEM,
      429: 'RATE_LIMITED, with Retry-After: session checks from this address.',
    },
  },
  rotateKey: {
    method: 'post',
    path: '/keys/:id/rotate',
    id: 'accountRotateKey',
    summary: 'Replaces an active key of the signed-in account by a new one, and revokes it.',
    session: true,
    body: { schema: v.unknown(), required: false },
    status: 201,
    answer: 'The new key, shown this once, and the id of the revoked one.',
    result: RotateAnswer,
    problems: {
      400: 'INVALID_JSON: the body is not JSON.',
      401: NOT_SIGNED_IN,
      404: KEY_NOT_FOUND,
      ...POST_PROBLEMS,
      ...EVERY_PROBLEM,
      429: KEY_CHANGES,
    },
  },
  revokeKey: {
    method: 'post',
    path: '/keys/:id/revoke',
    id: 'accountRevokeKey',
    summary: 'Revokes an active key of the signed-in account.',
    session: true,
    body: { schema: v.unknown(), required: false },
    status: 200,
    answer: 'The id of the revoked key.',
    result: RevokeAnswer,
    problems: {
      400: 'INVALID_JSON: the body is not JSON.',
      401: NOT_SIGNED_IN,
      404: KEY_NOT_FOUND,
      ...POST_PROBLEMS,
      ...EVERY_PROBLEM,
      429: 'RATE_LIMITED, with Retry-After: session checks from this address.',
    },
  },
} as const satisfies Record<string, AccountOperation>;

/** The schemas of the account API that the OpenAPI document names, under these names. */
export const ACCOUNT_COMPONENTS: Readonly<Record<string, v.GenericSchema>> = {
  AccountKey: Key,
  AccountIssuedKey: IssuedKeySchema,
  AccountRevokedKey: RevokedKey,
  Account,
  AccountSignUpAnswer: SignUpAnswer,
  AccountSignInAnswer: SignInAnswer,
  AccountSession: SessionAnswer,
  AccountKeyAnswer: KeyAnswer,
  AccountRotateAnswer: RotateAnswer,
  AccountRevokeAnswer: RevokeAnswer,
};

/**
 * The account API as a Hono app, which `createApp` mounts under `/api/account` (`app.route`): each
 * route checks the origin and the content type, and answers; any other method gets 405. Errors are
 * thrown as `ProblemError`.
 */
export function accountRoutes(state: ServerState, service: AccountService): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  const minutes = Math.round(service.linkTtlMs / 60_000);
  // Where the link goes, so that the page does not send a user to an inbox that gets nothing.
  const delivery = service.mailer.delivery ?? 'email';
  const signUpDetail =
    delivery === 'email'
      ? `If this address can receive e-mail, a sign-in link is on its way. ${linkWorks(minutes)}`
      : `This server sends no e-mail: the sign-in link is printed in its output. ${linkWorks(minutes)}`;
  const addressWindows = signUpWindows(service.signUpLimits.address);
  const emailWindows = signUpWindows(service.signUpLimits.email);
  const signInWindows = [{ name: 'sign-in-minute', seconds: 60, limit: service.actionLimits.signInPerMinute }];
  const keyChangeWindows = [
    { name: 'key-changes-minute', seconds: 60, limit: service.actionLimits.keyChangesPerMinute },
  ];
  const sessionReadWindows = [
    { name: 'session-reads-minute', seconds: 60, limit: service.actionLimits.sessionReadsPerMinute },
  ];
  const invalidEmail = () =>
    fail(
      400,
      'INVALID_EMAIL',
      'Send {"email": "<address>"} with an e-mail address (at most 254 characters, one @, a domain with a dot).',
    );
  const invalidLink = () =>
    fail(
      400,
      'INVALID_SIGN_IN_LINK',
      `This sign-in link is not valid. Links work once, within ${minutes} minutes: ask for a new one.`,
    );
  const invalidLabel = () =>
    fail(400, 'INVALID_LABEL', `A label is text of at most ${MAX_LABEL} characters, without control characters.`);
  const keyNotFound = () => fail(404, 'KEY_NOT_FOUND', 'Your account has no active key with this id.');

  /**
   * A session token without a MAC (the older format) is counted against its address's limit
   * before it reaches the store; one with a MAC is judged by it, without the store when forged.
   */
  async function admitSessionToken(c: ServerContext, token: string): Promise<void> {
    if (service.isUnsignedSessionToken(token))
      await countOwn(state, `session-look-ups:${addressOf(state, c)}`, sessionLookUpLimit);
  }

  /** The signed-in account; 401 without a live session. */
  async function signedIn(c: ServerContext): Promise<AccountRecord> {
    const token = getCookie(c, SESSION_COOKIE) ?? null;
    if (token !== null) await admitSessionToken(c, token);
    const account = token === null ? null : await service.account(token);
    if (account === null)
      throw fail(
        401,
        'NOT_SIGNED_IN',
        'You are not signed in, or your session has ended: sign in with a link from the sign-up page.',
      );
    return account;
  }

  /** The account's counters, which all its keys share, under its tier's limits, read without counting. */
  async function usageOf(account: AccountRecord, nowMs: number): Promise<{ minute: UsageWindow; day: UsageWindow }> {
    const policy = state.policies[account.tier];
    const outcome = await countBucket(state, `account:${account.id}`, policy.windows, 0, nowMs);
    const [minute, day] = windowStates({ policy, used: outcome.used, nowMs }) as [UsageWindow, UsageWindow];
    return { minute, day };
  }

  function forwardedHttps(c: ServerContext): boolean {
    const header = c.req.header('x-forwarded-proto');
    const hops = header === undefined ? 0 : trustedHops(state, c);
    return hops > 0 && trustedEntry(header as string, hops)?.toLowerCase() === 'https';
  }

  /** Whether the site is served over HTTPS, which makes the cookie `Secure`. */
  function isHttps(c: ServerContext): boolean {
    return service.publicUrl().startsWith('https:') || c.req.url.startsWith('https:') || forwardedHttps(c);
  }

  /** A request with an `Origin` must come from the site itself: its public URL, or the address it was sent to. */
  function isSameOrigin(c: ServerContext): boolean {
    const origin = c.req.header('origin');
    if (origin === undefined) return true;
    try {
      if (origin === new URL(service.publicUrl()).origin) return true;
      const url = new URL(c.req.url);
      return origin === `${forwardedHttps(c) ? 'https:' : url.protocol}//${url.host}`;
    } catch {
      return false;
    }
  }

  /** Sets the session cookie: HttpOnly, SameSite=Lax, for the whole site, `Secure` over HTTPS. */
  function sessionCookie(c: ServerContext, value: string, maxAge: number): void {
    setCookie(c, SESSION_COOKIE, value, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge, secure: isHttps(c) });
  }

  type Route<S extends v.GenericSchema> = (c: ServerContext, body: v.InferOutput<S>) => Promise<Response>;
  /**
   * A POST route: the origin, the media type, for sign-up and sign-in the address's limit, then
   * the body through `schema` (`invalid()` for a body that is not JSON or does not pass).
   */
  const post = <S extends v.GenericSchema>(
    operation: AccountOperation,
    schema: S,
    invalid: (() => ProblemError) | null,
    route: Route<S>,
  ): void => {
    const checks: MiddlewareHandler<ServerEnv>[] = [sameOrigin, jsonMediaType];
    // Sign-up and sign-in count the address before they read the body; a sign-up that could not
    // send its message is refused before it counts anything.
    if (operation === ACCOUNT_OPERATIONS.signUp) checks.push(mailRoom, signUpLimit);
    if (operation === ACCOUNT_OPERATIONS.signIn) checks.push(signInLimit);
    const problemOf = invalid === null ? undefined : () => invalid().problem;
    const options = { invalidJson: invalid ?? undefined, emptyIsObject: true };
    checks.push(jsonValidator(schema, BODY_LIMIT, problemOf, options));
    add(operation, [...checks, (c) => route(c, (c.req.valid as (target: 'json') => unknown)('json'))]);
  };
  const sameOrigin: MiddlewareHandler<ServerEnv> = async (c, next) => {
    if (!isSameOrigin(c))
      throw fail(403, 'CROSS_SITE_REQUEST', 'The account API answers requests from its own site only.');
    await next();
  };
  const mailRoom: MiddlewareHandler<ServerEnv> = async (_c, next) => {
    if (service.mailQueueFull()) throw mailQueueFull();
    await next();
  };
  const add = ({ method: lower, path }: AccountOperation, handlers: MiddlewareHandler<ServerEnv>[]): void => {
    const method = lower.toUpperCase();
    const [first, ...rest] = handlers.map(storeFailuresUnavailable) as [MiddlewareHandler<ServerEnv>];
    app.on(method, path, first, ...rest);
    app.all(path, () => {
      throw fail(405, 'METHOD_NOT_ALLOWED', `This endpoint accepts ${method}.`, {}, { Allow: method });
    });
  };

  /** Limits of the account API, each with its 429: what is limited, and when it fits again. */
  const limitOf = (windows: readonly RateLimitWindow[], what: string): OwnLimit => ({
    windows,
    refused: ({ violatedPolicies, retryAfter }) =>
      fail(
        429,
        'RATE_LIMITED',
        `Too many ${what}; retry after ${retryAfter} seconds.`,
        { violatedPolicies },
        { 'Retry-After': String(retryAfter) },
      ),
  });
  const signUpLimit = ownLimit(
    state,
    (c) => `signup-address:${addressOf(state, c)}`,
    limitOf(addressWindows, 'sign-up requests from this address'),
  );
  const signInLimit = ownLimit(
    state,
    (c) => `signin-address:${addressOf(state, c)}`,
    limitOf(signInWindows, 'sign-in attempts from this address'),
  );
  /** Key creations and rotations of the account: a write each, so they are limited per account. */
  const keyChangeLimit = limitOf(keyChangeWindows, 'key creations and rotations for this account');
  const keyChange = (account: AccountRecord): Promise<void> =>
    countOwn(state, `account-actions:${account.id}`, keyChangeLimit);
  /** Session tokens without a MAC, per client address: they reach the store. */
  const sessionLookUpLimit = limitOf(
    [{ name: 'session-look-ups-minute', seconds: 60, limit: service.actionLimits.unsignedSessionsPerMinute }],
    'session checks from this address',
  );
  /** Reads of the dashboard's session, limited per account, whichever of its sessions reads. */
  const sessionReadLimit = limitOf(sessionReadWindows, 'reads of this account');
  const sessionRead = (account: AccountRecord): Promise<void> =>
    countOwn(state, `account-reads:${account.id}`, sessionReadLimit);

  app.use(async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });

  post(ACCOUNT_OPERATIONS.signUp, SignUpBody, invalidEmail, async (c, body) => {
    // The link goes to the address the account is found by, never to another form of it.
    const email = canonicalEmail(body.email);
    if (email === null)
      throw fail(
        400,
        'INVALID_EMAIL',
        'The address has characters with another, usual form (such as the Kelvin sign for K, or full-width letters): ' +
          'type it with the usual ones.',
      );
    // The answer waits until the link is stored (503 if that fails) but never for the mail, and is
    // the same whatever happens next: it tells nobody whether the address has an account or has
    // used up its own limit.
    await service.requestSignIn(email, async (emailKey) => {
      const counted = await countBucket(
        state,
        `signup-email:${emailKey.slice(emailKey.indexOf(':') + 1)}`,
        emailWindows,
        1,
        state.clock(),
      );
      return counted.admitted;
    });
    return json(c, { detail: signUpDetail, delivery } satisfies Answer<typeof SignUpAnswer>, 202);
  });

  post(ACCOUNT_OPERATIONS.signIn, SignInBody, invalidLink, async (c, { token }) => {
    const result = await service.signIn(token);
    if (result === null) throw invalidLink();
    sessionCookie(c, result.sessionToken, Math.floor(service.sessionTtlMs / 1000));
    return json(c, {
      account: accountView(result.account),
      newKey: result.newKey === null ? null : issuedView(result.newKey),
    } satisfies Answer<typeof SignInAnswer>);
  });

  add(ACCOUNT_OPERATIONS.session, [
    async (c) => {
      const account = await signedIn(c);
      await sessionRead(account);
      const { keys, revoked, revokedTotal } = await service.keys(account.id);
      const usage = await usageOf(account, state.clock());
      const revokedViews = revoked.map((record) => ({ ...keyView(record), revoked: record.revokedAt ?? null }));
      return json(c, {
        account: { ...accountView(account), usage },
        keys: keys.map(keyView),
        revoked: revokedViews,
        revokedTotal,
        upgrade: UPGRADE_TEXT,
      } satisfies Answer<typeof SessionAnswer>);
    },
  ]);

  // The session is checked before the label.
  post(ACCOUNT_OPERATIONS.createKey, v.unknown(), invalidLabel, async (c, body) => {
    const account = await signedIn(c);
    const { label } = parsed(KeyBody, body, () => invalidLabel().problem);
    await keyChange(account);
    const issued = await service.createKey(account.id, label);
    if (issued === 'too-many') {
      const most = service.maxKeysPerAccount;
      const detail = `An account holds at most ${most} active keys: revoke one before creating another.`;
      throw fail(409, 'TOO_MANY_KEYS', detail, { title: 'Conflict' });
    }
    return json(c, { key: issuedView(issued) } satisfies Answer<typeof KeyAnswer>, 201);
  });

  post(ACCOUNT_OPERATIONS.signOut, v.unknown(), null, async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token !== undefined) {
      await admitSessionToken(c, token);
      await service.signOut(token);
    }
    sessionCookie(c, '', 0);
    return c.body(null, 204);
  });

  // Any key id is looked up, so a malformed one is a 404 like an unknown one.
  post(ACCOUNT_OPERATIONS.rotateKey, v.unknown(), null, async (c) => {
    const keyId = c.req.param('id') as string;
    const account = await signedIn(c);
    await keyChange(account);
    const issued = await service.rotateKey(account.id, keyId);
    if (issued === null) throw keyNotFound();
    return json(c, { key: issuedView(issued), revoked: keyId } satisfies Answer<typeof RotateAnswer>, 201);
  });

  post(ACCOUNT_OPERATIONS.revokeKey, v.unknown(), null, async (c) => {
    const keyId = c.req.param('id') as string;
    const account = await signedIn(c);
    if (!(await service.revokeKey(account.id, keyId))) throw keyNotFound();
    return json(c, { revoked: keyId } satisfies Answer<typeof RevokeAnswer>);
  });

  app.all('*', () => {
    throw fail(404, 'NOT_FOUND', `There is no such resource under ${ACCOUNT_API}.`);
  });
  return app;
}

/**
 * The handler, with whatever it throws that is not a problem (the store failed: the database is
 * down or cut off) answered 503 with `Retry-After`, as the public API answers for its stores.
 */
function storeFailuresUnavailable(handler: MiddlewareHandler<ServerEnv>): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    try {
      return await handler(c, next);
    } catch (error) {
      throw error instanceof ProblemError ? error : accountStoreUnavailable(error);
    }
  };
}

const fail = (
  status: number,
  code: string,
  detail: string,
  extra?: Parameters<typeof problem>[3],
  headers?: Record<string, string>,
): ProblemError => new ProblemError(problem(status, code, detail, extra), headers);

function signUpWindows(limits: SignUpWindowLimits): RateLimitWindow[] {
  return [
    { name: 'hour', seconds: 3600, limit: limits.hour },
    { name: 'day', seconds: 86_400, limit: limits.day },
  ];
}

function accountView(account: AccountRecord): Pick<AccountRecord, 'tier' | 'created'> {
  return { tier: account.tier, created: account.created };
}

/** Dashboard view of a key: never its hash, never the key itself. */
function keyView({
  id,
  tier,
  label,
  created,
  last4,
}: ApiKeyRecord): Pick<ApiKeyRecord, 'id' | 'tier' | 'label' | 'created' | 'last4'> {
  return { id, tier, label, created, last4 };
}

function issuedView(issued: IssuedKey): ReturnType<typeof keyView> & { key: string } {
  return { ...keyView(issued.record), key: issued.key };
}

/** How long a sign-in link works. */
function linkWorks(minutes: number): string {
  return `The link works once, within ${minutes} minutes.`;
}
