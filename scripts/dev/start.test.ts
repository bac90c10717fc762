/**
 * `npm start` twice at once: the second run checks the port before it builds anything, names
 * `--port` in its error, and leaves the first run's site (and so its pages) alone. The first run
 * serves a small site of its own (`--no-build --site`), so that no build is needed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './paths.ts';

function start(args: string[]): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts/dev/start.ts'), ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('close', (code) => done(code)));
  return { child, output: () => output, exited };
}

async function until(check: () => boolean, what: string, output: () => string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (check()) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${what} did not happen:\n${output()}`);
}

describe('npm start while another npm start runs', () => {
  let work: string;
  let site: string;
  let stateDir: string;
  let first: ReturnType<typeof start>;
  let url: string;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'bank-number-start-'));
    site = join(work, 'site');
    mkdirSync(site);
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>first</title><p>the first run</p>\n');
    stateDir = join(work, 'state');
    first = start(['--no-build', '--site', site, '--state-dir', stateDir, '--port', '0', '--no-sign-up']);
    await until(() => /listening on http:\/\/\S+/.test(first.output()), 'the first run listening', first.output);
    url = /listening on (http:\/\/\S+)/.exec(first.output())?.[1] as string;
  }, 60_000);

  afterAll(async () => {
    if (first?.child.exitCode === null) {
      first.child.kill('SIGTERM');
      await first.exited;
    }
    if (work !== undefined) rmSync(work, { recursive: true, force: true });
  });

  it('stops before building, names --port, and leaves the running demo serving its pages', async () => {
    const port = new URL(url).port;
    // With the build on, as a plain `npm start`: it must not get that far.
    const second = start(['--site', site, '--state-dir', stateDir, '--port', port, '--no-sign-up']);
    const outcome = await Promise.race([
      second.exited.then((code) => ({ code })),
      until(() => second.output().includes('building'), 'a build', second.output).then(() => ({ code: 'built' })),
    ]);
    if (second.child.exitCode === null) {
      second.child.kill('SIGTERM');
      await second.exited;
    }
    expect(second.output()).not.toContain('building');
    expect(outcome).toEqual({ code: 1 });
    expect(second.output()).toContain(`port ${port} on 127.0.0.1 is in use`);
    expect(second.output()).toContain(`npm start -- --port ${Number(port) + 1}`);
    // The first run still serves its site, from its own copy.
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('the first run');
    expect(readdirSync(join(stateDir, 'sites'))).toEqual([String(first.child.pid)]);
  }, 120_000);

  it('removes only its own copy of the site when it stops', async () => {
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(readdirSync(join(stateDir, 'sites'))).toEqual([]);
  }, 60_000);
});
