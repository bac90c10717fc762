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
import type { AccountRecord, AccountStore, StoreData } from './records.ts';
import { emailHmac, generateAccountId, generateSecret, generateToken, hashToken, isWellFormedToken } from './tokens.ts';

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
  /** Where accounts, sessions, links and keys live: `createKeyFileStore(…)` or another `AccountStore`. */
  store: AccountStore;
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
 * const accounts = createAccountService({ store: keys, mailer: createConsoleMailer(), publicUrl: 'http://127.0.0.1:8787/' });
 * const handler = createHandler({ keys, accounts });
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

  async function secret(): Promise<string> {
    const known = (await store.read()).secret;
    if (known !== undefined) return known;
    const candidate = generateSecret();
    // Two first sign-ups at once agree on one secret: the first write wins.
    return store.update((data) => (data.secret ??= candidate));
  }

  function dashboardLink(token: string): string {
    const base = publicUrl();
    return `${new URL('dashboard.html', base.endsWith('/') ? base : `${base}/`).href}#token=${token}`;
  }

  async function sendLink(email: string, admit: ((emailKey: string) => boolean | Promise<boolean>) | undefined): Promise<void> {
    const emailKey = await emailHmac(await secret(), email);
    if (admit !== undefined && !(await admit(emailKey))) return;
    const token = generateToken();
    const hash = await hashToken(token);
    const expires = new Date(now() + linkTtlMs).toISOString();
    await store.update((data) => {
      data.signInLinks.push({ hash, emailHmac: emailKey, expires });
    });
    await mailer.send(signInMessage(email, dashboardLink(token), Math.round(linkTtlMs / MINUTE)));
  }

  function report(error: unknown): void {
    // The class and code only: a message could quote the address (a refused recipient, say).
    const name = error instanceof Error ? error.name : typeof error;
    const code = (error as { code?: unknown } | null)?.code;
    const line = { error: 'SIGN_IN_MAIL_NOT_SENT', cause: name, ...(typeof code === 'string' ? { code } : {}), mailer: mailer.description };
    logger?.error(JSON.stringify(line));
  }

  function liveSession(data: StoreData, hash: string, nowMs: number): AccountRecord | undefined {
    const session = data.sessions.find((s) => s.hash === hash);
    if (session === undefined || Date.parse(session.expires) <= nowMs) return undefined;
    return data.accounts.find((a) => a.id === session.account);
  }

  const activeKey = (data: StoreData, accountId: string, keyId: string): ApiKeyRecord | undefined =>
    data.keys.find((k) => k.id === keyId && k.account === accountId && !k.revoked);

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
      // A token that was never issued costs a look at the cached store, not a write.
      if (!(await store.read()).signInLinks.some((link) => link.hash === hash)) return null;
      const sessionToken = generateToken();
      const sessionHash = await hashToken(sessionToken);
      const accountId = generateAccountId();
      const firstKey = await issue('starter', 'First key', accountId);
      const nowMs = now();
      return store.update((data) => {
        const at = data.signInLinks.findIndex((link) => link.hash === hash);
        if (at === -1) return null;
        const [link] = data.signInLinks.splice(at, 1);
        if (link === undefined || Date.parse(link.expires) <= nowMs) return null;
        let account = data.accounts.find((a) => a.emailHmac === link.emailHmac);
        let newKey: IssuedKey | null = null;
        if (account === undefined) {
          account = { id: accountId, tier: 'starter', created: new Date(nowMs).toISOString(), emailHmac: link.emailHmac };
          data.accounts.push(account);
          data.keys.push(firstKey.record);
          newKey = firstKey;
        }
        data.sessions.push({ hash: sessionHash, account: account.id, expires: new Date(nowMs + sessionTtlMs).toISOString() });
        return { account: { ...account }, sessionToken, newKey };
      });
    },

    async session(sessionToken) {
      if (!isWellFormedToken(sessionToken)) return null;
      const hash = await hashToken(sessionToken);
      const data = await store.read();
      const account = liveSession(data, hash, now());
      if (account === undefined) return null;
      return { account, keys: data.keys.filter((k) => k.account === account.id && !k.revoked) };
    },

    async createKey(accountId, label) {
      // The tier is the account's as it is when the key is written; issued as Starter until then.
      const issued = await issue('starter', label, accountId);
      return store.update((data) => {
        const account = data.accounts.find((a) => a.id === accountId);
        if (account === undefined) throw new Error('No such account.');
        const active = data.keys.filter((k) => k.account === accountId && !k.revoked).length;
        if (active >= maxKeysPerAccount) return 'too-many' as const;
        issued.record.tier = account.tier;
        data.keys.push(issued.record);
        return issued;
      });
    },

    async rotateKey(accountId, keyId) {
      const issued = await issue('starter', '', accountId);
      return store.update((data) => {
        const old = activeKey(data, accountId, keyId);
        if (old === undefined) return null;
        old.revoked = true;
        issued.record.tier = old.tier;
        issued.record.label = old.label;
        data.keys.push(issued.record);
        return issued;
      });
    },

    revokeKey(accountId, keyId) {
      return store.update((data) => {
        const key = activeKey(data, accountId, keyId);
        if (key === undefined) return false;
        key.revoked = true;
        return true;
      });
    },

    async signOut(sessionToken) {
      if (!isWellFormedToken(sessionToken)) return;
      const hash = await hashToken(sessionToken);
      if (!(await store.read()).sessions.some((s) => s.hash === hash)) return;
      await store.update((data) => {
        data.sessions = data.sessions.filter((s) => s.hash !== hash);
      });
    },

    async settle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
