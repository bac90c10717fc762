/**
 * Builds the Python package's wheel, dist/python/bank_number-VERSION-py3-none-any.whl: a copy of
 * python/ in a temporary folder, with the component (built as `npm run build:wasm` builds it, or
 * copied when unchanged), `_version.py` holding package.json's version and the component's SHA-256,
 * LICENSE, NOTICE, and the data releases written into its README; then `python -m build --wheel
 * --no-isolation` (hatchling) in the project's Python environment (scripts/dev/python-env.ts), which
 * needs no network.
 *
 *   npm run build:python
 *   npx tsx scripts/build/python.ts [--out DIR]
 * @module
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildComponent, COMPONENT } from '../wasm/build.ts';
import { dataDir, repoRoot } from '../dev/paths.ts';
import { pythonEnv } from '../dev/python-env.ts';
import { commandLine } from '../dev/command-line.ts';

export const PYTHON_DIST = join(repoRoot, 'dist', 'python');

interface Provenance {
  publisher?: string;
  repository?: string;
  date?: string;
}

/** The data releases inside the component, one Markdown list item each, from data/'s provenance blocks. */
export function dataReleases(): string[] {
  const registry = JSON.parse(readFileSync(join(dataDir, 'iban-registry.json'), 'utf8')).provenance as {
    registryRelease: number;
    sepaList: { publisher: string; document: string; date: string };
  };
  const lines = [
    `- IBAN structures: SWIFT IBAN Registry, release ${registry.registryRelease}`,
    `- SEPA: ${registry.sepaList.publisher}, ${registry.sepaList.document}, as of ${registry.sepaList.date}`,
  ];
  for (const file of readdirSync(join(dataDir, 'banks')).sort()) {
    const p = JSON.parse(readFileSync(join(dataDir, 'banks', file), 'utf8')).provenance as Provenance;
    const country = file.slice(0, 2).toUpperCase();
    lines.push(`- Banks of ${country}: ${p.publisher}, through ${p.repository}, dated ${p.date}`);
  }
  lines.push(
    '- Country names: Unicode CLDR',
    '- US routing numbers and UK sort codes: curated from the pages each entry cites (data/us-routing-banks.json, data/uk-sort-codes.json)',
  );
  return lines;
}

/**
 * Builds the wheel into `out` (emptied of earlier wheels first) around `component` (by default the
 * package's, built first) and gives its path and size.
 */
export async function buildPythonWheel(
  out = PYTHON_DIST,
  component?: string,
): Promise<{ wheel: string; bytes: number }> {
  if (component === undefined) await buildComponent(COMPONENT);
  const python = await pythonEnv();
  const version = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
  const stage = mkdtempSync(join(tmpdir(), 'bank-number-python-'));
  try {
    const source = join(repoRoot, 'python');
    cpSync(join(source, 'src'), join(stage, 'src'), {
      recursive: true,
      filter: (path) => !path.includes('__pycache__'),
    });
    copyFileSync(join(source, 'pyproject.toml'), join(stage, 'pyproject.toml'));
    const readme = readFileSync(join(source, 'README.md'), 'utf8');
    writeFileSync(join(stage, 'README.md'), readme.replace('<!-- data releases -->', dataReleases().join('\n')));
    for (const file of ['LICENSE', 'NOTICE']) copyFileSync(join(repoRoot, file), join(stage, file));
    const pkg = join(stage, 'src', 'bank_number');
    copyFileSync(component ?? COMPONENT, join(pkg, 'bank-number.wasm'));
    const sha256 = createHash('sha256')
      .update(readFileSync(join(pkg, 'bank-number.wasm')))
      .digest('hex');
    writeFileSync(
      join(pkg, '_version.py'),
      [
        `"""Written by the build: the package's version (package.json's) and its component's SHA-256."""`,
        '',
        `__version__ = "${version}"`,
        `COMPONENT_SHA256 = "${sha256}"`,
        '',
      ].join('\n'),
    );
    mkdirSync(out, { recursive: true });
    for (const file of readdirSync(out)) if (file.endsWith('.whl')) rmSync(join(out, file));
    const run = spawnSync(python, ['-m', 'build', '--wheel', '--no-isolation', '--outdir', out, stage], {
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`python -m build failed:\n${run.stdout}${run.stderr}`);
    const wheel = readdirSync(out).find((file) => file.endsWith('-py3-none-any.whl'));
    if (wheel === undefined) throw new Error(`no py3-none-any wheel in ${out}:\n${run.stdout}`);
    return { wheel: join(out, wheel), bytes: statSync(join(out, wheel)).size };
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = commandLine('usage: npm run build:python [-- --out DIR]', {
    options: { out: { type: 'string' } },
  });
  const { wheel, bytes } = await buildPythonWheel(values.out ?? PYTHON_DIST);
  console.log(`${wheel}: ${(bytes / 1024 / 1024).toFixed(2)} MiB`);
}
