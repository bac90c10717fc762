/**
 * Size report and budget check, measured on the package as it ships: packs the built package
 * (`npm pack`, after `npm run build`), installs the tarball into a throwaway consumer project from
 * the npm cache (`npm install --offline`), and bundles a small consumer entry file per entry of
 * `size-budgets.json` with esbuild and with Vite (production, minified, ESM, code splitting). An
 * entry counts every file that loads before its first answer: the entry chunk and the chunks it
 * imports statically (with Vite, its preload helper); chunks behind `import()` (the bank data,
 * loaded only for a lookup) are not counted. Sizes are minified bytes, gzip (level 9) and brotli
 * (quality 11), each file compressed on its own as a server sends it, summed. 1 KB is 1,024 bytes.
 * Exits with 1 when any size, of either bundler, is over its budget.
 *
 *   npm run size                       build, then all entries
 *   npx tsx scripts/bench/size.ts            all entries, from the current dist/
 *   npx tsx scripts/bench/size.ts NAME...    only these entries
 *   npx tsx scripts/bench/size.ts --json     machine-readable report
 *
 * After the sizes it prints what the lookup chunks hold: per format, and per country for IBAN and
 * BIC, as the builder resolves them from `data/` (the same selection `sdk/generated/` is built from).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { readCountryNames, resolveAll } from '../build/generated/banks.ts';
import { readUkSortCodes, span } from '../build/generated/uk-sort-code.ts';
import { readUsRouting } from '../build/generated/us-routing.ts';
import { repoRoot } from '../dev/paths.ts';
import { commandLine } from '../dev/command-line.ts';

type Metric = 'min' | 'gzip' | 'brotli';
const METRICS: readonly Metric[] = ['min', 'gzip', 'brotli'];
export type Bundler = 'esbuild' | 'vite';
export const BUNDLERS: readonly Bundler[] = ['esbuild', 'vite'];
/** The name under which the package is installed in the consumer project. */
const PACKAGE = 'bank-number';

/**
 * One budget: a consumer entry (`import`, with optional `code` after it) or shipped files (`file`),
 * and limits in bytes that hold for every bundler.
 */
export interface BudgetEntry {
  name: string;
  /**
   * One or more import statements of a consumer's entry file, as a user writes them:
   * `import { isValidIban } from 'bank-number/iban'`, `import 'bank-number/element/define'`. Every
   * imported binding is used (`console.log`), so that nothing imported is shaken off.
   */
  import?: string | string[];
  /** Statements after the imports, for an entry that must call something (optional). */
  code?: string;
  /**
   * Modules of the package, behind `import()`, that load before the entry's first answer all the
   * same (the element's language chunk and a catalogue, before its first render): files of the
   * installed package as in `file` (`*` within one segment). The chunks the bundler makes of them,
   * and what those import statically, are counted with the entry.
   */
  lazy?: string[];
  /** Files of the installed package, relative to its folder; `*` matches within one segment. */
  file?: string;
  min?: number;
  gzip?: number;
  brotli?: number;
}

export interface SizeRow {
  name: string;
  /** The bundler, or `package` for a shipped file measured as it is. */
  bundler: Bundler | 'package';
  min: number;
  gzip: number;
  brotli: number;
  /** Files counted (the entry chunk and what it imports statically). */
  files: number;
  /** Chunks behind `import()` from those files, loaded later and not counted. */
  deferred: number;
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

/** The sizes of files sent one by one: each compressed on its own, summed. */
export function measureFiles(files: readonly Uint8Array[]): Record<Metric, number> {
  const sum = { min: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const sizes = measure(file);
    for (const m of METRICS) sum[m] += sizes[m];
  }
  return sum;
}

const IMPORT = /^\s*import\s+(?:([\w$]+\s*,?\s*)?(\*\s*as\s+[\w$]+|\{[^}]*\})?\s*from\s+)?(['"])([^'"]+)\3\s*;?\s*$/;

/** One import statement read: the module and the local names it binds. */
export function parseImport(statement: string): { from: string; locals: string[] } {
  const match = IMPORT.exec(statement);
  if (match === null) throw new Error(`not an import statement: ${statement}`);
  const [, defaultPart, rest, , from] = match as unknown as [
    string,
    string | undefined,
    string | undefined,
    string,
    string,
  ];
  const locals: string[] = [];
  if (defaultPart !== undefined) locals.push(defaultPart.replace(/[\s,]/g, ''));
  if (rest?.startsWith('*')) locals.push(rest.replace(/^\*\s*as\s+/, '').trim());
  else if (rest !== undefined) {
    for (const part of rest.slice(1, -1).split(',')) {
      const name = part.trim();
      if (name !== '')
        locals.push(
          name
            .split(/\s+as\s+/)
            .pop()
            ?.trim() as string,
        );
    }
  }
  return { from, locals };
}

function statements(entry: BudgetEntry): string[] {
  return entry.import === undefined
    ? []
    : typeof entry.import === 'string'
      ? entry.import.split(/;\s*(?=import\b)|\n/).filter((s) => s.trim() !== '')
      : entry.import;
}

/** The consumer's entry file of a budget entry: its imports, a use of every binding, its code. */
export function consumerSource(entry: BudgetEntry): string {
  const lines: string[] = [];
  const locals: string[] = [];
  for (const statement of statements(entry)) {
    locals.push(...parseImport(statement).locals);
    lines.push(`${statement.trim().replace(/;$/, '')};`);
  }
  if (locals.length > 0) lines.push(`console.log(${locals.join(', ')});`);
  if (entry.code !== undefined) lines.push(entry.code);
  return `${lines.join('\n')}\n`;
}

/** The package name of a bare import (`bank-number/iban` → `bank-number`, `@a/b/c` → `@a/b`). */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
}

/** A consumer project with the packed package (and the peers the entries import) installed. */
export interface Consumer {
  dir: string;
  /** The installed package's folder. */
  packageDir: string;
  tarball: string;
  remove(): void;
}

function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const e = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${e.stderr ?? ''}${e.stdout ?? ''}`);
  }
}

/** The package as `npm pack` made it: the tarball's path, its integrity and the files it holds. */
export interface PackedPackage {
  file: string;
  integrity: string;
  files: string[];
}

/**
 * Packs the built package (dist/, from `npm run build`) into `dir`. The build is done already:
 * --ignore-scripts keeps the prepack script from building again.
 */
export function packPackage(dir: string): PackedPackage {
  if (!existsSync(join(repoRoot, 'dist', 'index.js')))
    throw new Error('dist/ is missing: run `npm run build` first (npm test and npm run size do)');
  const packed = JSON.parse(
    run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], repoRoot),
  ) as {
    filename: string;
    integrity: string;
    files: { path: string }[];
  }[];
  const pack = packed[0] as (typeof packed)[number];
  return {
    file: join(dir, pack.filename),
    integrity: pack.integrity,
    files: pack.files.map((file) => file.path).sort(),
  };
}

/**
 * Installs the packed package (`packed`, or the built package packed now) into a fresh consumer
 * project, offline from the npm cache, with the other packages the entries import at the versions
 * of this repository's devDependencies (the peers compared against). Needs `npm run build` first.
 */
export function createConsumer(entries: readonly BudgetEntry[], packed?: PackedPackage): Consumer {
  const dir = mkdtempSync(join(tmpdir(), 'bank-number-size-'));
  const remove = (): void => rmSync(dir, { recursive: true, force: true });
  try {
    const tarball = (packed ?? packPackage(dir)).file;
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      devDependencies?: Record<string, string>;
    };
    const others = new Set<string>();
    for (const entry of entries) {
      for (const statement of statements(entry)) {
        const name = packageOf(parseImport(statement).from);
        if (name !== PACKAGE) others.add(name);
      }
    }
    const specs = [...others].sort().map((name) => {
      const version = pkg.devDependencies?.[name];
      if (version === undefined) throw new Error(`size-budgets.json imports ${name}, which is not a devDependency`);
      return `${name}@${version}`;
    });
    const app = join(dir, 'app');
    mkdirSync(app);
    writeFileSync(
      join(app, 'package.json'),
      `${JSON.stringify({ name: 'size-consumer', private: true, type: 'module' }, null, 2)}\n`,
    );
    try {
      run(
        'npm',
        ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock', tarball, ...specs],
        app,
      );
    } catch (error) {
      throw new Error(
        `${(error as Error).message}\nThe consumer project installs from the npm cache only; fill it once with ` +
          '`npm cache add <package>@<version>` for what is missing (or any `npm install` of those versions).',
      );
    }
    return { dir: app, packageDir: join(app, 'node_modules', PACKAGE), tarball, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

interface Bundle {
  /** The files that load before the first answer, the entry chunk first. */
  files: Uint8Array[];
  /** Chunks only behind import() from those. */
  deferred: number;
}

/** A walk over static imports from the entries; what they import() and is not loaded already is deferred. */
function staticGraph(
  entries: string[],
  imports: (file: string) => { static: string[]; dynamic: string[] },
): { loaded: string[]; deferred: number } {
  const seen = new Set<string>();
  const stack = [...entries].reverse();
  const lazy = new Set<string>();
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const next = imports(file);
    stack.push(...next.static);
    for (const d of next.dynamic) lazy.add(d);
  }
  return { loaded: [...seen], deferred: [...lazy].filter((f) => !seen.has(f)).length };
}

/** A test of a bundle's module path against `lazy` patterns of files of the installed package. */
function lazyMatcher(dir: string, patterns: readonly string[] = []): (module: string | undefined) => boolean {
  const root = join(dir, 'node_modules', PACKAGE);
  const res = patterns.map((p) => new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`));
  return (module) =>
    module !== undefined && res.some((re) => re.test(relative(root, join(dir, module)).split('\\').join('/')));
}

/** The chunks made of `lazy` modules, checked to be there: a pattern that matches no chunk is an error. */
function lazyRoots<T>(chunks: [T, string | undefined][], dir: string, lazy: readonly string[] | undefined): T[] {
  const roots: T[] = [];
  for (const pattern of lazy ?? []) {
    const match = lazyMatcher(dir, [pattern]);
    const found = chunks.filter(([, module]) => match(module)).map(([chunk]) => chunk);
    if (found.length === 0) throw new Error(`lazy: no chunk of the bundle is made of ${pattern}`);
    roots.push(...found);
  }
  return roots;
}

/** Bundles a consumer entry file with esbuild for a page: minified, ESM, code splitting. */
export async function bundleEsbuild(dir: string, file: string, lazy?: readonly string[]): Promise<Bundle> {
  const outdir = join(dir, 'out-esbuild');
  const result = await esbuild({
    absWorkingDir: dir,
    entryPoints: [file],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    splitting: true,
    outdir,
    write: false,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === file);
  if (entry === undefined) throw new Error('esbuild gave no entry chunk');
  const roots = lazyRoots(
    Object.keys(outputs).map((path) => [path, outputs[path]?.entryPoint]),
    dir,
    lazy,
  );
  const graph = staticGraph([entry, ...roots], (path) => ({
    static: (outputs[path]?.imports ?? [])
      .filter((i) => i.kind === 'import-statement' && !i.external)
      .map((i) => i.path),
    dynamic: (outputs[path]?.imports ?? [])
      .filter((i) => i.kind === 'dynamic-import' && !i.external)
      .map((i) => i.path),
  }));
  return {
    files: graph.loaded.map((path) => {
      const out = result.outputFiles.find((f) => f.path === join(dir, path));
      if (!out) throw new Error(`esbuild gave no file for ${path}`);
      return out.contents;
    }),
    deferred: graph.deferred,
  };
}

interface ViteChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  code?: string;
  source?: string | Uint8Array;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  facadeModuleId?: string | null;
}

/** Bundles a consumer entry file with Vite's production build (minified, its default target). */
export async function bundleVite(dir: string, file: string, lazy?: readonly string[]): Promise<Bundle> {
  const { build } = await import('vite');
  const result = (await build({
    root: dir,
    configFile: false,
    envFile: false,
    logLevel: 'silent',
    mode: 'production',
    publicDir: false,
    build: {
      write: false,
      outDir: join(dir, 'out-vite'),
      emptyOutDir: false,
      minify: true,
      reportCompressedSize: false,
      copyPublicDir: false,
      rolldownOptions: { input: join(dir, file) },
    },
  })) as { output: ViteChunk[] } | { output: ViteChunk[] }[];
  const output = (Array.isArray(result) ? result.flatMap((r) => r.output) : result.output).filter(
    (c) => c.type === 'chunk',
  );
  const byName = new Map(output.map((c) => [c.fileName, c]));
  const entry = output.find((c) => c.isEntry);
  if (entry === undefined) throw new Error('Vite gave no entry chunk');
  const roots = lazyRoots(
    output.map((c) => [c.fileName, c.facadeModuleId ? relative(dir, c.facadeModuleId) : undefined]),
    dir,
    lazy,
  );
  const graph = staticGraph([entry.fileName, ...roots], (name) => ({
    static: byName.get(name)?.imports ?? [],
    dynamic: byName.get(name)?.dynamicImports ?? [],
  }));
  return {
    files: graph.loaded.map((name) => new TextEncoder().encode(byName.get(name)?.code ?? '')),
    deferred: graph.deferred,
  };
}

/** Files matching a path relative to `root`, where `*` matches within one segment. */
function matchFiles(root: string, pattern: string): string[] {
  let paths = [root];
  for (const segment of pattern.split('/')) {
    const re = new RegExp(`^${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    paths = paths.flatMap((dir) => {
      try {
        return readdirSync(dir)
          .filter((name) => re.test(name))
          .map((name) => join(dir, name));
      } catch {
        return [];
      }
    });
  }
  return paths.sort();
}

function row(
  entry: BudgetEntry,
  name: string,
  bundler: SizeRow['bundler'],
  files: readonly Uint8Array[],
  deferred: number,
): SizeRow {
  const sizes = measureFiles(files);
  return {
    name,
    bundler,
    ...sizes,
    files: files.length,
    deferred,
    over: METRICS.filter((m) => entry[m] !== undefined && sizes[m] > (entry[m] as number)),
  };
}

/** Measures every entry against its budget, in the given consumer project (one is made if none). */
export async function report(
  entries: readonly BudgetEntry[],
  options: { consumer?: Consumer; bundlers?: readonly Bundler[] } = {},
): Promise<SizeRow[]> {
  const consumer = options.consumer ?? createConsumer(entries);
  const rows: SizeRow[] = [];
  try {
    let n = 0;
    for (const entry of entries) {
      if (entry.import !== undefined || entry.code !== undefined) {
        const file = `entry-${n++}.js`;
        writeFileSync(join(consumer.dir, file), consumerSource(entry));
        for (const bundler of options.bundlers ?? BUNDLERS) {
          const bundle =
            bundler === 'esbuild'
              ? await bundleEsbuild(consumer.dir, file, entry.lazy)
              : await bundleVite(consumer.dir, file, entry.lazy);
          rows.push(row(entry, entry.name, bundler, bundle.files, bundle.deferred));
        }
      }
      if (entry.file !== undefined) {
        const files = matchFiles(consumer.packageDir, entry.file);
        if (files.length === 0) throw new Error(`${entry.name}: no file of the package matches ${entry.file}`);
        for (const f of files)
          rows.push(row(entry, `${entry.name} (${relative(consumer.packageDir, f)})`, 'package', [readFileSync(f)], 0));
      }
      if (entry.import === undefined && entry.code === undefined && entry.file === undefined)
        throw new Error(`${entry.name}: neither import, code nor file`);
    }
  } finally {
    if (options.consumer === undefined) consumer.remove();
  }
  return rows;
}

export function readBudgets(file = join(repoRoot, 'size-budgets.json')): BudgetEntry[] {
  const data = JSON.parse(readFileSync(file, 'utf8')) as { entries?: BudgetEntry[] };
  if (!Array.isArray(data.entries)) throw new Error(`${file}: no entries`);
  const names = new Set<string>();
  for (const entry of data.entries) {
    if (typeof entry.name !== 'string' || names.has(entry.name))
      throw new Error(`${file}: an entry without a name, or a name used twice: ${entry.name}`);
    names.add(entry.name);
  }
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
      .map(([country, banks]) => ({
        country,
        bics: banks.size,
        banks: new Set([...banks.values()].map((b) => b.name)).size,
      })),
    usRouting: { numbers: us.banks.reduce((n, b) => n + b.routingNumbers.length, 0), banks: us.banks.length },
    ukSortCode: { codes: ukCodes, banks: uk.banks.length },
  };
}

function printCounts(counts: LookupCounts): void {
  const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
  const ibanCodes = sum(counts.iban.map((c) => c.codes));
  const bics = sum(counts.bic.map((c) => c.bics));
  console.log(`\n${'lookup data'.padEnd(40)}${'records'.padStart(16)}${'banks'.padStart(16)}`);
  const row = (label: string, records: number, banks: number): string =>
    `${label.padEnd(40)}${String(records).padStart(16)}${String(banks).padStart(16)}`;
  console.log(
    row(`IBAN bank codes (${counts.iban.length} countries)`, ibanCodes, sum(counts.iban.map((c) => c.banks))),
  );
  console.log(row(`BICs (${counts.bic.length} countries)`, bics, sum(counts.bic.map((c) => c.banks))));
  console.log(row('US routing numbers', counts.usRouting.numbers, counts.usRouting.banks));
  console.log(row('UK sort codes', counts.ukSortCode.codes, counts.ukSortCode.banks));
  console.log(
    `IBAN per country (codes/banks): ${counts.iban.map((c) => `${c.country} ${c.codes}/${c.banks}`).join(', ')}`,
  );
  console.log(`BIC per country (BICs/banks): ${counts.bic.map((c) => `${c.country} ${c.bics}/${c.banks}`).join(', ')}`);
}

/** Bytes with the KB this report uses: 1 KB = 1,024 B. */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)} KB`;
}

async function main(): Promise<void> {
  const { values, positionals: names } = commandLine('usage: npm run size [-- --json] [BUDGET …]', {
    options: { json: { type: 'boolean' } },
    allowPositionals: true,
  });
  const budgets = readBudgets();
  const chosen = names.length === 0 ? budgets : budgets.filter((b) => names.includes(b.name));
  if (chosen.length === 0) throw new Error(`no budget entry named ${names.join(', ')}`);
  const rows = await report(chosen);
  const counts = names.length === 0 ? lookupCounts() : undefined;
  if (values.json === true)
    console.log(JSON.stringify(counts === undefined ? rows : { sizes: rows, lookupCounts: counts }, null, 2));
  else {
    const limit = (name: string, m: Metric): string => {
      const b = budgets.find((e) => name === e.name || name.startsWith(`${e.name} (`))?.[m];
      return b === undefined ? '' : ` / ${b}`;
    };
    console.log(
      'Bytes of the packed package as consumers bundle it; gzip and brotli per file, summed; 1 KB = 1,024 B.',
    );
    console.log(
      `${'entry'.padEnd(40)}${'bundler'.padEnd(9)}${'files'.padStart(6)}` +
        `${'min'.padStart(16)}${'gzip'.padStart(16)}${'brotli'.padStart(16)}${'gzip KB'.padStart(10)}`,
    );
    for (const r of rows) {
      const cell = (m: Metric): string => `${r[m]}${limit(r.name, m)}${r.over.includes(m) ? ' !' : ''}`.padStart(16);
      const files = r.deferred > 0 ? `${r.files}+${r.deferred}` : String(r.files);
      console.log(
        `${r.name.padEnd(40)}${r.bundler.padEnd(9)}${files.padStart(6)}` +
          `${cell('min')}${cell('gzip')}${cell('brotli')}${kb(r.gzip).padStart(10)}`,
      );
    }
    console.log(
      'files: counted before the first answer (+ chunks behind import(), loaded only for a lookup, not counted)',
    );
    if (counts !== undefined) printCounts(counts);
  }
  const over = rows.filter((r) => r.over.length > 0);
  if (over.length > 0) {
    console.error(`over budget: ${over.map((r) => `${r.name}, ${r.bundler} (${r.over.join(', ')})`).join('; ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
