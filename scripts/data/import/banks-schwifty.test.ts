import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourcesDir } from '../../dev/paths.ts';
import { banksDir, canonicalBic, cleanText, serializeBankFile } from './banks-data.ts';
import { LEFT_OUT, SHIPPED, importFile, readRows, toFacts } from './banks-schwifty.ts';

const staged = join(sourcesDir, 'bank-registry', 'schwifty');

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

  it('lets only the primary rows of a code stand for it; the others keep their BIC only', () => {
    const facts = toFacts(
      [
        { country_code: 'DE', bank_code: '12070000', bic: 'DEUTDEBB160', name: 'Deutsche Bank', primary: true },
        { country_code: 'DE', bank_code: '12070000', bic: 'DEUTDEBB121', name: 'Deutsche Bank', primary: false },
        { country_code: 'DE', bank_code: '10000000', bic: 'MARKDEF1100', name: 'Bundesbank', primary: false },
      ],
      'DE',
      'test',
    );
    expect(facts.map((f) => [f.bic, f.code])).toEqual([
      ['DEUTDEBB160', '12070000'],
      ['DEUTDEBB121', null],
      // A code with no primary row at all keeps its only row.
      ['MARKDEF1100', '10000000'],
    ]);
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

  it.skipIf(!existsSync(staged))('names a reason for every staged file it does not import', () => {
    for (const f of readdirSync(staged).filter((n) => n.endsWith('.json'))) {
      expect(f in SHIPPED || f in LEFT_OUT, f).toBe(true);
    }
    expect(Object.keys(LEFT_OUT)).toContain('generated_pl.v2.json');
  });

  it.skipIf(!existsSync(staged))('matches the committed data/banks files (re-run the importer when this fails)', () => {
    for (const [name, upstream] of Object.entries(SHIPPED)) {
      const fresh = importFile(name, upstream, JSON.parse(readFileSync(join(staged, name), 'utf8')));
      const path = join(banksDir, `${fresh.countryCode.toLowerCase()}.${fresh.kind}.json`);
      expect(readFileSync(path, 'utf8'), name).toBe(serializeBankFile(fresh));
    }
  });
});

/**
 * python-stdnum's bank tables are LGPL: never shipped, only read here to cross-check the MIT data
 * that is shipped. They come from the same publishers (NBB, ČNB), in other hands and at other dates.
 */
describe('cross-check against python-stdnum (not shipped)', () => {
  const stdnum = join(sourcesDir, 'bank-registry', 'python-stdnum');

  function readStdnum(cc: string): Map<string, string | null> {
    const out = new Map<string, string | null>();
    for (const line of readFileSync(join(stdnum, `${cc}-banks.dat`), 'utf8').split('\n')) {
      const m = /^(\d+)(?:-(\d+))?\s/.exec(line);
      if (!m) continue;
      const [, from = '', to = from] = m;
      const bic = canonicalBic(/bic="([^"]*)"/.exec(line)?.[1]);
      for (let n = Number(from); n <= Number(to); n++) out.set(String(n).padStart(from.length, '0'), bic);
    }
    return out;
  }

  it.skipIf(!existsSync(stdnum))('agrees on the BIC of almost every Belgian and every Czech bank code', () => {
    for (const [cc, least] of [
      ['be', 0.98],
      ['cz', 1],
    ] as const) {
      const theirs = readStdnum(cc);
      const ours = JSON.parse(readFileSync(join(banksDir, `${cc}.generated.json`), 'utf8')) as {
        records: { bic: string | null; codes: string[] }[];
      };
      let both = 0;
      let agree = 0;
      for (const r of ours.records) {
        for (const code of r.codes) {
          if (!theirs.has(code)) continue;
          both++;
          if (theirs.get(code) === r.bic) agree++;
        }
      }
      expect(both, cc).toBeGreaterThan(cc === 'be' ? 700 : 40);
      expect(agree / both, cc).toBeGreaterThanOrEqual(least);
    }
  });
});
