import { describe, expect, it } from 'vitest';
import { parseList, readRateLimit } from './rate-limit.ts';

describe('readRateLimit', () => {
  it('reads the X-RateLimit-* trio and joins RateLimit-Policy and RateLimit by window name', () => {
    const headers = new Headers({
      'X-RateLimit-Limit': '3',
      'X-RateLimit-Remaining': '1',
      'X-RateLimit-Reset': '1700000040',
      'RateLimit-Policy': '"minute";q=3;w=60, "day";q=40;w=86400',
      RateLimit: '"minute";r=1;t=12, "day";r=38;t=3600',
    });
    expect(readRateLimit(headers, 5)).toEqual({
      limit: 3,
      remaining: 1,
      reset: 1700000040,
      observedAt: 5,
      windows: [
        { name: 'minute', limit: 3, windowSeconds: 60, remaining: 1, resetSeconds: 12 },
        { name: 'day', limit: 40, windowSeconds: 86400, remaining: 38, resetSeconds: 3600 },
      ],
    });
  });

  it('is null without a complete trio, and has no windows without the draft headers', () => {
    expect(readRateLimit(new Headers({ 'X-RateLimit-Limit': '3', 'X-RateLimit-Remaining': '2' }))).toBeNull();
    expect(
      readRateLimit(new Headers({ 'X-RateLimit-Limit': 'x', 'X-RateLimit-Remaining': '2', 'X-RateLimit-Reset': '9' })),
    ).toBeNull();
    const state = readRateLimit(
      new Headers({ 'X-RateLimit-Limit': '3', 'X-RateLimit-Remaining': '2', 'X-RateLimit-Reset': '9' }),
    );
    expect(state?.windows).toEqual([]);
  });

  it('keeps a window named only in one of the two draft headers, with nulls for what is unknown', () => {
    const headers = new Headers({
      'X-RateLimit-Limit': '3',
      'X-RateLimit-Remaining': '2',
      'X-RateLimit-Reset': '9',
      RateLimit: '"burst";r=4;t=1',
    });
    expect(readRateLimit(headers)?.windows).toEqual([
      { name: 'burst', limit: null, windowSeconds: null, remaining: 4, resetSeconds: 1 },
    ]);
  });
});

describe('parseList', () => {
  it('reads quoted and bare names, ignores unknown and unreadable parameters, skips nameless items', () => {
    expect(
      parseList('"a,b";r=1;x="y", c;q=2;pk=:abc:, limit=5, ;r=1').map((i) => [i.name, Object.fromEntries(i.params)]),
    ).toEqual([
      ['a,b', { r: 1 }],
      ['c', { q: 2 }],
    ]);
    expect(parseList(null)).toEqual([]);
    expect(parseList('')).toEqual([]);
  });
});
