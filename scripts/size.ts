/**
 * Size report and budget check: bundles each entry of `size-budgets.json` the way a consumer's
 * bundler would (esbuild, minified, tree-shaken, ESM; with `staticGraph`, for a page with code
 * splitting, counting the chunks that load up front) or reads an already built file, and prints its
 * minified, gzip and brotli sizes. Exits with 1 when any size is over its budget.
 *
 *   npx tsx scripts/size.ts            all entries
 *   npx tsx scripts/size.ts NAME...    only these entries
 *   npx tsx scripts/size.ts --json     machine-readable report
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
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

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const names = args.filter((a) => !a.startsWith('--'));
  const budgets = readBudgets();
  const chosen = names.length === 0 ? budgets : budgets.filter((b) => names.includes(b.name));
  if (chosen.length === 0) throw new Error(`no budget entry named ${names.join(', ')}`);
  const rows = await report(chosen);
  if (args.includes('--json')) console.log(JSON.stringify(rows, null, 2));
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
  }
  const over = rows.filter((r) => r.over.length > 0);
  if (over.length > 0) {
    console.error(`over budget: ${over.map((r) => `${r.name} (${r.over.join(', ')})`).join('; ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
