import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isCountryCode, isCountryCodeAt } from './countries.ts';

// validator.js keeps its own copy of the ISO 3166-1 list; it ships no types, hence require.
const isoModule = createRequire(import.meta.url)('validator/lib/isISO31661Alpha2.js') as
  | ((s: string) => boolean)
  | { default: (s: string) => boolean };
const isISO31661Alpha2 = typeof isoModule === 'function' ? isoModule : isoModule.default;

const pairs: string[] = [];
for (let a = 65; a <= 90; a++) for (let b = 65; b <= 90; b++) pairs.push(String.fromCharCode(a, b));

describe('isCountryCode', () => {
  it('agrees with an independent ISO 3166-1 list on all 676 letter pairs, plus XK', () => {
    const disagree = pairs.filter((cc) => isCountryCode(cc) !== (isISO31661Alpha2(cc) || cc === 'XK'));
    expect(disagree).toEqual([]);
    expect(pairs.filter(isCountryCode)).toHaveLength(250);
  });

  it('accepts the codes of 2010–2011 and Kosovo', () => {
    for (const cc of ['SS', 'BQ', 'CW', 'SX', 'XK', 'GB', 'DE', 'US', 'AX', 'GF'])
      expect(isCountryCode(cc), cc).toBe(true);
  });

  it('rejects withdrawn, reserved and user-assigned codes', () => {
    for (const cc of ['AN', 'EU', 'UN', 'EZ', 'UK', 'QO', 'ZZ', 'AA', 'XA', 'YU', 'CS', 'FX', 'SU', 'TP']) {
      expect(isCountryCode(cc), cc).toBe(false);
    }
  });

  it('takes only two uppercase ASCII letters', () => {
    for (const cc of ['de', 'De', 'D', 'DEU', '', ' DE', 'D1', '12', 'ＤＥ', 'D\u0000', '\uD83D\uDCB6']) {
      expect(isCountryCode(cc), JSON.stringify(cc)).toBe(false);
    }
    expect(isCountryCode(undefined as unknown as string)).toBe(false);
    expect(isCountryCode(42 as unknown as string)).toBe(false);
  });

  it('answers on character codes out of range without reading past the table', () => {
    expect(isCountryCodeAt(68, 69)).toBe(true);
    for (const [a, b] of [
      [64, 69],
      [91, 69],
      [68, 64],
      [68, 91],
      [NaN, 69],
      [-1, -1],
      [0x10000, 65],
    ] as const) {
      expect(isCountryCodeAt(a, b)).toBe(false);
    }
  });
});
