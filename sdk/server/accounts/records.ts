/**
 * What the store keeps for accounts (docs/accounts.md): accounts, sessions and sign-in links
 * beside the API keys (store/store.ts). No e-mail address and no token is stored in clear: an
 * account is found by an HMAC of its address, sessions and links by the SHA-256 of their token.
 * @module
 */
import type { KeyTier } from '../tiers.ts';

/** An account: who owns keys issued through the dashboard. */
export interface AccountRecord {
  /** `acc_` and 16 hex digits. */
  id: string;
  /** The tier of keys the account creates from now on (`bank-number keys set-tier --email`). */
  tier: KeyTier;
  /** ISO 8601 date and time of creation, UTC. */
  created: string;
  /** `hmac-sha256:` and the hex HMAC-SHA-256 of the normalised address under the store's e-mail secret. */
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
