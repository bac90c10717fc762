import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { UK_SORT_CODE_RANGES, UK_SORT_CODES } from '../../sdk/generated/uk-sort-codes.ts';
import { US_ROUTING_NUMBERS } from '../../sdk/generated/us-routing-banks.ts';
import { repoRoot } from '../dev/paths.ts';
import {
  type Consumer,
  consumerSource,
  createConsumer,
  lookupCounts,
  parseImport,
  readBudgets,
  report,
} from './size.ts';

describe('scripts/bench/size.ts: the budget file', () => {
  it('names what a consumer imports, with byte limits, and holds the budgets of the package', () => {
    const entries = readBudgets();
    for (const e of entries) {
      expect(typeof e.import === 'string' || Array.isArray(e.import) || typeof e.file === 'string', e.name).toBe(true);
      for (const m of ['min', 'gzip', 'brotli'] as const) if (e[m] !== undefined) expect(e[m]).toBeGreaterThan(0);
    }
    const gzip = (name: string) => entries.find((e) => e.name === name)?.gzip;
    // 1 KB = 1,024 B: 2.2 KB, 6.1 KB, 17.2 KB.
    expect(gzip('isValidIban')).toBe(2252);
    expect(gzip('validate')).toBe(6290);
    expect(gzip('element')).toBe(17590);
    expect(entries.find((e) => e.name === 'element')?.import).toBe("import 'bank-number/element/define'");
  });

  it('reads import statements and uses every binding in the consumer entry', () => {
    expect(parseImport("import { isValidIban } from 'bank-number/iban'")).toEqual({
      from: 'bank-number/iban',
      locals: ['isValidIban'],
    });
    expect(parseImport('import IBAN, { a as b, c } from "iban";')).toEqual({
      from: 'iban',
      locals: ['IBAN', 'b', 'c'],
    });
    expect(parseImport("import * as m from 'bank-number'")).toEqual({ from: 'bank-number', locals: ['m'] });
    expect(parseImport("import 'bank-number/element/define'")).toEqual({
      from: 'bank-number/element/define',
      locals: [],
    });
    expect(() => parseImport('console.log(1)')).toThrow(/not an import/);
    expect(
      consumerSource({
        name: 'x',
        import: ["import 'bank-number/element/define'", "import { a } from 'bank-number'"],
        code: 'a();',
      }),
    ).toBe("import 'bank-number/element/define';\nimport { a } from 'bank-number';\nconsole.log(a);\na();\n");
  });
});

describe('scripts/bench/size.ts: the packed package in a consumer project', () => {
  let consumer: Consumer;
  beforeAll(() => {
    consumer = createConsumer(
      [{ name: 'peer', import: "import { isValidIBAN } from 'ibantools'" }],
      inject('packedPackage'),
    );
  }, 240_000);
  afterAll(() => consumer?.remove());

  it('installs the tarball of `npm pack`, not the repository', () => {
    const installed = JSON.parse(readFileSync(join(consumer.packageDir, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(installed.version).toBe(
      (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version,
    );
    expect(existsSync(join(consumer.packageDir, 'dist', 'formats', 'iban', 'index.js'))).toBe(true);
    expect(existsSync(join(consumer.packageDir, 'sdk'))).toBe(false);
    expect(existsSync(join(consumer.packageDir, 'scripts'))).toBe(false);
    expect(existsSync(join(consumer.dir, 'node_modules', 'ibantools'))).toBe(true);
  });

  it('bundles an import with esbuild and with Vite, tree-shaken, and flags each limit it exceeds', async () => {
    const rows = await report(
      [{ name: 'compactIban', import: "import { compactIban } from 'bank-number/iban'", gzip: 10, brotli: 1_000_000 }],
      { consumer },
    );
    expect(rows.map((r) => r.bundler)).toEqual(['esbuild', 'vite']);
    for (const row of rows) {
      expect(row.min).toBeGreaterThan(100);
      // Only normalization comes along, not the registry tables.
      expect(row.min).toBeLessThan(2000);
      expect(row.gzip).toBeLessThan(row.min);
      expect(row.files).toBe(1);
      expect(row.over).toEqual(['gzip']);
    }
  }, 120_000);

  it('counts for validate what loads before its first answer, not the lookups behind import()', async () => {
    const rows = await report(
      [
        { name: 'validate', import: "import { validate } from 'bank-number'" },
        { name: 'validateSync', import: "import { validateSync } from 'bank-number'" },
      ],
      { consumer },
    );
    const [esbuild, vite, esbuildSync, viteSync] = rows as [
      NonNullable<(typeof rows)[0]>,
      NonNullable<(typeof rows)[0]>,
      NonNullable<(typeof rows)[0]>,
      NonNullable<(typeof rows)[0]>,
    ];
    // The lookups (and behind them the bank data) load later, on demand.
    expect(esbuild.deferred).toBeGreaterThan(0);
    expect(vite.deferred).toBeGreaterThan(0);
    expect(esbuild.min).toBeLessThan(20_000);
    // Vite's preload helper wraps the import() of the lookups, and counts: about 1.6 KB minified.
    expect(vite.min - viteSync.min).toBeGreaterThan(1200);
    expect(esbuild.min - esbuildSync.min).toBeLessThan(600);
  }, 120_000);

  it('measures shipped files of the installed package as they are', async () => {
    const rows = await report([{ name: 'chunk', file: 'dist/chunks/*.js' }], { consumer });
    expect(rows.length).toBeGreaterThan(30);
    for (const row of rows) {
      expect(row.bundler).toBe('package');
      expect(row.name).toMatch(/^chunk \(dist\/chunks\/[^/]+\.js\)$/);
    }
  }, 120_000);
});

describe('scripts/bench/size.ts: lookup counts', () => {
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
