import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveAll } from '../../../scripts/build/generated/banks.ts';
import { countryName } from '../../core/country-names.ts';
import { bicBankChunks, type BicBankChunk } from '../../generated/banks/bic-chunks.ts';
import { isBicLookupLoaded, loadBicLookup, lookupBicSync } from './lookup.ts';
import { bicLookupCountries } from './lookup-loader.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const loaders = bicBankChunks as Record<string, () => Promise<BicBankChunk>>;

describe('before anything is loaded', () => {
  it('knows no bank, and loading one country leaves every other unloaded', async () => {
    expect(lookupBicSync('COBADEFFXXX')).toBeNull();
    const spies = Object.keys(bicBankChunks).map((cc) => [cc, vi.spyOn(loaders, cc)] as const);
    await loadBicLookup('DE');
    for (const [cc, spy] of spies) expect(spy, cc).toHaveBeenCalledTimes(cc === 'DE' ? 1 : 0);
    expect(isBicLookupLoaded('DE')).toBe(true);
    expect(isBicLookupLoaded('AT')).toBe(false);
    expect(lookupBicSync('BKAUATWWXXX')).toBeNull();
  });
});

describe('lookupBicSync', () => {
  it('finds a head office by its 8-character BIC and by its XXX form', async () => {
    await loadBicLookup('DE');
    const expected = { bankName: 'Commerzbank', bic: 'COBADEFFXXX', country: 'Germany', countryCode: 'DE', city: null };
    expect(lookupBicSync('COBADEFF')).toEqual(expected);
    expect(lookupBicSync('COBADEFFXXX')).toEqual(expected);
  });

  it('finds a branch BIC only as itself', async () => {
    await loadBicLookup('DE');
    expect(lookupBicSync('DEUTDEBB121')).toEqual({
      bankName: 'Deutsche Bank',
      bic: 'DEUTDEBB121',
      country: 'Germany',
      countryCode: 'DE',
      city: null,
    });
    expect(lookupBicSync('COBADEFF999')).toBeNull();
    // The Bundesbank is listed by branch BICs only (MARKDEF1100, …): no head office is invented.
    expect(lookupBicSync('MARKDEF1100')?.bankName).toBe('Bundesbank');
    expect(lookupBicSync('MARKDEF1')).toBeNull();
    expect(lookupBicSync('MARKDEF1XXX')).toBeNull();
  });

  it('gives the city where a source has one', async () => {
    await Promise.all(['AT', 'FR', 'ES', 'CH'].map(loadBicLookup));
    expect(lookupBicSync('BKAUATWW')).toEqual({
      bankName: 'UniCredit Bank Austria AG',
      bic: 'BKAUATWWXXX',
      country: 'Austria',
      countryCode: 'AT',
      city: 'Wien',
    });
    expect(lookupBicSync('AGRIFRCC802')).toMatchObject({ countryCode: 'FR', city: 'REIMS' });
    expect(lookupBicSync('CAIXESBBXXX')).toMatchObject({ bankName: 'Caixabank, S.A.', city: 'Valencia' });
    expect(lookupBicSync('UBSWCHZH80A')).toMatchObject({ bankName: 'UBS Switzerland AG', city: 'Zürich' });
  });

  it('names the bank of a BIC by its own country’s directory before a foreign one', async () => {
    await loadBicLookup('DE');
    // manual_gb also lists DEUTDEFFXXX, as "DEUTSCHE BANK AKTIENGESELLSCHAFT".
    expect(lookupBicSync('DEUTDEFF')?.bankName).toBe('Deutsche Bank');
  });

  it('answers a BIC of a territory from its own chunk', async () => {
    await loadBicLookup('RE');
    const [first] = [...(await bicBankChunks.RE!()).bics.split(',')];
    const bic = `${first!.slice(0, 4)}RE${first!.slice(4).split(':')[0]}`;
    expect(lookupBicSync(bic)).toMatchObject({ countryCode: 'RE', country: countryName('RE') });
  });

  it('answers null, never throws, for input it was not meant for', async () => {
    await loadBicLookup('DE');
    for (const junk of ['', 'COBADEF', 'COBADEFFXX', 'COBADEFFXXXX', 'ZZZZZZZZ', undefined, null, 42]) {
      expect(lookupBicSync(junk as string)).toBeNull();
    }
  });
});

describe('loadBicLookup', () => {
  it('loads once, resolves for countries without data and bad codes, and retries after a failure', async () => {
    const spy = vi.spyOn(loaders, 'LI').mockImplementationOnce(() => Promise.reject(new Error('offline')));
    await expect(loadBicLookup('LI')).resolves.toBeUndefined();
    expect(isBicLookupLoaded('LI')).toBe(false);
    const a = loadBicLookup('li');
    expect(loadBicLookup('LI')).toBe(a);
    await a;
    expect(isBicLookupLoaded('LI')).toBe(true);
    expect(spy).toHaveBeenCalledTimes(2);
    for (const bad of ['ZZ', 'XX', '', 'constructor', '__proto__', undefined, null, 3]) {
      await expect(loadBicLookup(bad as string)).resolves.toBeUndefined();
    }
    expect(bicLookupCountries()).toEqual([...bicLookupCountries()].sort());
  });
});

describe('every chunk', () => {
  it('gives back, through the lookup, the bank the builder chose for every BIC, under countryName', async () => {
    const { bic } = resolveAll();
    let checked = 0;
    for (const [cc, banks] of bic) {
      if (countryName(cc) === null) continue;
      await loadBicLookup(cc);
      for (const [code, bank] of banks) {
        const expected = { bankName: bank.name, bic: code, country: countryName(cc), countryCode: cc, city: bank.city };
        expect(lookupBicSync(code), code).toEqual(expected);
        if (code.endsWith('XXX')) expect(lookupBicSync(code.slice(0, 8)), code).toEqual(expected);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(7_000);
  });
});
