import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveAll } from '../../../scripts/build/generated/banks.ts';
import { type BankFile, codeBanks } from '../../../scripts/data/import/banks-data.ts';
import { dataDir } from '../../../scripts/dev/paths.ts';
import { countryName } from '../../core/country-names.ts';
import { ibanBankChunks, type IbanBankChunk } from '../../generated/banks/iban-chunks.ts';
import { enrichIban } from './enrich.ts';
import { ibanCheckDigits } from './registry.ts';
import { bankCodeStatus, isIbanLookupLoaded, loadIbanLookup, lookupIbanBankSync } from './lookup.ts';
import { ibanLookupCountries } from './lookup-loader.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A string with the bank code at its place; the lookup reads nothing else of the IBAN. */
function ibanWith(cc: string, start: number, code: string): string {
  return `${cc}00${'0'.repeat(start - 4)}${code}0000000000`;
}

describe('before anything is loaded', () => {
  it('knows no bank, and loading one country leaves every other unloaded', async () => {
    expect(lookupIbanBankSync('DE89370400440532013000')).toBeNull();
    expect(isIbanLookupLoaded('DE')).toBe(false);
    const spies = Object.keys(ibanBankChunks).map(
      (cc) => [cc, vi.spyOn(ibanBankChunks as Record<string, () => Promise<IbanBankChunk>>, cc)] as const,
    );
    await loadIbanLookup('DE');
    for (const [cc, spy] of spies) expect(spy, cc).toHaveBeenCalledTimes(cc === 'DE' ? 1 : 0);
    expect(isIbanLookupLoaded('DE')).toBe(true);
    expect(isIbanLookupLoaded('AT')).toBe(false);
    expect(lookupIbanBankSync('AT611904300234573201')).toBeNull();
  });
});

describe('lookupIbanBankSync', () => {
  it('names the German bank of a BLZ', async () => {
    await loadIbanLookup('DE');
    expect(lookupIbanBankSync('DE89370400440532013000')).toEqual({
      bankName: 'Commerzbank',
      bic: 'COBADEFFXXX',
      country: 'Germany',
      countryCode: 'DE',
      city: null,
    });
    expect(lookupIbanBankSync('DE02100100100006820101')).toMatchObject({
      bankName: 'Postbank Ndl der Deutsche Bank',
      bic: 'PBNKDEFFXXX',
    });
  });

  it('gives the city where the source has one (Austria, Spain, France)', async () => {
    await Promise.all(['AT', 'ES', 'FR'].map(loadIbanLookup));
    expect(lookupIbanBankSync('AT021200000703710101')).toEqual({
      bankName: 'UniCredit Bank Austria AG',
      bic: 'BKAUATWWXXX',
      country: 'Austria',
      countryCode: 'AT',
      city: 'Wien',
    });
    expect(lookupIbanBankSync('ES9121000418450200051332')).toEqual({
      bankName: 'Caixabank, S.A.',
      bic: 'CAIXESBBXXX',
      country: 'Spain',
      countryCode: 'ES',
      city: 'Valencia',
    });
    // The curated list names the bank; the ECB list, agreeing on the BIC, adds the city.
    expect(lookupIbanBankSync('FR7630004000031234567890143')).toEqual({
      bankName: 'BNP PARIBAS',
      bic: 'BNPAFRPPXXX',
      country: 'France',
      countryCode: 'FR',
      city: 'PARIS',
    });
  });

  it('reads the four-letter bank identifier of a British IBAN', async () => {
    await loadIbanLookup('GB');
    expect(lookupIbanBankSync('GB29NWBK60161331926819')).toEqual({
      bankName: 'NATIONAL WESTMINSTER BANK PUBLIC LIMITED COMPANY',
      bic: 'NWBKGB2LXXX',
      country: 'United Kingdom',
      countryCode: 'GB',
      city: null,
    });
    expect(lookupIbanBankSync('GB33BUKB20201555555555')?.bankName).toBe('BARCLAYS BANK UK PLC');
    expect(lookupIbanBankSync('GB94BARC10201530093459')?.bic).toBe('BARCGB22XXX');
    expect(lookupIbanBankSync('GB82WEST12345698765432')).toBeNull();
  });

  it('reads the bank code where the registry puts it: after the CIN in Italy, five digits in Slovenia', async () => {
    await Promise.all(['IT', 'SI'].map(loadIbanLookup));
    expect(lookupIbanBankSync('IT60X0542811101000000123456')?.bic).toBe('BLOPIT22XXX');
    expect(lookupIbanBankSync('SI56191000000123438')).toMatchObject({ countryCode: 'SI', country: 'Slovenia' });
  });

  it('resolves a code inside a range (Belgium) and nothing for a free or unknown code', async () => {
    await Promise.all(['BE', 'DE'].map(loadIbanLookup));
    expect(lookupIbanBankSync('BE71096123456769')).toMatchObject({ bankName: 'BELFIUS BANK', bic: 'GKCCBEBBXXX' });
    expect(lookupIbanBankSync('BE68001123456789')).toMatchObject({
      bankName: 'BNP Paribas Fortis',
      bic: 'GEBABEBBXXX',
    });
    // 154 is marked free in the Belgian protocol list.
    expect(lookupIbanBankSync(ibanWith('BE', 4, '154'))).toBeNull();
    expect(lookupIbanBankSync(ibanWith('DE', 4, '99999999'))).toBeNull();
  });

  it('gives a null BIC where the directory lists a bank without one', async () => {
    await loadIbanLookup('CZ');
    expect(lookupIbanBankSync(ibanWith('CZ', 4, '2260'))).toMatchObject({
      bankName: 'NEY spořitelní družstvo',
      bic: null,
    });
  });

  it('answers a fresh object each time', async () => {
    await loadIbanLookup('DE');
    const first = lookupIbanBankSync('DE89370400440532013000')!;
    first.bankName = 'changed';
    expect(lookupIbanBankSync('DE89370400440532013000')?.bankName).toBe('Commerzbank');
  });

  it('answers null, never throws, for input it was not meant for', async () => {
    await loadIbanLookup('DE');
    for (const junk of [
      '',
      'D',
      'DE',
      'DE89',
      'DE893704',
      'XX89370400440532013000',
      '€€€€€€€€€€€€',
      undefined,
      null,
      42,
    ]) {
      expect(lookupIbanBankSync(junk as string)).toBeNull();
    }
  });
});

describe('loadIbanLookup', () => {
  it('loads once: the same promise, one import', async () => {
    const spy = vi.spyOn(ibanBankChunks as Record<string, () => Promise<IbanBankChunk>>, 'LI');
    const a = loadIbanLookup('LI');
    const b = loadIbanLookup('li');
    expect(a).toBe(b);
    await a;
    await loadIbanLookup('LI');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(isIbanLookupLoaded('LI')).toBe(true);
  });

  it('resolves at once and loads nothing for a country without data or a bad code', async () => {
    const spies = Object.keys(ibanBankChunks).map((cc) =>
      vi.spyOn(ibanBankChunks as Record<string, () => Promise<IbanBankChunk>>, cc),
    );
    for (const bad of [
      'PL',
      'US',
      'ZZ',
      '',
      'D',
      'DEU',
      'constructor',
      '__proto__',
      'toString',
      undefined,
      null,
      7,
      {},
    ]) {
      await expect(loadIbanLookup(bad as string)).resolves.toBeUndefined();
    }
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(isIbanLookupLoaded('PL')).toBe(false);
    expect(isIbanLookupLoaded(null as unknown as string)).toBe(false);
  });

  it('resolves when the chunk fails to load, and tries again next time', async () => {
    const real = ibanBankChunks.MC!;
    const spy = vi
      .spyOn(ibanBankChunks as Record<string, () => Promise<IbanBankChunk>>, 'MC')
      .mockImplementationOnce(() => Promise.reject(new Error('offline')));
    await expect(loadIbanLookup('MC')).resolves.toBeUndefined();
    expect(isIbanLookupLoaded('MC')).toBe(false);
    spy.mockImplementation(real);
    await loadIbanLookup('MC');
    expect(isIbanLookupLoaded('MC')).toBe(true);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('lists the countries with a directory', () => {
    const countries = ibanLookupCountries();
    expect(countries).toContain('DE');
    expect(countries).toContain('GB');
    expect(countries).not.toContain('PL');
    expect(countries).toEqual([...countries].sort());
  });
});

describe('every chunk', () => {
  it('gives back, through the lookup, the bank the builder chose for every code, under countryName', async () => {
    const { iban } = resolveAll();
    expect(ibanLookupCountries()).toEqual([...iban.keys()]);
    let checked = 0;
    for (const [cc, { key, banks }] of iban) {
      await loadIbanLookup(cc);
      for (const [code, bank] of banks) {
        expect(lookupIbanBankSync(ibanWith(cc, key[0], code)), `${cc} ${code}`).toEqual({
          bankName: bank.name,
          bic: bank.bic,
          country: countryName(cc),
          countryCode: cc,
          city: bank.city,
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(18_000);
  });
});

describe('the German bank-code file', () => {
  it('names, for every German bank code, the bank and BIC of its owner row, or its successor’s', async () => {
    const file = JSON.parse(readFileSync(join(dataDir, 'banks', 'de.bundesbank.json'), 'utf8')) as BankFile;
    const banks = codeBanks(file);
    await loadIbanLookup('DE');
    expect(banks.size).toBeGreaterThan(3000);
    for (const [code, r] of banks) {
      const successor = file.retired?.[code];
      const named = successor ? banks.get(successor)! : r;
      expect(lookupIbanBankSync(`DE00${code}0000000000`), code).toMatchObject({ bankName: named.name, bic: named.bic });
    }
  });
});

describe('retired bank codes', () => {
  it('tells an active code, and a deleted one whose numbers keep their verdict and bank', async () => {
    // 74067000 (Rottaler Raiffeisenbank -alt-) is no longer listed since the release of 2026-09-07.
    const deleted = `DE${ibanCheckDigits('DE', '740670000000000000')}740670000000000000`;
    expect(await bankCodeStatus('DE89 3704 0044 0532 0130 00')).toEqual({
      bankCode: '37040044',
      status: 'active',
      successor: null,
    });
    expect(await bankCodeStatus(deleted)).toEqual({ bankCode: '74067000', status: 'deleted', successor: null });
    expect(lookupIbanBankSync(deleted)?.bankName).toBe('Rottaler Raiffeisenbank -alt-');
    expect(await bankCodeStatus('DE00999999990000000000')).toBeNull();
    expect(await bankCodeStatus('XX00')).toBeNull();
  });

  it('finds a bank code added since the release of 2026-03-09', async () => {
    await loadIbanLookup('DE');
    expect(lookupIbanBankSync('DE00550104820000000000')).toMatchObject({
      bankName: 'Aareal Bank GF BDS New Markets + Products',
      bic: 'AARBDE82XXX',
    });
  });

  it('reads the status in the enrichment', async () => {
    expect(await enrichIban('DE89370400440532013000')).toMatchObject({
      bankCodeStatus: { bankCode: '37040044', status: 'active', successor: null },
    });
  });
});
