import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BankNumberRequestError } from '../../core/errors.ts';
import { isBlank, normalize } from '../../core/normalize.ts';
import { isTooLong } from '../../core/request.ts';
import type { ValidationResult } from '../../core/types.ts';
import { validateSync } from '../../validate.ts';
import { isValidIban } from './is-valid.ts';
import { validateIban } from './validate.ts';
import { IBAN_REGISTRY_EXAMPLES } from '../../../test/vectors/iban.ts';

const examples = Object.values(IBAN_REGISTRY_EXAMPLES);

/** validateIban, or 'throws' with the error checked to be the one request error it may throw. */
function attempt(s: string): ValidationResult | 'throws' {
  try {
    return validateIban(s);
  } catch (e) {
    expect(e).toBeInstanceOf(BankNumberRequestError);
    expect(isBlank(s) || isTooLong(s)).toBe(true);
    return 'throws';
  }
}

function checkShape(s: string, r: ValidationResult): void {
  expect(Object.keys(r)).toEqual(['valid', 'format', 'normalized', 'errors', 'breakdown', 'bankInfo']);
  expect(r.format).toBe('iban');
  expect(r.normalized).toBe(normalize(s));
  for (const e of r.errors) expect(Object.keys(e)).toEqual(['code', 'message', 'suggestion']);
  if (r.valid) {
    expect(r.errors).toEqual([]);
    let at = 0;
    for (const p of r.breakdown?.parts ?? []) {
      expect(Object.keys(p)).toEqual(['label', 'value', 'start', 'end']);
      expect(p.start).toBe(at);
      expect(p.value).toBe(r.normalized.slice(p.start, p.end));
      at = p.end;
    }
    expect(at).toBe(r.normalized.length);
  } else {
    expect(r.errors.length).toBeGreaterThan(0);
    expect(r.breakdown).toBeNull();
    expect(r.bankInfo).toBeNull();
  }
}

/** A valid IBAN mutated: characters replaced, case changed, separators inserted. */
const mutatedIban = fc
  .tuple(
    fc.constantFrom(...examples),
    fc.array(fc.tuple(fc.nat(), fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZaz/ß')), { maxLength: 2 }),
    fc.array(fc.tuple(fc.nat(), fc.constantFrom(' ', '-', '.', '\t', '\u00a0', '\u2013', '\u3000')), { maxLength: 8 }),
    fc.boolean(),
  )
  .map(([iban, edits, separators, lower]) => {
    let s = iban;
    for (const [at, ch] of edits) {
      const i = at % s.length;
      s = s.slice(0, i) + ch + s.slice(i + 1);
    }
    if (lower) s = s.toLowerCase();
    for (const [at, sep] of separators) {
      const i = at % (s.length + 1);
      s = s.slice(0, i) + sep + s.slice(i);
    }
    return s;
  });

const anyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 160 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.stringMatching(/^[A-Za-z]{2}[0-9]{2}[A-Za-z0-9 -]{0,34}$/),
);

describe('validateIban and isValidIban: properties', () => {
  it('never throw except for blank or over-long input, and answer the exact shape', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        const r = attempt(s);
        if (r !== 'throws') checkShape(s, r);
      }),
      { numRuns: 3000 },
    );
  });

  it('isValidIban(s) === validateIban(s).valid over arbitrary strings', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        const r = attempt(s);
        expect(isValidIban(s)).toBe(r === 'throws' ? false : r.valid);
      }),
      { numRuns: 3000 },
    );
  });

  it('isValidIban(s) === validateIban(s).valid over mutated valid IBANs with separators and case', () => {
    fc.assert(
      fc.property(mutatedIban, (s) => {
        const r = attempt(s);
        if (r !== 'throws') checkShape(s, r);
        expect(isValidIban(s)).toBe(r === 'throws' ? false : r.valid);
      }),
      { numRuns: 5000 },
    );
  });

  it("validateSync(s, { format: 'iban' }) answers validateIban(s), whatever the characters", () => {
    // validateSync tests the characters of the raw input once and tells the IBAN checks the outcome.
    fc.assert(
      fc.property(fc.oneof(anyString, mutatedIban), (s) => {
        const r = attempt(s);
        if (r === 'throws') expect(() => validateSync(s, { format: 'iban' })).toThrow(BankNumberRequestError);
        else expect(validateSync(s, { format: 'iban' }).result).toEqual(r);
      }),
      { numRuns: 5000 },
    );
  });
});
