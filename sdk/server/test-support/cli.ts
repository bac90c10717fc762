/**
 * Runs the `bank-number` command from source in a child process, as a user would run it.
 * @module
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../cli/main.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/tsx/dist/loader.mjs', import.meta.url));
const RUN_MAIN = 'process.exitCode = await m.main(process.argv.slice(1));';
const ENTRY = `const m = await import(${JSON.stringify(MAIN)}); ${RUN_MAIN}`;

/** Spawns `bank-number <args>`; `nodeArgs` go to Node itself (e.g. a heap limit). */
export function spawnCli(args: string[], cwd: string, nodeArgs: string[] = []): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, '--import', TSX, '--input-type=module', '-e', ENTRY, '--', ...args], {
    cwd,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  });
}

/** Runs `bank-number <args>` to the end, with `stdin` as its standard input (none by default). */
export function runCli(
  args: string[],
  cwd: string,
  stdin?: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawnCli(args, cwd);
  if (stdin !== undefined) child.stdin?.end(stdin);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** A `bank-number serve` child, once it listens. */
export interface ServeProcess {
  url: string;
  child: ChildProcess;
  /** Everything written to stdout so far. */
  output(): string;
  /** Everything written to stderr so far. */
  errors(): string;
  /** Sends SIGTERM and waits for the exit code. */
  stop(): Promise<number | null>;
}

export async function startServe(args: string[], cwd: string): Promise<ServeProcess> {
  const child = spawnCli(['serve', '--port', '0', ...args], cwd);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${stdout}\n${stderr}`)), 90_000);
    const check = (): void => {
      const match = /listening on (http:\/\/\S+)/.exec(stdout);
      // The banner ends with the line about accounts.
      if (match !== null && /^bank-number: accounts: .*\n/m.test(stdout)) {
        clearTimeout(timer);
        resolve(match[1] as string);
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}:\n${stdout}\n${stderr}`));
    });
  });
  return {
    url,
    child,
    output: () => stdout,
    errors: () => stderr,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A folder with a site that has the account pages (sign-up.html, dashboard.html), as the built
 * demo has them: `serve --static` on it turns sign-up on.
 */
export function accountSite(parent: string): string {
  const site = join(parent, 'site');
  mkdirSync(site, { recursive: true });
  for (const page of ['index.html', 'sign-up.html', 'dashboard.html']) {
    writeFileSync(join(site, page), `<!doctype html><title>${page}</title><p>${page}</p>\n`);
  }
  return site;
}
