/**
 * Issuing a key into the store (the command line's keys: no account unless given): stored
 * (committed) as its hash before it is answered, the only time the key exists in clear.
 * @module
 */
import type { IssuedKey } from '../keys/api-key.ts';
import { issueApiKey } from '../keys/api-key.ts';
import type { KeyTier } from '../tiers.ts';
import { isKeyTier } from '../tiers.ts';
import type { Store } from './sql-store.ts';

export async function issueKey(
  store: Pick<Store, 'addKey'>,
  options: {
    tier: KeyTier;
    label?: string | undefined;
    account?: string | undefined;
    hash?: ((key: string) => string | Promise<string>) | undefined;
    nowMs?: number | undefined;
  },
): Promise<IssuedKey> {
  if (!isKeyTier(options.tier)) throw new Error(`Unknown tier: ${String(options.tier)}`);
  const issued = await issueApiKey({ ...options, label: options.label ?? '', nowMs: options.nowMs ?? Date.now() });
  await store.addKey(issued.record);
  return issued;
}
