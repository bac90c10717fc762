/**
 * Keys as the handler sees them: it only ever asks `verify` (store/key-verifier.ts gives it over
 * the store); creating, listing and revoking keys go through the store (store/store.ts).
 * @module
 */
import type { KeyTier } from '../tiers.ts';

export type { ApiKeyRecord } from '../store/store.ts';

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
}
