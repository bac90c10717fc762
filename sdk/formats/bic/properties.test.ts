import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BankNumberRequestError } from '../../core/errors.ts';
import { isBlank, normalize } from '../../core/normalize.ts';
import { isTooLong } from '../../core/request.ts';
import { expectWellFormedResult } from '../../core/test-support/expect-result.ts';
import type { ValidationResult } from '../../core/types.ts';
import { isValidBic } from './is-valid.ts';
import { checkBic, validateBic } from './validate.ts';
import { INVALID_BICS, VALID_BICS } from '../../../test/vectors/bic.ts';

// validator.js keeps its own copy of the ISO 3166-1 list: an oracle independent of ours.
const isoModule = createRequire(import.meta.url)('validator/lib/isISO31661Alpha2.js') as
  | ((s: string) => boolean)
  | { default: (s: string) => boolean };
const isISO31661Alpha2 = typeof isoModule === 'function' ? isoModule : isoModule.default;

/** Strings that often come close to a BIC: its alphabet, lowercase, separators and a few strangers. */
const bicLike = fc
  .array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefz0123456789 -./_é\u00a0\u2013ＤXK'.split('')), {
    maxLength: 14,
  })
  .map((chars) => chars.join(''));

const alnum = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'.split(''));
const separator = fc.constantFrom('', '', '', ' ', '-', '.', '\u00a0', '\u2212');

/**
 * Strings built like a BIC, so that about half are valid: institution, country (real, retired,
 * reserved or malformed), location and an optional branch, with random case and separators.
 */
const nearBic = fc
  .tuple(
    fc.array(alnum, { minLength: 4, maxLength: 4 }),
    fc.constantFrom('DE', 'gb', 'Xk', 'CW', 'ss', 'US', 'AN', 'UK', 'EU', 'ZZ', 'QO', 'D1', '12', 'DÉ'),
    fc.array(alnum, { minLength: 2, maxLength: 2 }),
    fc.option(fc.array(alnum, { minLength: 1, maxLength: 4 }), { freq: 2 }),
    fc.array(separator, { minLength: 4, maxLength: 4 }),
  )
  .map(
    ([inst, cc, loc, branch, [s1, s2, s3, s4]]) =>
      s1 + inst.join('') + s2 + cc + loc.join('') + s3 + (branch?.join('') ?? '') + s4,
  );

/** Any string: BIC-like, arbitrary Unicode with lone surrogates, or long. */
const anyString = fc.oneof(
  nearBic,
  bicLike,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 140 }),
  fc.constantFrom(
    '',
    ' ',
    '\t\n',
    '\u3000',
    '---',
    'x'.repeat(128),
    'x'.repeat(129),
    'A'.repeat(20_000),
    '💶'.repeat(65),
  ),
);

function expectShape(r: ValidationResult): void {
  expectWellFormedResult(r);
  expect(r.format).toBe('bic');
}

describe('validateBic: properties', () => {
  it('never throws, except BankNumberRequestError for a blank or too long input', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        let r: ValidationResult;
        try {
          r = validateBic(s);
        } catch (e) {
          expect(e).toBeInstanceOf(BankNumberRequestError);
          expect(isBlank(s) || isTooLong(s)).toBe(true);
          return;
        }
        expect(isBlank(s) || isTooLong(s)).toBe(false);
        expect(r.normalized).toBe(normalize(s));
        expectShape(r);
      }),
      { numRuns: 3000 },
    );
  });

  it('checkBic on a normalized string equals validateBic on its raw form', () => {
    fc.assert(
      fc.property(
        fc.oneof(nearBic, bicLike).filter((s) => !isBlank(s)),
        (s) => {
          expect(checkBic(normalize(s))).toEqual(validateBic(s));
        },
      ),
    );
  });

  it('gives the error codes of an independent reading of docs/contract.md §4', () => {
    fc.assert(
      fc.property(
        fc.oneof(nearBic, bicLike).filter((s) => !isBlank(s)),
        (s) => {
          const n = normalize(s);
          const expected: string[] = [];
          if (/[^A-Z0-9]/.test(n)) expected.push('INVALID_CHARACTERS');
          else if (n.length !== 8 && n.length !== 11) expected.push('WRONG_LENGTH');
          else {
            const cc = n.slice(4, 6);
            if (!/^[A-Z]{2}$/.test(cc)) expected.push('INVALID_BIC_FORMAT');
            if (!(isISO31661Alpha2(cc) || cc === 'XK')) expected.push('UNKNOWN_COUNTRY');
          }
          const r = validateBic(s);
          expect(r.errors.map((e) => e.code)).toEqual(expected);
          expect(r.valid).toBe(expected.length === 0);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

function validOrFalse(s: string): boolean {
  try {
    return validateBic(s).valid;
  } catch {
    return false;
  }
}

describe('isValidBic', () => {
  it('is true for every valid vector and false for every invalid one', () => {
    for (const { input } of VALID_BICS) expect(isValidBic(input), input).toBe(true);
    for (const vectors of Object.values(INVALID_BICS))
      for (const { input } of vectors) expect(isValidBic(input), input).toBe(false);
  });

  it('equals validateBic(s).valid for every string, false where validateBic throws', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        expect(isValidBic(s)).toBe(validOrFalse(s));
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees on the print form and the electronic form, whatever their characters', () => {
    // The shapes isValidBic reads without a loop: 8 or 11 characters, and 4-2-2(-3) with spaces.
    const char = fc.constantFrom(...'ABDEGKXZabdegkz019 -.\u00a0é'.split(''));
    const part = (n: number) => fc.array(char, { minLength: n, maxLength: n }).map((c) => c.join(''));
    const gap = fc.constantFrom(' ', ' ', ' ', '', '-', '\u00a0', 'A');
    const shaped = fc
      .tuple(part(4), gap, part(2), gap, part(2), fc.option(fc.tuple(gap, part(3))))
      .map(([a, g1, b, g2, c, d]) => a + g1 + b + g2 + c + (d ? d[0] + d[1] : ''));
    fc.assert(
      fc.property(shaped, (s) => {
        expect(isValidBic(s), s).toBe(validOrFalse(s));
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees on every country pair of a fixed BIC shape', () => {
    for (let a = 48; a <= 122; a++) {
      for (let b = 48; b <= 122; b++) {
        const s = `DEUT${String.fromCharCode(a, b)}FF`;
        expect(isValidBic(s), s).toBe(validOrFalse(s));
      }
    }
  });

  it('is false for blank, too long and non-string input', () => {
    for (const s of ['', '   ', `DEUTDEFF${' '.repeat(121)}`, 'A'.repeat(20_000)]) expect(isValidBic(s)).toBe(false);
    expect(isValidBic(`DEUTDEFF${' '.repeat(120)}`)).toBe(true);
    for (const v of [undefined, null, 12345678, {}, ['DEUTDEFF']])
      expect(isValidBic(v as unknown as string)).toBe(false);
  });
});
