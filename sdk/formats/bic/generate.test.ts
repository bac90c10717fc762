import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BankNumberRequestError } from '../../core/errors.ts';
import { generateBic, generateBics } from './generate.ts';
import { isTestBic } from './is-test-bic.ts';
import { isValidBic } from './is-valid.ts';
import { validateBic } from './validate.ts';

const COUNTRIES = ['DE', 'GB', 'FR', 'US', 'XK', 'CW', 'SS', 'AX', 'JP', 'ZW'];

describe('generateBic', () => {
  it('makes valid test BICs over many seeds and countries', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRIES),
        fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.string({ maxLength: 128 })),
        fc.boolean(),
        (country, seed, branch) => {
          const bic = generateBic({ country, seed, branch });
          const r = validateBic(bic);
          expect(r.valid, bic).toBe(true);
          expect(r.normalized).toBe(bic);
          expect(bic).toHaveLength(branch ? 11 : 8);
          expect(bic.slice(4, 6)).toBe(country);
          expect(bic.charAt(7)).toBe('0');
          expect(isTestBic(bic)).toBe(true);
          if (branch) expect(bic.charAt(8)).not.toBe('X');
          // The stricter pattern many libraries use accepts generated BICs too.
          expect(bic).toMatch(/^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is deterministic per seed and spreads over seeds', () => {
    expect(generateBic({ country: 'DE', seed: 42 })).toBe('IJGADEA0');
    expect(generateBic({ country: 'DE', seed: '42' })).toBe('IJGADEA0');
    expect(generateBic({ country: 'de', seed: 42 })).toBe('IJGADEA0');
    const seen = new Set<string>();
    for (let seed = 0; seed < 500; seed++) {
      const a = generateBic({ country: 'FR', seed, branch: true });
      expect(generateBic({ country: 'FR', seed, branch: true })).toBe(a);
      seen.add(a);
    }
    expect(seen.size).toBeGreaterThan(495);
  });

  it("generateBics: a list from one stream, the first generateBic's, longer lists extending shorter ones", () => {
    for (const options of [
      { country: 'DE', seed: 42 },
      { country: 'fr', seed: 'x'.repeat(128), branch: true },
      { country: 'GB', seed: 1, bankCode: 'ab12' },
    ]) {
      const list = generateBics({ ...options, count: 100 });
      expect(list[0]).toBe(generateBic(options));
      expect(generateBics({ ...options, count: 3 })).toEqual(list.slice(0, 3));
      expect(new Set(list).size).toBeGreaterThan(options.bankCode ? 10 : 95);
      for (const bic of list) expect(validateBic(bic).valid && isTestBic(bic)).toBe(true);
    }
    for (const count of [0, 101, 1.5, undefined]) {
      expect(() => generateBics({ country: 'DE', seed: 1, count } as never)).toThrow(BankNumberRequestError);
    }
  });

  it('uses a given institution code', () => {
    const bic = generateBic({ country: 'GB', seed: 1, bankCode: 'ab12' });
    expect(bic.slice(0, 6)).toBe('AB12GB');
    expect(isValidBic(bic)).toBe(true);
  });

  it('covers every accepted country', () => {
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const cc = String.fromCharCode(a, b);
        let bic: string | null = null;
        try {
          bic = generateBic({ country: cc, seed: cc });
        } catch (e) {
          expect(e).toBeInstanceOf(BankNumberRequestError);
        }
        expect(bic !== null && isValidBic(bic), cc).toBe(isValidBic(`ABCD${cc}22`));
      }
    }
  });

  it('throws BankNumberRequestError for a bad country, seed or bank code', () => {
    const bad: [Record<string, unknown>, string, string][] = [
      [{ seed: 1 }, 'MISSING_PARAMETER', 'country'],
      [{ country: '  ', seed: 1 }, 'MISSING_PARAMETER', 'country'],
      [{ country: 'UK', seed: 1 }, 'INVALID_PARAMETER', 'country'],
      [{ country: 'DEU', seed: 1 }, 'INVALID_PARAMETER', 'country'],
      [{ country: 'D'.repeat(20_000), seed: 1 }, 'INVALID_PARAMETER', 'country'],
      [{ country: 7, seed: 1 }, 'INVALID_PARAMETER', 'country'],
      [{ country: 'DE' }, 'MISSING_PARAMETER', 'seed'],
      [{ country: 'DE', seed: Number.NaN }, 'INVALID_PARAMETER', 'seed'],
      [{ country: 'DE', seed: 'x'.repeat(129) }, 'INVALID_PARAMETER', 'seed'],
      [{ country: 'DE', seed: {} }, 'INVALID_PARAMETER', 'seed'],
      [{ country: 'DE', seed: 1, bankCode: 'ABC' }, 'INVALID_PARAMETER', 'bankCode'],
      [{ country: 'DE', seed: 1, bankCode: 'AB/C' }, 'INVALID_PARAMETER', 'bankCode'],
      [{ country: 'DE', seed: 1, bankCode: '💶💶' }, 'INVALID_PARAMETER', 'bankCode'],
    ];
    for (const [options, code, parameter] of bad) {
      expect(() => generateBic(options as never), JSON.stringify(options).slice(0, 60)).toThrow(
        expect.objectContaining({ name: 'BankNumberRequestError', code, parameter }),
      );
    }
    expect(() => generateBic(undefined as never)).toThrow(BankNumberRequestError);
  });
});
