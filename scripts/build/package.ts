/**
 * Builds the package into dist/: every entry of package.json's `exports` map (its `default` file
 * `./dist/X.js` is built from `sdk/X.ts`) plus the command line, as ESM with code splitting, so
 * lazily imported lookup data becomes separate chunks; then the `.d.ts` files with tsc; then the
 * WebAssembly component, dist/wasm/bank-number.wasm (scripts/wasm/build.ts: copied from .cache/wasm/
 * when its inputs are unchanged, built in seconds when not).
 *
 *   tsx scripts/build/package.ts [--no-types] [--no-wasm]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { buildComponent } from '../wasm/build.ts';
import { repoRoot } from '../dev/paths.ts';
import { commandLine } from '../dev/command-line.ts';

interface ExportEntry {
  default?: string;
}

/** The source files of the package's public entries, from the exports map. */
export function entryPoints(): string[] {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    exports: Record<string, ExportEntry | string>;
  };
  const entries = new Set<string>(['sdk/cli/main.ts']);
  for (const target of Object.values(pkg.exports)) {
    const file = typeof target === 'string' ? target : target.default;
    if (file === undefined || !file.startsWith('./dist/') || !file.endsWith('.js')) continue;
    entries.add(`sdk/${file.slice('./dist/'.length, -'.js'.length)}.ts`);
  }
  return [...entries].sort();
}

async function main(): Promise<void> {
  const dist = join(repoRoot, 'dist');
  rmSync(dist, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: entryPoints(),
    outdir: 'dist',
    outbase: 'sdk',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    chunkNames: 'chunks/[name]-[hash]',
    packages: 'external',
    external: ['node:*'],
    metafile: true,
    legalComments: 'inline',
    logLevel: 'warning',
  });
  writeFileSync(join(dist, 'metafile.json'), JSON.stringify(result.metafile));
  const { values } = commandLine('usage: npm run build [-- --no-types] [--no-wasm]', {
    options: { 'no-types': { type: 'boolean' }, 'no-wasm': { type: 'boolean' } },
  });
  if (values['no-types'] !== true) {
    execFileSync(process.execPath, [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
  }
  if (values['no-wasm'] !== true) await buildComponent();
}

await main();
