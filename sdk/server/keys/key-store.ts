/**
 * Keys as the handler sees them: it only ever asks `verify` (store/key-verifier.ts gives it over
 * the store); creating, listing and revoking keys go through the store (store/store.ts).
 * @module
 */
import type { KeyTier } from '../tiers.ts';

/** A key that passed verification. */
export interface VerifiedKey {
  id: string;
  tier: KeyTier;
  /** The account that owns the key, whose limits it shares; absent for a key of no account. */
  account?: string | undefined;
}

/**
 * What the handler needs: the tier of a presented key, or null for an unknown or revoked key.
 * A verifier may answer at once (without a promise) when it has nothing to wait for.
 */
export interface KeyVerifier {
  /**
   * `beforeLookUp`, when given, is called before the store is asked about a key the verifier
   * holds no record of; when it throws (or its promise rejects) the store is not asked, and the
   * verification fails with its error. The handler counts the client's address there.
   */
  verify(key: string, beforeLookUp?: () => void | Promise<void>): VerifiedKey | null | Promise<VerifiedKey | null>;
}
