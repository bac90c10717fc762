import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BankNumberRequestError } from './core/errors.ts';
import { expectWellFormedResult } from './core/test-support/expect-result.ts';
import type { Envelope } from './core/types.ts';
import { preloadLookups, validate, validateSync } from './validate.ts';
import { SHARED_VECTORS } from '../test/vectors/shared.ts';

/** The invariants of docs/contract.md §1 that every envelope must satisfy. */
function expectWellFormed(envelope: Envelope): void {
  expect(Object.keys(envelope).sort()).toEqual(['apiVersion', 'processingTimeMs', 'result']);
  expect(envelope.apiVersion).toBe('1');
  expect(envelope.processingTimeMs).toBeGreaterThanOrEqual(0);
  expectWellFormedResult(envelope.result);
}

const withoutTime = ({ processingTimeMs: _, ...rest }: Envelope) => rest;

describe('validate and validateSync', () => {
  it('answer every shared vector with a well-formed envelope, and agree once lookups are loaded', async () => {
    expect(SHARED_VECTORS.length).toBeGreaterThan(200);
    const asyncAnswers: Envelope[] = [];
    for (const v of SHARED_VECTORS) {
      const options = v.format ? { format: v.format } : {};
      const envelope = await validate(v.input, options);
      expectWellFormed(envelope);
      asyncAnswers.push(envelope);
    }
    // validate() has loaded every chunk these inputs need, so the sync answers must be identical.
    SHARED_VECTORS.forEach((v, i) => {
      const envelope = validateSync(v.input, v.format ? { format: v.format } : {});
      expectWellFormed(envelope);
      expect(withoutTime(envelope)).toEqual(withoutTime(asyncAnswers[i] as Envelope));
    });
  });

  it('a hyphenated sort code with the hint is valid, normalized without hyphens (docs/contract.md §2)', () => {
    const { result } = validateSync('12-34-56', { format: 'uk-sort-code' });
    expect(result.valid).toBe(true);
    expect(result.normalized).toBe('123456');
    expect(result.format).toBe('uk-sort-code');
  });

  it('six bare digits without a hint are AMBIGUOUS_FORMAT, other junk UNKNOWN_FORMAT', () => {
    expect(validateSync('123456').result).toMatchObject({ valid: false, format: null, normalized: '123456' });
    expect(validateSync('123456').result.errors.map((e) => e.code)).toEqual(['AMBIGUOUS_FORMAT']);
    expect(validateSync('hello!').result.errors.map((e) => e.code)).toEqual(['UNKNOWN_FORMAT']);
    expect(validateSync('hello!').result.normalized).toBe('HELLO!');
  });

  it('a hint turns detection off', () => {
    expect(validateSync('021000021', { format: 'iban' }).result.format).toBe('iban');
    expect(validateSync('GB82 WEST 1234 5698 7654 32', { format: 'us-routing' }).result.errors[0]?.code).toBe(
      'NOT_NUMERIC',
    );
  });

  it('non-ASCII look-alikes never turn into a valid number', () => {
    for (const input of ['\ufb012112345600000785', 'GB82WEST12345698765432\u0131', 'ＧＢ82WEST12345698765432']) {
      expect(validateSync(input).result.valid).toBe(false);
    }
  });

  it('throws BankNumberRequestError for exactly the 400 inputs of docs/contract.md §6', async () => {
    const code = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return e instanceof BankNumberRequestError ? e.code : 'OTHER';
      }
      return 'NONE';
    };
    expect(code(() => validateSync(''))).toBe('MISSING_PARAMETER');
    expect(code(() => validateSync('   '))).toBe('MISSING_PARAMETER');
    expect(code(() => validateSync('1'.repeat(129)))).toBe('INPUT_TOO_LONG');
    expect(code(() => validateSync(123 as unknown as string))).toBe('INVALID_PARAMETER');
    expect(code(() => validateSync('021000021', { format: 'swift' as never }))).toBe('INVALID_PARAMETER');
    expect(code(() => validateSync('1'.repeat(128)))).toBe('NONE');
    await expect(validate('')).rejects.toBeInstanceOf(BankNumberRequestError);
  });

  it('never throws anything else, on any string, and every envelope is well formed', () => {
    const inputs = fc.oneof(
      fc.string({ maxLength: 140 }),
      fc.string({ unit: 'binary', maxLength: 140 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.stringMatching(/^[A-Za-z]{2}[0-9]{2}[A-Za-z0-9 \-.]{0,34}$/),
      fc.stringMatching(/^[0-9 \-.]{0,12}$/),
      fc.stringMatching(/^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$/),
      fc.constant('x'.repeat(20_000)),
    );
    const hints = fc.constantFrom(undefined, 'iban', 'bic', 'us-routing', 'uk-sort-code');
    fc.assert(
      fc.property(inputs, hints, (input, format) => {
        try {
          expectWellFormed(validateSync(input, format ? { format } : {}));
        } catch (error) {
          if (!(error instanceof BankNumberRequestError)) throw error;
          expect(['MISSING_PARAMETER', 'INPUT_TOO_LONG']).toContain(error.code);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('messages and suggestions never repeat the input', () => {
    for (const v of SHARED_VECTORS) {
      for (const e of validateSync(v.input, v.format ? { format: v.format } : {}).result.errors) {
        if (v.input.length >= 4) {
          expect(e.message).not.toContain(v.input);
          expect(e.suggestion).not.toContain(v.input);
        }
      }
    }
  });

  it('preloadLookups warms the data validateSync names banks from, and ignores what it does not know', async () => {
    await expect(preloadLookups('iban:??', 'bic:', 'nonsense' as never)).resolves.toBeUndefined();
    await preloadLookups('iban:ch', 'bic:CH');
    expect(validateSync('CH56 0483 5012 3456 7800 9').result.bankInfo).not.toBeNull();
    expect(validateSync('UBSWCHZH80A').result.bankInfo).not.toBeNull();
  });
});
