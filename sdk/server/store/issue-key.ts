/**
 * Issuing a key into the store (the command line's keys: no account unless given): stored
 * (committed) as its hash before it is answered, the only time the key exists in clear.
 * @module
 */
import { generateApiKey, generateSignedApiKey, hashApiKey, randomHex } from '../keys/api-key.ts';
import type { KeyTier } from '../tiers.ts';
import { isKeyTier } from '../tiers.ts';
import type { Store } from './sql-store.ts';
import type { ApiKeyRecord } from './store.ts';

/** A key issued now and the record that stores it (without the key); `key` is the only clear copy. */
export interface IssuedKey {
  key: string;
  record: ApiKeyRecord;
}

/** A new random key and its record, hashed with `hash` (default `hashApiKey`). */
export async function issueApiKey(options: {
  tier: KeyTier;
  label: string;
  /** The owner's account id; none for keys issued on the command line. */
  account?: string | undefined;
  nowMs: number;
  hash?: ((key: string) => string | Promise<string>) | undefined;
  /** The store's key secret (`store.keySecret()`): the key carries its MAC. Without it, a key without one. */
  secret?: string | undefined;
}): Promise<IssuedKey> {
  const key = options.secret === undefined ? generateApiKey() : await generateSignedApiKey(options.secret);
  const record: ApiKeyRecord = {
    id: `key_${randomHex(8)}`,
    tier: options.tier,
    label: options.label,
    created: new Date(options.nowMs).toISOString(),
    last4: key.slice(-4),
    hash: await (options.hash ?? hashApiKey)(key),
    revoked: false,
  };
  if (options.account !== undefined) record.account = options.account;
  return { key, record };
}

/**
 * Issues a key into the store: a new random key of `tier`, stored as its hash, with the MAC of the
 * store's key secret when the store keeps one (`keySecret`).
 */
export async function issueKey(
  store: Pick<Store, 'addKey'> & Partial<Pick<Store, 'keySecret'>>,
  options: {
    tier: KeyTier;
    label?: string | undefined;
    account?: string | undefined;
    hash?: ((key: string) => string | Promise<string>) | undefined;
    nowMs?: number | undefined;
  },
): Promise<IssuedKey> {
  if (!isKeyTier(options.tier)) throw new Error(`Unknown tier: ${String(options.tier)}`);
  const secret = await store.keySecret?.();
  const issued = await issueApiKey({
    ...options,
    label: options.label ?? '',
    nowMs: options.nowMs ?? Date.now(),
    secret,
  });
  await store.addKey(issued.record);
  return issued;
}
