/**
 * What the store (sql-store.ts) keeps: API keys, accounts, sessions and sign-in links. Times are
 * ISO 8601 strings in UTC (`toISOString`). No e-mail address and no token is stored in clear: an
 * account is found by an HMAC of its address, sessions and links by the SHA-256 of their token
 * (docs/accounts.md).
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
  /** When the key was revoked; absent for an active key (and for keys revoked before this was kept). */
  revokedAt?: string | undefined;
  /** The id of the account that owns the key; absent for keys issued on the command line. */
  account?: string | undefined;
}

/** An account: who owns keys issued through the dashboard. */
export interface AccountRecord {
  /** `acc_` and 16 hex digits. */
  id: string;
  /** The tier of the account and of all its keys (`bank-number keys set-tier`). */
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
