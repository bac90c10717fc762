import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BankFile } from '../scripts/data/import/banks-data.ts';
import { dataDir } from '../scripts/dev/paths.ts';
import { checkBicForIban, checkBicForIbanSync } from './bic-for-iban.ts';
import { generateIban } from './formats/iban/generate.ts';
import { isValidIban } from './formats/iban/is-valid.ts';
import { bicsForIban, bicsForIbanSync, isIbanLookupLoaded, loadIbanLookup } from './formats/iban/lookup.ts';
import { ibanLookupCountries, loadIbanDirectory } from './formats/iban/lookup-loader.ts';

// Valid IBANs of the shipped German directory (account check digits included).
/** Bank code 12070000, Deutsche Bank Berlin: its own BIC DEUTDEBB160 and 36 branch BICs. */
const DEUTSCHE_BANK_BERLIN = 'DE68120700000001234574';
/** Bank code 13070000, Deutsche Bank Rostock: DEUTDEBRXXX, and branch BICs of DEUTDEBR and DEUTDEBB. */
const DEUTSCHE_BANK_ROSTOCK = 'DE43130700000001234574';
/** Bank code 37040044, Commerzbank: one BIC. */
const COMMERZBANK = 'DE89 3704 0044 0532 0130 00';
/** Bank code 99999999: not in the German directory. */
const NOT_LISTED = 'DE85999999990001234567';

describe('before any directory is loaded', () => {
  it('knows no BIC and calls every BIC unknown, even one of another country', () => {
    expect(isIbanLookupLoaded('DE')).toBe(false);
    expect(bicsForIbanSync('DE89370400440532013000')).toBeNull();
    expect(checkBicForIbanSync('COBADEFF', COMMERZBANK)).toEqual({ status: 'unknown', reason: 'no-directory' });
    expect(checkBicForIbanSync('BNPAFRPP', COMMERZBANK)).toEqual({ status: 'unknown', reason: 'no-directory' });
  });
});

describe('bicsForIban', () => {
  it('lists every BIC of a bank code with several, the bank’s own first', async () => {
    const bics = await bicsForIban(DEUTSCHE_BANK_BERLIN);
    expect(bics?.[0]).toBe('DEUTDEBB160');
    expect(bics).toHaveLength(37);
    expect(bics).toContain('DEUTDEBB120');
    expect(new Set(bics).size).toBe(bics?.length);
    expect(bics?.slice(1)).toEqual([...(bics ?? [])].slice(1).sort());
  });

  it('lists the one BIC of a bank with one, and reads the print form', async () => {
    expect(await bicsForIban(COMMERZBANK)).toEqual(['COBADEFFXXX']);
  });

  it('is null for a code the directory does not list and for a country without a directory', async () => {
    expect(await bicsForIban(NOT_LISTED)).toBeNull();
    expect(await bicsForIban('PL61109010140000071219812874')).toBeNull();
  });

  it('gives for each German code exactly the BICs data/banks lists for it', async () => {
    const file = JSON.parse(readFileSync(join(dataDir, 'banks', 'de.bundesbank.json'), 'utf8')) as BankFile;
    const directory = await loadIbanDirectory('DE');
    for (const [code, further] of directory?.branchBics ?? []) {
      const own = directory?.byCode.get(code)?.bic;
      for (const bic of further) {
        expect(bic, code).not.toBe(own);
        expect(
          file.records.some((r) => r.bic === bic && r.branchCodes?.includes(code)),
          `${code} ${bic}`,
        ).toBe(true);
      }
    }
  });
});

describe('checkBicForIban', () => {
  it('finds a branch BIC of a code with several consistent', async () => {
    expect(await checkBicForIban('DEUTDEBB120', DEUTSCHE_BANK_BERLIN)).toEqual({ status: 'consistent', reason: null });
    expect(await checkBicForIban('deut de bb 160', DEUTSCHE_BANK_BERLIN)).toEqual({
      status: 'consistent',
      reason: null,
    });
  });

  it('takes a BIC8 as consistent with its BIC11 branches, and XXX as the BIC8', async () => {
    await loadIbanLookup('DE');
    for (const bic of ['DEUTDEBB', 'DEUTDEBBXXX', 'DEUTDEBB199'])
      expect(checkBicForIbanSync(bic, DEUTSCHE_BANK_BERLIN), bic).toEqual({ status: 'consistent', reason: null });
    // 13070000's own BIC is DEUTDEBRXXX; only its branch rows name DEUTDEBB.
    expect(checkBicForIbanSync('DEUTDEBB', DEUTSCHE_BANK_ROSTOCK)).toEqual({ status: 'consistent', reason: null });
    expect(checkBicForIbanSync('DEUTDEBR', DEUTSCHE_BANK_ROSTOCK)).toEqual({ status: 'consistent', reason: null });
    expect(checkBicForIbanSync('COBADEFF', COMMERZBANK)).toEqual({ status: 'consistent', reason: null });
    expect(checkBicForIbanSync('COBADEFF370', COMMERZBANK)).toEqual({ status: 'consistent', reason: null });
  });

  it('finds another bank, and another country, inconsistent', async () => {
    await loadIbanLookup('DE');
    expect(checkBicForIbanSync('DEUTDEFF', COMMERZBANK)).toEqual({ status: 'inconsistent', reason: 'other-bank' });
    expect(checkBicForIbanSync('DEUTDEBR', DEUTSCHE_BANK_BERLIN)).toEqual({
      status: 'inconsistent',
      reason: 'other-bank',
    });
    expect(checkBicForIbanSync('BNPAFRPP', COMMERZBANK)).toEqual({ status: 'inconsistent', reason: 'other-country' });
    expect(await checkBicForIban('COBAFRPX', COMMERZBANK)).toEqual({ status: 'inconsistent', reason: 'other-country' });
  });

  it('calls a BIC of another country listed for the code consistent', async () => {
    // The Slovak directory lists the Czech BIC of MONETA Money Bank for the Slovak code 0600.
    const iban = generateIban({ country: 'SK', bankCode: '0600' });
    expect(isValidIban(iban)).toBe(true);
    expect((await bicsForIban(iban))?.[0]).toBe('AGBACZPPXXX');
    expect(await checkBicForIban('AGBACZPP', iban)).toEqual({ status: 'consistent', reason: null });
  });

  it('is unknown for a code not in the directory, whatever the BIC', async () => {
    await loadIbanLookup('DE');
    expect(isValidIban(NOT_LISTED)).toBe(true);
    for (const bic of ['COBADEFF', 'BNPAFRPP'])
      expect(checkBicForIbanSync(bic, NOT_LISTED), bic).toEqual({ status: 'unknown', reason: 'code-not-listed' });
  });

  it('is unknown for a country without a directory, whatever the BIC', async () => {
    for (const bic of ['WBKPPLPP', 'BNPAFRPP'])
      expect(await checkBicForIban(bic, 'PL61109010140000071219812874'), bic).toEqual({
        status: 'unknown',
        reason: 'no-directory',
      });
  });

  it('is unknown for a code listed without a BIC', async () => {
    const directory = await loadIbanDirectory('BE');
    const code = [...(directory?.byCode ?? [])].find(([, bank]) => bank.bic === null)?.[0] ?? '';
    const iban = generateIban({ country: 'BE', bankCode: code });
    expect(await checkBicForIban('GEBABEBB', iban)).toEqual({ status: 'unknown', reason: 'no-bic-listed' });
    expect(await bicsForIban(iban)).toEqual([]);
  });

  it('is unknown for an invalid IBAN or BIC, and never throws', async () => {
    expect(await checkBicForIban('COBADEFF', 'DE89370400440532013001')).toEqual({
      status: 'unknown',
      reason: 'invalid-iban',
    });
    expect(await checkBicForIban('COBA', COMMERZBANK)).toEqual({ status: 'unknown', reason: 'invalid-bic' });
    await fc.assert(
      fc.asyncProperty(fc.anything(), fc.anything(), async (bic, iban) => {
        const sync = checkBicForIbanSync(bic as string, iban as string);
        const loaded = await checkBicForIban(bic as string, iban as string);
        expect(['consistent', 'inconsistent', 'unknown']).toContain(sync.status);
        expect(loaded.status).toBe('unknown');
      }),
      { numRuns: 200 },
    );
  });
});

describe('the shipped directories', () => {
  it('name several BICs for a bank code only where an official directory lists branch rows', async () => {
    const several: Record<string, number> = {};
    for (const cc of ibanLookupCountries()) {
      const directory = await loadIbanDirectory(cc);
      const count = [...(directory?.branchBics?.values() ?? [])].filter((bics) => bics.length > 0).length;
      if (count > 0) several[cc] = count;
    }
    expect(Object.keys(several).sort()).toEqual(['DE', 'LT']);
    expect(several.DE).toBeGreaterThan(200);
  });
});
