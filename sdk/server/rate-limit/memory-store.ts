import type { RateLimitOutcome, RateLimitStore, RateLimitWindow } from './store.ts';
import { windowStart } from './store.ts';

interface Counter {
  /** Epoch ms at which this window ends and the count no longer applies. */
  end: number;
  count: number;
}

/** Options of `createMemoryRateLimitStore`. */
export interface MemoryRateLimitStoreOptions {
  /** Sweep expired counters after this many calls, so idle clients do not hold memory. Default 4096. */
  sweepEvery?: number;
}

/**
 * A rate-limit store in this process's memory: the default. Exact within one process, because
 * JavaScript runs each `hit` to completion; use the Redis store when several processes must share
 * one limit.
 * @example const store = createMemoryRateLimitStore();
 */
export function createMemoryRateLimitStore(options: MemoryRateLimitStoreOptions = {}): RateLimitStore {
  const counters = new Map<string, Counter>();
  const sweepEvery = options.sweepEvery ?? 4096;
  let calls = 0;

  function sweep(nowMs: number): void {
    for (const [key, counter] of counters) if (counter.end <= nowMs) counters.delete(key);
  }

  function hitSync(bucket: string, windows: readonly RateLimitWindow[], cost: number, nowMs: number): RateLimitOutcome {
    if (++calls >= sweepEvery) {
      calls = 0;
      sweep(nowMs);
    }
    const live: Counter[] = [];
    let admitted = true;
    for (const window of windows) {
      const key = `${bucket}\u0000${window.name}`;
      let counter = counters.get(key);
      if (counter === undefined || counter.end <= nowMs) {
        counter = { end: windowStart(window, nowMs) + window.seconds * 1000, count: 0 };
        counters.set(key, counter);
      }
      if (counter.count + cost > window.limit) admitted = false;
      live.push(counter);
    }
    const used: number[] = [];
    for (const counter of live) {
      if (admitted) counter.count += cost;
      used.push(counter.count);
    }
    return { admitted, used };
  }

  return {
    description: 'memory',
    hit: (bucket, windows, cost, nowMs) => Promise.resolve(hitSync(bucket, windows, cost, nowMs)),
    close: () => {
      counters.clear();
      return Promise.resolve();
    },
  };
}
