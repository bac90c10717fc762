/**
 * Size report and budget check: bundles each entry of `size-budgets.json` the way a consumer's
 * bundler would (esbuild, minified, tree-shaken, ESM; with `staticGraph`, for a page with code
 * splitting, counting the chunks that load up front) or reads an already built file, and prints its
 * minified, gzip and brotli sizes. Exits with 1 when any size is over its budget.
 *
 *   npx tsx scripts/size.ts            all entries
 *   npx tsx scripts/size.ts NAME...    only these entries
 *   npx tsx scripts/size.ts --json     machine-readable report
 *
 * After the sizes it prints what the lookup chunks hold: per format, and per country for IBAN and
 * BIC, as the builder resolves them from `data/` (the same selection `sdk/generated/` is built from).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { readCountryNames, resolveAll } from './build/banks.ts';
import { readUkSortCodes, span } from './build/uk-sort-code.ts';
import { readUsRouting } from './build/us-routing.ts';
import { repoRoot } from './paths.ts';

type Metric = 'min' | 'gzip' | 'brotli';
const METRICS: readonly Metric[] = ['min', 'gzip', 'brotli'];

/** One budget: a virtual entry (`code`) or built files (`file`), and limits in bytes. */
export interface BudgetEntry {
  name: string;
  code?: string;
  file?: string;
  /**
   * With `code`: bundle for a page, with code splitting, and count the entry chunk and the chunks it
   * imports statically, which load with it; chunks behind `import()` (the bank data) are left out.
   */
  staticGraph?: boolean;
  min?: number;
  gzip?: number;
  brotli?: number;
}

export interface SizeRow {
  name: string;
  min: number;
  gzip: number;
  brotli: number;
  over: Metric[];
}

/** The sizes of one piece of code: as given, gzip level 9, brotli quality 11. */
export function measure(code: Uint8Array): Record<Metric, number> {
  return {
    min: code.byteLength,
    gzip: gzipSync(code, { level: 9 }).byteLength,
    brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
  };
}

/** Bundles a virtual entry file from the repository root, minified, as a consumer would. */
export async function bundle(code: string): Promise<Uint8Array> {
  const result = await build({
    stdin: { contents: code, resolveDir: repoRoot, sourcefile: 'size-entry.ts', loader: 'ts' },
    bundle: true,
    minify: true,
    treeShaking: true,
    format: 'esm',
    platform: 'neutral',
    // The peers are CommonJS or ESM packages found through these fields, as a bundler would.
    mainFields: ['module', 'main'],
    target: 'es2022',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const out = result.outputFiles[0];
  if (!out) throw new Error('esbuild gave no output');
  return out.contents;
}

/**
 * Bundles a virtual entry for a page (browser platform, code splitting, as `scripts/bench/element.ts`
 * and a page's bundler would) and returns its entry chunk followed by every chunk that it imports
 * statically, directly or not, in the order of a depth-first walk from the entry.
 */
export async function bundleStaticGraph(code: string): Promise<Uint8Array> {
  const result = await build({
    stdin: { contents: code, resolveDir: repoRoot, sourcefile: 'size-entry.ts', loader: 'ts' },
    absWorkingDir: repoRoot,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    splitting: true,
    outdir: join(repoRoot, '.cache', 'size-static'),
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  // Each lazily imported module is an entry point of its own; the page's is the virtual file.
  const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === 'size-entry.ts');
  if (entry === undefined) throw new Error('esbuild gave no entry chunk');
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const path = stack.pop() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    for (const i of outputs[path]?.imports ?? []) if (i.kind === 'import-statement') stack.push(i.path);
  }
  const pieces = [...seen].map((path) => {
    const file = result.outputFiles.find((f) => f.path === join(repoRoot, path));
    if (!file) throw new Error(`esbuild gave no file for ${path}`);
    return file.contents;
  });
  return Buffer.concat(pieces);
}

/** Files matching a path relative to the repository root, where `*` matches within one segment. */
function matchFiles(pattern: string): string[] {
  const segments = pattern.split('/');
  let paths = [repoRoot];
  for (const segment of segments) {
    const re = new RegExp(`^${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    paths = paths.flatMap((dir) => {
      try {
        return readdirSync(dir).filter((name) => re.test(name)).map((name) => join(dir, name));
      } catch {
        return [];
      }
    });
  }
  return paths.sort();
}

/** Measures every entry (or the named ones) against its budget. */
export async function report(entries: readonly BudgetEntry[]): Promise<SizeRow[]> {
  const rows: SizeRow[] = [];
  for (const entry of entries) {
    const pieces: [string, Uint8Array][] = [];
    if (entry.code !== undefined) pieces.push([entry.name, await (entry.staticGraph ? bundleStaticGraph(entry.code) : bundle(entry.code))]);
    if (entry.file !== undefined) {
      const files = matchFiles(entry.file);
      if (files.length === 0) throw new Error(`${entry.name}: no file matches ${entry.file}`);
      for (const f of files) pieces.push([`${entry.name} (${relative(repoRoot, f)})`, readFileSync(f)]);
    }
    if (pieces.length === 0) throw new Error(`${entry.name}: neither code nor file`);
    for (const [name, bytes] of pieces) {
      const sizes = measure(bytes);
      rows.push({ name, ...sizes, over: METRICS.filter((m) => entry[m] !== undefined && sizes[m] > (entry[m] as number)) });
    }
  }
  return rows;
}

export function readBudgets(file = join(repoRoot, 'size-budgets.json')): BudgetEntry[] {
  const data = JSON.parse(readFileSync(file, 'utf8')) as { entries?: BudgetEntry[] };
  if (!Array.isArray(data.entries)) throw new Error(`${file}: no entries`);
  return data.entries;
}

/** What the lookup chunks hold: IBAN bank codes and BICs per country, routing numbers, sort codes. */
export interface LookupCounts {
  iban: { country: string; codes: number; banks: number }[];
  bic: { country: string; bics: number; banks: number }[];
  usRouting: { numbers: number; banks: number };
  ukSortCode: { codes: number; banks: number };
}

/** Counts the records of every lookup chunk, from the builder's own selection of `data/`. */
export function lookupCounts(): LookupCounts {
  const distinct = (banks: Iterable<{ name: string; bic: string | null; city: string | null }>): number =>
    new Set([...banks].map((b) => `${b.name}\u0000${b.bic ?? ''}\u0000${b.city ?? ''}`)).size;
  const { iban, bic } = resolveAll();
  const names = readCountryNames();
  const us = readUsRouting();
  const uk = readUkSortCodes();
  let ukCodes = 0;
  for (const bank of uk.banks) {
    for (const entry of bank.sortCodes) {
      const [first, last] = span(entry);
      ukCodes += Number(last) - Number(first) + 1;
    }
  }
  return {
    iban: [...iban].map(([country, { banks }]) => ({ country, codes: banks.size, banks: distinct(banks.values()) })),
    // As the builder: a BIC chunk for each country with a name; banks told apart by name.
    bic: [...bic]
      .filter(([country]) => names.has(country))
      .sort((a, b) => (a[0] < b[0] ? -1 : 1))
      .map(([country, banks]) => ({ country, bics: banks.size, banks: new Set([...banks.values()].map((b) => b.name)).size })),
    usRouting: { numbers: us.banks.reduce((n, b) => n + b.routingNumbers.length, 0), banks: us.banks.length },
    ukSortCode: { codes: ukCodes, banks: uk.banks.length },
  };
}

function printCounts(counts: LookupCounts): void {
  const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
  const ibanCodes = sum(counts.iban.map((c) => c.codes));
  const bics = sum(counts.bic.map((c) => c.bics));
  console.log(`\n${'lookup data'.padEnd(40)}${'records'.padStart(16)}${'banks'.padStart(16)}`);
  console.log(`${`IBAN bank codes (${counts.iban.length} countries)`.padEnd(40)}${String(ibanCodes).padStart(16)}${String(sum(counts.iban.map((c) => c.banks))).padStart(16)}`);
  console.log(`${`BICs (${counts.bic.length} countries)`.padEnd(40)}${String(bics).padStart(16)}${String(sum(counts.bic.map((c) => c.banks))).padStart(16)}`);
  console.log(`${'US routing numbers'.padEnd(40)}${String(counts.usRouting.numbers).padStart(16)}${String(counts.usRouting.banks).padStart(16)}`);
  console.log(`${'UK sort codes'.padEnd(40)}${String(counts.ukSortCode.codes).padStart(16)}${String(counts.ukSortCode.banks).padStart(16)}`);
  console.log(`IBAN per country (codes/banks): ${counts.iban.map((c) => `${c.country} ${c.codes}/${c.banks}`).join(', ')}`);
  console.log(`BIC per country (BICs/banks): ${counts.bic.map((c) => `${c.country} ${c.bics}/${c.banks}`).join(', ')}`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const names = args.filter((a) => !a.startsWith('--'));
  const budgets = readBudgets();
  const chosen = names.length === 0 ? budgets : budgets.filter((b) => names.includes(b.name));
  if (chosen.length === 0) throw new Error(`no budget entry named ${names.join(', ')}`);
  const rows = await report(chosen);
  const counts = names.length === 0 ? lookupCounts() : undefined;
  if (args.includes('--json')) console.log(JSON.stringify(counts === undefined ? rows : { sizes: rows, lookupCounts: counts }, null, 2));
  else {
    const limit = (name: string, m: Metric): string => {
      const b = budgets.find((e) => name === e.name || name.startsWith(`${e.name} (`))?.[m];
      return b === undefined ? '' : ` / ${b}`;
    };
    console.log(`${'entry'.padEnd(40)}${'min'.padStart(16)}${'gzip'.padStart(16)}${'brotli'.padStart(16)}`);
    for (const r of rows) {
      const cell = (m: Metric): string => `${r[m]}${limit(r.name, m)}${r.over.includes(m) ? ' !' : ''}`.padStart(16);
      console.log(`${r.name.padEnd(40)}${cell('min')}${cell('gzip')}${cell('brotli')}`);
    }
    if (counts !== undefined) printCounts(counts);
  }
  const over = rows.filter((r) => r.over.length > 0);
  if (over.length > 0) {
    console.error(`over budget: ${over.map((r) => `${r.name} (${r.over.join(', ')})`).join('; ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
