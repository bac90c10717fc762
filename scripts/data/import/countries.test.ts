import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDir } from '../../dev/paths.ts';
import { ASSIGNED_CODES, checkCodeList, importCountries, type CountriesFile } from './countries.ts';

const committed = JSON.parse(readFileSync(join(dataDir, 'countries.json'), 'utf8')) as CountriesFile;

describe('scripts/data/import/countries', () => {
  it('authors 249 sorted unique codes, with the 2010–2011 changes', () => {
    expect(() => checkCodeList(ASSIGNED_CODES)).not.toThrow();
    for (const cc of ['SS', 'BQ', 'CW', 'SX']) expect(ASSIGNED_CODES).toContain(cc);
    for (const cc of ['AN', 'EU', 'UN', 'EZ', 'QO', 'ZZ', 'XK', 'UK', 'CS', 'YU'])
      expect(ASSIGNED_CODES).not.toContain(cc);
  });

  it('rejects a list that is short, unsorted, repeated or malformed', () => {
    const list = [...ASSIGNED_CODES];
    expect(() => checkCodeList(list.slice(1))).toThrow(/249/);
    expect(() => checkCodeList([...list.slice(0, 248), 'AD'])).toThrow(/sorted/);
    expect(() => checkCodeList([list[1] as string, list[0] as string, ...list.slice(2)])).toThrow(/sorted/);
    expect(() => checkCodeList(['ad', ...list.slice(1)])).toThrow(/alpha-2/);
  });

  it('matches the committed data/countries.json (re-run the importer when this fails)', () => {
    const fresh = importCountries();
    expect(fresh.countries.map((c) => [c.code, c.status])).toEqual(committed.countries.map((c) => [c.code, c.status]));
    expect(fresh.countries).toHaveLength(250);
    // Names follow the CLDR release of the running Node; compare them only on the same release.
    if (fresh.provenance.names.cldr === committed.provenance.names.cldr)
      expect(fresh.countries).toEqual(committed.countries);
  });
});
