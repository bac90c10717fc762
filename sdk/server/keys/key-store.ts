/**
 * Keys as the handler sees them. The handler only ever asks `verify` (store/key-verifier.ts gives
 * it over the store); creating, listing and revoking keys belong to the command line and to the
 * accounts of the dashboard, through the store (store/store.ts).
 * @module
 */
import type { KeyTier } from '../tiers.ts';

/** A stored key: everything but the key itself. */
export interface ApiKeyRecord {
  id: string;
  tier: KeyTier;
  label: string;
  /** ISO 8601 date and time of creation, UTC. */
  created: string;
  /** The last four characters of the key, to tell keys apart in lists. */
  last4: string;
  /** `sha256:` and the hex SHA-256 digest of the key. */
  hash: string;
  revoked: boolean;
  /** The id of the account that owns the key; absent for keys issued on the command line. */
  account?: string;
}

/** A key that passed verification. */
export interface VerifiedKey {
  id: string;
  tier: KeyTier;
}

/**
 * What the handler needs: the tier of a presented key, or null for an unknown or revoked key.
 * A verifier may answer at once (without a promise) when it has nothing to wait for.
 */
export interface KeyVerifier {
  /**
   * `address` is the client's rate-limit bucket (`ip4:…`), so that a verifier that looks keys up
   * can limit the look-ups of one address.
   */
  verify(key: string, address?: string): VerifiedKey | null | Promise<VerifiedKey | null>;
  /**
   * Drops what the verifier remembers of a key id, after this process revoked or rotated it, so
   * that the key stops verifying here at once (other processes see it within their refresh).
   */
  forget?(id: string): void;
}
