import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../dev/paths.ts';
import { LayoutError } from './bundesbank.ts';
import { parseSwiftRegistry, registryUpdate, releaseOfName } from './swift-registry.ts';

interface Country {
  name: string;
  ibanLength: number;
  bbanLength: number;
  bbanStructure: string;
  parts: { label: string; start: number; end: number }[];
  registrySepa: boolean;
  territories: string[];
  registrySepaTerritories: string[];
}
const DATA = JSON.parse(readFileSync(join(repoRoot, 'data', 'iban-registry.json'), 'utf8')) as {
  countries: Record<string, Country>;
};

/**
 * A text release in SWIFT's layout written from the repository's own data (one column per country,
 * the data elements as lines, tab-separated, CR LF, ISO 8859-1), changed by `edit`.
 */
function release(edit: (cc: string, row: Record<string, string>) => void = () => {}): Uint8Array {
  // The data elements of SWIFT's text release as release 102 (swift_iban_registry_202606.r102.txt)
  // writes them, in its order, to its print format example; the lines after them (contact
  // details) are left out. Elements the importer does not read stay empty.
  const names = [
    'Name of country',
    'IBAN prefix country code (ISO 3166)',
    'Country code includes other countries/territories',
    'SEPA country',
    'SEPA country also includes',
    'Domestic account number example',
    'BBAN',
    'BBAN structure',
    'BBAN length',
    'Bank identifier position within the BBAN',
    'Bank identifier pattern',
    'Branch identifier position within the BBAN',
    'Branch identifier pattern',
    'Bank identifier example',
    'Branch identifier example',
    'BBAN example',
    'IBAN',
    'IBAN structure',
    'IBAN length',
    'Effective date',
    'IBAN electronic format example',
    'IBAN print format example',
  ];
  const columns = Object.entries(DATA.countries).map(([cc, c]) => {
    const bank = c.parts.find((p) => p.label === 'Bank Code');
    const row: Record<string, string> = {
      'Name of country': c.name,
      'IBAN prefix country code (ISO 3166)': cc,
      'Country code includes other countries/territories': c.territories.length ? c.territories.join(', ') : 'N/A',
      'SEPA country': c.registrySepa ? 'Yes' : 'No',
      'SEPA country also includes': c.registrySepaTerritories.join(', ') || 'N/A',
      'BBAN structure': c.bbanStructure,
      'BBAN length': String(c.bbanLength),
      'Bank identifier position within the BBAN': bank ? `${bank.start - 3}-${bank.end - 4}` : '',
      'Branch identifier position within the BBAN': '',
      'IBAN length': String(c.ibanLength),
    };
    edit(cc, row);
    return row;
  });
  const lines = [`Data element\t${columns.map((_, i) => `Entry ${i + 1}`).join('\t')}`];
  for (const name of names) lines.push([name, ...columns.map((c) => c[name] ?? '')].join('\t'));
  return new Uint8Array(Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1'));
}

describe("SWIFT's IBAN registry, text release", () => {
  it('reads every entry: lengths, structure, positions, SEPA and territories', () => {
    const rows = parseSwiftRegistry(release());
    expect(rows.length).toBe(Object.keys(DATA.countries).length);
    expect(rows.find((r) => r.country === 'DE')).toEqual({
      country: 'DE',
      territories: [],
      sepa: true,
      sepaTerritories: [],
      bbanStructure: '8!n10!n',
      bbanLength: 18,
      bank: [1, 8],
      branch: null,
      ibanLength: 22,
    });
    expect(rows.find((r) => r.country === 'FI')?.territories).toEqual(['AX']);
  });

  it('takes a release whose structures agree as the data release, with its month', () => {
    const update = registryUpdate(release(), 'IBAN_REGISTRY_r103.txt', 103, '2026-12');
    const data = JSON.parse(update.files.get('data/iban-registry.json')!) as {
      provenance: { registryRelease: number; sources: { file: string; date: string }[] };
      countries: Record<string, { registryRelease: number }>;
    };
    expect(data.provenance.registryRelease).toBe(103);
    expect(data.provenance.sources[0]).toMatchObject({ file: 'IBAN_REGISTRY_r103.txt', date: '2026-12' });
    expect(data.countries.DE?.registryRelease).toBe(103);
    expect(update.summary).toContain('  structures changed: 0');
    expect(() => registryUpdate(release(), 'IBAN_REGISTRY_r103.txt', 103)).toThrow(/--date YYYY-MM/);
  });

  it('refuses a release that changes a structure, naming the change', () => {
    const changed = release((cc, row) => {
      if (cc === 'DE') row['IBAN length'] = '23';
    });
    expect(() => registryUpdate(changed, 'r103.txt', 103, '2026-12')).toThrow(/DE: IBAN length 22 → 23/);
    const fewer = release((cc, row) => {
      if (cc === 'AD') row['IBAN prefix country code (ISO 3166)'] = 'QQ';
    });
    expect(() => registryUpdate(fewer, 'r103.txt', 103, '2026-12')).toThrow(
      /countries added: 1: QQ[\s\S]*countries gone: 1: AD/,
    );
  });

  it('refuses a file of another layout', () => {
    expect(() => parseSwiftRegistry(new Uint8Array(Buffer.from('country;length\nDE;22\n')))).toThrow(LayoutError);
    const text = Buffer.from(release())
      .toString('latin1')
      .replace(/\r\nIBAN length\t[^\r]*/, '\r\nIBAN length\t22');
    expect(() => parseSwiftRegistry(new Uint8Array(Buffer.from(text, 'latin1')))).toThrow(
      /"IBAN length" has 1 columns/,
    );
    const badStructure = release((cc, row) => {
      if (cc === 'DE') row['BBAN structure'] = '8n10n';
    });
    expect(() => parseSwiftRegistry(badStructure)).toThrow(/\(DE\): not a BBAN structure/);
  });

  it('reads the release number from the file name', () => {
    expect(releaseOfName('swift_iban_registry_202606.r102.txt')).toBe(102);
    expect(releaseOfName('iban-registry-release-103.txt')).toBe(103);
    expect(releaseOfName('IBAN_REGISTRY.txt')).toBeNull();
  });
});
