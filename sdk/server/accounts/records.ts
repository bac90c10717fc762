/**
 * What the embedded store keeps for accounts (docs/accounts.md): accounts, sessions and sign-in
 * links beside the API keys, in one document. No e-mail address and no token is stored in clear:
 * an account is found by an HMAC of its address, sessions and links by the SHA-256 of their token.
 * @module
 */
import type { ApiKeyRecord } from '../keys/key-store.ts';
import type { KeyTier } from '../tiers.ts';

/** An account: who owns keys issued through the dashboard. */
export interface AccountRecord {
  /** `acc_` and 16 hex digits. */
  id: string;
  /** The tier of keys the account creates from now on (`bank-number keys set-tier --email`). */
  tier: KeyTier;
  /** ISO 8601 date and time of creation, UTC. */
  created: string;
  /** `hmac-sha256:` and the hex HMAC-SHA-256 of the normalised address under the store's `secret`. */
  emailHmac: string;
}

/** A signed-in browser: the cookie's token is kept only as its hash. */
export interface SessionRecord {
  /** `sha256:` and the hex SHA-256 digest of the session token. */
  hash: string;
  /** The account's id. */
  account: string;
  /** ISO 8601 date and time after which the session no longer works, UTC. */
  expires: string;
}

/** A sign-in link that was sent and not used yet. */
export interface SignInLinkRecord {
  /** `sha256:` and the hex SHA-256 digest of the link's token. */
  hash: string;
  /** The HMAC of the address the link was sent to, as in `AccountRecord.emailHmac`. */
  emailHmac: string;
  /** ISO 8601 date and time after which the link no longer works, UTC. */
  expires: string;
}

/**
 * The whole store as one document (the key file, `.bank-number/keys.json`). Files written before
 * accounts existed have only `version` and `keys`; the other lists then read as empty. Top-level
 * fields the store does not know are kept as they are.
 */
export interface StoreData {
  version: 1;
  keys: ApiKeyRecord[];
  accounts: AccountRecord[];
  sessions: SessionRecord[];
  signInLinks: SignInLinkRecord[];
  /** The HMAC secret for e-mail addresses: random, made on the first sign-up. */
  secret?: string;
  [other: string]: unknown;
}

/**
 * Where accounts live. `update` runs its change on the current data and saves the result in one
 * step: no other change of this store comes in between, and a change that throws saves nothing.
 * Expired sessions and links are dropped on every update.
 */
export interface AccountStore {
  /** The data as it is now. A shared copy: read it, never change it. */
  read(): Promise<StoreData>;
  update<T>(change: (data: StoreData) => T): Promise<T>;
}
