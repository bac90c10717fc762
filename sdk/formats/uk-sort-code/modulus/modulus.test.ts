/**
 * UK modulus checking: the specification's own cases, the tables' parser, the verdict of
 * `validateUkAccount`, the GB IBAN's check, and properties over any strings.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { UK_MODULUS_SPEC_CASES } from '../../../../test/vectors/uk-modulus.ts';
import { BankNumberRequestError } from '../../../core/errors.ts';
import { dataStatus } from '../../../data-status.ts';
import { validateSync } from '../../../validate.ts';
import { ibanCountry } from '../../iban/country.ts';
import { isValidIban } from '../../iban/is-valid.ts';
import { validateIban } from '../../iban/validate.ts';
import { setUkModulusTables, validateUkAccount } from './account.ts';
import { passesUkModulus, ukModulusRows } from './check.ts';
import { parseUkModulusTables, UkModulusTablesError } from './tables.ts';
import { peerTables, peerTableTexts } from './test-support/tables.ts';

const tables = peerTables();
const codes = (r: { errors: { code: string }[] }): string[] => r.errors.map((e) => e.code);

afterEach(() => setUkModulusTables(null));

describe('the specification’s test cases', () => {
  it.each(UK_MODULUS_SPEC_CASES)('$n. $sortCode $account: $exercises', ({ sortCode, account, passes }) => {
    expect(passesUkModulus(tables, sortCode, account)).toBe(passes);
    setUkModulusTables(tables);
    const result = validateUkAccount(sortCode, account);
    expect(result.valid).toBe(passes);
    expect(codes(result)).toEqual(passes ? [] : ['ACCOUNT_CHECK_FAILED']);
  });

  it('fails each passing case once one digit of its account changes, where the tables say so', () => {
    // Not every change is caught (a check catches most one-digit errors, not all): at least most.
    let caught = 0;
    let tried = 0;
    for (const c of UK_MODULUS_SPEC_CASES.filter((c) => c.passes)) {
      for (let i = 0; i < 8; i++) {
        const changed = c.account.slice(0, i) + ((Number(c.account[i]) + 1) % 10) + c.account.slice(i + 1);
        tried++;
        if (!passesUkModulus(tables, c.sortCode, changed)) caught++;
      }
    }
    expect(caught / tried).toBeGreaterThan(0.6);
  });
});

describe('the weight table', () => {
  it('reads every row of Pay.UK’s file, with its method, 14 weights and exception', () => {
    const lines = peerTableTexts()
      .valacdos.split('\r\n')
      .filter((l) => l.trim() !== '');
    expect(tables.rows).toHaveLength(lines.length);
    expect(tables.rows.every((r) => r.weights.length === 14)).toBe(true);
    expect(ukModulusRows(tables, 89999).map((r) => [r.method, r.exception])).toEqual([['MOD10', 0]]);
    expect(ukModulusRows(tables, 202959).map((r) => [r.method, r.exception])).toEqual([
      ['MOD11', 6],
      ['DBLAL', 6],
    ]);
    expect(tables.substitutions.get('938600')).toBe('938611');
  });

  it('passes a sort code without a row, whatever the account', () => {
    expect(ukModulusRows(tables, 0)).toEqual([]);
    expect(passesUkModulus(tables, '000000', '00000001')).toBe(true);
    setUkModulusTables(tables);
    expect(validateUkAccount('00-00-00', '12345679').valid).toBe(true);
  });

  it('finds the rows of a sort code in overlapping ranges, in the order of the file', () => {
    const t = parseUkModulusTables(
      [
        '100000 199999 MOD10    1    1    1    1    1    1    1    1    1    1    1    1    1    1',
        '150000 150010 MOD11    0    0    0    0    0    0    0    0    0    0    0    0    0    1',
        '120000 120000 DBLAL    0    0    0    0    0    0    0    0    0    0    0    0    0    2',
      ].join('\n'),
      '938173 938017',
    );
    expect(ukModulusRows(t, 150005).map((r) => r.method)).toEqual(['MOD10', 'MOD11']);
    expect(ukModulusRows(t, 120000).map((r) => r.method)).toEqual(['MOD10', 'DBLAL']);
    expect(ukModulusRows(t, 160000).map((r) => r.method)).toEqual(['MOD10']);
    expect(ukModulusRows(t, 200000)).toEqual([]);
  });
});

describe('text not in Pay.UK’s layout', () => {
  const { valacdos, scsubtab } = peerTableTexts();
  const refused = (v: string, s: string, file: string, line: number, words: RegExp): void => {
    let error: unknown;
    try {
      parseUkModulusTables(v, s);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UkModulusTablesError);
    expect((error as UkModulusTablesError).file).toBe(file);
    expect((error as UkModulusTablesError).line).toBe(line);
    expect((error as Error).message).toMatch(words);
  };

  it('names the file and the line at fault', () => {
    refused('', scsubtab, 'valacdos.txt', 0, /empty/);
    refused(valacdos, '\r\n \r\n', 'scsubtab.txt', 0, /empty/);
    refused('<!doctype html><html>', scsubtab, 'valacdos.txt', 1, /fields/);
    refused(`${valacdos}\r\n010004 016715 MOD12 0 0 0 0 0 0 8 7 6 5 4 3 2 1`, scsubtab, 'valacdos.txt', 1153, /method/);
    refused('01004 016715 MOD11 0 0 0 0 0 0 8 7 6 5 4 3 2 1', scsubtab, 'valacdos.txt', 1, /six-digit/);
    refused('016715 010004 MOD11 0 0 0 0 0 0 8 7 6 5 4 3 2 1', scsubtab, 'valacdos.txt', 1, /ends before/);
    refused('010004 016715 MOD11 0 0 0 0 0 0 8 7 6 5 4 3 2 x', scsubtab, 'valacdos.txt', 1, /weights/);
    refused('010004 016715 MOD11 0 0 0 0 0 0 8 7 6 5 4 3 2 1 x', scsubtab, 'valacdos.txt', 1, /exception/);
    refused(valacdos, '938173 938017\r\n938289', 'scsubtab.txt', 2, /two six-digit/);
    refused(scsubtab, valacdos, 'valacdos.txt', 1, /fields/);
  });

  it('refuses what is not text', () => {
    expect(() => parseUkModulusTables(undefined as unknown as string, scsubtab)).toThrow(UkModulusTablesError);
    expect(() => parseUkModulusTables(valacdos, 42 as unknown as string)).toThrow(/scsubtab\.txt: expected the text/);
  });

  it('reads LF line ends and blank lines as CRLF ones', () => {
    const lf = parseUkModulusTables(`\n${valacdos.replaceAll('\r\n', '\n')}\n\n`, scsubtab.replaceAll('\r\n', '\n'));
    expect(lf.rows).toEqual(tables.rows);
    expect(lf.substitutions).toEqual(tables.substitutions);
  });
});

describe('validateUkAccount', () => {
  it('answers with the sort code and the account in its breakdown, and no check without tables', () => {
    const r = validateUkAccount('08-99-99', '6637 4959');
    expect(r).toEqual({
      valid: true,
      format: 'uk-sort-code',
      normalized: '08999966374959',
      errors: [],
      breakdown: {
        formatName: 'UK Account',
        parts: [
          { label: 'Sort Code', value: '089999', start: 0, end: 6 },
          { label: 'Account Number', value: '66374959', start: 6, end: 14 },
        ],
      },
      bankInfo: null,
    });
    setUkModulusTables(tables);
    expect(validateUkAccount('08-99-99', '6637 4959')).toEqual({
      valid: false,
      format: 'uk-sort-code',
      normalized: '08999966374959',
      errors: [
        {
          code: 'ACCOUNT_CHECK_FAILED',
          message: "The account number does not pass its bank's check for this sort code.",
          suggestion: 'Check the sort code and the account number for a typo or two swapped neighbours.',
        },
      ],
      breakdown: null,
      bankInfo: null,
    });
  });

  it('checks the shapes of both, with or without tables', () => {
    for (const t of [null, tables]) {
      setUkModulusTables(t);
      expect(codes(validateUkAccount('08999', '66374958'))).toEqual(['WRONG_LENGTH']);
      expect(codes(validateUkAccount('08999A', '66374958'))).toEqual(['NOT_NUMERIC']);
      expect(codes(validateUkAccount('089999', '12345'))).toEqual(['INVALID_ACCOUNT_NUMBER']);
      expect(codes(validateUkAccount('089999', '12345678901'))).toEqual(['INVALID_ACCOUNT_NUMBER']);
      expect(codes(validateUkAccount('089999', '1234567A'))).toEqual(['INVALID_ACCOUNT_NUMBER']);
      expect(codes(validateUkAccount('0899', '1234'))).toEqual(['WRONG_LENGTH', 'INVALID_ACCOUNT_NUMBER']);
    }
  });

  it('reads 6, 7, 9 and 10 digits by the rules for non-standard account numbers', () => {
    setUkModulusTables(tables);
    // 6 and 7 digits: zeros in front (case 34 is 00000190).
    expect(validateUkAccount('180002', '000190').valid).toBe(true);
    expect(validateUkAccount('180002', '0000190').valid).toBe(true);
    // 9 digits: the first digit ends the sort code (089990 + 66374958 reads as 089996, 66374958).
    const nine = validateUkAccount('089990', '966374958');
    expect(nine.valid).toBe(passesUkModulus(tables, '089999', '66374958'));
    expect(nine.breakdown?.parts.map((p) => p.value)).toEqual(['089990', '966374958']);
    // 10 digits: the first eight or the last eight.
    expect(validateUkAccount('089999', '6637495800').valid).toBe(true);
    expect(validateUkAccount('089999', '0066374958').valid).toBe(true);
    expect(validateUkAccount('089999', '6637495900').valid).toBe(false);
  });

  it('throws the request error of validateSortCode for a blank or too long input only', () => {
    expect(() => validateUkAccount('', '12345678')).toThrow(BankNumberRequestError);
    expect(() => validateUkAccount('089999', ' ')).toThrow(/accountNumber/);
    expect(() => validateUkAccount('089999', '1'.repeat(129))).toThrow(BankNumberRequestError);
  });

  it('names the bank of the sort code once the sort-code data is loaded', async () => {
    const { loadSortCodeLookup, lookupSortCodeSync } = await import('../lookup.ts');
    await loadSortCodeLookup();
    expect(validateUkAccount('60-83-71', '12345678').bankInfo).toEqual(lookupSortCodeSync('608371'));
  });
});

describe('a GB IBAN', () => {
  // NatWest's example IBAN: sort code 601613, account 31926819, which passes its check.
  const good = 'GB29NWBK60161331926819';
  // The same with the account's last two digits swapped and the IBAN's check digits made right again.
  const bad = 'GB25NWBK60161331926891';

  it('fails with BBAN_CHECKSUM_FAILED when its sort code and account fail, once tables are in use', () => {
    expect(passesUkModulus(tables, '601613', '31926891')).toBe(false);
    expect(validateIban(bad).valid).toBe(true);
    setUkModulusTables(tables);
    expect(codes(validateIban(bad))).toEqual(['BBAN_CHECKSUM_FAILED']);
    expect(codes(validateSync(bad).result)).toEqual(['BBAN_CHECKSUM_FAILED']);
    expect(isValidIban(bad)).toBe(false);
    expect(validateIban(good).valid).toBe(true);
    setUkModulusTables(null);
    expect(validateIban(bad).valid).toBe(true);
    expect(isValidIban(bad)).toBe(true);
  });

  it('says the UK has national check digits only while tables are in use', () => {
    expect(ibanCountry('GB')?.nationalCheckDigits).toBe(false);
    setUkModulusTables(tables);
    expect(ibanCountry('GB')?.nationalCheckDigits).toBe(true);
  });
});

describe('dataStatus()', () => {
  it('lists the tables in use as uk-modulus, supplied, and them only while in use', () => {
    const shipped = dataStatus(new Date('2026-07-01T00:00:00Z'));
    expect(shipped.some((s) => s.id === 'uk-modulus')).toBe(false);
    setUkModulusTables(tables);
    expect(dataStatus(new Date('2026-07-01T00:00:00Z')).at(-1)).toEqual({
      id: 'uk-modulus',
      publisher: 'Pay.UK',
      release: '8.50',
      date: '2025-06-23',
      validUntil: null,
      ageDays: 373,
      expired: false,
      supplied: true,
    });
    setUkModulusTables(parseUkModulusTables(peerTableTexts().valacdos, peerTableTexts().scsubtab));
    expect(dataStatus().at(-1)).toMatchObject({ release: 'unknown', date: 'unknown', ageDays: 0 });
    setUkModulusTables(null);
    expect(dataStatus(new Date('2026-07-01T00:00:00Z'))).toEqual(shipped);
  });
});

describe('properties', () => {
  const anyString = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 160 }),
    fc.string({ unit: fc.constantFrom(...'0123456789 -.A'), maxLength: 14 }),
    fc.stringMatching(/^\d{6}$/),
    fc.stringMatching(/^\d{6,10}$/),
  );

  it('validateUkAccount answers any strings with a verdict or the documented request error', () => {
    setUkModulusTables(tables);
    fc.assert(
      fc.property(anyString, anyString, (sortCode, account) => {
        try {
          const r = validateUkAccount(sortCode, account);
          expect(r.valid).toBe(r.errors.length === 0);
        } catch (e) {
          expect(e).toBeInstanceOf(BankNumberRequestError);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('parseUkModulusTables reads any strings into tables or refuses them with its own error', () => {
    const row = fc
      .array(fc.oneof(fc.stringMatching(/^\d{1,7}$/), fc.constantFrom('MOD10', 'MOD11', 'DBLAL', 'x', '-1')), {
        minLength: 15,
        maxLength: 19,
      })
      .map((fields) => fields.join(' '));
    fc.assert(
      fc.property(fc.oneof(fc.string(), row), fc.string(), (v, s) => {
        try {
          const t = parseUkModulusTables(v, s);
          // What is read is checked without a crash.
          passesUkModulus(t, '123456', '12345678');
        } catch (e) {
          expect(e).toBeInstanceOf(UkModulusTablesError);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('the GB IBAN check never throws on any IBAN-shaped input', () => {
    setUkModulusTables(tables);
    fc.assert(
      fc.property(fc.stringMatching(/^GB\d{2}[A-Z]{4}\d{14}$/), (iban) => {
        expect(typeof isValidIban(iban)).toBe('boolean');
      }),
    );
  });
});

describe('the vectors', () => {
  it('keep every valid GB IBAN valid with the tables', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const dir = new URL('../../../../test/vectors/', import.meta.url);
    const text = readdirSync(dir)
      .map((f) => readFileSync(new URL(f, dir), 'utf8'))
      .join('\n');
    const ibans = [...new Set(text.match(/GB\d{2}[A-Z]{4}\d{14}/g))];
    const valid = ibans.filter((iban) => validateIban(iban).valid);
    expect(valid.length).toBeGreaterThanOrEqual(4);
    setUkModulusTables(tables);
    const refused = valid.filter((iban) => !validateIban(iban).valid);
    expect(refused).toEqual([]);
  });
});
