/**
 * Accounts of the dashboard (docs/accounts.md): sign-in links sent by e-mail, sessions, and the
 * keys an account owns. Runtime-neutral: the store, the mailer and the clock are given.
 * @module
 */
import type { IssuedKey } from '../keys/api-key.ts';
import { issueApiKey } from '../keys/api-key.ts';
import type { ApiKeyRecord } from '../keys/key-store.ts';
import type { Mailer } from './mailer.ts';
import { signInMessage } from './mailer.ts';
import type { Store } from '../store/store.ts';
import type { AccountRecord } from './records.ts';
import { emailHmac, generateAccountId, generateToken, hashToken, isWellFormedToken } from './tokens.ts';

/** Requests per window; `hour` and `day` are fixed windows aligned to the clock, as the API's. */
export interface SignUpWindowLimits {
  hour: number;
  day: number;
}

/** How many sign-up requests are answered: per client address, and per e-mail address. */
export interface SignUpLimits {
  address: SignUpWindowLimits;
  email: SignUpWindowLimits;
}

/** 10 an hour and 50 a day per client address; 3 an hour and 10 a day per e-mail address. */
export const DEFAULT_SIGN_UP_LIMITS: Readonly<SignUpLimits> = {
  address: { hour: 10, day: 50 },
  email: { hour: 3, day: 10 },
};

/** Options of `createAccountService`. */
export interface AccountServiceOptions {
  /** Where accounts, sessions, links and keys live: `openStore(…)` (store/open.ts) or `createSqlStore(…)`. */
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
  /** Active keys an account may hold at once. Default 10. */
  maxKeysPerAccount?: number | undefined;
  /** How long a sign-in link works, in ms. Default 15 minutes. */
  linkTtlMs?: number | undefined;
  /** How long a session lasts from sign-in, in ms. Default 12 hours. */
  sessionTtlMs?: number | undefined;
}

/** A signed-in account and its active keys. */
export interface AccountSession {
  account: AccountRecord;
  keys: ApiKeyRecord[];
}

/** What a successful sign-in gives. */
export interface SignInResult {
  account: AccountRecord;
  /** The new session's token, for the cookie: it exists in clear only here. */
  sessionToken: string;
  /** The account's first key, when this sign-in created the account; else null. */
  newKey: IssuedKey | null;
}

/** The accounts of the dashboard, as the HTTP routes (routes/account.ts) use them. */
export interface AccountService {
  readonly mailer: Mailer;
  readonly signUpLimits: Readonly<SignUpLimits>;
  readonly maxKeysPerAccount: number;
  readonly linkTtlMs: number;
  readonly sessionTtlMs: number;
  /** The site's address as users see it. */
  publicUrl(): string;
  /**
   * Sends a sign-in link to `email` in the background, once `admit` (given the address's HMAC,
   * e.g. to count it against a limit) agrees. Never throws and never waits: failures are logged
   * without the address or the link.
   */
  requestSignIn(email: string, admit?: (emailKey: string) => boolean | Promise<boolean>): void;
  /**
   * Uses a sign-in link's token (at most once, within its lifetime): opens a session, and on the
   * address's first sign-in creates its account and first key. Null for an unknown, expired or
   * used token.
   */
  signIn(token: string): Promise<SignInResult | null>;
  /** The account of a live session and its active keys; null for any other token. */
  session(sessionToken: string): Promise<AccountSession | null>;
  /** A new key of the account's tier; `too-many` when the account holds the most keys it may. */
  createKey(accountId: string, label: string): Promise<IssuedKey | 'too-many'>;
  /** A new key with the old one's tier and label, the old one revoked; null unless it is an active key of the account. */
  rotateKey(accountId: string, keyId: string): Promise<IssuedKey | null>;
  /** Revokes an active key of the account; false for any other id. */
  revokeKey(accountId: string, keyId: string): Promise<boolean>;
  /** Ends a session. */
  signOut(sessionToken: string): Promise<void>;
  /** Resolves once the messages being sent now are sent (or have failed). */
  settle(): Promise<void>;
}

const MINUTE = 60_000;

/**
 * The accounts of the dashboard over a store and a mailer.
 * @example
 * const accounts = createAccountService({ store, mailer: createConsoleMailer(), publicUrl: 'http://127.0.0.1:8787/' });
 * const handler = createHandler({ keys: createStoreKeyVerifier({ store }), accounts });
 */
export function createAccountService(options: AccountServiceOptions): AccountService {
  const { store, mailer } = options;
  const now = options.now ?? Date.now;
  const logger = options.logger === undefined ? console : options.logger;
  const linkTtlMs = options.linkTtlMs ?? 15 * MINUTE;
  const sessionTtlMs = options.sessionTtlMs ?? 12 * 60 * MINUTE;
  const maxKeysPerAccount = options.maxKeysPerAccount ?? 10;
  const signUpLimits: SignUpLimits = { ...DEFAULT_SIGN_UP_LIMITS, ...options.signUpLimits };
  const publicUrl = typeof options.publicUrl === 'function' ? options.publicUrl : () => options.publicUrl as string;
  const pending = new Set<Promise<void>>();

  const issue = (tier: AccountRecord['tier'], label: string, account: string): Promise<IssuedKey> =>
    issueApiKey({ tier, label, account, nowMs: now(), hash: options.hash });
  const iso = (ms: number): string => new Date(ms).toISOString();

  function dashboardLink(token: string): string {
    const base = publicUrl();
    return `${new URL('dashboard.html', base.endsWith('/') ? base : `${base}/`).href}#token=${token}`;
  }

  async function sendLink(email: string, admit: ((emailKey: string) => boolean | Promise<boolean>) | undefined): Promise<void> {
    const emailKey = await emailHmac(await store.emailSecret(), email);
    if (admit !== undefined && !(await admit(emailKey))) return;
    const token = generateToken();
    const hash = await hashToken(token);
    const nowMs = now();
    // The link is stored (committed) before the message that carries it is sent.
    await store.addSignInLink({ hash, emailHmac: emailKey, expires: iso(nowMs + linkTtlMs) }, iso(nowMs));
    await mailer.send(signInMessage(email, dashboardLink(token), Math.round(linkTtlMs / MINUTE)));
  }

  function report(error: unknown): void {
    // The class and code only: a message could quote the address (a refused recipient, say).
    const name = error instanceof Error ? error.name : typeof error;
    const code = (error as { code?: unknown } | null)?.code;
    const line = { error: 'SIGN_IN_MAIL_NOT_SENT', cause: name, ...(typeof code === 'string' ? { code } : {}), mailer: mailer.description };
    logger?.error(JSON.stringify(line));
  }

  return {
    mailer,
    signUpLimits,
    maxKeysPerAccount,
    linkTtlMs,
    sessionTtlMs,
    publicUrl,

    requestSignIn(email, admit) {
      const task = sendLink(email, admit).catch(report);
      pending.add(task);
      void task.finally(() => pending.delete(task));
    },

    async signIn(token) {
      if (!isWellFormedToken(token)) return null;
      const hash = await hashToken(token);
      const sessionToken = generateToken();
      const sessionHash = await hashToken(sessionToken);
      const accountId = generateAccountId();
      const firstKey = await issue('starter', 'First key', accountId);
      const nowMs = now();
      const result = await store.signIn({
        linkHash: hash,
        now: iso(nowMs),
        newAccount: { id: accountId, tier: 'starter', created: iso(nowMs) },
        firstKey: firstKey.record,
        session: { hash: sessionHash, expires: iso(nowMs + sessionTtlMs) },
      });
      if (result === null) return null;
      return { account: result.account, sessionToken, newKey: result.created ? firstKey : null };
    },

    async session(sessionToken) {
      if (!isWellFormedToken(sessionToken)) return null;
      return store.session(await hashToken(sessionToken), iso(now()));
    },

    async createKey(accountId, label) {
      // The tier is the account's as it is when the key is written; issued as Starter until then.
      const issued = await issue('starter', label, accountId);
      const stored = await store.addAccountKey(accountId, issued.record, maxKeysPerAccount);
      if (stored === null) throw new Error('No such account.');
      if (stored === 'too-many') return stored;
      return { key: issued.key, record: stored };
    },

    async rotateKey(accountId, keyId) {
      const issued = await issue('starter', '', accountId);
      const stored = await store.rotateKey(accountId, keyId, issued.record);
      return stored === null ? null : { key: issued.key, record: stored };
    },

    revokeKey(accountId, keyId) {
      return store.revokeKey(keyId, accountId);
    },

    async signOut(sessionToken) {
      if (!isWellFormedToken(sessionToken)) return;
      await store.endSession(await hashToken(sessionToken));
    },

    async settle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
