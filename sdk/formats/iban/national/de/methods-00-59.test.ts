import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DE_METHOD_EXAMPLES_00_59 } from '../../../../../test/vectors/de-methods-00-59.ts';
import { METHODS_00_59 } from './methods-00-59.ts';

const IDS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0')).filter((id) => id !== '12');

describe('METHODS_00_59', () => {
  it('has every method from 00 to 59 but 12, which the Bundesbank has not assigned', () => {
    expect(Object.keys(METHODS_00_59).sort()).toEqual(IDS);
  });

  for (const example of DE_METHOD_EXAMPLES_00_59) {
    const { method, bankCode = '00000000', source } = example;
    it(`method ${method}: the ${source} examples${example.bankCode ? ` at bank code ${bankCode}` : ''}`, () => {
      const check = METHODS_00_59[method];
      expect(check).toBeDefined();
      for (const account of example.valid)
        expect([account, check?.(account.padStart(10, '0'), bankCode)]).toEqual([account, true]);
      for (const account of example.invalid)
        expect([account, check?.(account.padStart(10, '0'), bankCode)]).toEqual([account, false]);
    });
  }

  // 09 checks nothing; for 35 and 54 the Bundesbank publishes right account numbers only.
  const RIGHT_ONLY = ['09', '35', '54'];

  it('every method that checks something has a valid and an invalid example', () => {
    for (const id of IDS) {
      const examples = DE_METHOD_EXAMPLES_00_59.filter((e) => e.method === id);
      expect([id, examples.some((e) => e.valid.length > 0)]).toEqual([id, true]);
      if (!RIGHT_ONLY.includes(id)) expect([id, examples.some((e) => e.invalid.length > 0)]).toEqual([id, true]);
    }
  });

  it('methods 35 and 54 refuse each Bundesbank example with any other check digit', () => {
    for (const id of ['35', '54']) {
      for (const e of DE_METHOD_EXAMPLES_00_59.filter((x) => x.method === id && x.source === 'bundesbank')) {
        for (const account of e.valid) {
          const padded = account.padStart(10, '0');
          for (let d = 0; d < 10; d++) {
            const changed = `${padded.slice(0, 9)}${d}`;
            if (changed !== padded)
              expect([id, changed, METHODS_00_59[id]?.(changed, '00000000')]).toEqual([id, changed, false]);
          }
        }
      }
    }
  });

  it('every method answers a boolean for any 10 digits and bank code, and never throws', () => {
    const digits = (n: number) =>
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
    fc.assert(
      fc.property(digits(10), digits(8), (account, bankCode) => {
        for (const id of IDS) expect(typeof METHODS_00_59[id]?.(account, bankCode)).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
  });
});
