/** What the tests of scripts/dev/answers.ts share: the command run as a process, twice. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { repoRoot } from '../paths.ts';

const dir = mkdtempSync(join(tmpdir(), 'bank-number-answers-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `npm run answers -- …args`, run as a process. */
export function answers(...args: string[]): { code: number | null; output: string } {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'scripts', 'dev', 'answers.ts'), ...args],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  return { code: run.status, output: run.stdout + run.stderr };
}

/** Records `surfaces` of a small input set twice; answers both snapshots' paths. */
export function recordTwice(surfaces: string): [string, string] {
  const paths: [string, string] = [join(dir, `${surfaces}-1.json`), join(dir, `${surfaces}-2.json`)];
  for (const path of paths) {
    const run = answers('record', path, '--small', '--seed', '7', '--surfaces', surfaces);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('50 inputs');
  }
  return paths;
}
