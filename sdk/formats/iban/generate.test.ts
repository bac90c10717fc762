import { describe, expect, it } from 'vitest';
import { BankNumberRequestError } from '../../core/errors.ts';
import { generateIban, generateIbans } from './generate.ts';
import { bankCodeStatus, ibanDirectoryCodesSync, loadIbanLookup } from './lookup.ts';
import { validate } from '../../validate.ts';
import { ibanCountryCodes } from './registry.ts';
import { validateIban } from './validate.ts';

describe('generateIban', () => {
  it('gives valid IBANs for every country and several seeds, national check digits included', () => {
    for (const country of ibanCountryCodes()) {
      for (const seed of [0, 1, 2, 'demo', 987_654_321]) {
        const iban = generateIban({ country, seed });
        expect(iban.slice(0, 2)).toBe(country);
        expect(validateIban(iban).errors, `${country} ${seed}: ${iban}`).toEqual([]);
      }
    }
  });

  it('is repeatable, and differs between seeds', () => {
    expect(generateIban({ country: 'FR', seed: 7 })).toBe(generateIban({ country: 'FR', seed: 7 }));
    expect(generateIban({ country: 'FR', seed: 7 })).not.toBe(generateIban({ country: 'FR', seed: 8 }));
    const list = generateIbans({ country: 'CZ', seed: 'x', count: 20 });
    expect(new Set(list).size).toBe(20);
    expect(generateIbans({ country: 'CZ', seed: 'x', count: 5 })).toEqual(list.slice(0, 5));
    for (const iban of list) expect(validateIban(iban).valid).toBe(true);
  });

  it('uses a requested bank code', () => {
    const de = generateIban({ country: 'de', seed: 1, bankCode: '37040044' });
    expect(de.slice(4, 12)).toBe('37040044');
    expect(validateIban(de).valid).toBe(true);
    const gb = generateIban({ country: 'GB', seed: 1, bankCode: 'nwbk' });
    expect(gb.slice(4, 8)).toBe('NWBK');
    const it_ = generateIban({ country: 'IT', seed: 3, bankCode: '05428' });
    expect(it_.slice(5, 10)).toBe('05428');
    expect(validateIban(it_).valid).toBe(true);
  });

  it('throws BankNumberRequestError for a country or bank code it cannot serve', () => {
    const fails = (options: Parameters<typeof generateIban>[0], parameter: string): void => {
      try {
        generateIban(options);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(BankNumberRequestError);
        expect((e as BankNumberRequestError).code).toBe('INVALID_PARAMETER');
        expect((e as BankNumberRequestError).parameter).toBe(parameter);
      }
    };
    fails({ country: 'GF' }, 'country');
    fails({ country: 'XX' }, 'country');
    fails({ country: '' }, 'country');
    fails({ country: 'DEU' }, 'country');
    fails({ country: 'GB', bankCode: '1234' }, 'bankCode');
    for (const count of [0, -1, 101, 1.5, Number.NaN]) {
      expect(() => generateIbans({ country: 'DE', count })).toThrow(
        expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'count' }),
      );
    }
    expect(() => generateIban(undefined as unknown as { country: string })).toThrow(BankNumberRequestError);
    fails({ country: 'DE', bankCode: '3704004' }, 'bankCode');
    // The Croatian bank code carries its own check digit: 1001005 is valid, 1001006 is not.
    expect(validateIban(generateIban({ country: 'HR', bankCode: '1001005' })).valid).toBe(true);
    fails({ country: 'HR', bankCode: '1001006' }, 'bankCode');
  });
});

describe('with the bank directory loaded', () => {
  it('draws bank codes of the directory, and German accounts pass their bank’s method', async () => {
    await loadIbanLookup('DE');
    const directory = ibanDirectoryCodesSync('DE');
    const codes = new Set(directory?.codes);
    const ibans = generateIbans({ country: 'DE', seed: 'banks', count: 100 });
    const banks = new Set<string>();
    for (const iban of ibans) {
      expect(codes.has(iban.slice(4, 12)), iban).toBe(true);
      const { result } = await validate(iban);
      expect(result.valid, iban).toBe(true);
      expect(result.bankInfo, iban).not.toBeNull();
      expect(await bankCodeStatus(iban), iban).toMatchObject({ status: 'active' });
      banks.add(iban.slice(4, 12));
    }
    expect(banks.size).toBeGreaterThan(50);
    // The same options, the same numbers.
    expect(generateIbans({ country: 'DE', seed: 'banks', count: 100 })).toEqual(ibans);
  });

  it('keeps a requested bank code, and a national check digit inside the code (HR) right', async () => {
    await loadIbanLookup('HR');
    expect(generateIban({ country: 'DE', seed: 1, bankCode: '10020030' }).slice(4, 12)).toBe('10020030');
    for (const iban of generateIbans({ country: 'HR', seed: 2, count: 20 })) {
      const { result } = await validate(iban);
      expect(result.valid, iban).toBe(true);
      expect(result.bankInfo, iban).not.toBeNull();
    }
  });
});
