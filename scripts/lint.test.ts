/**
 * `npm run lint` (Biome, configured by biome.jsonc) fails on an unused import and on code that is
 * not formatted, and passes the same code once it is clean. The probes are written inside scripts/
 * so that the configuration's file list takes them in, and removed afterwards.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './paths.ts';

const BIOME = join(repoRoot, 'node_modules', '.bin', 'biome');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(repoRoot, 'scripts', 'lint-probe-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the linter as `npm run lint` does, on one file of `source`. */
function lint(name: string, source: string): { code: number | null; output: string } {
  const file = join(dir, name);
  writeFileSync(file, source);
  const run = spawnSync(BIOME, ['check', '--colors=off', relative(repoRoot, file)], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

const CLEAN = "import { join } from 'node:path';\n\nexport const where = (name: string): string => join('a', name);\n";

describe('the linter', { timeout: 60_000 }, () => {
  it('passes clean, formatted code', () => {
    const { code, output } = lint('clean.ts', CLEAN);
    expect(code, output).toBe(0);
  });

  it('fails on an unused import', () => {
    const { code, output } = lint('unused.ts', `import { readFileSync } from 'node:fs';\n${CLEAN}`);
    expect(code).toBe(1);
    expect(output).toContain('lint/correctness/noUnusedImports');
  });

  it('fails on code that is not formatted: spacing, quotes, and a line over 120 characters', () => {
    const spacing = lint('spacing.ts', CLEAN.replace('(name: string)', '( name:string )'));
    expect(spacing.code).toBe(1);
    expect(spacing.output).toMatch(/format/i);
    const quotes = lint('quotes.ts', CLEAN.replace("'node:path'", '"node:path"'));
    expect(quotes.code).toBe(1);
    const long = `export const words = [${Array.from({ length: 14 }, (_, i) => `'word${i}'`).join(', ')}];\n`;
    expect(long.length).toBeGreaterThan(121);
    expect(lint('long.ts', long).code).toBe(1);
  });
});
