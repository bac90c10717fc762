import { describe, expect, it } from 'vitest';
import { BankNumberRequestError } from '../../core/errors.ts';
import { generateSortCodes } from './generate.ts';
import { validateSortCode } from './validate.ts';

describe('generateSortCodes', () => {
  it('every generated code is valid and repeatable per seed', () => {
    for (let seed = 0; seed < 200; seed++) {
      const codes = generateSortCodes({ seed, count: 3 });
      expect(codes).toEqual(generateSortCodes({ seed, count: 3 }));
      for (const c of codes) expect(validateSortCode(c).valid).toBe(true);
    }
  });
  it('refuses a bad count', () => {
    expect(() => generateSortCodes({ seed: 1, count: 500 })).toThrow(BankNumberRequestError);
  });
});
