/**
 * The server's store: API keys, accounts, sessions and sign-in links, as operations that each run
 * as one database transaction. Nothing a method answers is acknowledged before its write commits.
 * Runtime-neutral: `createSqlStore` (sql-store.ts) implements it on any Kysely database; the Node
 * openers (open.ts) give it SQLite or PostgreSQL. Times are ISO 8601 strings in UTC
 * (`toISOString`). No e-mail address and no token is stored in clear: an account is found by an
 * HMAC of its address, sessions and links by the SHA-256 of their token (docs/accounts.md).
 * @module
 */
import type { KeyTier } from '../tiers.ts';

/** A stored key: everything but the key itself. */
export interface ApiKeyRecord {
  id: string;
  tier: KeyTier;
  label: string;
  created: string;
  /** The last four characters of the key, to tell keys apart in lists. */
  last4: string;
  /** `sha256:` and the hex SHA-256 digest of the key. */
  hash: string;
  revoked: boolean;
  /** The id of the account that owns the key; absent for keys issued on the command line. */
  account?: string | undefined;
}

/** An account: who owns keys issued through the dashboard. */
export interface AccountRecord {
  /** `acc_` and 16 hex digits. */
  id: string;
  /** The tier of keys the account creates from now on (`bank-number keys set-tier --email`). */
  tier: KeyTier;
  created: string;
  /** `hmac-sha256:` and the hex HMAC-SHA-256 of the normalised address under the store's e-mail secret. */
  emailHmac: string;
}

/** A signed-in browser: the cookie's token is kept only as its hash (`sha256:…`). */
export interface SessionRecord {
  hash: string;
  /** The account's id. */
  account: string;
  expires: string;
}

/** A sign-in link that was sent and not used yet, by the hash of its token. */
export interface SignInLinkRecord {
  hash: string;
  /** The HMAC of the address the link was sent to, as in `AccountRecord.emailHmac`. */
  emailHmac: string;
  expires: string;
}

/** What a sign-in with a link did. */
export interface StoreSignIn {
  account: AccountRecord;
  /** True when this sign-in created the account (and its first key). */
  created: boolean;
}

/** The server's store. */
export interface Store {
  /** `sqlite /path/to/bank-number.db` or `postgres host:port/db`, for start-up messages (no password). */
  readonly description: string;
  /**
   * Calls `listener` with the id of each key this store object revokes, rotates or re-tiers,
   * once the change is committed; answers a function that stops the calls.
   */
  onKeyChange(listener: (id: string) => void): () => void;

  addKey(record: ApiKeyRecord): Promise<void>;
  /** The key with that stored hash (`sha256:…`), revoked or not; null when there is none. */
  keyByHash(hash: string): Promise<ApiKeyRecord | null>;
  /** Every key, oldest first. */
  listKeys(): Promise<ApiKeyRecord[]>;
  /**
   * Revokes a key. Without `account`: any key with that id (true even if it was revoked already);
   * with it: only an active key of that account. False when nothing matched.
   */
  revokeKey(id: string, account?: string): Promise<boolean>;
  /** Sets the tier of an active key; false when there is no active key with that id. */
  setKeyTier(id: string, tier: KeyTier): Promise<boolean>;

  /** The HMAC secret for e-mail addresses, made (once, whoever asks first) when there is none. */
  emailSecret(): Promise<string>;
  /** The secret when one was made; null before the first sign-up. */
  findEmailSecret(): Promise<string | null>;
  /** Stores a sign-in link that was sent; links and sessions past their expiry at `now` are deleted. */
  addSignInLink(link: SignInLinkRecord, now: string): Promise<void>;
  /**
   * Uses a sign-in link, at most once: deletes it and, when it was still live at `now`, opens
   * `session` for the account of its address, creating that account (`newAccount`, with its
   * e-mail HMAC taken from the link) and its first key (`firstKey`) on the address's first sign-in.
   * Null for an unknown, used or expired link.
   */
  signIn(input: { linkHash: string; now: string; newAccount: Omit<AccountRecord, 'emailHmac'>; firstKey: ApiKeyRecord; session: Omit<SessionRecord, 'account'> }): Promise<StoreSignIn | null>;
  /** The account of a session live at `now`, and its active keys; null for any other hash. */
  session(hash: string, now: string): Promise<{ account: AccountRecord; keys: ApiKeyRecord[] } | null>;
  endSession(hash: string): Promise<void>;
  /**
   * Stores a new key of the account, with the account's tier as it is when the key is written;
   * `too-many` when the account already holds `max` active keys, null when there is no such account.
   */
  addAccountKey(accountId: string, record: ApiKeyRecord, max: number): Promise<ApiKeyRecord | 'too-many' | null>;
  /**
   * Revokes an active key of the account and stores `record` in its place, with the old key's
   * tier and label; null unless `keyId` is an active key of the account.
   */
  rotateKey(accountId: string, keyId: string, record: ApiKeyRecord): Promise<ApiKeyRecord | null>;
  /** Sets the tier of the account with that e-mail HMAC and of its active keys; null when there is none. */
  setAccountTier(emailHmac: string, tier: KeyTier): Promise<{ account: string; keys: number } | null>;
  /** Deletes sessions and sign-in links past their expiry at `now`; answers how many. */
  deleteExpired(now: string): Promise<number>;
  close(): Promise<void>;
}
