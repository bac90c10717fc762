/**
 * Accounts of the dashboard (docs/accounts.md): sign-in links sent by e-mail, sessions, and the
 * keys an account owns, as the HTTP routes (routes/account.ts) use them. Runtime-neutral: the
 * store, the mailer and the clock are given.
 * @module
 */
import type { IssuedKey } from '../store/issue-key.ts';
import {
  emailHmac,
  generateAccountId,
  generateSessionToken,
  generateToken,
  hashApiKey as hashToken,
  hasSessionMac,
  isSignedSessionToken,
  isWellFormedToken,
} from '../keys/api-key.ts';
import { issueApiKey } from '../store/issue-key.ts';
import { mailQueueFull } from '../problems.ts';
import type { AccountKeys, Store } from '../store/sql-store.ts';
import type { AccountRecord } from '../store/store.ts';
import type { Mailer } from './mailer.ts';
import { signInMessage } from './mailer.ts';

/**
 * How many sign-up requests are answered, per client address and per e-mail address, in fixed
 * windows aligned to the clock, as the API's: 10 an hour and 50 a day per client address; 3 an
 * hour and 10 a day per e-mail address.
 */
export const DEFAULT_SIGN_UP_LIMITS = Object.freeze({ address: { hour: 10, day: 50 }, email: { hour: 3, day: 10 } });
export type SignUpLimits = typeof DEFAULT_SIGN_UP_LIMITS;
export type SignUpWindowLimits = SignUpLimits['address'];

/**
 * The limits on the account actions: key creations and rotations a minute per account, sign-in
 * attempts (with a token) a minute per client address, reads of the session (the dashboard's
 * account and keys) a minute per account, and session cookies without a MAC (the format issued
 * before cookies carried one, or made up) a minute per client address.
 */
export interface ActionLimits {
  keyChangesPerMinute: number;
  signInPerMinute: number;
  sessionReadsPerMinute: number;
  unsignedSessionsPerMinute: number;
}
export const DEFAULT_ACTION_LIMITS: Readonly<ActionLimits> = Object.freeze({
  keyChangesPerMinute: 10,
  signInPerMinute: 20,
  sessionReadsPerMinute: 60,
  unsignedSessionsPerMinute: 60,
});

/** Options of `createAccountService`. */
export interface AccountServiceOptions {
  /**
   * Where accounts, sessions, links and keys live: `openStore(…)` (adapters/open-store.ts) or
   * `createSqlStore(…)`.
   */
  store: Store;
  mailer: Mailer;
  /**
   * The site's address as users see it (`https://bank-number.example/`); sign-in links point at
   * its `dashboard.html`, and a request's `Origin` must be its origin. A function when it is known
   * only once the server listens.
   */
  publicUrl: string | (() => string);
  /** The time in epoch milliseconds. Default `Date.now`. */
  now?: (() => number) | undefined;
  /** The stored form of a key, as the key store's `hash`. Default: Web Crypto. */
  hash?: ((key: string) => string | Promise<string>) | undefined;
  /** Where failures to send are reported, without the address or the link. Default `console`; null for none. */
  logger?: { error(line: string): void } | null | undefined;
  signUpLimits?: Partial<SignUpLimits> | undefined;
  actionLimits?: Partial<ActionLimits> | undefined;
  /** Active keys an account may hold at once. Default 10. */
  maxKeysPerAccount?: number | undefined;
  /**
   * Sign-in messages on their way at once, at most: beyond, a sign-up is refused (503 with
   * `Retry-After`) before anything is stored or counted. Default 100.
   */
  maxMailsInFlight?: number | undefined;
  /** How long a sign-in link works, in ms. Default 15 minutes. */
  linkTtlMs?: number | undefined;
  /** How long a session lasts from sign-in, in ms. Default 12 hours. */
  sessionTtlMs?: number | undefined;
}

/**
 * A signed-in account, its active keys and the keys it revoked in the last 90 days (the most recent
 * of them, and how many there are).
 */
export interface AccountSession extends AccountKeys {
  account: AccountRecord;
}

/** What a successful sign-in gives. */
export interface SignInResult {
  account: AccountRecord;
  /** The new session's token, for the cookie: it exists in clear only here. */
  sessionToken: string;
  /** The account's first key, when this sign-in created the account; else null. */
  newKey: IssuedKey | null;
}

/** The accounts of the dashboard, as `createAccountService` makes them. */
export type AccountService = ReturnType<typeof createAccountService>;

const MINUTE = 60_000;

/**
 * The accounts of the dashboard over a store and a mailer.
 * @example
 * const accounts = createAccountService({ store, mailer: createConsoleMailer(), publicUrl: 'http://127.0.0.1:8787/' });
 * const handler = createHandler({ keys: createStoreKeyVerifier({ store }), accounts });
 */
export function createAccountService(options: AccountServiceOptions) {
  const { store, mailer } = options;
  const now = options.now ?? Date.now;
  const logger = options.logger === undefined ? console : options.logger;
  const linkTtlMs = options.linkTtlMs ?? 15 * MINUTE;
  const sessionTtlMs = options.sessionTtlMs ?? 12 * 60 * MINUTE;
  const maxKeysPerAccount = options.maxKeysPerAccount ?? 10;
  const publicUrl = typeof options.publicUrl === 'function' ? options.publicUrl : () => options.publicUrl as string;
  const pending = new Set<Promise<void>>();
  const maxMailsInFlight = options.maxMailsInFlight ?? 100;
  // Sign-ups between their check and the end of their message's sending (or their refusal).
  let mailsInFlight = 0;

  // The store's key secret, read once (it never changes), again after a failure: keys carry its
  // MAC, and so do session tokens.
  let keySecret: Promise<string> | undefined;
  const secret = (): Promise<string> => {
    if (keySecret === undefined) {
      const reading = store.keySecret();
      keySecret = reading;
      reading.catch(() => {
        if (keySecret === reading) keySecret = undefined;
      });
    }
    return keySecret;
  };
  const issue = async (label: string, account: string): Promise<IssuedKey> =>
    issueApiKey({ tier: 'starter', label, account, nowMs: now(), hash: options.hash, secret: await secret() });
  /**
   * The stored form of a session token that may name a session: a token with a MAC when the MAC is
   * right, a token of the older format without one (as issued before, left to the caller's limits);
   * null for anything else, without asking the store.
   */
  const sessionHash = async (token: string): Promise<string | null> => {
    if (isSignedSessionToken(token)) return (await hasSessionMac(await secret(), token)) ? hashToken(token) : null;
    return isWellFormedToken(token) ? hashToken(token) : null;
  };
  const iso = (ms: number): string => new Date(ms).toISOString();

  /** Stores a sign-in link for `email` once `admit` agrees; the link, or null when not admitted. */
  async function storeLink(
    email: string,
    admit: ((emailKey: string) => boolean | Promise<boolean>) | undefined,
  ): Promise<string | null> {
    const emailKey = await emailHmac(await store.emailSecret(), email);
    const token = generateToken();
    const hash = await hashToken(token);
    const nowMs = now();
    if (admit !== undefined && !(await admit(emailKey))) {
      // Not admitted: the same write a stored link makes, but the insert (expired links and
      // sessions deleted, in a transaction committed to disk), so that the time of the answer does
      // not tell whether the address used up its limit.
      await store.deleteExpired(iso(nowMs));
      return null;
    }
    // The link is stored (committed) before the message that carries it is sent.
    await store.addSignInLink({ hash, emailHmac: emailKey, expires: iso(nowMs + linkTtlMs) }, iso(nowMs));
    const base = publicUrl();
    return `${new URL('dashboard.html', base.endsWith('/') ? base : `${base}/`).href}#token=${token}`;
  }

  function report(error: unknown): void {
    // The class and code only: a message could quote the address (a refused recipient, say).
    const name = error instanceof Error ? error.name : typeof error;
    const code = (error as { code?: unknown } | null)?.code;
    const line = {
      error: 'SIGN_IN_MAIL_NOT_SENT',
      cause: name,
      ...(typeof code === 'string' ? { code } : {}),
      mailer: mailer.description,
    };
    logger?.error(JSON.stringify(line));
  }

  return {
    mailer,
    signUpLimits: { ...DEFAULT_SIGN_UP_LIMITS, ...options.signUpLimits },
    actionLimits: { ...DEFAULT_ACTION_LIMITS, ...options.actionLimits },
    maxKeysPerAccount,
    linkTtlMs,
    sessionTtlMs,
    /** The site's address as users see it. */
    publicUrl,

    /** True when as many messages are on their way as may be: a sign-up now would be refused. */
    mailQueueFull(): boolean {
      return mailsInFlight >= maxMailsInFlight;
    },

    /**
     * Stores a sign-in link for `email`, once `admit` (given the address's HMAC, e.g. to count it
     * against a limit) agrees, and sends it in the background. Resolves once the link is stored
     * (or was not admitted) and fails when it cannot be stored; never waits for the mail, whose
     * failures are logged without the address or the link. With `maxMailsInFlight` messages on
     * their way, fails at once (503 `MAIL_QUEUE_FULL`), before `admit` is asked or a link stored.
     */
    async requestSignIn(email: string, admit?: (emailKey: string) => boolean | Promise<boolean>): Promise<void> {
      if (mailsInFlight >= maxMailsInFlight) throw mailQueueFull();
      mailsInFlight++;
      let link: string | null;
      try {
        link = await storeLink(email, admit);
      } catch (error) {
        mailsInFlight--;
        throw error;
      }
      if (link === null) {
        mailsInFlight--;
        return;
      }
      // The message is made and handed over once the answer is on its way, not in front of it.
      const task = new Promise<void>((resolve) => setTimeout(resolve, 0))
        .then(() => mailer.send(signInMessage(email, link, Math.round(linkTtlMs / MINUTE))))
        .catch(report)
        .finally(() => mailsInFlight--);
      pending.add(task);
      void task.finally(() => pending.delete(task));
    },

    /**
     * Uses a sign-in link's token (at most once, within its lifetime): opens a session, and on the
     * address's first sign-in creates its account and first key. Null for an unknown, expired or
     * used token.
     */
    async signIn(token: string): Promise<SignInResult | null> {
      if (!isWellFormedToken(token)) return null;
      const sessionToken = await generateSessionToken(await secret());
      const accountId = generateAccountId();
      const firstKey = await issue('First key', accountId);
      const nowMs = now();
      const result = await store.signIn({
        linkHash: await hashToken(token),
        now: iso(nowMs),
        newAccount: { id: accountId, tier: 'starter', created: iso(nowMs) },
        firstKey: firstKey.record,
        session: { hash: await hashToken(sessionToken), expires: iso(nowMs + sessionTtlMs) },
      });
      if (result === null) return null;
      return { account: result.account, sessionToken, newKey: result.created ? firstKey : null };
    },

    /** The account of a live session, its active keys and its recently revoked ones; null for any other token. */
    async session(sessionToken: string): Promise<AccountSession | null> {
      const hash = await sessionHash(sessionToken);
      return hash === null ? null : store.session(hash, iso(now()));
    },

    /** The account of a live session alone; null for any other token. */
    async account(sessionToken: string): Promise<AccountRecord | null> {
      const hash = await sessionHash(sessionToken);
      return hash === null ? null : store.sessionAccount(hash, iso(now()));
    },

    /**
     * True for a session token that would reach the store without a MAC to vouch for it (the
     * format issued before tokens carried one): the caller counts it against its address first.
     */
    isUnsignedSessionToken(sessionToken: string): boolean {
      return isWellFormedToken(sessionToken);
    },

    /** The account's active keys and its recently revoked ones (`AccountKeys`). */
    keys(accountId: string): Promise<AccountKeys> {
      return store.accountKeys(accountId, iso(now()));
    },

    /** A new key of the account's tier; `too-many` when the account holds the most keys it may. */
    async createKey(accountId: string, label: string): Promise<IssuedKey | 'too-many'> {
      // The tier is the account's as it is when the key is written; issued as Starter until then.
      const issued = await issue(label, accountId);
      const stored = await store.addAccountKey(accountId, issued.record, maxKeysPerAccount);
      if (stored === null) throw new Error('No such account.');
      return stored === 'too-many' ? stored : { key: issued.key, record: stored };
    },

    /**
     * A new key with the old one's tier and label, the old one revoked; null unless it is an active
     * key of the account.
     */
    async rotateKey(accountId: string, keyId: string): Promise<IssuedKey | null> {
      const issued = await issue('', accountId);
      const stored = await store.rotateKey(accountId, keyId, issued.record);
      return stored === null ? null : { key: issued.key, record: stored };
    },

    /** Revokes an active key of the account; false for any other id. */
    revokeKey(accountId: string, keyId: string): Promise<boolean> {
      return store.revokeKey(keyId, accountId, iso(now()));
    },

    async signOut(sessionToken: string): Promise<void> {
      const hash = await sessionHash(sessionToken);
      if (hash !== null) await store.endSession(hash);
    },

    /** Resolves once the messages being sent now are sent (or have failed). */
    async settle(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
