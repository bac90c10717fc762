import type { RateLimitOutcome, RateLimitStore, RateLimitWindow } from './store.ts';
import { windowStart } from './store.ts';

/** The counters of one bucket: per window, the end of its current window and its count. */
interface Counters {
  ends: number[];
  counts: number[];
  /** When the bucket was last moved to the young end of the map. */
  touched: number;
}

/** Options of `createMemoryRateLimitStore`. */
export interface MemoryRateLimitStoreOptions {
  /**
   * The most buckets kept at once, for anonymous buckets (client addresses) and for held buckets
   * (keys and accounts: see `isHeldBucket`) each. Default 100 000. At the cap the bucket of the
   * same kind used longest ago is dropped to make room: that client's counts start afresh, as
   * after a restart (it is served rather than refused). Anonymous traffic never drops a key's or
   * an account's counts.
   */
  maxBuckets?: number;
  /** How often buckets whose every window has ended are dropped, in ms of the store's clock. Default 60 000. */
  sweepEveryMs?: number;
}

/**
 * Whether a bucket belongs to a key or an account (`key:…`, `account:…`, `account-actions:…`):
 * those are kept apart from the buckets of client addresses, which anyone can make in any number.
 */
export function isHeldBucket(bucket: string): boolean {
  return bucket.startsWith('key:') || bucket.startsWith('account');
}

/** The memory store: answers at once, and tells how many buckets it holds. */
export interface MemoryRateLimitStore extends RateLimitStore {
  hit(bucket: string, windows: readonly RateLimitWindow[], cost: number, nowMs: number): RateLimitOutcome;
  /** The buckets held now, of both kinds. */
  readonly size: number;
}

// A bucket in use is moved to the young end of the map at most this often: recent enough to keep
// active clients away from the cap's eviction, without a map write on every request.
const TOUCH_MS = 1000;

/**
 * A rate-limit store in this process's memory: the default. Exact within one process, because
 * each `hit` runs to completion before another starts (it answers at once, without a promise);
 * use the Redis store when several processes must share one limit. Its size is bounded: buckets
 * whose windows have all ended are swept out, and past `maxBuckets` the least recently used of the
 * same kind go. A read (a cost of 0) of a bucket that does not exist makes none.
 * @example const store = createMemoryRateLimitStore();
 */
export function createMemoryRateLimitStore(options: MemoryRateLimitStoreOptions = {}): MemoryRateLimitStore {
  // Per kind, in order of last use (roughly: see TOUCH_MS), oldest first.
  const anonymous = new Map<string, Counters>();
  const held = new Map<string, Counters>();
  const maxBuckets = Math.max(1, options.maxBuckets ?? 100_000);
  const sweepEveryMs = options.sweepEveryMs ?? 60_000;
  let sweptAt = -Infinity;

  function sweep(nowMs: number): void {
    sweptAt = nowMs;
    for (const buckets of [anonymous, held])
      for (const [bucket, { ends }] of buckets) if (ends.every((end) => end <= nowMs)) buckets.delete(bucket);
  }

  return {
    description: 'memory',
    get size() {
      return anonymous.size + held.size;
    },
    hit(bucket: string, windows: readonly RateLimitWindow[], cost: number, nowMs: number): RateLimitOutcome {
      if (nowMs - sweptAt >= sweepEveryMs || nowMs < sweptAt) sweep(nowMs);
      const buckets = isHeldBucket(bucket) ? held : anonymous;
      let counters = buckets.get(bucket);
      // Nothing counted yet and nothing to count: the answer is a fresh bucket's, without making one.
      if (counters === undefined && cost === 0) return { admitted: true, used: windows.map(() => 0) };
      if (counters === undefined || counters.ends.length !== windows.length) {
        if (counters === undefined && buckets.size >= maxBuckets) {
          // The oldest entry of the map is the bucket used longest ago.
          const oldest = buckets.keys().next().value;
          if (oldest !== undefined) buckets.delete(oldest);
        }
        counters = { ends: windows.map(() => 0), counts: windows.map(() => 0), touched: nowMs };
        buckets.delete(bucket);
        buckets.set(bucket, counters);
      } else if (nowMs - counters.touched >= TOUCH_MS) {
        counters.touched = nowMs;
        buckets.delete(bucket);
        buckets.set(bucket, counters);
      }
      const { ends, counts } = counters;
      let admitted = true;
      for (let i = 0; i < windows.length; i++) {
        const window = windows[i] as RateLimitWindow;
        if ((ends[i] as number) <= nowMs) {
          ends[i] = windowStart(window, nowMs) + window.seconds * 1000;
          counts[i] = 0;
        }
        if ((counts[i] as number) + cost > window.limit) admitted = false;
      }
      if (admitted && cost > 0) for (let i = 0; i < counts.length; i++) (counts[i] as number) += cost;
      return { admitted, used: counts.slice() };
    },
    ping: () => Promise.resolve(),
    close: () => {
      anonymous.clear();
      held.clear();
      return Promise.resolve();
    },
  };
}
