/**
 * The German account check as the public functions apply it: not before the German bank data is
 * loaded, and everywhere after. The tests of this file run in order and share one module state.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ibanCorpus } from '../../../../../scripts/bench/corpus.ts';
import { repoRoot } from '../../../../../scripts/dev/paths.ts';
import { BankNumberRequestError } from '../../../../core/request-error.ts';
import { iban as ibanSchema } from '../../../../schema/iban.ts';
import { preloadLookups, validate, validateSync } from '../../../../validate.ts';
import { ibanFromDomestic } from '../../from-domestic.ts';
import { generateIbans } from '../../generate.ts';
import { isValidIban } from '../../is-valid.ts';
import { isIbanLookupLoaded } from '../../lookup.ts';
import { ibanCheckDigits } from '../../registry.ts';
import { GERMAN_METHODS } from './methods.ts';

/** Bank code → method id, as the data holds it. */
const METHOD_OF: Readonly<Record<string, string>> = JSON.parse(
  readFileSync(join(repoRoot, 'data', 'banks', 'de.bundesbank.json'), 'utf8'),
).accountMethods;

/** The German IBAN of a bank code and a 10-digit account. */
const germanIban = (bankCode: string, account: string) =>
  `DE${ibanCheckDigits('DE', bankCode + account)}${bankCode}${account}`;

// Postbank, bank code 10010010, method 24: account 6820101 passes it, 6820102 does not.
const PASSES = germanIban('10010010', '0006820101');
const FAILS = germanIban('10010010', '0006820102');

/** Every German IBAN in electronic or print form in the SDK's vectors, tests, docs and benchmark corpus. */
function germanIbansOfTheProject(): string[] {
  const found = new Set<string>();
  const pattern = /DE\d{2}(?: ?\d{4}){4} ?\d{2}/g;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === 'generated' || name === 'node_modules') continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|md|json)$/.test(name))
        for (const m of readFileSync(path, 'utf8').match(pattern) ?? []) found.add(m);
    }
  };
  for (const dir of ['sdk', 'test', 'docs', 'scripts', 'demo']) walk(join(repoRoot, dir));
  for (const { input } of ibanCorpus()) if (/^de/i.test(input.trim())) found.add(input);
  return [...found];
}

const projectIbans = germanIbansOfTheProject();
let validBefore: string[] = [];

describe('before the German bank data is loaded', () => {
  it('validateSync, isValidIban and ibanFromDomestic do not check German accounts', () => {
    expect(isIbanLookupLoaded('DE')).toBe(false);
    expect(GERMAN_METHODS[METHOD_OF['10010010'] as string]?.('0006820102', '10010010')).toBe(false);
    expect(validateSync(FAILS).result.valid).toBe(true);
    expect(isValidIban(FAILS)).toBe(true);
    expect(ibanFromDomestic('DE', { bankCode: '10010010', accountNumber: '6820102' }).normalized).toBe(FAILS);
    validBefore = projectIbans.filter((s) => {
      try {
        return validateSync(s).result.valid;
      } catch {
        return false;
      }
    });
    expect(validBefore.length).toBeGreaterThan(10);
  });
});

describe('once preloadLookups loads it', () => {
  it('validateSync and isValidIban refuse an account that fails its bank code method', async () => {
    await preloadLookups('iban:DE');
    expect(isIbanLookupLoaded('DE')).toBe(true);
    const { result } = validateSync(FAILS);
    expect(result.valid).toBe(false);
    expect(result.errors.map((e) => e.code)).toEqual(['BBAN_CHECKSUM_FAILED']);
    expect(isValidIban(FAILS)).toBe(false);
    expect(isValidIban(FAILS.replace(/(.{4})/g, '$1 ').toLowerCase())).toBe(false);
    expect(validateSync(PASSES).result.valid).toBe(true);
    expect(isValidIban(PASSES)).toBe(true);
  });

  it('the schema refuses it too, and takes the account that passes', () => {
    const schema = ibanSchema()['~standard'];
    expect(schema.validate(FAILS)).toHaveProperty('issues');
    expect(schema.validate(PASSES)).toEqual({ value: PASSES });
  });

  it('validate answers BBAN_CHECKSUM_FAILED too', async () => {
    const { result } = await validate(FAILS);
    expect(result.errors.map((e) => e.code)).toEqual(['BBAN_CHECKSUM_FAILED']);
    expect((await validate(PASSES)).result.bankInfo?.bic).toBe('PBNKDEFFXXX');
  });

  it('no valid German IBAN of the vectors, examples, docs and benchmark corpus turns invalid', () => {
    const turned = validBefore.filter((s) => !validateSync(s).result.valid);
    expect(turned).toEqual([]);
  });

  it('ibanFromDomestic refuses the account number, naming it', () => {
    let error: unknown;
    try {
      ibanFromDomestic('DE', { bankCode: '10010010', accountNumber: '6820102' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BankNumberRequestError);
    expect(error).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'accountNumber' });
    expect(ibanFromDomestic('DE', { bankCode: '10010010', accountNumber: '6820101' }).normalized).toBe(PASSES);
  });

  it('generateIbans for a bank code makes accounts that pass its method', () => {
    for (const bankCode of ['10010010', '37040044', '50010517', '10000000', '20041111']) {
      for (const iban of generateIbans({ country: 'DE', bankCode, seed: 'de', count: 50 })) {
        expect(validateSync(iban).result.valid, iban).toBe(true);
        const method = GERMAN_METHODS[METHOD_OF[bankCode] ?? ''];
        if (method) expect(method(iban.slice(12), bankCode), iban).toBe(true);
      }
    }
  });

  it('a bank code without a method, or not in the file, is never refused for its account', () => {
    for (const bankCode of ['12345678', '99999999']) {
      expect(METHOD_OF[bankCode]).toBeUndefined();
      for (const account of ['0000000001', '1234567890', '9999999999']) {
        expect(isValidIban(germanIban(bankCode, account))).toBe(true);
      }
    }
  });

  it('any account at any bank code of the file: validateSync answers as the method does, never throwing', () => {
    const codes = Object.keys(METHOD_OF);
    const digits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 }).map((d) => d.join(''));
    fc.assert(
      fc.property(fc.constantFrom(...codes), digits, (bankCode, account) => {
        const iban = germanIban(bankCode, account);
        const method = GERMAN_METHODS[METHOD_OF[bankCode] as string];
        const expected = method === undefined || method(account, bankCode);
        expect(validateSync(iban).result.valid).toBe(expected);
        expect(isValidIban(iban)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });
});
