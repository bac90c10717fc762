import { describe, expect, it } from 'vitest';
import { BankNumberRequestError } from '../../core/errors.ts';
import { generateRoutingNumbers } from './generate.ts';
import { validateRoutingNumber } from './validate.ts';

describe('generateRoutingNumbers', () => {
  it('every generated number is valid, over many seeds', () => {
    for (let seed = 0; seed < 300; seed++) {
      for (const n of generateRoutingNumbers({ seed, count: 5 })) expect(validateRoutingNumber(n).errors).toEqual([]);
    }
  });
  it('is repeatable per seed and differs between seeds', () => {
    expect(generateRoutingNumbers({ seed: 'demo', count: 3 })).toEqual(generateRoutingNumbers({ seed: 'demo', count: 3 }));
    expect(generateRoutingNumbers({ seed: 1 })).toEqual(generateRoutingNumbers({ seed: '1' }));
    expect(generateRoutingNumbers({ seed: 1 })).not.toEqual(generateRoutingNumbers({ seed: 2 }));
  });
  it('refuses a bad count or seed with a request error', () => {
    for (const options of [{ seed: 1, count: 0 }, { seed: 1, count: 101 }, { seed: 1, count: 1.5 }, { seed: 'x'.repeat(129) }]) {
      expect(() => generateRoutingNumbers(options as never)).toThrow(BankNumberRequestError);
    }
  });
});
