/**
 * The handler's view of the store's keys: `verify` on every request, answered from memory while a
 * key's record was read less than a second ago, from the database otherwise. A key is judged
 * without the database when it cannot be one: a malformed string, a key whose checksum is wrong,
 * or a key whose MAC is not the store's key secret's. A key with the right MAC is looked up
 * whoever sends it; a key of the older format, without a MAC, only within its address's limit. A key refused at its look-up (not found, or revoked) is remembered as
 * refused for a while (`unknownMs`): keys are random, so one presented before anyone made it is
 * never made later, and a revocation is final. A valid key is read again after `refreshMs`, so a
 * revocation or a change of tier made anywhere applies within that time, and at once when made
 * through the same store object (its `onKeyChange`). Valid keys and refused ones are kept apart,
 * each in a bounded map that drops the key used longest ago: refused keys, which anyone can make
 * in any number, never push out a valid one. Nothing here depends on the client's address: a valid
 * key is never refused for what other clients did.
 * @module
 */
import { problem } from '../../core/problem.ts';
import { hashApiKey, hasApiKeyMac, isSignedApiKey, isWellFormedApiKey } from '../keys/api-key.ts';
import type { KeyVerifier, VerifiedKey } from '../keys/key-store.ts';
import { ProblemError } from '../problems.ts';
import type { Store } from './sql-store.ts';

/** Options of `createStoreKeyVerifier`. */
export interface StoreKeyVerifierOptions {
  /**
   * With `keySecret`, a key that carries a MAC is judged by it first: a forged one is refused
   * without a look-up, and a genuine one is looked up whatever its client's address did.
   */
  store: Pick<Store, 'keyByHash'> & Partial<Pick<Store, 'onKeyChange' | 'keySecret'>>;
  /**
   * The longest time a key's record read from the database is used, in ms. Default 1000: a
   * revocation applies within a second. After half of it the record is read again in the
   * background while the one in memory still answers.
   */
  refreshMs?: number | undefined;
  /** The stored form of a key; default Web Crypto. The Node adapter's `nodeHashApiKey` answers at once. */
  hash?: ((key: string) => string | Promise<string>) | undefined;
  now?: (() => number) | undefined;
  /**
   * The most valid keys kept in memory, and apart from them the most refused ones; past it the key
   * of its kind used longest ago is dropped. Default 10 000 each.
   */
  maxKeys?: number | undefined;
  /**
   * How long a key that was looked up and not found (or found revoked) is answered as refused
   * without a look-up, in ms. Default 600 000.
   */
  unknownMs?: number | undefined;
  /** How long a key read before keeps working while the database cannot be reached, in ms. Default 60 000. */
  staleMs?: number | undefined;
  /**
   * The most look-ups a second of keys this verifier holds no record of (neither valid nor refused),
   * whoever sends them; past it such a key is answered 503 `KEY_STORE_BUSY` with `Retry-After: 1`
   * without a look-up. Default 200.
   */
  newKeyLookUpsPerSecond?: number | undefined;
}

const keyStoreUnavailable = (): ProblemError =>
  new ProblemError(problem(503, 'KEY_STORE_UNAVAILABLE', 'The key store is unreachable; retry shortly.'), {
    'Retry-After': '5',
  });

const keyStoreBusy = (): ProblemError =>
  new ProblemError(
    problem(503, 'KEY_STORE_BUSY', 'Too many keys new to this server are being checked at once; retry in a second.'),
    { 'Retry-After': '1' },
  );

/** The default of `newKeyLookUpsPerSecond`. */
export const DEFAULT_NEW_KEY_LOOK_UPS_PER_SECOND = 200;

/**
 * A map of at most `max` entries that drops the one used longest ago: `get` moves an entry to the
 * young end (a Map keeps the order of insertion).
 */
class Recent<V> {
  readonly #entries = new Map<string, V>();
  readonly #max: number;
  constructor(max: number) {
    this.#max = Math.max(1, max);
  }
  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }
  /** The entry without moving it. */
  peek(key: string): V | undefined {
    return this.#entries.get(key);
  }
  set(key: string, value: V): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.#max) this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(key, value);
  }
  delete(key: string): void {
    this.#entries.delete(key);
  }
  entries(): IterableIterator<[string, V]> {
    return this.#entries.entries();
  }
}

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
  const newPerSecond = options.newKeyLookUpsPerSecond ?? DEFAULT_NEW_KEY_LOOK_UPS_PER_SECOND;
  // Keys that verified at their last look-up, by the key as presented: it lives only in this
  // process's memory, never written anywhere.
  const valid = new Recent<{ result: VerifiedKey; readAt: number }>(maxKeys);
  // Keys looked up and not found or found revoked, with the time until which they are refused.
  const refused = new Recent<number>(maxKeys);
  // One look-up per key at a time, however many requests carry it.
  const pending = new Map<string, Promise<VerifiedKey | null>>();
  // True from a look-up that failed (the database down, or past its deadline) to the next that
  // answers: meanwhile a key read in the last `staleMs` is answered from memory at once, and read
  // again beside its request, not in front of it.
  let storeFailing = false;
  // The look-ups of new keys in the current second.
  let second = -1;
  let newInSecond = 0;

  function lookUp(key: string): Promise<VerifiedKey | null> {
    let running = pending.get(key);
    if (running !== undefined) return running;
    running = (async () => {
      const readAt = now();
      let record;
      try {
        record = await store.keyByHash(await hash(key));
        storeFailing = false;
      } catch {
        // The database cannot be reached: a key read not long ago keeps its answer; others wait.
        storeFailing = true;
        const entry = valid.peek(key);
        if (entry !== undefined && readAt - entry.readAt < staleMs) return entry.result;
        throw keyStoreUnavailable();
      }
      if (record === null || record.revoked) {
        valid.delete(key);
        refused.set(key, readAt + unknownMs);
        return null;
      }
      const result = { id: record.id, tier: record.tier, account: record.account };
      valid.set(key, { result, readAt });
      return result;
    })().finally(() => pending.delete(key));
    pending.set(key, running);
    return running;
  }

  /** A look-up of a key held nowhere here: within the budget of such look-ups, else 503. */
  function lookUpNew(key: string): Promise<VerifiedKey | null> {
    if (pending.has(key)) return lookUp(key);
    const nowSecond = Math.floor(now() / 1000);
    if (nowSecond !== second) [second, newInSecond] = [nowSecond, 0];
    if (newInSecond >= newPerSecond) return Promise.reject(keyStoreBusy());
    newInSecond++;
    return lookUp(key);
  }

  // The store's key secret, read once: it never changes. Read again after a failure.
  let secret: Promise<string> | undefined;
  const keySecret = store.keySecret;
  const secretOf = (read: () => Promise<string>): Promise<string> => {
    if (secret === undefined) {
      const reading = read().catch(() => {
        if (secret === reading) secret = undefined;
        throw keyStoreUnavailable();
      });
      secret = reading;
    }
    return secret;
  };

  // Read from the start, so that the first key with a MAC does not wait for it.
  if (keySecret !== undefined) secretOf(() => keySecret.call(store)).catch(() => undefined);

  /** A key that carries a MAC: refused at once when the MAC is wrong, else looked up. */
  async function lookUpSigned(key: string, read: () => Promise<string>): Promise<VerifiedKey | null> {
    // Not remembered: the MAC costs less than a look-up in the refused keys, and forged keys,
    // which anyone can make in any number, would push out the revoked ones.
    if (!(await hasApiKeyMac(await secretOf(read), key))) return null;
    return lookUpNew(key);
  }

  // A key this process revokes, rotates or re-tiers is read again at its next use (as a key that
  // was valid, whoever sends it), and its record is no longer used while the database is down.
  store.onKeyChange?.((id) => {
    for (const [, entry] of valid.entries()) if (entry.result.id === id) entry.readAt = -Infinity;
  });

  return {
    verify(key, beforeLookUp) {
      const entry = valid.get(key);
      if (entry !== undefined) {
        const age = now() - entry.readAt;
        if (age < refreshMs) {
          // Past half its life, read it again in the background; this request is answered now.
          if (age >= refreshMs / 2 && !pending.has(key)) lookUp(key).catch(() => undefined);
          return entry.result;
        }
        // While the database fails, a key read in the last `staleMs` is answered now and read again
        // beside the request; else a key that was valid is read again first, whoever sends it.
        if (storeFailing && age < staleMs) {
          if (!pending.has(key)) lookUp(key).catch(() => undefined);
          return entry.result;
        }
        return lookUp(key);
      }
      if (!isWellFormedApiKey(key)) return null;
      const until = refused.get(key);
      if (until !== undefined) {
        if (now() < until) return null;
        refused.delete(key);
      }
      // A key with a MAC is genuine or forged whoever sends it: no limit of its address applies.
      if (keySecret !== undefined && isSignedApiKey(key)) return lookUpSigned(key, () => keySecret.call(store));
      // An older key held nowhere here: the caller's own limit first, then the budget of all callers.
      const admitted = beforeLookUp?.();
      return admitted instanceof Promise ? admitted.then(() => lookUpNew(key)) : lookUpNew(key);
    },
  };
}
