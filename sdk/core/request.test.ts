import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BankNumberRequestError } from './errors.ts';
import { checkFormat, checkInput, isTooLong, MAX_INPUT_LENGTH } from './request.ts';

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof BankNumberRequestError) return error.code;
    throw error;
  }
  return undefined;
}

describe('request checks (docs/contract.md §6)', () => {
  it('missing or blank input is MISSING_PARAMETER', () => {
    expect(codeOf(() => checkInput(undefined))).toBe('MISSING_PARAMETER');
    expect(codeOf(() => checkInput(null))).toBe('MISSING_PARAMETER');
    expect(codeOf(() => checkInput(''))).toBe('MISSING_PARAMETER');
    expect(codeOf(() => checkInput(' \n\t\u00a0'))).toBe('MISSING_PARAMETER');
  });
  it('a non-string is INVALID_PARAMETER', () => {
    expect(codeOf(() => checkInput(12345678))).toBe('INVALID_PARAMETER');
    expect(codeOf(() => checkInput(['GB82']))).toBe('INVALID_PARAMETER');
  });
  it('more than 128 characters (code points) is INPUT_TOO_LONG', () => {
    expect(codeOf(() => checkInput('a'.repeat(128)))).toBeUndefined();
    expect(codeOf(() => checkInput('a'.repeat(129)))).toBe('INPUT_TOO_LONG');
    expect(codeOf(() => checkInput('😀'.repeat(128)))).toBeUndefined();
    expect(codeOf(() => checkInput('😀'.repeat(129)))).toBe('INPUT_TOO_LONG');
    expect(codeOf(() => checkInput('x'.repeat(20_000)))).toBe('INPUT_TOO_LONG');
    expect(isTooLong('\ud800'.repeat(129))).toBe(true);
  });
  it('isTooLong counts code points, at MAX_INPUT_LENGTH exactly', () => {
    expect(isTooLong('x'.repeat(MAX_INPUT_LENGTH))).toBe(false);
    expect(isTooLong('x'.repeat(MAX_INPUT_LENGTH + 1))).toBe(true);
    expect(isTooLong(`${'😀'.repeat(MAX_INPUT_LENGTH - 1)}\udc00`)).toBe(false);
    expect(isTooLong(`${'😀'.repeat(MAX_INPUT_LENGTH)}\udc00`)).toBe(true);
    // Surrogate pairs, lone surrogates and other characters, around the limit.
    const unit = fc.constantFrom('a', '😀', '\ud800', '\udc00', '\u00e9', ' ');
    fc.assert(
      fc.property(fc.array(unit, { minLength: 100, maxLength: 160 }), (units) => {
        const input = units.join('');
        expect(isTooLong(input)).toBe([...input].length > MAX_INPUT_LENGTH);
      }),
      { numRuns: 2000 },
    );
  });
  it('the message never repeats the input', () => {
    try {
      checkInput('SECRET'.repeat(30));
    } catch (error) {
      expect(String((error as Error).message)).not.toContain('SECRET');
    }
  });
  it('format hints: the four values, absent means detect, anything else INVALID_PARAMETER', () => {
    expect(checkFormat('iban')).toBe('iban');
    expect(checkFormat('bic')).toBe('bic');
    expect(checkFormat('us-routing')).toBe('us-routing');
    expect(checkFormat('uk-sort-code')).toBe('uk-sort-code');
    expect(checkFormat(undefined)).toBeUndefined();
    expect(checkFormat('')).toBeUndefined();
    expect(codeOf(() => checkFormat('IBAN'))).toBe('INVALID_PARAMETER');
    expect(codeOf(() => checkFormat('swift'))).toBe('INVALID_PARAMETER');
    expect(codeOf(() => checkFormat(1))).toBe('INVALID_PARAMETER');
  });
});
