import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalBic, cleanText, groupRecords } from './banks-data.ts';
import { LEFT_OUT, SHIPPED, importFile, readRows, stdnumAgreement, toFacts, unclassified } from './banks-schwifty.ts';
import { expectAgreesWithCommitted, fixturesDir, readFixture } from './fixtures/committed.ts';

describe('banks-data helpers', () => {
  it('keeps one 11-character form of a BIC and refuses what is not a BIC', () => {
    expect(canonicalBic('gebabebb')).toBe('GEBABEBBXXX');
    expect(canonicalBic(' COBADEFFXXX ')).toBe('COBADEFFXXX');
    expect(canonicalBic('DEUTDEBB121')).toBe('DEUTDEBB121');
    for (const junk of ['', 'COBADEF', 'COBADEFFXX', 'COBA1EFFXXX', null, 42]) expect(canonicalBic(junk)).toBeNull();
  });

  it('collapses whitespace in names', () => {
    expect(cleanText('  DANSKE\u00a0 BANK ')).toBe('DANSKE BANK');
    expect(cleanText('  ')).toBeNull();
  });
});

describe('banks-schwifty', () => {
  it('expands v2 entries into one row per bank code', () => {
    const rows = readRows({
      entries: [{ country_code: 'BE', bic: 'GEBABEBB', name: 'BNP Paribas Fortis', bank_codes: ['000', '001'] }],
    });
    expect(rows.map((r) => r.bank_code)).toEqual(['000', '001']);
  });

  it('lets only the primary rows of a code stand for it; the others become its branch BICs', () => {
    const facts = toFacts(
      [
        { country_code: 'DE', bank_code: '12070000', bic: 'DEUTDEBB160', name: 'Deutsche Bank', primary: true },
        { country_code: 'DE', bank_code: '12070000', bic: 'DEUTDEBB121', name: 'Deutsche Bank', primary: false },
        { country_code: 'DE', bank_code: '10000000', bic: 'MARKDEF1100', name: 'Bundesbank', primary: false },
      ],
      'DE',
      'test',
    );
    expect(facts.map((f) => [f.bic, f.code, f.branch === true])).toEqual([
      ['DEUTDEBB160', '12070000', false],
      ['DEUTDEBB121', '12070000', true],
      // A code with no primary row at all keeps its only row.
      ['MARKDEF1100', '10000000', false],
    ]);
    // A branch fact puts its code in branchCodes, never in codes.
    expect(groupRecords(facts).find((r) => r.bic === 'DEUTDEBB121')).toEqual({
      bic: 'DEUTDEBB121',
      name: 'Deutsche Bank',
      city: null,
      codes: [],
      branchCodes: ['12070000'],
    });
    expect(groupRecords(facts).find((r) => r.bic === 'DEUTDEBB160')).not.toHaveProperty('branchCodes');
  });

  it('drops rows that mark a code as free or blocked, and names without two letters', () => {
    const facts = toFacts(
      [
        { country_code: 'BE', bank_code: '154', bic: '', name: 'VRIJ', primary: true },
        { country_code: 'BE', bank_code: '539', bic: '', name: 'Onbeschikbaar', primary: true },
        { country_code: 'BE', bank_code: '913', bic: 'EPBFBEBB', name: 'EPBF', primary: true },
        { country_code: 'BE', bank_code: '999', bic: 'BARCFRPC', name: 'B', primary: true },
      ],
      'BE',
      'test',
    );
    expect(facts.map((f) => f.name)).toEqual(['EPBF']);
  });

  it('moves the town that schwifty appends to a Swiss bank name into the city', () => {
    const [fact] = toFacts(
      [
        {
          country_code: 'CH',
          bank_code: '00230',
          bic: 'UBSWCHZH80A',
          name: 'UBS Switzerland AG - Zürich',
          short_name: 'UBS Switzerland AG',
          primary: true,
        },
      ],
      'CH',
      'generated_ch.v2.json',
    );
    expect(fact).toMatchObject({ name: 'UBS Switzerland AG', city: 'Zürich' });
    // Elsewhere the same pattern is a legal form, not a town.
    const [pt] = toFacts(
      [
        {
          country_code: 'PT',
          bank_code: '0065',
          bic: 'BESZPTPL',
          name: 'BEST - BANCO ELECTRÓNICO DE SERVIÇO TOTAL, S.A.',
          short_name: 'BEST',
          primary: true,
        },
      ],
      'PT',
      'manual_pt.json',
    );
    expect(pt).toMatchObject({ name: 'BEST - BANCO ELECTRÓNICO DE SERVIÇO TOTAL, S.A.', city: null });
  });

  it('refuses rows of another country and values that are not BICs', () => {
    expect(() => toFacts([{ country_code: 'AT', bank_code: '1', name: 'X Bank' }], 'DE', 'f')).toThrow(/row of AT/);
    expect(() =>
      toFacts([{ country_code: 'DE', bank_code: '1', name: 'X Bank', bic: 'NOT A BIC' }], 'DE', 'f'),
    ).toThrow(/not a BIC/);
  });

  it('names a reason for every staged file it does not import, and refuses a file it does not know', () => {
    expect(unclassified(readdirSync(join(fixturesDir, 'schwifty')))).toEqual([]);
    expect(unclassified(['generated_pl.v2.json', 'manual_pt.json', 'generated_xx.json', 'LICENSE'])).toEqual([
      'generated_xx.json',
    ]);
    expect(Object.keys(LEFT_OUT)).toContain('generated_pl.v2.json');
  });

  it('makes of an excerpt of each kind of staged file what it committed of the whole (re-run the importer when this fails)', () => {
    const excerpts = readdirSync(join(fixturesDir, 'schwifty'));
    expect(excerpts).toEqual(['generated_be.v2.json', 'generated_ch.v2.json', 'manual_pt.json']);
    for (const name of excerpts) {
      const upstream = SHIPPED[name];
      if (upstream === undefined) throw new Error(`${name} is not shipped`);
      expectAgreesWithCommitted(importFile(name, upstream, readFixture(`schwifty/${name}`)));
    }
  });
});

describe('the cross-check against python-stdnum (its tables are staged, never shipped)', () => {
  it('reads codes and ranges of codes and counts the codes both list and those on which they agree', () => {
    const dat = [
      '# a comment line',
      '000-002 bic="GEBABEBB" bank="BNP Paribas Fortis"',
      '050 bic="GKCCBEBB" bank="Belfius"',
      '0100 bic="" bank="no BIC"',
      'not a code',
    ].join('\n');
    const records = [
      { bic: 'GEBABEBBXXX', codes: ['000', '001', '002', '003'] },
      { bic: 'BBRUBEBBXXX', codes: ['050'] },
      { bic: null, codes: ['0100'] },
    ];
    expect(stdnumAgreement(dat, records)).toEqual({ both: 5, agree: 4 });
  });
});
