/**
 * The server's store: API keys, accounts, sessions and sign-in links, as operations that each run
 * as one database transaction. Nothing a method answers is acknowledged before its write commits.
 * Runtime-neutral: `createSqlStore` (sql-store.ts) implements it on any Kysely database; the Node
 * openers (open.ts) give it SQLite or PostgreSQL.
 * @module
 */
import type { AccountRecord, SessionRecord, SignInLinkRecord } from '../accounts/records.ts';
import type { ApiKeyRecord } from '../keys/key-store.ts';
import type { KeyTier } from '../tiers.ts';

/** What a sign-in with a link did. */
export interface StoreSignIn {
  account: AccountRecord;
  /** True when this sign-in created the account (and its first key). */
  created: boolean;
}

/** The server's store. Times are ISO 8601 strings in UTC (`Date.prototype.toISOString`). */
export interface Store {
  /** `sqlite /path/to/bank-number.db` or `postgres host:port/db`, for start-up messages (no password). */
  readonly description: string;

  /** Stores a new key. */
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
  /** Ends a session. */
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

  /** Closes the connection(s). */
  close(): Promise<void>;
}
