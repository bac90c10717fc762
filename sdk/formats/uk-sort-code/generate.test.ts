import { describe, expect, it } from 'vitest';
import { BankNumberRequestError } from '../../core/errors.ts';
import { generateSortCode, generateSortCodes } from './generate.ts';
import { validateSortCode } from './validate.ts';

describe('generateSortCodes', () => {
  it('every generated code is valid and repeatable per seed', () => {
    for (let seed = 0; seed < 200; seed++) {
      const codes = generateSortCodes({ seed, count: 3 });
      expect(codes).toEqual(generateSortCodes({ seed, count: 3 }));
      for (const c of codes) expect(validateSortCode(c).valid).toBe(true);
    }
  });
  it('gives one code as the first of a list from the same seed, and longer lists extend shorter ones', () => {
    for (const seed of [0, 'demo', 'x'.repeat(128)]) {
      const list = generateSortCodes({ seed, count: 10 });
      expect(generateSortCode({ seed })).toBe(list[0]);
      expect(generateSortCodes({ seed, count: 4 })).toEqual(list.slice(0, 4));
    }
  });
  it('refuses a bad count or seed', () => {
    expect(() => generateSortCodes({ seed: 1, count: 500 })).toThrow(BankNumberRequestError);
    expect(() => generateSortCodes({ seed: 1 } as never)).toThrow(BankNumberRequestError);
    expect(() => generateSortCode({ seed: 'x'.repeat(129) })).toThrow(BankNumberRequestError);
  });
});
