/**
 * Builds dist/wasm/bank-number.wasm: the built package (dist/, so `npm run build` first) as a
 * WebAssembly component with the interface of wit/bank-number.wit. scripts/build-wasm/guest.ts is
 * bundled with dist/ into one module, and componentize-js turns it into a component of the
 * StarlingMonkey engine, snapshotted after the module has run (bank lookups loaded).
 *
 *   npm run build:wasm
 *   npx tsx scripts/build-wasm.ts [--engine quickjs] [--out FILE]
 *
 * `--engine quickjs` builds with componentize-qjs instead (for the comparison in docs/wasm.md).
 */
import { parseArgs } from 'node:util';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { repoRoot } from './paths.ts';

export const WIT_DIR = join(repoRoot, 'wit');
export const COMPONENT = join(repoRoot, 'dist', 'wasm', 'bank-number.wasm');
const GUEST = join(repoRoot, 'scripts', 'build-wasm', 'guest.ts');

export type Engine = 'starlingmonkey' | 'quickjs';

/** The package's entries that the guest imports, taken from dist/ instead of the sources. */
const BUILT: Readonly<Record<string, string>> = {
  [join(repoRoot, 'sdk', 'index.ts')]: join(repoRoot, 'dist', 'index.js'),
  [join(repoRoot, 'sdk', 'formats', 'iban', 'index.ts')]: join(repoRoot, 'dist', 'formats', 'iban', 'index.js'),
};

const builtPackage: Plugin = {
  name: 'built-package',
  setup(b) {
    b.onResolve({ filter: /index\.ts$/ }, (args) => {
      const built = BUILT[resolve(args.resolveDir, args.path)];
      return built === undefined ? undefined : { path: built };
    });
  },
};

/** The guest and the built package in one ES module, as the engines take it. */
async function bundle(outfile: string): Promise<void> {
  for (const built of Object.values(BUILT)) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run npm run build first`);
  }
  await build({
    absWorkingDir: repoRoot,
    entryPoints: [GUEST],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    plugins: [builtPackage],
    legalComments: 'none',
    // The package marks its chunks free of side effects; a bare import of one is rightly dropped.
    logOverride: { 'ignored-bare-import': 'silent' },
    logLevel: 'warning',
  });
}

async function componentize(engine: Engine, source: string): Promise<Uint8Array> {
  if (engine === 'quickjs') {
    const qjs = await import('componentize-qjs');
    const { component } = await qjs.componentize({
      witPath: WIT_DIR,
      jsSource: readFileSync(source, 'utf8'),
      jsPath: source,
      world: 'bank-number',
      sync: true,
    });
    return component;
  }
  // componentize-js reads the WIT through WASI, which sees only preopened folders.
  // In Node the shim maps each guest path to a host folder (its types describe the browser's shim).
  const { _setPreopens } = (await import('@bytecodealliance/preview2-shim/filesystem')) as unknown as {
    _setPreopens(preopens: Record<string, string>): void;
  };
  _setPreopens({ [WIT_DIR]: WIT_DIR });
  const { componentize: starlingmonkey } = await import('@bytecodealliance/componentize-js');
  const { component } = await starlingmonkey({
    sourcePath: source,
    witPath: WIT_DIR,
    worldName: 'bank-number',
    disableFeatures: ['http', 'fetch-event'],
  });
  return component;
}

/** Builds the component into `out`; answers its size in bytes and the build time in ms. */
export async function buildComponent(
  out = COMPONENT,
  engine: Engine = 'starlingmonkey',
): Promise<{ bytes: number; ms: number }> {
  const started = performance.now();
  const work = mkdtempSync(join(tmpdir(), 'bank-number-wasm-'));
  try {
    const source = join(work, 'guest.js');
    await bundle(source);
    const component = await componentize(engine, source);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, component);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return { bytes: statSync(out).size, ms: performance.now() - started };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(repoRoot, 'scripts', 'build-wasm.ts')) {
  const { values } = parseArgs({
    options: { engine: { type: 'string', default: 'starlingmonkey' }, out: { type: 'string', default: COMPONENT } },
  });
  const engine = values.engine as Engine;
  const out = resolve(values.out);
  const { bytes, ms } = await buildComponent(out, engine);
  console.log(`${out}: ${(bytes / 1024 / 1024).toFixed(1)} MiB (${engine}), built in ${(ms / 1000).toFixed(1)} s`);
}
