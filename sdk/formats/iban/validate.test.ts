import { describe, expect, it } from 'vitest';
import { normalize } from '../../core/normalize.ts';
import { checkIban, validateIban } from './validate.ts';
import { isValidIban } from './is-valid.ts';
import { bbanClasses, ibanCountryCodes, ibanEntry } from './registry.ts';
import {
  BBAN_CHECKSUM_FAILED_IBANS,
  CHECKSUM_FAILED_IBANS,
  IBAN_REGISTRY_EXAMPLES,
  INVALID_BBAN_FORMAT_IBANS,
  INVALID_CHARACTERS_IBANS,
  UNKNOWN_COUNTRY_IBANS,
  VALID_IBANS,
  WRONG_LENGTH_IBANS,
} from '../../../test/vectors/iban.ts';
import type { IbanVector } from '../../../test/vectors/iban.ts';

const codesOf = (input: string): string[] => validateIban(input).errors.map((e) => e.code);

/** ISO 13616 MOD-97 with BigInt, written independently of the incremental one under test. */
function referenceMod97(iban: string): bigint {
  const moved = iban.slice(4) + iban.slice(0, 4);
  const digits = [...moved].map((c) => (c >= 'A' ? String(c.charCodeAt(0) - 55) : c)).join('');
  return BigInt(digits) % 97n;
}

describe('validateIban: vectors grouped by the error codes they expect', () => {
  const groups: [string, readonly IbanVector[]][] = [
    ['valid', VALID_IBANS],
    ['INVALID_CHARACTERS', INVALID_CHARACTERS_IBANS],
    ['UNKNOWN_COUNTRY', UNKNOWN_COUNTRY_IBANS],
    ['WRONG_LENGTH', WRONG_LENGTH_IBANS],
    ['INVALID_BBAN_FORMAT', INVALID_BBAN_FORMAT_IBANS],
    ['CHECKSUM_FAILED', CHECKSUM_FAILED_IBANS],
    ['BBAN_CHECKSUM_FAILED', BBAN_CHECKSUM_FAILED_IBANS],
  ];
  for (const [name, vectors] of groups) {
    it(`${name} (${vectors.length})`, () => {
      for (const { input, codes } of vectors) {
        const r = validateIban(input);
        expect(codesOf(input), JSON.stringify(input)).toEqual(codes);
        expect(r.valid).toBe(codes.length === 0);
        expect(r.format).toBe('iban');
        expect(r.normalized).toBe(normalize(input));
        expect(isValidIban(input), JSON.stringify(input)).toBe(r.valid);
        if (!r.valid) {
          expect(r.breakdown).toBeNull();
          expect(r.bankInfo).toBeNull();
        }
      }
    });
  }

  it('answers the root cause first and stops after the first three checks', () => {
    expect(codesOf('XX00 !')).toEqual(['INVALID_CHARACTERS']);
    expect(codesOf('XX0')).toEqual(['UNKNOWN_COUNTRY']);
    expect(codesOf('DE00A')).toEqual(['WRONG_LENGTH']);
  });

  it('answers the exact catalogue objects, never echoing the input', () => {
    const r = validateIban('GB82WEST12345698765431');
    expect(r.errors).toEqual([
      {
        code: 'CHECKSUM_FAILED',
        message: 'The check digits do not match the rest of the number.',
        suggestion: 'Check each character for a typo or two swapped neighbours.',
      },
    ]);
  });

  it('throws BankNumberRequestError for blank and over-long inputs only', () => {
    expect(() => validateIban('')).toThrow(
      expect.objectContaining({ name: 'BankNumberRequestError', code: 'MISSING_PARAMETER' }),
    );
    expect(() => validateIban(' \t\u00a0')).toThrow(expect.objectContaining({ code: 'MISSING_PARAMETER' }));
    expect(() => validateIban(`DE89370400440532013000${' '.repeat(107)}`)).toThrow(
      expect.objectContaining({ code: 'INPUT_TOO_LONG' }),
    );
    expect(validateIban(`DE89370400440532013000${' '.repeat(106)}`).valid).toBe(true);
    expect(() => validateIban(42 as unknown as string)).toThrow(expect.objectContaining({ code: 'INVALID_PARAMETER' }));
  });
});

describe('the registry examples', () => {
  const examples = Object.entries(IBAN_REGISTRY_EXAMPLES);

  it('cover exactly the 89 countries of the registry', () => {
    expect(examples.length).toBe(89);
    expect(examples.map(([cc]) => cc).sort()).toEqual([...ibanCountryCodes()].sort());
    for (const [cc, iban] of examples) expect(iban.slice(0, 2)).toBe(cc);
  });

  it.each(examples)('%s: valid, in electronic, print and lower-case form, with a tiling breakdown', (_cc, iban) => {
    const r = checkIban(iban);
    expect(r.errors).toEqual([]);
    expect(r.valid).toBe(true);
    expect(referenceMod97(iban)).toBe(1n);
    const parts = r.breakdown?.parts ?? [];
    expect(r.breakdown?.formatName).toBe('IBAN');
    expect(parts.slice(0, 2).map((p) => [p.label, p.start, p.end])).toEqual([
      ['Country', 0, 2],
      ['Check Digits', 2, 4],
    ]);
    let at = 0;
    for (const p of parts) {
      expect(p.start).toBe(at);
      expect(p.end).toBeGreaterThan(p.start);
      expect(p.value).toBe(iban.slice(p.start, p.end));
      at = p.end;
    }
    expect(at).toBe(iban.length);
    const print = iban.replace(/(.{4})(?=.)/g, '$1 ');
    expect(validateIban(print).valid).toBe(true);
    expect(validateIban(iban.toLowerCase()).valid).toBe(true);
    expect(isValidIban(iban)).toBe(true);
    expect(isValidIban(print)).toBe(true);
    expect(isValidIban(iban.toLowerCase())).toBe(true);
  });

  it('are invalid after any single substitution or adjacent transposition that MOD-97 can detect', () => {
    // MOD-97 detects every substitution of a digit by a digit or a letter by a letter, and every
    // transposition whose digit expansion changes. Where a letter replaces a digit (or the reverse)
    // in an alphanumeric position the expansion changes length, and about 1 in 97 such IBANs is
    // valid by ISO 13616: those must agree with an independent MOD-97 instead.
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const isDigit = (c: string): boolean => c >= '0' && c <= '9';
    const expand = (c: string): string => (isDigit(c) ? c : String(c.charCodeAt(0) - 55));
    let variants = 0;
    let validByIso = 0;
    for (const [, iban] of examples) {
      const classes = bbanClasses(ibanEntry(iban)!);
      const mutated = (s: string, detectable: boolean): void => {
        variants++;
        const valid = validateIban(s).valid;
        expect(isValidIban(s), s).toBe(valid);
        if (detectable) expect(valid, s).toBe(false);
        else if (valid) {
          validByIso++;
          expect(referenceMod97(s), s).toBe(1n);
        }
      };
      for (let i = 0; i < iban.length; i++) {
        for (const ch of alphabet) {
          if (ch === iban[i]) continue;
          const sameKind = isDigit(ch) === isDigit(iban[i] as string);
          mutated(iban.slice(0, i) + ch + iban.slice(i + 1), sameKind || i < 4 || classes[i - 4] !== 'c');
        }
      }
      for (let i = 0; i + 1 < iban.length; i++) {
        const a = iban[i] as string;
        const b = iban[i + 1] as string;
        if (a === b) continue;
        mutated(iban.slice(0, i) + b + a + iban.slice(i + 2), expand(a) + expand(b) !== expand(b) + expand(a));
      }
    }
    expect(variants).toBeGreaterThan(75_000);
    expect(validByIso).toBeLessThan(variants / 300);
  });
});

describe('breakdown labels (docs/contract.md §5)', () => {
  const labels = (iban: string): string[] =>
    (checkIban(iban).breakdown?.parts ?? []).map((p) => `${p.label}:${p.value}`);

  it('GB and IE have a Sort Code', () => {
    expect(labels('GB29NWBK60161331926819')).toEqual([
      'Country:GB',
      'Check Digits:29',
      'Bank Code:NWBK',
      'Sort Code:601613',
      'Account Number:31926819',
    ]);
    expect(labels('IE29AIBK93115212345678')).toContain('Sort Code:931152');
  });

  it('FR has a Branch Code and National Check Digits', () => {
    expect(labels('FR1420041010050500013M02606')).toEqual([
      'Country:FR',
      'Check Digits:14',
      'Bank Code:20041',
      'Branch Code:01005',
      'Account Number:0500013M026',
      'National Check Digits:06',
    ]);
  });

  it('IT starts its BBAN with the CIN', () => {
    expect(labels('IT60X0542811101000000123456')).toEqual([
      'Country:IT',
      'Check Digits:60',
      'National Check Digits:X',
      'Bank Code:05428',
      'Branch Code:11101',
      'Account Number:000000123456',
    ]);
  });

  it('CZ keeps prefix and number together as the Account Number (registry r100: 4!n16!n)', () => {
    expect(labels('CZ6508000000192000145399')).toEqual([
      'Country:CZ',
      'Check Digits:65',
      'Bank Code:0800',
      'Account Number:0000192000145399',
    ]);
  });

  it('BR, GT, IS, MU name their account type, currency and owner parts', () => {
    expect(labels('BR1800360305000010009795493C1').slice(-2)).toEqual(['Account Type:C', 'Owner Account Number:1']);
    expect(labels('GT82TRAJ01020000001210029690').slice(3, 5)).toEqual(['Currency:01', 'Account Type:02']);
    expect(labels('IS140159260076545510730339').slice(-3)).toEqual([
      'Account Type:26',
      'Account Number:007654',
      'Owner Account Number:5510730339',
    ]);
    expect(labels('MU17BOMM0101101030300200000MUR').slice(-2)).toEqual([
      'Account Number:101030300200000',
      'Currency:MUR',
    ]);
  });
});
