import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataDir } from '../dev/paths.ts';
import { readNationalRules, readSepaCountries } from './iban-facts.ts';

const dir = mkdtempSync(join(tmpdir(), 'iban-facts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The committed file with `edit` applied, written to a file of its own. */
function edited(name: string, edit: (data: Record<string, unknown>) => void): string {
  const data = JSON.parse(readFileSync(join(dataDir, name), 'utf8')) as Record<string, unknown>;
  edit(data);
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(data));
  return file;
}

describe('data/iban-national-rules.json', () => {
  it('reads, with its provenance', () => {
    const data = readNationalRules();
    expect(data.provenance.source).toMatch(/authored as facts/);
    expect(data.rules.FR).toBe('fr-rib');
    expect(data.rules.NL).toBeUndefined();
  });

  it('refuses a bad code, a bad id, and rows out of order', () => {
    const rules = (d: Record<string, unknown>) => d.rules as Record<string, unknown>;
    const bad: [RegExp, (d: Record<string, unknown>) => void][] = [
      [/bad row fr/, (d) => void (rules(d).fr = 'fr-rib')],
      [/bad row XX/, (d) => void (rules(d).XX = 'Not An Id')],
      [/bad row XY/, (d) => void (rules(d).XY = 7)],
      [/not sorted at AA/, (d) => void (rules(d).AA = 'be')],
      [/no rules/, (d) => void (d.rules = {})],
    ];
    for (const [message, edit] of bad)
      expect(() => readNationalRules(edited('iban-national-rules.json', edit))).toThrow(message);
  });
});

describe('data/sepa-countries.json', () => {
  it('reads, with the date and publisher of the EPC list', () => {
    const data = readSepaCountries();
    expect(data.provenance.publisher).toBe('European Payments Council');
    expect(data.provenance.date).toBe('2025-05-22');
    expect(data.countries).toContain('RS');
    expect(data.territories.GB).toEqual(['GG', 'IM', 'JE']);
  });

  it('refuses a bad code, codes out of order, a territory under no listed country, and no date', () => {
    const bad: [RegExp, (d: Record<string, unknown>) => void][] = [
      [/bad code de/, (d) => void (d.countries as string[]).push('de')],
      [/not sorted at AD/, (d) => void (d.countries as string[]).push('AD')],
      [/not sorted at AX/, (d) => void (d.territories as Record<string, string[]>).FI?.push('AX')],
      [/territories under TR/, (d) => void ((d.territories as Record<string, string[]>).TR = ['CY'])],
      [/no date/, (d) => void ((d.provenance as Record<string, string>).date = 'May 2025')],
    ];
    for (const [message, edit] of bad)
      expect(() => readSepaCountries(edited('sepa-countries.json', edit))).toThrow(message);
  });
});
