import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './paths.ts';
import { ensurePythonEnv, pythonEnv, venvPython } from './python-env.ts';

mkdirSync(join(repoRoot, '.cache'), { recursive: true });
const work = mkdtempSync(join(repoRoot, '.cache', 'python-env-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** No package to install: what is tested is the making of the environment, not pip's index. */
const requirements = join(work, 'requirements.txt');
writeFileSync(requirements, '# nothing to install\n');

/** `npx tsx scripts/dev/python-env.ts --json` in a process of its own: its answer, or its error. */
function inProcess(folder: string): Promise<{ python: string; made: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(repoRoot, 'scripts', 'dev', 'python-env.ts'),
        '--folder',
        folder,
        '--requirements',
        requirements,
        '--json',
      ],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        if (code !== 0) throw new Error(out);
        resolve(JSON.parse(out));
      } catch (error) {
        reject(error);
      }
    });
  });
}

describe('the project Python environment (scripts/dev/python-env.ts)', () => {
  it('is made once when two processes ask for it at once, then reused', { timeout: 300_000 }, async () => {
    const folder = join(work, 'env');
    const both = await Promise.all([inProcess(folder), inProcess(folder)]);
    expect(both.map((answer) => answer.python)).toEqual([venvPython(folder), venvPython(folder)]);
    expect(both.map((answer) => answer.made).sort()).toEqual([false, true]);
    expect(await ensurePythonEnv({ folder, requirements })).toEqual({ python: venvPython(folder), made: false });
    expect(statSync(venvPython(folder)).isFile()).toBe(true);
    expect(() => statSync(`${folder}.lock`)).toThrow();
  });

  it('takes over the lock of a process that died', { timeout: 300_000 }, async () => {
    const folder = join(work, 'orphaned');
    mkdirSync(`${folder}.lock`);
    // No process has this id: above the largest id Linux hands out.
    writeFileSync(join(`${folder}.lock`, 'pid'), String(2 ** 22 + 1));
    expect(await pythonEnv({ folder, requirements, waitMs: 60_000 })).toBe(venvPython(folder));
  });
});
