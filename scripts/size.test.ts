import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UK_SORT_CODE_RANGES, UK_SORT_CODES } from '../sdk/generated/uk-sort-codes.ts';
import { US_ROUTING_NUMBERS } from '../sdk/generated/us-routing-banks.ts';
import { repoRoot } from './paths.ts';
import { lookupCounts, readBudgets, report } from './size.ts';

describe('scripts/size.ts', () => {
  it('reads a budget file whose entries each name code or a file, with byte limits', () => {
    const entries = readBudgets();
    expect(entries.map((e) => e.name)).toEqual(expect.arrayContaining(['isValidIban', 'validateIban']));
    for (const e of entries) {
      expect(typeof e.code === 'string' || typeof e.file === 'string').toBe(true);
      for (const m of ['min', 'gzip', 'brotli'] as const) if (e[m] !== undefined) expect(e[m]).toBeGreaterThan(0);
    }
  });

  it('bundles a virtual entry tree-shaken and flags each limit it exceeds', async () => {
    const code = "import { compactIban } from './sdk/formats/iban/format.ts'; console.log(compactIban);";
    const [row] = await report([{ name: 'compactIban', code, gzip: 10, brotli: 1_000_000 }]);
    expect(row?.min).toBeGreaterThan(100);
    // Only normalization comes along, not the registry tables.
    expect(row?.min).toBeLessThan(2000);
    expect(row?.gzip).toBeLessThan(row?.min as number);
    expect(row?.over).toEqual(['gzip']);
  });

  it('counts with staticGraph what a page loads up front, not the chunks behind import()', async () => {
    const code = "import { validate } from './sdk/index.ts'; console.log(validate);";
    const [whole, page] = await report([
      { name: 'whole', code },
      { name: 'page', code, staticGraph: true },
    ]);
    // Without splitting, the bank data that validate imports on demand is inlined.
    expect((page?.min as number) * 10).toBeLessThan(whole?.min as number);
    expect(page?.gzip).toBeGreaterThan(1000);
  });

  it('counts what the generated lookup chunks hold, per format and per IBAN country', () => {
    const counts = lookupCounts();
    expect(counts.usRouting.numbers).toBe(US_ROUTING_NUMBERS.length / 9);
    const ranges = UK_SORT_CODE_RANGES.reduce((n, [first, last]) => n + last - first + 1, 0);
    expect(counts.ukSortCode.codes).toBe(UK_SORT_CODES.length / 6 + ranges);
    expect(counts.iban.length).toBeGreaterThan(30);
    for (const { country, codes, banks } of counts.iban) {
      const chunk = readFileSync(join(repoRoot, `sdk/generated/banks/iban/${country.toLowerCase()}.ts`), 'utf8');
      expect(chunk).toContain(`: ${codes} codes, ${banks} banks.`);
    }
    for (const { country, bics } of counts.bic) {
      const chunk = readFileSync(join(repoRoot, `sdk/generated/banks/bic/${country.toLowerCase()}.ts`), 'utf8');
      const list = /export const bics = "([^"]*)"/.exec(chunk)?.[1] ?? '';
      expect(list.split(',').length).toBe(bics);
    }
  });
});
