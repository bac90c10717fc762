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
   * The most buckets (client addresses and keys) kept at once. Default 100 000. At the cap the
   * bucket used longest ago is dropped to make room: that client's counts start afresh, as after
   * a restart (it is served rather than refused).
   */
  maxBuckets?: number;
  /** How often buckets whose every window has ended are dropped, in ms of the store's clock. Default 60 000. */
  sweepEveryMs?: number;
}

/** The memory store: answers at once, and tells how many buckets it holds. */
export interface MemoryRateLimitStore extends RateLimitStore {
  hit(bucket: string, windows: readonly RateLimitWindow[], cost: number, nowMs: number): RateLimitOutcome;
  /** The buckets held now. */
  readonly size: number;
}

// A bucket in use is moved to the young end of the map at most this often: recent enough to keep
// active clients away from the cap's eviction, without a map write on every request.
const TOUCH_MS = 1000;

/**
 * A rate-limit store in this process's memory: the default. Exact within one process, because
 * each `hit` runs to completion before another starts (it answers at once, without a promise);
 * use the Redis store when several processes must share one limit. Its size is bounded: buckets
 * whose windows have all ended are swept out, and past `maxBuckets` the least recently used go.
 * @example const store = createMemoryRateLimitStore();
 */
export function createMemoryRateLimitStore(options: MemoryRateLimitStoreOptions = {}): MemoryRateLimitStore {
  // In order of last use (roughly: see TOUCH_MS), oldest first.
  const buckets = new Map<string, Counters>();
  const maxBuckets = Math.max(1, options.maxBuckets ?? 100_000);
  const sweepEveryMs = options.sweepEveryMs ?? 60_000;
  let sweptAt = -Infinity;

  function sweep(nowMs: number): void {
    sweptAt = nowMs;
    for (const [bucket, { ends }] of buckets) if (ends.every((end) => end <= nowMs)) buckets.delete(bucket);
  }

  return {
    description: 'memory',
    get size() {
      return buckets.size;
    },
    hit(bucket: string, windows: readonly RateLimitWindow[], cost: number, nowMs: number): RateLimitOutcome {
      if (nowMs - sweptAt >= sweepEveryMs || nowMs < sweptAt) sweep(nowMs);
      let counters = buckets.get(bucket);
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
    close: () => {
      buckets.clear();
      return Promise.resolve();
    },
  };
}
