import { describe, expect, it } from 'vitest';
import { BankNumberRequestError } from '../../core/errors.ts';
import { generateRoutingNumber, generateRoutingNumbers } from './generate.ts';
import { validateRoutingNumber } from './validate.ts';

describe('generateRoutingNumbers', () => {
  it('every generated number is valid, over many seeds', () => {
    for (let seed = 0; seed < 300; seed++) {
      for (const n of generateRoutingNumbers({ seed, count: 5 })) expect(validateRoutingNumber(n).errors).toEqual([]);
    }
  });
  it('is repeatable per seed and differs between seeds', () => {
    expect(generateRoutingNumbers({ seed: 'demo', count: 3 })).toEqual(
      generateRoutingNumbers({ seed: 'demo', count: 3 }),
    );
    expect(generateRoutingNumber({ seed: 1 })).toEqual(generateRoutingNumber({ seed: '1' }));
    expect(generateRoutingNumber({ seed: 1 })).not.toEqual(generateRoutingNumber({ seed: 2 }));
  });
  it('gives one number as the first of a list from the same seed, and longer lists extend shorter ones', () => {
    for (const seed of [0, 'demo', 'x'.repeat(128)]) {
      const list = generateRoutingNumbers({ seed, count: 10 });
      expect(generateRoutingNumber({ seed })).toBe(list[0]);
      expect(generateRoutingNumbers({ seed, count: 4 })).toEqual(list.slice(0, 4));
    }
  });
  it('refuses a bad count or seed with a request error', () => {
    for (const options of [
      { seed: 1, count: 0 },
      { seed: 1, count: 101 },
      { seed: 1, count: 1.5 },
      { seed: 1 },
      { seed: 'x'.repeat(129), count: 1 },
    ]) {
      expect(() => generateRoutingNumbers(options as never)).toThrow(BankNumberRequestError);
    }
    expect(() => generateRoutingNumber({ seed: 'x'.repeat(129) })).toThrow(BankNumberRequestError);
  });
});
