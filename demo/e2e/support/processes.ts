/**
 * The servers the end-to-end tests run as child processes: `scripts/dev/start.ts` (what `npm start`
 * runs) and the bare `bank-number serve` command. Each is stopped by the test that started it.
 * @module
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CLI = `${ROOT}bin/bank-number.js`;

/** A running child that printed its address. */
export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Everything written to stdout so far. */
  stdout(): string;
  stderr(): string;
  /** Sends `signal` and resolves with the exit code (null when a signal ended it). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

function watch(child: ChildProcess, ready: RegExp, what: string, timeoutMs: number): Promise<RunningServer> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // 'close', not 'exit': by then everything the child wrote has been read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${what} did not start:\n${stdout}\n${stderr}`));
    }, timeoutMs);
    const check = (): void => {
      const match = ready.exec(stdout);
      if (match === null) return;
      clearTimeout(timer);
      child.stdout?.off('data', check);
      resolve({
        url: match[1] as string,
        child,
        stdout: () => stdout,
        stderr: () => stderr,
        async stop(signal = 'SIGTERM') {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
      });
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code}:\n${stdout}\n${stderr}`));
    });
  });
}

/**
 * Runs scripts/dev/start.ts on a prebuilt site and a private state folder, on a free port. Resolves
 * once the banner with the demo key is printed.
 */
export function runStartScript(site: string, stateDir: string): Promise<RunningServer> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      `${ROOT}scripts/dev/start.ts`,
      '--no-build',
      '--site',
      site,
      '--state-dir',
      stateDir,
      '--port',
      '0',
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_NO_WARNINGS: '1' } },
  );
  return watch(child, /bank-number demo\s+(http:\/\/\S+?)\/?\n[\s\S]*Press Ctrl-C/, 'npm start', 60_000);
}

/**
 * Runs `bank-number serve` on a free port, with the options in `extra` (`--static`, `--smtp`, …);
 * without `--static` it serves no site (its working directory has no demo/dist).
 */
export function runServe(cwd: string, database: string, extra: readonly string[] = []): Promise<RunningServer> {
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--database', database, ...extra], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return watch(child, /listening on (http:\/\/\S+)/, 'bank-number serve', 30_000);
}

/** Issues a key with `bank-number keys create`; returns it. */
export function createKey(cwd: string, database: string, tier: 'starter' | 'pro' | 'business'): string {
  const result = spawnSync(process.execPath, [CLI, 'keys', 'create', '--tier', tier, '--database', database], {
    cwd,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`keys create failed: ${result.stderr}`);
  return result.stdout.trim();
}
