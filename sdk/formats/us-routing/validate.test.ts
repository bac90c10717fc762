import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BankNumberRequestError } from '../../core/errors.ts';
import { fedDistrictName } from './districts.ts';
import { formatRoutingNumber } from './format.ts';
import { isValidRoutingNumber } from './is-valid.ts';
import { validateRoutingNumber } from './validate.ts';
import { routingVectors } from '../../../test/vectors/us-routing.ts';

describe('validateRoutingNumber', () => {
  for (const [expected, inputs] of Object.entries(routingVectors)) {
    for (const input of inputs) {
      it(`${JSON.stringify(input)} → ${expected}`, () => {
        const result = validateRoutingNumber(input);
        if (expected === 'valid') {
          expect(result.errors).toEqual([]);
          expect(result.valid).toBe(true);
          expect(result.format).toBe('us-routing');
          expect(result.breakdown?.parts.map((p) => p.label)).toEqual([
            'Fed District',
            'Fed Office',
            'Institution ID',
            'Check Digit',
          ]);
        } else {
          expect(result.valid).toBe(false);
          expect(result.errors[0]?.code).toBe(expected);
          expect(result.breakdown).toBeNull();
          expect(result.bankInfo).toBeNull();
        }
        expect(isValidRoutingNumber(input)).toBe(result.valid);
      });
    }
  }

  it('reports every failing check in order, the checksum only when the others passed', () => {
    expect(validateRoutingNumber('99A').errors.map((e) => e.code)).toEqual([
      'NOT_NUMERIC',
      'WRONG_LENGTH',
      'INVALID_FED_DISTRICT',
    ]);
    expect(validateRoutingNumber('9900000000').errors.map((e) => e.code)).toEqual([
      'WRONG_LENGTH',
      'INVALID_FED_DISTRICT',
    ]);
    expect(validateRoutingNumber('990000017').errors.map((e) => e.code)).toEqual(['INVALID_FED_DISTRICT']);
  });

  it('breaks a valid number into its four parts', () => {
    expect(validateRoutingNumber('021000021').breakdown).toEqual({
      formatName: 'US Routing Number',
      parts: [
        { label: 'Fed District', value: '02', start: 0, end: 2 },
        { label: 'Fed Office', value: '1', start: 2, end: 3 },
        { label: 'Institution ID', value: '00002', start: 3, end: 8 },
        { label: 'Check Digit', value: '1', start: 8, end: 9 },
      ],
    });
  });

  it('throws only the request errors of docs/contract.md §6', () => {
    expect(() => validateRoutingNumber('')).toThrow(BankNumberRequestError);
    expect(() => validateRoutingNumber(' \t ')).toThrow(BankNumberRequestError);
    expect(() => validateRoutingNumber('1'.repeat(129))).toThrow(BankNumberRequestError);
    expect(validateRoutingNumber('1'.repeat(128)).errors[0]?.code).toBe('WRONG_LENGTH');
  });

  it('isValidRoutingNumber agrees with validateRoutingNumber on any string', () => {
    const digitsAndNoise = fc.stringMatching(/^[0-9 \-.a-z]{0,14}$/);
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 300 }), digitsAndNoise),
        (s) => {
          let valid = false;
          try {
            valid = validateRoutingNumber(s).valid;
          } catch (error) {
            expect(error).toBeInstanceOf(BankNumberRequestError);
          }
          expect(isValidRoutingNumber(s)).toBe(valid);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('every number with a valid prefix and a computed check digit is valid', () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 1, 5, 12, 15, 21, 32, 61, 72, 80), fc.stringMatching(/^[0-9]{6}$/), (p, body) => {
        const head = String(p).padStart(2, '0') + body;
        const w = [3, 7, 1, 3, 7, 1, 3, 7];
        const sum = [...head].reduce((s, c, i) => s + Number(c) * (w[i] as number), 0);
        const n = head + String((10 - (sum % 10)) % 10);
        expect(validateRoutingNumber(n).valid).toBe(true);
        expect(isValidRoutingNumber(n)).toBe(true);
      }),
    );
  });
});

describe('formatRoutingNumber and fedDistrictName', () => {
  it('prints nine digits', () => {
    expect(formatRoutingNumber(' 0110-0001-5 ')).toBe('011000015');
  });
  it('names the district, also for thrift and electronic prefixes', () => {
    expect(fedDistrictName('011000015')).toBe('Boston');
    expect(fedDistrictName('256074974')).toBe('Richmond');
    expect(fedDistrictName('721000000')).toBe('San Francisco');
    expect(fedDistrictName('154000008')).toBeNull();
  });
});
