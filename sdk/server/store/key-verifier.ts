/**
 * The handler's view of the store's keys: `verify` on every request, answered from memory while a
 * key's record was read less than a second ago, from the database otherwise. A key is judged
 * without the database when it cannot be one: a malformed string, or a key of the current format
 * whose checksum is wrong. A key that was looked up and not found is remembered as unknown for a
 * while (`unknownMs`): keys are random, so one presented before anyone made it is never made
 * later. A key known here is read again after `refreshMs`, so a revocation or a change of tier
 * made anywhere applies within that time, and at once when made through the same store object
 * (its `onKeyChange`). Nothing here depends on the client's address: a valid key is never refused
 * for what other clients did.
 * @module
 */
import { problem } from '../../core/problem.ts';
import { hashApiKey, isWellFormedApiKey } from '../keys/api-key.ts';
import type { KeyVerifier, VerifiedKey } from '../keys/key-store.ts';
import { ProblemError } from '../problems.ts';
import type { Store } from './sql-store.ts';

/** Options of `createStoreKeyVerifier`. */
export interface StoreKeyVerifierOptions {
  store: Pick<Store, 'keyByHash'> & Partial<Pick<Store, 'onKeyChange'>>;
  /**
   * The longest time a key's record read from the database is used, in ms. Default 1000: a
   * revocation applies within a second. After half of it the record is read again in the
   * background while the one in memory still answers.
   */
  refreshMs?: number | undefined;
  /** The stored form of a key; default Web Crypto. The Node adapter's `nodeHashApiKey` answers at once. */
  hash?: ((key: string) => string | Promise<string>) | undefined;
  now?: (() => number) | undefined;
  /** The most keys kept in memory; more start the list afresh. Default 10 000. */
  maxKeys?: number | undefined;
  /**
   * How long a key that was looked up and not found is answered as unknown without a look-up, in ms.
   * Default 600 000.
   */
  unknownMs?: number | undefined;
  /** How long a key read before keeps working while the database cannot be reached, in ms. Default 60 000. */
  staleMs?: number | undefined;
}

const keyStoreUnavailable = (): ProblemError =>
  new ProblemError(problem(503, 'KEY_STORE_UNAVAILABLE', 'The key store is unreachable; retry shortly.'), {
    'Retry-After': '5',
  });

/**
 * A `KeyVerifier` over the store.
 * @example const keys = createStoreKeyVerifier({ store, hash: nodeHashApiKey });
 */
export function createStoreKeyVerifier(options: StoreKeyVerifierOptions): KeyVerifier {
  const { store } = options;
  const refreshMs = options.refreshMs ?? 1000;
  const hash = options.hash ?? hashApiKey;
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 10_000;
  const unknownMs = options.unknownMs ?? 600_000;
  const staleMs = options.staleMs ?? 60_000;
  // Keys looked up and not found, with the time until which they are answered as unknown.
  let unknown = new Map<string, number>();
  // Keys that verified (or were revoked) at their last look-up, by the key as presented: it lives
  // only in this process's memory, never written anywhere.
  let known = new Map<string, { result: VerifiedKey | null; readAt: number }>();
  // One look-up per key at a time, however many requests carry it.
  const pending = new Map<string, Promise<VerifiedKey | null>>();

  function lookUp(key: string): Promise<VerifiedKey | null> {
    let running = pending.get(key);
    if (running !== undefined) return running;
    running = (async () => {
      const readAt = now();
      let record;
      try {
        record = await store.keyByHash(await hash(key));
      } catch {
        // The database cannot be reached: a key read not long ago keeps its answer; others wait.
        const entry = known.get(key);
        if (entry !== undefined && readAt - entry.readAt < staleMs) return entry.result;
        throw keyStoreUnavailable();
      }
      const result =
        record === null || record.revoked ? null : { id: record.id, tier: record.tier, account: record.account };
      if (record !== null) {
        if (known.size >= maxKeys && !known.has(key)) known = new Map();
        known.set(key, { result, readAt });
      } else {
        known.delete(key);
        if (unknown.size >= maxKeys) unknown = new Map();
        unknown.set(key, readAt + unknownMs);
      }
      return result;
    })().finally(() => pending.delete(key));
    pending.set(key, running);
    return running;
  }

  // A key this process revokes, rotates or re-tiers is read again at its next use.
  store.onKeyChange?.((id) => {
    for (const [key, entry] of known) if (entry.result?.id === id) known.delete(key);
  });

  return {
    verify(key) {
      const entry = known.get(key);
      if (entry !== undefined) {
        const age = now() - entry.readAt;
        if (age < refreshMs) {
          // Past half its life, read it again in the background; this request is answered now.
          if (age >= refreshMs / 2 && !pending.has(key)) lookUp(key).catch(() => undefined);
          return entry.result;
        }
      }
      if (!isWellFormedApiKey(key)) return null;
      const until = unknown.get(key);
      if (until !== undefined) {
        if (now() < until) return null;
        unknown.delete(key);
      }
      return lookUp(key);
    },
  };
}
