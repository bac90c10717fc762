import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalize } from '../../core/normalize.ts';
import { compactBic, formatBic } from './format.ts';
import { isTestBic } from './is-test-bic.ts';
import { isValidBic } from './is-valid.ts';
import { VALID_BICS } from '../../../test/vectors/bic.ts';

describe('formatBic and compactBic', () => {
  it('give the normalized code of every valid vector', () => {
    for (const { input, normalized } of VALID_BICS) {
      expect(formatBic(input)).toBe(normalized);
      expect(compactBic(input)).toBe(normalized);
    }
  });

  it('keep an 8-character BIC short and XXX as given', () => {
    expect(formatBic('deut de ff')).toBe('DEUTDEFF');
    expect(formatBic('COBA DE FF XXX')).toBe('COBADEFFXXX');
  });

  it('never throw and return the normalized input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => {
        expect(formatBic(s)).toBe(normalize(s));
        expect(compactBic(s)).toBe(normalize(s));
      }),
    );
    expect(formatBic('')).toBe('');
    expect(formatBic(null as unknown as string)).toBe('');
    expect(compactBic(12 as unknown as string)).toBe('');
  });
});

describe('isTestBic', () => {
  it('marks the test vectors and no other valid vector', () => {
    for (const { input, test } of VALID_BICS) expect(isTestBic(input), input).toBe(test === true);
  });

  it('reads the eighth character after separators and case', () => {
    expect(isTestBic('nwbk-gb-20-xxx')).toBe(true);
    expect(isTestBic('DEUT DE F0 500')).toBe(true);
    expect(isTestBic('DEUTDEFO')).toBe(false);
  });

  it('is false for anything that is not a valid BIC', () => {
    for (const s of ['', '   ', 'DEUTDE0', 'DEUTZZF0', 'DEUT12F0', 'DEUTDEF0/', `DEUTDEF0${' '.repeat(121)}`]) {
      expect(isTestBic(s), s).toBe(false);
    }
    expect(isTestBic(undefined as unknown as string)).toBe(false);
  });

  it('is true only for valid BICs with 0 at position 8', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (s) => {
        expect(isTestBic(s)).toBe(isValidBic(s) && normalize(s).charAt(7) === '0');
      }),
    );
  });
});
