/**
 * A tool's command line as a person meets it: `--help` prints the usage and exits 0; an unknown
 * option or a stray argument prints the mistake and the usage and exits 2, before the tool does
 * anything. Run on `npm run data:status`, the lightest tool.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './paths.ts';

const TOOL = join(repoRoot, 'scripts', 'data', 'status.ts');
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', TOOL, ...args], { cwd: repoRoot, encoding: 'utf8' });

describe('commandLine', () => {
  it('answers --help and -h with the usage, exit 0', () => {
    for (const flag of ['--help', '-h']) {
      const { status, stdout } = run(flag);
      expect(status).toBe(0);
      expect(stdout).toMatch(/^usage: npm run data:status\n/);
      expect(stdout).not.toContain('data status:');
    }
  });

  it('refuses an unknown option and a stray argument with the usage, exit 2', () => {
    for (const args of [['--bogus'], ['extra']]) {
      const { status, stdout, stderr } = run(...args);
      expect(status).toBe(2);
      expect(stderr).toContain(args[0]);
      expect(stderr).toContain('usage: npm run data:status');
      expect(stdout).toBe('');
    }
  });

  it('runs the tool when the command line is right', () => {
    const { status, stdout } = run();
    expect(status).toBe(0);
    expect(stdout).toMatch(/^data status: \d+ datasets/);
  });
});
