/**
 * The Python environment of the project's Python tests and of `npm run build:python`: a virtual
 * environment under .cache/python/, made on first use from `python3` (or `BANK_NUMBER_PYTHON`)
 * with the packages of python/requirements-dev.txt from the Python index pip is configured with,
 * and reused afterwards. It is made again when the requirements or the base Python change. The
 * wheels it was made from stay beside it (`wheels/`), so that a test can make a fresh environment
 * without asking the index again (`freshEnv`).
 *
 * Two processes that ask for it at once (two test files starting together) take turns: the first
 * takes a lock (a folder made atomically, holding its process id) and builds, the other waits for
 * the lock to go and then finds the environment ready. A lock whose process has died is taken over.
 *
 *   npm run python:env -- [--folder DIR] [--requirements FILE] [--json]
 *
 * prints the path of the environment's python (with `--json`, also whether it made it).
 * @module
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './paths.ts';
import { commandLine } from './command-line.ts';

export const REQUIREMENTS = join(repoRoot, 'python', 'requirements-dev.txt');

export interface PythonEnvOptions {
  /** Where the environment goes (`.cache/python/env`). */
  folder?: string;
  /** The requirements file installed into it. */
  requirements?: string;
  /** The Python that makes it (`BANK_NUMBER_PYTHON`, else `python3`). */
  python?: string;
  /** How long to wait for another process's lock, in ms. */
  waitMs?: number;
}

/** The path of a virtual environment's python. */
export function venvPython(folder: string): string {
  return process.platform === 'win32' ? join(folder, 'Scripts', 'python.exe') : join(folder, 'bin', 'python');
}

/** The folder of the wheels the environment in `folder` was made from. */
export const wheelhouse = (folder: string): string => join(folder, 'wheels');

/** Runs a command, and throws with its output when it fails. */
function check(command: string, args: readonly string[]): string {
  const run = spawnSync(command, args, { cwd: repoRoot, encoding: 'utf8' });
  if (run.error !== undefined) throw new Error(`${command}: ${run.error.message}`);
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${run.stdout}${run.stderr}`);
  return run.stdout;
}

/** Whether the process of that id is alive. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes the lock folder, waiting while a living process holds it; gives the function that frees it. */
async function lock(path: string, waitMs: number): Promise<() => void> {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      mkdirSync(path);
      writeFileSync(join(path, 'pid'), String(process.pid));
      return () => rmSync(path, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: number | undefined;
    try {
      holder = Number(readFileSync(join(path, 'pid'), 'utf8'));
    } catch {
      // Taken this instant, its id not written yet; or freed meanwhile.
    }
    const orphaned =
      holder === undefined
        ? existsSync(path) && Date.now() - statSync(path, { throwIfNoEntry: false })!.mtimeMs > 60_000
        : !alive(holder);
    if (orphaned) rmSync(path, { recursive: true, force: true });
    else if (Date.now() > until) throw new Error(`${path}: still held by process ${holder} after ${waitMs} ms`);
    else await sleep(250);
  }
}

/**
 * The python of the project's environment, made first if it is missing or stale. Safe to call from
 * several processes at once.
 */
export async function pythonEnv(options: PythonEnvOptions = {}): Promise<string> {
  return (await ensurePythonEnv(options)).python;
}

/** `pythonEnv`, saying also whether this call made the environment. */
export async function ensurePythonEnv(options: PythonEnvOptions = {}): Promise<{ python: string; made: boolean }> {
  const folder = options.folder ?? join(repoRoot, '.cache', 'python', 'env');
  const requirements = options.requirements ?? REQUIREMENTS;
  const base = options.python ?? process.env.BANK_NUMBER_PYTHON ?? 'python3';
  const baseVersion = check(base, ['-c', 'import sys; print(sys.version)']);
  const key = createHash('sha256')
    .update('wheels/\n')
    .update(readFileSync(requirements))
    .update(baseVersion)
    .digest('hex');
  const marker = join(folder, '.bank-number-ready');
  const ready = () => existsSync(marker) && readFileSync(marker, 'utf8') === key;
  if (ready()) return { python: venvPython(folder), made: false };
  mkdirSync(join(folder, '..'), { recursive: true });
  let made = false;
  const unlock = await lock(`${folder}.lock`, options.waitMs ?? 15 * 60_000);
  try {
    if (!ready()) {
      rmSync(folder, { recursive: true, force: true });
      const wheels = wheelhouse(folder);
      rmSync(wheels, { recursive: true, force: true });
      check(base, ['-m', 'venv', folder]);
      check(venvPython(folder), ['-m', 'pip', 'download', '--quiet', '--dest', wheels, '-r', requirements]);
      check(venvPython(folder), [
        '-m',
        'pip',
        'install',
        '--quiet',
        '--no-index',
        '--find-links',
        wheels,
        '-r',
        requirements,
      ]);
      writeFileSync(marker, key);
      made = true;
    }
  } finally {
    unlock();
  }
  return { python: venvPython(folder), made };
}

/**
 * A new, empty virtual environment in `folder` (made without pip: the project environment's pip
 * installs into it), with `packages` (requirement strings or wheel files) installed from the
 * project environment's wheels and `findLinks`, without an index. Gives its python.
 */
export async function freshEnv(
  folder: string,
  packages: readonly string[],
  findLinks: readonly string[] = [],
): Promise<string> {
  const tools = await pythonEnv();
  check(tools, ['-m', 'venv', '--without-pip', folder]);
  const links = [wheelhouse(join(tools, '..', '..')), ...findLinks].flatMap((dir) => ['--find-links', dir]);
  check(tools, [
    '-m',
    'pip',
    '--python',
    venvPython(folder),
    'install',
    '--quiet',
    '--no-index',
    ...links,
    ...packages,
  ]);
  return venvPython(folder);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = commandLine('usage: npm run python:env [-- --folder DIR] [--requirements FILE] [--json]', {
    options: { folder: { type: 'string' }, requirements: { type: 'string' }, json: { type: 'boolean' } },
  });
  const { json, ...options } = values;
  const env = await ensurePythonEnv(options);
  console.log(json ? JSON.stringify(env) : env.python);
}
