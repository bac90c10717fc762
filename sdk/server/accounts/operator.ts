/**
 * What the operator changes by hand (`bank-number keys set-tier`): Pro and Business tiers, since
 * payment is outside the reference server.
 * @module
 */
import { canonicalEmail, emailHmac } from '../keys/api-key.ts';
import type { Store } from '../store/sql-store.ts';
import type { KeyTier } from '../tiers.ts';

/**
 * Sets the tier of an active key: of a key of no account, that key's; of a key of an account, the
 * account's and all its active keys' (an account's keys share its tier and limits). Null when
 * there is no active key with that id.
 */
export function setKeyTier(
  store: Pick<Store, 'setKeyTier'>,
  keyId: string,
  tier: KeyTier,
): Promise<{ account: string | null; keys: number } | null> {
  return store.setKeyTier(keyId, tier);
}

/**
 * Sets the tier of the account signed up with `email` and of all its active keys. Null when no
 * account has that address.
 */
export async function setAccountTier(
  store: Pick<Store, 'findEmailSecret' | 'setAccountTier'>,
  email: string,
  tier: KeyTier,
): Promise<{ account: string; keys: number } | null> {
  // An address without a canonical form cannot have signed up.
  if (canonicalEmail(email) === null) return null;
  const secret = await store.findEmailSecret();
  return secret === null ? null : store.setAccountTier(await emailHmac(secret, email), tier);
}
