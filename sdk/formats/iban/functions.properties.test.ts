/**
 * Properties of ibanFromDomestic, findIbans, isQrIban and isSepaCountry over arbitrary strings:
 * none of them ever throws, except ibanFromDomestic's documented request error naming a part.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BankNumberRequestError } from '../../core/errors.ts';
import { findIbans } from './find.ts';
import { ibanFromDomestic, ibanFromDomesticCountries } from './from-domestic.ts';
import { isValidIban } from './is-valid.ts';
import { isQrIban } from './qr.ts';
import { isSepaCountry } from './sepa.ts';
import { validateIban } from './validate.ts';

const anyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 160 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...'0123456789ABCXYZabc -.'), maxLength: 40 }),
  fc.constant(''),
  fc.constant('0'.repeat(200)),
);
const anyValue = fc.oneof(anyString, fc.constant(undefined), fc.constant(null), fc.integer(), fc.constant({}));
const countries = ibanFromDomesticCountries();
const PARTS = ['bankCode', 'branchCode', 'sortCode', 'accountNumber', 'nationalCheckDigits'] as const;
const REQUEST_CODES = ['MISSING_PARAMETER', 'INVALID_PARAMETER', 'INPUT_TOO_LONG'];

function checkDomestic(country: unknown, parts: unknown): void {
  try {
    const r = ibanFromDomestic(country as string, parts as Record<string, string>);
    expect(r.valid).toBe(true);
    expect(r).toEqual(validateIban(r.normalized));
    expect(countries).toContain(r.normalized.slice(0, 2));
  } catch (e) {
    expect(e).toBeInstanceOf(BankNumberRequestError);
    const error = e as BankNumberRequestError;
    expect(REQUEST_CODES).toContain(error.code);
    expect(['country', 'parts', ...PARTS, ...Object.keys((parts as object | null) ?? {})]).toContain(error.parameter);
    expect(error.message).toContain(`'${error.parameter}'`);
  }
}

describe('properties over arbitrary strings', () => {
  it('ibanFromDomestic answers a valid IBAN or throws the request error naming the part', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyString, fc.constantFrom(...countries), fc.constantFrom(...countries.map((c) => c.toLowerCase()))),
        fc.dictionary(fc.oneof(fc.constantFrom(...PARTS), fc.string({ maxLength: 8 })), anyValue, { maxKeys: 5 }),
        checkDomestic,
      ),
      { numRuns: 4000 },
    );
  });

  it('ibanFromDomestic: the same over parts that often fit', () => {
    // Each country's parts, of about the right lengths (n digits, a letters), with separators.
    const shapes: Record<string, [string, string, number][]> = {
      DE: [
        ['bankCode', 'n', 8],
        ['accountNumber', 'n', 10],
      ],
      AT: [
        ['bankCode', 'n', 5],
        ['accountNumber', 'n', 11],
      ],
      CH: [
        ['bankCode', 'n', 5],
        ['accountNumber', 'n', 12],
      ],
      LI: [
        ['bankCode', 'n', 5],
        ['accountNumber', 'n', 12],
      ],
      NL: [
        ['bankCode', 'a', 4],
        ['accountNumber', 'n', 10],
      ],
      BE: [['accountNumber', 'n', 12]],
      FR: [
        ['bankCode', 'n', 5],
        ['branchCode', 'n', 5],
        ['accountNumber', 'n', 11],
      ],
      MC: [
        ['bankCode', 'n', 5],
        ['branchCode', 'n', 5],
        ['accountNumber', 'n', 11],
      ],
      ES: [
        ['bankCode', 'n', 4],
        ['branchCode', 'n', 4],
        ['accountNumber', 'n', 10],
      ],
      IT: [
        ['bankCode', 'n', 5],
        ['branchCode', 'n', 5],
        ['accountNumber', 'n', 12],
      ],
      SM: [
        ['bankCode', 'n', 5],
        ['branchCode', 'n', 5],
        ['accountNumber', 'n', 12],
      ],
      PT: [
        ['bankCode', 'n', 4],
        ['branchCode', 'n', 4],
        ['accountNumber', 'n', 11],
      ],
      GB: [
        ['bankCode', 'a', 4],
        ['sortCode', 'n', 6],
        ['accountNumber', 'n', 8],
      ],
    };
    const piece = (chars: string, length: number) =>
      fc
        .tuple(
          fc.string({
            unit: fc.constantFrom(...(chars === 'n' ? '0123456789' : 'ABCDEFGHIJKLMNOPQRSTUVWXYZabc')),
            minLength: length - 1,
            maxLength: length + 1,
          }),
          fc.nat(),
          fc.constantFrom('', ' ', '-', '.'),
        )
        .map(([s, at, sep]) => (s.length > 1 ? s.slice(0, at % s.length) + sep + s.slice(at % s.length) : s));
    const arbitrary = fc.constantFrom(...countries).chain((country) =>
      fc.tuple(
        fc.constant(country),
        fc
          .tuple(
            ...(shapes[country] ?? []).map(([name, chars, length]) =>
              piece(chars, length).map((v) => [name, v] as const),
            ),
          )
          .map((e) => Object.fromEntries(e)),
      ),
    );
    let valid = 0;
    fc.assert(
      fc.property(arbitrary, ([country, parts]) => {
        checkDomestic(country, parts);
        try {
          ibanFromDomestic(country, parts);
          valid++;
        } catch {
          // a request error, checked above
        }
      }),
      { numRuns: 4000 },
    );
    expect(valid).toBeGreaterThan(200);
  });

  it('findIbans never throws and answers valid IBANs only', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, fc.string({ unit: 'binary', maxLength: 2000 })), (text) => {
        for (const f of findIbans(text)) expect(isValidIban(f.normalized)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('isQrIban never throws, and is true only for a valid CH or LI IBAN', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, fc.stringMatching(/^(CH|LI|ch)[0-9]{2}3[01][0-9 ]{15,18}$/)), (s) => {
        const qr = isQrIban(s);
        expect(typeof qr).toBe('boolean');
        if (qr) {
          expect(isValidIban(s)).toBe(true);
          expect(['CH', 'LI']).toContain(validateIban(s).normalized.slice(0, 2));
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('isSepaCountry never throws, and is true only for two ASCII letters', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, fc.stringMatching(/^[A-Za-z]{2}$/)), (s) => {
        const sepa = isSepaCountry(s);
        expect(typeof sepa).toBe('boolean');
        if (sepa) expect(s).toMatch(/^[A-Za-z]{2}$/);
      }),
      { numRuns: 3000 },
    );
  });
});
