import type { RateLimitOutcome, RateLimitStore, RateLimitWindow } from './store.ts';
import { windowStart } from './store.ts';

/** The counters of one bucket: per window, the end of its current window and its count. */
interface Counters {
  ends: number[];
  counts: number[];
}

/** Options of `createMemoryRateLimitStore`. */
export interface MemoryRateLimitStoreOptions {
  /** Sweep buckets whose windows have all ended after this many calls, so idle clients do not hold memory. Default 4096. */
  sweepEvery?: number;
}

/**
 * A rate-limit store in this process's memory: the default. Exact within one process, because
 * each `hit` runs to completion before another starts (it answers at once, without a promise);
 * use the Redis store when several processes must share one limit.
 * @example const store = createMemoryRateLimitStore();
 */
export function createMemoryRateLimitStore(options: MemoryRateLimitStoreOptions = {}): RateLimitStore {
  const buckets = new Map<string, Counters>();
  const sweepEvery = options.sweepEvery ?? 4096;
  let calls = 0;

  function sweep(nowMs: number): void {
    for (const [bucket, { ends }] of buckets) if (ends.every((end) => end <= nowMs)) buckets.delete(bucket);
  }

  return {
    description: 'memory',
    hit(bucket: string, windows: readonly RateLimitWindow[], cost: number, nowMs: number): RateLimitOutcome {
      if (++calls >= sweepEvery) {
        calls = 0;
        sweep(nowMs);
      }
      let counters = buckets.get(bucket);
      if (counters === undefined || counters.ends.length !== windows.length) {
        counters = { ends: windows.map(() => 0), counts: windows.map(() => 0) };
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
