/**
 * The package as a consumer gets it: the tarball of `npm pack` (made once for the run from the
 * built dist/ by scripts/dev/test-support/packed-package.ts) is installed into a throwaway project with
 * `npm ci --offline` (from the cache that the repository's `npm ci` filled, through a lockfile made
 * from the repository's), and everything a user reaches is used from there: every entry of
 * `exports`, the command, the server once its libraries are installed, and the types with the
 * oldest TypeScript the package supports.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { neededServerLibraries, serverLibraries } from '../../sdk/cli/server-libraries.ts';
import { repoRoot } from './paths.ts';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment of a command run as a user would: nothing of the npm run that started the tests. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^npm_/i.test(key) && key.toLowerCase() !== 'npm_config_cache') continue;
    if (key === 'INIT_CWD' || key === 'NODE_OPTIONS' || key.startsWith('VITEST')) continue;
    env[key] = value;
  }
  return {
    ...env,
    NO_UPDATE_NOTIFIER: '1',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  };
}

function run(command: string, args: string[], cwd: string, input?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: cleanEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

async function ok(command: string, args: string[], cwd: string): Promise<string> {
  const result = await run(command, args, cwd);
  if (result.code !== 0)
    throw new Error(`${command} ${args.join(' ')} exited ${result.code}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** The module resolutions a consumer's types are checked with. */
const RESOLUTIONS = [
  { module: 'nodenext', moduleResolution: 'nodenext' },
  { module: 'preserve', moduleResolution: 'bundler' },
];

/** A strict tsconfig for the consumer's `file`, with `options` over the defaults; returns its name. */
function writeTsconfig(consumer: string, file: string, options: Record<string, unknown>): string {
  const compilerOptions = {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    strict: true,
    exactOptionalPropertyTypes: true,
    skipLibCheck: false,
    noEmit: true,
    ...options,
  };
  const name = `tsconfig.${file}.${String(options['moduleResolution'])}.json`;
  writeFileSync(join(consumer, name), JSON.stringify({ compilerOptions, files: [file] }));
  return name;
}

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
}

/**
 * The consumer's lockfile: the tarball, plus `dependencies` (name → exact version) and everything
 * they need, at the places and versions the repository's own lockfile has them. With it, `npm ci
 * --offline` takes every package from the cache that the repository's `npm ci` filled, as a
 * lockfile is the only thing that spares npm the registry's package documents.
 */
function consumerLock(tarball: { file: string; integrity: string }, dependencies: Record<string, string>): object {
  const rootLock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as LockEntry & {
    name: string;
    license: string;
  };
  const packages: Record<string, LockEntry> = {
    '': { name: 'consumer', dependencies: { 'bank-number': `file:${tarball.file}`, ...dependencies } },
    'node_modules/bank-number': {
      version: pkg.version,
      resolved: `file:${tarball.file}`,
      integrity: tarball.integrity,
      license: pkg.license,
      dependencies: pkg.dependencies,
      peerDependencies: pkg.peerDependencies,
      peerDependenciesMeta: pkg.peerDependenciesMeta,
      bin: pkg['bin'],
      engines: pkg['engines'],
    } as LockEntry,
  };
  // Node's lookup, inside the repository's tree: from `from`, the nearest node_modules holding `name`.
  const locate = (from: string, name: string): string | undefined => {
    let base = from;
    for (;;) {
      const candidate = `${base === '' ? '' : `${base}/`}node_modules/${name}`;
      if (rootLock.packages[candidate] !== undefined) return candidate;
      if (base === '') return undefined;
      const cut = base.lastIndexOf('/node_modules/');
      base = cut === -1 ? '' : base.slice(0, cut);
    }
  };
  const queue: [string, string][] = Object.keys({ ...pkg.dependencies, ...dependencies }).map((name) => ['', name]);
  while (queue.length > 0) {
    const [from, name] = queue.shift() as [string, string];
    const at = locate(from, name);
    if (at === undefined) throw new Error(`${name} (needed from ${from || 'the root'}) is not in package-lock.json`);
    if (packages[at] !== undefined) continue;
    const {
      dev: _dev,
      devOptional: _devOptional,
      optional: _optional,
      peer: _peer,
      ...entry
    } = rootLock.packages[at] as LockEntry;
    packages[at] = entry;
    const optionalPeers = entry.peerDependenciesMeta ?? {};
    const needs = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((peer) => optionalPeers[peer]?.optional !== true),
    ];
    for (const dep of needs) queue.push([at, dep]);
    for (const dep of Object.keys(entry.optionalDependencies ?? {}))
      if (locate(at, dep) !== undefined) queue.push([at, dep]);
  }
  return { name: 'consumer', lockfileVersion: 3, requires: true, packages };
}

/** Writes the consumer's package.json and lockfile and installs them offline. */
async function installConsumer(
  consumer: string,
  tarball: { file: string; integrity: string },
  dependencies: Record<string, string>,
): Promise<void> {
  const manifest = {
    name: 'consumer',
    private: true,
    type: 'module',
    dependencies: { 'bank-number': `file:${tarball.file}`, ...dependencies },
  };
  writeFileSync(join(consumer, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(
    join(consumer, 'package-lock.json'),
    `${JSON.stringify(consumerLock(tarball, dependencies), null, 2)}\n`,
  );
  // --ignore-scripts: better-sqlite3's install step would download a prebuilt binary or compile
  // SQLite for minutes; the tests copy in the addon the repository's install built.
  await ok('npm', ['ci', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], consumer);
}

const rootPackage = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  exports: Record<string, { types?: string; default?: string } | string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const SERVER_LIBRARIES = serverLibraries(join(repoRoot, 'package.json'));
/**
 * The entries with code (all but the types of the framework bindings, which need React's or Vue's
 * types), and those that run without the server's libraries (all but `bank-number/server`).
 */
const hasCode = (key: string): boolean => {
  const target = rootPackage.exports[key];
  return typeof target === 'object' && target.default !== undefined;
};
/** The entries that are files as they are: the manifest and the WebAssembly component (docs/wasm.md). */
const FILE_ENTRIES = ['./package.json', './wasm'];
const ENTRIES = Object.keys(rootPackage.exports).filter((key) => !FILE_ENTRIES.includes(key) && hasCode(key));
const BROWSER_ENTRIES = ENTRIES.filter((key) => !key.startsWith('./server'));
/** The entries with types only: `bank-number/element/react` and `bank-number/element/vue`. */
const TYPE_ENTRIES = Object.keys(rootPackage.exports).filter((key) => !FILE_ENTRIES.includes(key) && !hasCode(key));
const specifier = (key: string): string => (key === '.' ? 'bank-number' : `bank-number/${key.slice(2)}`);

describe('the packed package, installed into a consumer project', () => {
  let work: string;
  let consumer: string;
  let tarball: { file: string; integrity: string };
  let files: string[];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'bank-number-pack-'));
    const packed = inject('packedPackage');
    // Beside the consumer, which names it by a relative path as a user's `npm install ../x.tgz` does.
    copyFileSync(packed.file, join(work, basename(packed.file)));
    tarball = { file: `../${basename(packed.file)}`, integrity: packed.integrity };
    files = packed.files;
    consumer = join(work, 'consumer');
    mkdirSync(consumer);
    await installConsumer(consumer, tarball, {});
  }, 600_000);

  afterAll(() => {
    if (work !== undefined) rmSync(work, { recursive: true, force: true });
  });

  it('ships what runs and nothing else: built code and types, the command, notices, the component, its WIT', () => {
    expect(files).toContain('dist/index.js');
    expect(files).toContain('bin/bank-number.js');
    expect(files).toContain('wit/bank-number.wit');
    for (const name of ['package.json', 'README.md', 'LICENSE', 'NOTICE', 'custom-elements.json'])
      expect(files).toContain(name);
    const strays = files.filter(
      (file) =>
        ![
          'package.json',
          'README.md',
          'LICENSE',
          'NOTICE',
          'custom-elements.json',
          'bin/bank-number.js',
          'wit/bank-number.wit',
          'dist/wasm/bank-number.wasm',
        ].includes(file) && !/^dist\/.+\.(js|d\.ts)$/.test(file),
    );
    expect(strays).toEqual([]);
    expect(files.filter((file) => /metafile|\.test\.|test-support|conformance|vectors|\.map$/.test(file))).toEqual([]);
    for (const target of Object.values(rootPackage.exports)) {
      const paths = typeof target === 'string' ? [target] : [target.types, target.default];
      for (const path of paths) if (path !== undefined) expect(files).toContain(path.replace(/^\.\//, ''));
    }
  });

  it('ships the WebAssembly component, found as bank-number/wasm', async () => {
    const program = "console.log(import.meta.resolve('bank-number/wasm'))";
    const url = (await ok(process.execPath, ['--input-type=module', '-e', program], consumer)).trim();
    const bytes = readFileSync(new URL(url));
    // A component, not a core module: magic, then version 0x0d and layer 1.
    expect([...bytes.subarray(0, 8)]).toEqual([0x00, 0x61, 0x73, 0x6d, 0x0d, 0x00, 0x01, 0x00]);
  });

  it('carries no script that an install would run', () => {
    const installed = JSON.parse(
      readFileSync(join(consumer, 'node_modules', 'bank-number', 'package.json'), 'utf8'),
    ) as {
      scripts?: Record<string, string>;
    };
    const lifecycle = ['preinstall', 'install', 'postinstall', 'prepublish', 'preprepare', 'prepare', 'postprepare'];
    expect(Object.keys(installed.scripts ?? {}).filter((name) => lifecycle.includes(name))).toEqual([]);
    // npm runs node-gyp for a package with a binding.gyp even without an install script.
    expect(files).not.toContain('binding.gyp');
  });

  it('cites no file outside the package in what it ships', () => {
    const installed = join(consumer, 'node_modules', 'bank-number');
    const citing = files.filter((file) =>
      /SERVICE\.md|DECISIONS\.md/.test(readFileSync(join(installed, file), 'utf8')),
    );
    expect(citing).toEqual([]);
  });

  it("gives a browser-only consumer Lit's reactive element and nothing of the server", async () => {
    interface Node {
      version?: string;
      missing?: boolean;
      dependencies?: Record<string, Node>;
    }
    const tree = JSON.parse(await ok('npm', ['ls', '--omit=dev', '--all', '--json'], consumer)) as Node;
    const names = new Set<string>();
    const walk = (deps: Record<string, Node> | undefined): void => {
      for (const [name, node] of Object.entries(deps ?? {})) {
        // Optional peers that are not installed are listed without a version.
        if (node.version === undefined || node.missing === true) continue;
        names.add(name);
        walk(node.dependencies);
      }
    };
    walk(tree.dependencies);
    expect(names.has('@lit/reactive-element')).toBe(true);
    for (const library of Object.keys(SERVER_LIBRARIES)) {
      expect(names.has(library), library).toBe(false);
      expect(existsSync(join(consumer, 'node_modules', library)), library).toBe(false);
    }
    // Lit's reactive element and what it depends on: nothing else.
    expect(
      [...names].filter(
        (name) => name !== 'bank-number' && !/^(@lit\/reactive-element|@lit-labs\/ssr-dom-shim)$/.test(name),
      ),
    ).toEqual([]);
  }, 300_000);

  it('imports and requires every entry that needs no server library', async () => {
    const program = `
      import { createRequire } from 'node:module';
      const require = createRequire(import.meta.url);
      const out = {};
      for (const spec of ${JSON.stringify(BROWSER_ENTRIES.map(specifier))}) {
        const imported = await import(spec);
        const required = require(spec);
        out[spec] = {
          imported: Object.keys(imported).sort(),
          required: Object.keys(required).filter((k) => k !== '__esModule' && k !== 'module.exports').sort(),
        };
      }
      const { validate } = await import('bank-number');
      out.verdict = (await validate('DE89 3704 0044 0532 0130 00')).result;
      console.log(JSON.stringify(out));
    `;
    const out = JSON.parse(await ok(process.execPath, ['--input-type=module', '-e', program], consumer)) as Record<
      string,
      { imported: string[]; required: string[] }
    > & { verdict: { valid: boolean; bankInfo: { bankName: string } } };
    for (const spec of BROWSER_ENTRIES.map(specifier)) {
      const entry = out[spec] as { imported: string[]; required: string[] };
      if (spec !== 'bank-number/element/define') expect(entry.imported.length, spec).toBeGreaterThan(0);
      expect(entry.required, spec).toEqual(entry.imported);
    }
    expect(out['bank-number']?.imported).toContain('validate');
    expect(out['bank-number/iban']?.imported).toContain('isValidIban');
    expect(out['bank-number/element']?.imported).toContain('BankNumberInput');
    expect(out.verdict.valid).toBe(true);
    expect(out.verdict.bankInfo.bankName).toBe('Commerzbank');
  }, 300_000);

  it('runs the command: validate an argument and NDJSON from stdin', async () => {
    const valid = await run('npx', ['--offline', 'bank-number', 'validate', 'GB82 WEST 1234 5698 7654 32'], consumer);
    expect(valid.code, valid.stderr).toBe(0);
    expect((JSON.parse(valid.stdout) as { result: { valid: boolean; format: string } }).result).toMatchObject({
      valid: true,
      format: 'iban',
    });
    const invalid = await run('npx', ['--offline', 'bank-number', 'validate', '021000022'], consumer);
    expect(invalid.code).toBe(1);
    expect((JSON.parse(invalid.stdout) as { result: { errors: { code: string }[] } }).result.errors[0]?.code).toBe(
      'CHECKSUM_FAILED',
    );
    const lines = await run('npx', ['--offline', 'bank-number', 'validate', '-'], consumer, '021000021\n12-34-56\n');
    expect(lines.code, lines.stderr).toBe(0);
    expect(
      lines.stdout
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { result: { format: string } }).result.format),
    ).toEqual(['us-routing', 'uk-sort-code']);
  }, 300_000);

  it('refuses serve and keys at once without the server libraries, naming exactly what to install', async () => {
    // On the default store (SQLite), without --redis or --smtp: neither pg, ioredis nor nodemailer.
    const needed = neededServerLibraries(SERVER_LIBRARIES, {});
    expect(Object.keys(needed)).not.toContain('pg');
    const install = `npm install ${Object.entries(needed)
      .map(([name, range]) => `'${name}@${range}'`)
      .join(' ')}\n`;
    for (const args of [
      ['serve', '--port', '0'],
      ['keys', 'list'],
    ]) {
      const result = await run('npx', ['--offline', 'bank-number', ...args], consumer);
      expect(result.code, result.stderr).toBe(1);
      expect(result.stderr).toContain(`bank-number ${args[0]}: the server's libraries are optional peer dependencies`);
      expect(result.stderr).toContain(install);
      expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
      expect(result.stdout).toBe('');
    }
    // At once: before anything was set up (no key file, nothing listened).
    expect(existsSync(join(consumer, '.bank-number'))).toBe(false);
    // The same holds for the module itself: bank-number/server needs them.
    const server = await run(
      process.execPath,
      ['--input-type=module', '-e', "await import('bank-number/server')"],
      consumer,
    );
    expect(server.code).not.toBe(0);
    // Which optional peer it misses first depends on the order of the chunks: any of them will do.
    const missing = server.stderr.match(/Cannot find (?:package|module) '([^']+)'/)?.[1];
    expect(Object.keys(SERVER_LIBRARIES), server.stderr).toContain(missing);
  }, 300_000);

  // One install for the rest: none of these packages changes what the others' checks see.
  describe("with the server libraries, and React's and Vue's types, installed", () => {
    beforeAll(async () => {
      // The exact versions the repository tests with, which `npm ci` put in the cache.
      const versions = Object.fromEntries(
        [...Object.keys(SERVER_LIBRARIES), '@types/react', 'vue'].map((name) => [
          name,
          rootPackage.devDependencies[name] ?? '',
        ]),
      );
      // A Node project that embeds the server has Node's types.
      versions['@types/node'] = rootPackage.devDependencies['@types/node'] ?? '';
      await installConsumer(consumer, tarball, versions);
      // better-sqlite3's native addon, built by the repository's own install of the same version
      // (the consumer's install skips install scripts: see installConsumer).
      cpSync(
        join(repoRoot, 'node_modules', 'better-sqlite3', 'build'),
        join(consumer, 'node_modules', 'better-sqlite3', 'build'),
        { recursive: true },
      );
    }, 300_000);

    it('imports bank-number/server and answers a request with its fetch handler', async () => {
      const program = `
        const { createHandler } = await import('bank-number/server');
        const handler = createHandler({ logger: null });
        const response = await handler(new Request('http://localhost/api/v1/validate?q=021000021'));
        console.log(JSON.stringify({ status: response.status, body: await response.json() }));
      `;
      const out = JSON.parse(await ok(process.execPath, ['--input-type=module', '-e', program], consumer)) as {
        status: number;
        body: { result: { valid: boolean; format: string } };
      };
      expect(out.status).toBe(200);
      expect(out.body.result).toMatchObject({ valid: true, format: 'us-routing' });
    }, 300_000);

    it('runs keys and serve from the installed command', async () => {
      const database = join(work, 'keys.db');
      const created = await run(
        'npx',
        ['--offline', 'bank-number', 'keys', 'create', '--tier', 'pro', '--database', database],
        consumer,
      );
      expect(created.code, created.stderr).toBe(0);
      const key = created.stdout.trim();
      const child = spawn(
        'npx',
        ['--offline', 'bank-number', 'serve', '--port', '0', '--database', database, '--no-sign-up'],
        {
          cwd: consumer,
          env: cleanEnv(),
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
      try {
        const url = await new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`serve did not start:\n${stdout}\n${stderr}`)), 60_000);
          child.stdout.on('data', () => {
            const match = /listening on (http:\/\/\S+)/.exec(stdout);
            if (match !== null) {
              clearTimeout(timer);
              resolve(match[1] as string);
            }
          });
          void exited.then((code) => reject(new Error(`serve exited ${code}:\n${stdout}\n${stderr}`)));
        });
        const response = await fetch(new URL('/api/v1/batch', url), {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ items: [{ input: 'GB82 WEST 1234 5698 7654 32' }, { input: '12-34-56' }] }),
        });
        expect(response.status).toBe(200);
        const body = (await response.json()) as { result: { summary: { total: number; valid: number } } };
        expect(body.result.summary).toEqual({ total: 2, valid: 2, invalid: 0 });
      } finally {
        // npx runs the command in a child of its own: signal the whole group.
        if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
    }, 300_000);

    // The browser entries without Node's types; the server's entries as a Node project has them.
    const PROJECTS = [
      {
        file: 'browser.ts',
        types: [] as string[],
        source: `${BROWSER_ENTRIES.map((key, i) => `import * as entry${i} from '${specifier(key)}';\nvoid entry${i};`).join('\n')}
import { validate, type Envelope } from 'bank-number';
const envelope: Envelope = await validate('DE89370400440532013000');
const valid: boolean = envelope.result.valid;
void valid;
`,
      },
      {
        file: 'server.ts',
        types: ['node'],
        source: `${ENTRIES.map((key, i) => `import * as entry${i} from '${specifier(key)}';\nvoid entry${i};`).join('\n')}
import { createHandler } from 'bank-number/server';
const handler = createHandler({ logger: null });
const response: Response = await handler(new Request('http://localhost/api/v1/validate?q=1'));
void response;
`,
      },
    ];
    for (const project of PROJECTS) {
      for (const resolution of RESOLUTIONS) {
        it(`type-checks ${project.file} (every entry it can import) under ${resolution.moduleResolution} resolution with the oldest supported TypeScript and the current one`, async () => {
          writeFileSync(join(consumer, project.file), project.source);
          const config = writeTsconfig(consumer, project.file, { ...resolution, types: project.types });
          for (const typescript of ['typescript-min', 'typescript']) {
            const tsc = join(repoRoot, 'node_modules', typescript, 'bin', 'tsc');
            const result = await run(process.execPath, [tsc, '-p', config], consumer);
            expect(`${project.file} ${typescript}: ${result.code}\n${result.stdout}${result.stderr}`).toBe(
              `${project.file} ${typescript}: 0\n`,
            );
          }
        }, 300_000);
      }
    }

    it("type-checks <bank-number-input> in JSX and in Vue's GlobalComponents through the type entries", async () => {
      expect(TYPE_ENTRIES.map(specifier)).toEqual(['bank-number/element/react', 'bank-number/element/vue']);
      writeFileSync(
        join(consumer, 'form.tsx'),
        `import type { ReactElement } from 'react';
import type { GlobalComponents } from 'vue';
import type { Envelope } from 'bank-number';
import type {} from 'bank-number/element/react';
import type {} from 'bank-number/element/vue';

export function PayeeField(props: { onVerdict: (envelope: Envelope) => void }): ReactElement {
  return (
    <bank-number-input
      name="iban"
      label="IBAN"
      formats="iban"
      required
      onInput={(event) => event.currentTarget.envelope}
      onbank-number-validate={(event) => props.onVerdict(event.detail)}
      onbank-number-error={(event) => event.detail.code}
    />
  );
}
// @ts-expect-error: \`required\` is a boolean
export const wrong = <bank-number-input required="yes" />;

type VueProps = ConstructorParameters<GlobalComponents['bank-number-input']>[0];
export const vueProps: VueProps = {
  name: 'iban',
  required: true,
  'onBank-number-validate': (event) => event.detail.result.valid,
};
// @ts-expect-error: \`formats\` is a string
export const vueWrong: VueProps = { formats: ['iban'] };
`,
      );
      for (const resolution of RESOLUTIONS) {
        const config = writeTsconfig(consumer, 'form.tsx', { ...resolution, jsx: 'react-jsx', types: [] });
        const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
        const result = await run(process.execPath, [tsc, '-p', config], consumer);
        expect(`${resolution.moduleResolution}: ${result.code}\n${result.stdout}${result.stderr}`).toBe(
          `${resolution.moduleResolution}: 0\n`,
        );
      }
    }, 300_000);
  });
});
