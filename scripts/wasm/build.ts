/**
 * Builds dist/wasm/bank-number.wasm: the SDK as a WebAssembly component with the interface of
 * wit/bank-number.wit. sdk/wasm/guest.ts is bundled with the SDK's sources into one ES
 * module, and componentize-qjs turns it into a component of the QuickJS engine (synchronous
 * exports), snapshotted after the module has run. The IBAN and BIC data rides along as the
 * package's per-country chunks, compressed, and is decoded on a country's first lookup
 * (docs/decisions/wasm-engine.md).
 *
 * `npm run build` calls it: a component whose inputs (the bundle, the WIT, the engine and its
 * options) are unchanged is copied from .cache/wasm/ instead of built again.
 *
 *   npm run build:wasm
 *   npx tsx scripts/wasm/build.ts [--engine quickjs|quickjs-size|starlingmonkey] [--out FILE] [--force]
 *
 * The other engines are for the comparison in docs/decisions/wasm-engine.md: `quickjs-size` is
 * componentize-qjs with its runtime built for size, `starlingmonkey` componentize-js.
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { repoRoot } from '../dev/paths.ts';
import { commandLine } from '../dev/command-line.ts';

export const WIT_DIR = join(repoRoot, 'wit');
export const COMPONENT = join(repoRoot, 'dist', 'wasm', 'bank-number.wasm');
const GUEST = join(repoRoot, 'sdk', 'wasm', 'guest.ts');
const CACHE = join(repoRoot, '.cache', 'wasm');
const BANKS = join(repoRoot, 'sdk', 'generated', 'banks');

export type Engine = 'quickjs' | 'quickjs-size' | 'starlingmonkey';
export const ENGINES: readonly Engine[] = ['quickjs', 'quickjs-size', 'starlingmonkey'];

/** The npm package of each engine, whose version is part of the cache key. */
const ENGINE_PACKAGE: Readonly<Record<Engine, string>> = {
  quickjs: 'componentize-qjs',
  'quickjs-size': 'componentize-qjs',
  starlingmonkey: '@bytecodealliance/componentize-js',
};

/**
 * The module `bank-number:bank-chunks` of the guest: every chunk of sdk/generated/banks/, keyed by
 * its format (its folder) and its country code, as its JSON (ASCII) compressed (raw DEFLATE, base64).
 * The engine keeps a component's source text in its snapshot, so the chunks' text would count
 * several times over; compressed, a country costs little until its first lookup inflates it.
 */
const bankChunks: Plugin = {
  name: 'bank-chunks',
  setup(b) {
    b.onResolve({ filter: /^bank-number:bank-chunks$/ }, () => ({ path: 'bank-chunks', namespace: 'bank-chunks' }));
    b.onLoad({ filter: /.*/, namespace: 'bank-chunks' }, async () => {
      const formats: string[] = [];
      // One folder of chunks per format whose bank data is split per country (iban/, bic/).
      const folders = readdirSync(BANKS, { withFileTypes: true }).filter((entry) => entry.isDirectory());
      for (const format of folders.map((entry) => entry.name).sort()) {
        const entries: string[] = [];
        for (const file of readdirSync(join(BANKS, format)).sort()) {
          if (!file.endsWith('.ts')) continue;
          const chunk = {
            ...((await import(pathToFileURL(join(BANKS, format, file)).href)) as { countryCode: string }),
          };
          // ASCII only (\uXXXX for the rest, which JSON.parse reads), so that bytes are characters.
          const json = JSON.stringify(chunk).replace(
            /[\u0080-\uffff]/g,
            (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
          );
          const packed = deflateRawSync(json, { level: 9 }).toString('base64');
          entries.push(`${JSON.stringify(chunk.countryCode)}: ${JSON.stringify(packed)}`);
        }
        formats.push(`${JSON.stringify(format)}: { ${entries.join(', ')} }`);
      }
      return { contents: `export const BANK_CHUNKS = { ${formats.join(', ')} };`, loader: 'js' };
    });
  },
};

/** The guest and the SDK in one ES module, as the engines take it. */
async function bundle(): Promise<string> {
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: [GUEST],
    write: false,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    plugins: [bankChunks],
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return (result.outputFiles[0] as { text: string }).text;
}

function engineVersion(engine: Engine): string {
  const manifest = join(repoRoot, 'node_modules', ENGINE_PACKAGE[engine], 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

async function componentize(engine: Engine, source: string, path: string): Promise<Uint8Array> {
  if (engine !== 'starlingmonkey') {
    const qjs = await import('componentize-qjs');
    const { component } = await qjs.componentize({
      witPath: WIT_DIR,
      jsSource: source,
      jsPath: path,
      world: 'bank-number',
      // Plain (not async-ABI) exports, which every component host calls.
      sync: true,
      optSize: engine === 'quickjs-size',
    });
    return component;
  }
  // componentize-js reads the WIT and the source through WASI, which sees only preopened folders.
  // In Node the shim maps each guest path to a host folder (its types describe the browser's shim).
  const { _setPreopens } = (await import('@bytecodealliance/preview2-shim/filesystem')) as unknown as {
    _setPreopens(preopens: Record<string, string>): void;
  };
  _setPreopens({ [WIT_DIR]: WIT_DIR, [dirname(path)]: dirname(path) });
  const { componentize: starlingmonkey } = await import('@bytecodealliance/componentize-js');
  const { component } = await starlingmonkey({
    sourcePath: path,
    witPath: WIT_DIR,
    worldName: 'bank-number',
    disableFeatures: ['http', 'fetch-event'],
  });
  return component;
}

export interface Built {
  /** Size in bytes. */
  bytes: number;
  /** Time of this call in ms. */
  ms: number;
  /** Whether the component came from .cache/wasm/ (inputs unchanged). */
  cached: boolean;
}

/**
 * Builds the component into `out`, or copies it from .cache/wasm/ when a component of the same
 * inputs is there (unless `force`); answers its size, the time taken and whether it was cached.
 */
export async function buildComponent(out = COMPONENT, engine: Engine = 'quickjs', force = false): Promise<Built> {
  const started = performance.now();
  const source = await bundle();
  const witText = readdirSync(WIT_DIR)
    .sort()
    .map((f) => readFileSync(join(WIT_DIR, f), 'utf8'))
    .join('\n');
  const key = createHash('sha256')
    .update(JSON.stringify([engine, engineVersion(engine), witText, source]))
    .digest('hex')
    .slice(0, 16);
  const cached = join(CACHE, `bank-number-${engine}-${key}.wasm`);
  const hit = !force && existsSync(cached);
  if (!hit) {
    mkdirSync(CACHE, { recursive: true });
    const work = join(tmpdir(), `bank-number-wasm-${process.pid}-${key}`);
    mkdirSync(work, { recursive: true });
    try {
      const path = join(work, 'guest.js');
      writeFileSync(path, source);
      const component = await componentize(engine, source, path);
      // Written whole, then renamed: a build running beside this one never reads half a file.
      const partial = `${cached}.${process.pid}.partial`;
      writeFileSync(partial, component);
      renameSync(partial, cached);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    // Earlier builds of this engine are of other inputs: only the newest is kept.
    for (const f of readdirSync(CACHE)) {
      if (f.startsWith(`bank-number-${engine}-`) && f.endsWith('.wasm') && f !== basename(cached))
        rmSync(join(CACHE, f), { force: true });
    }
  }
  mkdirSync(dirname(out), { recursive: true });
  copyFileSync(cached, out);
  return { bytes: statSync(out).size, ms: performance.now() - started, cached: hit };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = commandLine(
    `usage: npm run build:wasm [-- --engine ${ENGINES.join('|')}] [--out FILE] [--force]`,
    {
      options: {
        engine: { type: 'string', default: 'quickjs' },
        out: { type: 'string', default: COMPONENT },
        force: { type: 'boolean', default: false },
      },
    },
  );
  const engine = values.engine as Engine;
  if (!ENGINES.includes(engine)) throw new Error(`--engine: one of ${ENGINES.join(', ')}`);
  const out = resolve(values.out);
  const { bytes, ms, cached } = await buildComponent(out, engine, values.force);
  console.log(
    `${out}: ${(bytes / 1024 / 1024).toFixed(2)} MiB (${engine}), ` +
      `${cached ? 'unchanged inputs, copied from .cache/wasm' : 'built'} in ${(ms / 1000).toFixed(1)} s`,
  );
}
