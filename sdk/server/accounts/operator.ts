/**
 * What the operator changes by hand (`bank-number keys set-tier`): Pro and Business tiers, since
 * payment is outside the reference server.
 * @module
 */
import type { KeyTier } from '../tiers.ts';
import type { AccountStore } from './records.ts';
import { emailHmac } from './tokens.ts';

/** Sets the tier of one active key; false when there is no active key with that id. */
export function setKeyTier(store: AccountStore, keyId: string, tier: KeyTier): Promise<boolean> {
  return store.update((data) => {
    const key = data.keys.find((k) => k.id === keyId && !k.revoked);
    if (key === undefined) return false;
    key.tier = tier;
    return true;
  });
}

/**
 * Sets the tier of the account signed up with `email` (for keys it creates later) and of all its
 * active keys. Null when no account has that address.
 */
export async function setAccountTier(store: AccountStore, email: string, tier: KeyTier): Promise<{ account: string; keys: number } | null> {
  const secret = (await store.read()).secret;
  if (secret === undefined) return null;
  const hmac = await emailHmac(secret, email);
  return store.update((data) => {
    const account = data.accounts.find((a) => a.emailHmac === hmac);
    if (account === undefined) return null;
    account.tier = tier;
    let keys = 0;
    for (const key of data.keys) {
      if (key.account === account.id && !key.revoked) {
        key.tier = tier;
        keys++;
      }
    }
    return { account: account.id, keys };
  });
}
