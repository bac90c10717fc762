import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DE_METHOD_EXAMPLES_60_E4 } from '../../../../../test/vectors/de-methods-60-e4.ts';
import { METHODS_60_E4 } from './methods-60-e4.ts';
import type { GermanMethod } from './types.ts';

const pad = (account: string): string => account.padStart(10, '0');

describe('the Bundesbank methods 60 to E4 on their published examples', () => {
  for (const { method, bankCode = '00000000', valid, invalid } of DE_METHOD_EXAMPLES_60_E4) {
    const check = METHODS_60_E4[method];
    it(`method ${method}${bankCode === '00000000' ? '' : ` (bank code ${bankCode})`}`, () => {
      expect(check, `method ${method} ships`).toBeTypeOf('function');
      expect(valid.filter((a) => !check?.(pad(a), bankCode))).toEqual([]);
      expect(invalid.filter((a) => check?.(pad(a), bankCode))).toEqual([]);
    });
  }

  it('ships exactly the methods that have examples', () => {
    const examined = new Set(DE_METHOD_EXAMPLES_60_E4.map((e) => e.method));
    expect(Object.keys(METHODS_60_E4).filter((m) => !examined.has(m))).toEqual([]);
  });
});

describe('the Bundesbank methods 60 to E4 on any input', () => {
  it('reject some one-digit change of each valid example (no method accepts everything)', () => {
    for (const { method, bankCode = '00000000', valid } of DE_METHOD_EXAMPLES_60_E4) {
      const check = METHODS_60_E4[method] as GermanMethod;
      for (const account of valid.map(pad)) {
        const changes = [...account].flatMap((_, i) =>
          [...'0123456789'].map((d) => account.slice(0, i) + d + account.slice(i + 1)),
        );
        expect(
          changes.some((a) => !check(a, bankCode)),
          `${method} ${account}`,
        ).toBe(true);
      }
    }
  });

  it('answer a boolean for any 10 digits and any bank code, never throwing', () => {
    const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
    fc.assert(
      fc.property(digits(10), digits(8), (account, bankCode) => {
        for (const check of Object.values(METHODS_60_E4)) {
          expect(typeof check(account, bankCode)).toBe('boolean');
        }
      }),
    );
  });
});

describe('method 74 on 6-digit accounts', () => {
  it('raises the sum to the next half-decade (a number ending in 5): check digits 4 or 9, as in its example', () => {
    // 88840x: the products' cross sums add up to 26, so method 00 gives 4 and the next
    // half-decade, 35, gives 9 (not 30, which would give 4 again); method 04 (variant 2) gives 0.
    const check = METHODS_60_E4['74'] as GermanMethod;
    expect([...'0123456789'].filter((d) => check(`000088840${d}`, ''))).toEqual(['0', '4', '9']);
  });
});
