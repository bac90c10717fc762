/**
 * The line width check of `npm run lint` (scripts/line-width.ts) fails on a line of 121 characters
 * and passes one of 120, in a file Biome checks; it checks the files Biome checks, and no others.
 * The probes are written inside scripts/ so that biome.jsonc's file list takes them in, and removed
 * afterwards.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedFiles, MAX_WIDTH } from './line-width.ts';
import { repoRoot } from './paths.ts';

const TSX = join(repoRoot, 'node_modules', '.bin', 'tsx');
const BIOME = join(repoRoot, 'node_modules', '.bin', 'biome');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(repoRoot, 'scripts', 'line-width-probe-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the check as `npm run lint` does, on one file of `source`. */
function check(name: string, source: string): { code: number | null; output: string } {
  const file = join(dir, name);
  writeFileSync(file, source);
  const run = spawnSync(TSX, ['scripts/line-width.ts', relative(repoRoot, file)], { cwd: repoRoot, encoding: 'utf8' });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A line of `width` characters: a comment, which Biome's formatter leaves as it is. */
const comment = (width: number): string => `// ${'x'.repeat(width - 3)}`;

describe('the line width check', { timeout: 60_000 }, () => {
  it('fails on a line of 121 characters, naming the file, the line and its width', () => {
    expect(MAX_WIDTH).toBe(120);
    const { code, output } = check('long.ts', `export const a = 1;\n${comment(121)}\n`);
    expect(code, output).toBe(1);
    expect(output).toContain(`${relative(repoRoot, join(dir, 'long.ts'))}:2: 121 characters`);
  });

  it('passes a line of 120 characters', () => {
    const { code, output } = check('edge.ts', `export const a = 1;\n${comment(120)}\n`);
    expect(code, output).toBe(0);
  });

  it('counts characters, not bytes or UTF-16 units', () => {
    const { code, output } = check('wide.ts', `// ${'é'.repeat(58)}${'😀'.repeat(59)}\n`);
    expect(code, output).toBe(0);
    expect(check('wider.ts', `// ${'😀'.repeat(118)}\n`).code).toBe(1);
  });

  it('checks the CSS and HTML Biome checks, not the files it passes by', () => {
    expect(check('long.css', `a {\n  /* ${'x'.repeat(113)} */\n}\n`).code).toBe(1);
    expect(check('long.html', `<p>${'x'.repeat(114)}</p>\n`).code).toBe(1);
    expect(check('long.txt', `${'x'.repeat(121)}\n`).code).toBe(0);
  });

  it('checks the files Biome checks: the same list, generated files left out', () => {
    const run = spawnSync(BIOME, ['check', '--verbose', '--colors=off', '--max-diagnostics=0'], {
      cwd: repoRoot,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const listed = `${run.stdout}${run.stderr}`;
    const processed = listed.slice(listed.indexOf('Files processed:'), listed.indexOf('Files fixed:'));
    // The probes of the tests that run beside these come and go: they are left out of both lists.
    const probe = /^scripts\/[^/]*-probe-/;
    const biomeFiles = [...processed.matchAll(/^ {2}- (\S+)$/gm)].map((match) => match[1]!).sort();
    const files = checkedFiles();
    const steady = (list: string[]): string[] => list.filter((file) => !probe.test(file));
    expect(biomeFiles.length).toBeGreaterThan(100);
    expect(steady(files)).toEqual(steady(biomeFiles));
    expect(files).toEqual(expect.arrayContaining(['vitest.config.ts', 'sdk/index.ts', 'demo/src/styles.css']));
    expect(files.filter((file) => file.startsWith('sdk/generated/'))).toEqual([]);
  });
});
