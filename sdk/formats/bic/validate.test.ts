import { describe, expect, it } from 'vitest';
import { expectWellFormedResult } from '../../core/test-support/expect-result.ts';
import type { ValidationResult } from '../../core/types.ts';
import { validateBic } from './validate.ts';
import { INVALID_BICS, VALID_BICS } from '../../../test/vectors/bic.ts';

function expectShape(r: ValidationResult): void {
  expectWellFormedResult(r);
  expect(r.format).toBe('bic');
}

describe('validateBic: vectors', () => {
  it.each(VALID_BICS)('valid: $input', ({ input, normalized }) => {
    const r = validateBic(input);
    expect(r.valid).toBe(true);
    expect(r.normalized).toBe(normalized);
    expectShape(r);
  });

  for (const [code, vectors] of Object.entries(INVALID_BICS)) {
    it.each(vectors)(`${code}: $input`, ({ input, normalized, errors }) => {
      const r = validateBic(input);
      expect(r.valid).toBe(false);
      expect(r.normalized).toBe(normalized);
      expect(r.errors.map((e) => e.code)).toEqual(errors);
      expect(r.errors[0]!.code).toBe(code);
      expectShape(r);
    });
  }
});

describe('validateBic: breakdown', () => {
  it('cuts an 8-character BIC into three parts', () => {
    expect(validateBic('NWBKGB2L').breakdown).toEqual({
      formatName: 'SWIFT/BIC',
      parts: [
        { label: 'Institution Code', value: 'NWBK', start: 0, end: 4 },
        { label: 'Country Code', value: 'GB', start: 4, end: 6 },
        { label: 'Location Code', value: '2L', start: 6, end: 8 },
      ],
    });
  });

  it('adds the branch code of an 11-character BIC, XXX included', () => {
    expect(validateBic('deut de ff 500').breakdown!.parts.at(-1)).toEqual({
      label: 'Branch Code',
      value: '500',
      start: 8,
      end: 11,
    });
    expect(validateBic('COBADEFFXXX').breakdown!.parts.map((p) => p.value)).toEqual(['COBA', 'DE', 'FF', 'XXX']);
  });

  it('gives each error the fixed catalogue text, never the input', () => {
    const r = validateBic('DEUT12FF');
    for (const e of r.errors) {
      expect(e.message).not.toContain('DEUT');
      expect(e.suggestion).not.toContain('DEUT12');
    }
  });
});

describe('validateBic: request errors', () => {
  it.each(['', ' ', '\t\u3000\n'])('throws MISSING_PARAMETER for blank %j', (input) => {
    expect(() => validateBic(input)).toThrow(
      expect.objectContaining({ name: 'BankNumberRequestError', code: 'MISSING_PARAMETER' }),
    );
  });

  it('throws INPUT_TOO_LONG past 128 characters, counting code points', () => {
    expect(() => validateBic('A'.repeat(129))).toThrow(expect.objectContaining({ code: 'INPUT_TOO_LONG' }));
    expect(() => validateBic('A'.repeat(20_000))).toThrow(expect.objectContaining({ code: 'INPUT_TOO_LONG' }));
    expect(validateBic('💶'.repeat(128)).errors[0]!.code).toBe('INVALID_CHARACTERS');
    expect(validateBic(`DEUTDEFF${' '.repeat(120)}`).valid).toBe(true);
  });
});
