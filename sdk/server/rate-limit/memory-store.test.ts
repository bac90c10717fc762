import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore, isHeldBucket } from './memory-store.ts';
import type { RateLimitWindow } from './store.ts';

const MINUTE: RateLimitWindow = { name: 'minute', seconds: 60, limit: 3 };
const DAY: RateLimitWindow = { name: 'day', seconds: 86_400, limit: 5 };
/** 10 s into a minute and into a day of the epoch. */
const T = 1_800_000_000_000 + 10_000 - (1_800_000_000_000 % 86_400_000);

describe('the memory rate-limit store', () => {
  it('counts a cost in every window only when all of them have room, and reads with a cost of 0', () => {
    const store = createMemoryRateLimitStore();
    expect(store.hit('ip:a', [MINUTE, DAY], 2, T)).toEqual({ admitted: true, used: [2, 2] });
    expect(store.hit('ip:a', [MINUTE, DAY], 2, T)).toEqual({ admitted: false, used: [2, 2] });
    expect(store.hit('ip:a', [MINUTE, DAY], 1, T)).toEqual({ admitted: true, used: [3, 3] });
    expect(store.hit('ip:a', [MINUTE, DAY], 0, T)).toEqual({ admitted: true, used: [3, 3] });
    expect(store.hit('ip:b', [MINUTE, DAY], 1, T)).toEqual({ admitted: true, used: [1, 1] });
  });

  it('starts a window afresh at its end, aligned to the epoch, while a longer one goes on', () => {
    const store = createMemoryRateLimitStore();
    store.hit('ip:a', [MINUTE, DAY], 3, T);
    expect(store.hit('ip:a', [MINUTE, DAY], 1, T + 49_999).admitted).toBe(false);
    expect(store.hit('ip:a', [MINUTE, DAY], 1, T + 50_000)).toEqual({ admitted: true, used: [1, 4] });
    expect(store.hit('ip:a', [MINUTE, DAY], 2, T + 60_000)).toEqual({ admitted: false, used: [1, 4] });
  });

  it('makes no bucket for a read of one it does not hold', () => {
    const store = createMemoryRateLimitStore();
    expect(store.hit('ip:a', [MINUTE], 0, T)).toEqual({ admitted: true, used: [0] });
    expect(store.size).toBe(0);
  });

  it('sweeps out buckets whose every window has ended', () => {
    const store = createMemoryRateLimitStore({ sweepEveryMs: 1000 });
    store.hit('ip:a', [MINUTE], 1, T);
    store.hit('key:k', [DAY], 1, T);
    expect(store.size).toBe(2);
    store.hit('ip:b', [MINUTE], 1, T + 60_000);
    // The minute of ip:a has ended; the day of the key has not.
    expect(store.size).toBe(2);
    expect(store.hit('key:k', [DAY], 0, T + 60_000).used).toEqual([1]);
    expect(store.hit('ip:a', [MINUTE], 0, T + 60_000).used).toEqual([0]);
  });

  it('at the cap drops the bucket of the same kind used longest ago, never a held one for an address', () => {
    const store = createMemoryRateLimitStore({ maxBuckets: 2 });
    store.hit('key:k', [MINUTE], 1, T);
    store.hit('account:1', [MINUTE], 1, T);
    store.hit('ip:a', [MINUTE], 1, T);
    store.hit('ip:b', [MINUTE], 1, T + 1);
    store.hit('ip:a', [MINUTE], 1, T + 2_000);
    store.hit('ip:c', [MINUTE], 1, T + 2_001);
    expect(store.size).toBe(4);
    expect(store.hit('ip:b', [MINUTE], 0, T + 2_002).used).toEqual([0]);
    expect(store.hit('ip:a', [MINUTE], 0, T + 2_002).used).toEqual([2]);
    expect(store.hit('key:k', [MINUTE], 0, T + 2_002).used).toEqual([1]);
    expect(store.hit('account:1', [MINUTE], 0, T + 2_002).used).toEqual([1]);
  });

  it('tells the buckets of keys and accounts from those of addresses', () => {
    expect(['key:x', 'account:x', 'account-actions:x', 'ip:1.2.3.4', 'x'].map(isHeldBucket)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('holds nothing after close', async () => {
    const store = createMemoryRateLimitStore();
    store.hit('ip:a', [MINUTE], 1, T);
    await store.close?.();
    expect(store.size).toBe(0);
    expect(store.description).toBe('memory');
  });
});
