import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BankNumberRequestError } from '../../core/errors.ts';
import { formatSortCode } from './format.ts';
import { isValidSortCode } from './is-valid.ts';
import { validateSortCode } from './validate.ts';
import { sortCodeVectors } from '../../../test/vectors/uk-sort-code.ts';

describe('validateSortCode', () => {
  for (const [expected, inputs] of Object.entries(sortCodeVectors)) {
    for (const input of inputs ?? []) {
      it(`${JSON.stringify(input)} → ${expected}`, () => {
        const result = validateSortCode(input);
        if (expected === 'valid') {
          expect(result.valid).toBe(true);
          expect(result.normalized).toMatch(/^[0-9]{6}$/);
        } else {
          expect(result.valid).toBe(false);
          expect(result.errors[0]?.code).toBe(expected);
          expect(result.breakdown).toBeNull();
        }
        expect(isValidSortCode(input)).toBe(result.valid);
      });
    }
  }

  it('removes the hyphens of 12-34-56 before any check (docs/contract.md §2, not the observed defect)', () => {
    const result = validateSortCode('12-34-56');
    expect(result).toEqual({
      valid: true,
      format: 'uk-sort-code',
      normalized: '123456',
      errors: [],
      breakdown: {
        formatName: 'UK Sort Code',
        parts: [
          { label: 'Bank ID', value: '12', start: 0, end: 2 },
          { label: 'Branch (1)', value: '34', start: 2, end: 4 },
          { label: 'Branch (2)', value: '56', start: 4, end: 6 },
        ],
      },
      bankInfo: null,
    });
  });

  it('adds WRONG_LENGTH after NOT_NUMERIC', () => {
    expect(validateSortCode('12-3A').errors.map((e) => e.code)).toEqual(['NOT_NUMERIC', 'WRONG_LENGTH']);
  });

  it('isValidSortCode agrees with validateSortCode on any string', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 300 }), fc.stringMatching(/^[0-9 \-.]{0,10}$/)),
        (s) => {
          let valid = false;
          try {
            valid = validateSortCode(s).valid;
          } catch (error) {
            expect(error).toBeInstanceOf(BankNumberRequestError);
          }
          expect(isValidSortCode(s)).toBe(valid);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('formats as 12-34-56', () => {
    expect(formatSortCode('123456')).toBe('12-34-56');
    expect(formatSortCode('12 34 56')).toBe('12-34-56');
    expect(formatSortCode('12-34')).toBe('1234');
  });
});
