import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEADER } from '../generated.ts';
import { NATIONAL_RULES } from '../../../sdk/formats/iban/national/index.ts';
import { dataDir, repoRoot } from '../../dev/paths.ts';
import build, { readRegistry } from './iban-registry.ts';

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

  it('names a national rule for exactly the agreed countries', () => {
    const data = readRegistry();
    const rules = Object.fromEntries(
      Object.entries(data.countries).flatMap(([cc, c]) => (c.nationalRule ? [[cc, c.nationalRule]] : [])),
    );
    expect(rules).toEqual({
      BA: 'mod97-10',
      BE: 'be',
      CZ: 'cz-sk',
      DE: 'de',
      EE: 'ee',
      ES: 'es',
      FI: 'fi-luhn',
      FR: 'fr-rib',
      HR: 'hr',
      HU: 'hu',
      IS: 'is',
      IT: 'it-cin',
      MC: 'fr-rib',
      ME: 'mod97-10',
      MK: 'mod97-10',
      MR: 'mod97-variant',
      NO: 'no',
      PL: 'pl',
      PT: 'mod97-10',
      RS: 'mod97-10',
      SI: 'mod97-10',
      SK: 'cz-sk',
      SM: 'it-cin',
      TL: 'mod97-10',
      TN: 'mod97-variant',
    });
    // Every rule that exists is used; the ones the data names without a function are IS's `is`, which
    // is deliberately not enforced, and DE's `de`, which joins the registry entry of DE when the
    // German bank data loads (docs/national-check-digits.md).
    const named = [...new Set(Object.values(rules))];
    expect(Object.keys(NATIONAL_RULES).filter((id) => !named.includes(id))).toEqual([]);
    expect(named.filter((id) => !(id in NATIONAL_RULES)).sort()).toEqual(['de', 'is']);
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

  it('carries SEPA per the EPC list with its date, and the registry column where it differs', () => {
    const data = readRegistry();
    expect(data.provenance.sepaList.date).toBe('2025-05-22');
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
