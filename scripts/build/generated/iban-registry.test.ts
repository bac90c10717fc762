import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEADER } from '../generated.ts';
import { NATIONAL_RULES } from '../../../sdk/formats/iban/national/index.ts';
import { readNationalRules, readSepaCountries } from '../../data/iban-facts.ts';
import type { CountryEntry as Country } from '../../data/import/iban-registry.ts';
import { dataDir, repoRoot } from '../../dev/paths.ts';
import build, { type Registry, readRegistry } from './iban-registry.ts';

describe('the IBAN registry data and its generated module', () => {
  it('sdk/generated/iban-registry.ts is what a fresh build of data/iban-registry.json gives', () => {
    const files = build();
    expect([...files.keys()]).toEqual(['iban-registry.ts']);
    const committed = readFileSync(join(repoRoot, 'sdk', 'generated', 'iban-registry.ts'), 'utf8');
    expect(committed).toBe(HEADER + (files.get('iban-registry.ts') as string));
  });

  it('holds the 89 countries of registry release 102, with their territories under the host', () => {
    const data = readRegistry();
    const codes = Object.keys(data.countries);
    expect(codes.length).toBe(89);
    expect(data.provenance.registryRelease).toBe(102);
    for (const territory of [
      'AX',
      'GF',
      'GP',
      'MQ',
      'RE',
      'PF',
      'TF',
      'YT',
      'NC',
      'BL',
      'MF',
      'PM',
      'WF',
      'IM',
      'JE',
      'GG',
    ]) {
      expect(codes).not.toContain(territory);
    }
    expect(data.countries.FI?.territories).toEqual(['AX']);
    expect(data.countries.FR?.territories).toEqual([
      'BL',
      'GF',
      'GP',
      'MF',
      'MQ',
      'NC',
      'PF',
      'PM',
      'RE',
      'TF',
      'WF',
      'YT',
    ]);
    expect(data.countries.GB?.territories).toEqual(['GG', 'IM', 'JE']);
  });

  it('names the national rule of data/iban-national-rules.json for each country, every registered rule used', () => {
    const data = readRegistry();
    const { rules } = readNationalRules();
    for (const [cc, c] of Object.entries(data.countries)) expect(c.nationalRule, cc).toBe(rules[cc] ?? null);
    // Every rule that exists is used; the ones the data names without a rule file are IS's `is`, which
    // is deliberately not enforced, and DE's `de`, which joins the registry entry of DE when the
    // German bank data loads (docs/national-check-digits.md).
    const named = [...new Set(Object.values(rules))];
    const ids = NATIONAL_RULES.map((r) => r.id);
    expect(ids.filter((id) => !named.includes(id))).toEqual([]);
    expect(named.filter((id) => !ids.includes(id)).sort()).toEqual(['de', 'is']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('stops when data/iban-registry.json differs from the national rules or the SEPA list of data/', () => {
    const raw = readFileSync(join(dataDir, 'iban-registry.json'), 'utf8');
    const dir = mkdtempSync(join(tmpdir(), 'iban-registry-'));
    try {
      const edits: [string, (d: Registry) => void][] = [
        ['the national rule of NL', (d) => void ((d.countries.NL as Country).nationalRule = 'be')],
        ['the national rule of BE', (d) => void ((d.countries.BE as Country).nationalRule = null)],
        ['SEPA of TR', (d) => void ((d.countries.TR as Country).sepa = true)],
        ['the SEPA territories of FR', (d) => void (d.countries.FR as Country).sepaTerritories.pop()],
        ['the date of the SEPA list', (d) => void (d.provenance.sepaList.date = '2024-01-01')],
      ];
      for (const [what, edit] of edits) {
        const data = JSON.parse(raw) as Registry;
        edit(data);
        const file = join(dir, 'iban-registry.json');
        writeFileSync(file, JSON.stringify(data));
        expect(() => readRegistry(file), what).toThrow(`${what} differs from data/`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it(
    'follows release 102 for Portugal: no branch identifier, the bank code, ' + 'then the account and its check digits',
    () => {
      const data = readRegistry();
      expect(data.countries.PT?.parts.map((p) => `${p.label} ${p.start}-${p.end}`)).toEqual([
        'Country 0-2',
        'Check Digits 2-4',
        'Bank Code 4-8',
        'Account Number 8-23',
        'National Check Digits 23-25',
      ]);
      expect(data.countries.PT?.nationalRule).toBe('mod97-10');
      // France's branch position, which the registry table never had, is still filled in.
      expect(data.countries.FR?.parts.some((p) => p.label === 'Branch Code')).toBe(true);
    },
  );

  it('carries SEPA per the EPC list of data/sepa-countries.json with its date, and the registry column where it differs', () => {
    const data = readRegistry();
    const list = readSepaCountries();
    expect(data.provenance.sepaList.date).toBe(list.provenance.date);
    for (const [cc, c] of Object.entries(data.countries)) {
      expect(c.sepa, cc).toBe(list.countries.includes(cc));
      expect(c.sepaTerritories, cc).toEqual(list.territories[cc] ?? []);
    }
    const epc = Object.entries(data.countries)
      .filter(([, c]) => c.sepa)
      .map(([cc]) => cc);
    const registry = Object.entries(data.countries)
      .filter(([, c]) => c.registrySepa)
      .map(([cc]) => cc);
    expect(epc.filter((cc) => !registry.includes(cc))).toEqual(['AL', 'MD', 'ME', 'MK', 'RS']);
    expect(registry.filter((cc) => !epc.includes(cc))).toEqual([]);
    expect(data.countries.GB?.sepaTerritories).toEqual(['GG', 'IM', 'JE']);
    expect(data.countries.GB?.registrySepaTerritories).toEqual([]);
    expect(data.countries.FR?.sepaTerritories).toEqual(data.countries.FR?.registrySepaTerritories);
  });

  it('keeps its provenance and no LGPL table as a source of data', () => {
    const raw = JSON.parse(readFileSync(join(dataDir, 'iban-registry.json'), 'utf8')) as {
      provenance: { sources: { file: string; licence: string; method: string }[] };
    };
    for (const s of raw.provenance.sources) {
      if (s.licence.includes('LGPL')) expect(s.method).toMatch(/^cross-check only/);
    }
  });
});
