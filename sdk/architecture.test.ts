/**
 * The table of who may import whom (docs/architecture.md) is held by `npm run lint`: dependency-cruiser
 * with .dependency-cruiser.cjs. Each test plants forbidden imports in a copy of sdk/ in a temporary
 * folder (the repository is never touched) and sees the lint's check fail, naming the rule broken.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));
const CONFIG = '.dependency-cruiser.cjs';
let copy = '';

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'bank-number-architecture-'));
  cpSync(join(repo, 'sdk'), join(copy, 'sdk'), { recursive: true });
  for (const file of [CONFIG, 'tsconfig.json', 'package.json']) cpSync(join(repo, file), join(copy, file));
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'), 'dir');
});

afterAll(() => {
  if (copy !== '') rmSync(copy, { recursive: true, force: true });
});

/** Writes `files` (path → text) into the copy. */
function plant(files: Record<string, string>): string[] {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    writeFileSync(join(copy, path), text);
  }
  return Object.keys(files);
}

/** The lint's dependency check of `files` in the copy: its exit code and what it printed. */
function cruise(files: string[]): { code: number; out: string } {
  const bin = join(repo, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
  try {
    const out = execFileSync(process.execPath, [bin, ...files, '--config', CONFIG], {
      cwd: copy,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { code: 0, out };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, out: failed.stdout + failed.stderr };
  }
}

describe('npm run lint', () => {
  it('runs dependency-cruiser over sdk/ with the configuration at the root', () => {
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.lint).toContain(`depcruise sdk --config ${CONFIG}`);
  });

  it('fails on a planted forbidden import and names the rule', () => {
    const planted = plant({
      'sdk/core/planted.ts': "export { createHandler } from '../server/handler.ts';\n",
      'sdk/formats/bic/planted.ts': "export { ibanLayout } from '../iban/registry.ts';\n",
      // A format takes types, never values, from the files directly in sdk/formats/.
      'sdk/formats/planted-list.ts': 'export const LIST = [];\nexport interface Contract {\n  id: string;\n}\n',
      'sdk/formats/us-routing/planted.ts': "export { LIST } from '../planted-list.ts';\n",
      'sdk/formats/uk-sort-code/planted.ts': "export type { Contract } from '../planted-list.ts';\n",
      'sdk/element/planted.ts': "export { readFileSync } from 'node:fs';\n",
      'sdk/client/planted.ts': "export type { TestServer } from '../server/test-support/servers.ts';\n",
      'sdk/schema/planted.ts': "export type { IbanLayout } from '../formats/iban/registry.ts';\n",
      'sdk/cli/planted.ts': "export { repoRoot } from '../../scripts/paths.ts';\n",
      'scripts/paths.ts': "export const repoRoot = '.';\n",
      'sdk/locales/planted-a.ts': "export { b } from './planted-b.ts';\nexport const a = 1;\n",
      'sdk/locales/planted-b.ts': "export { a } from './planted-a.ts';\nexport const b = 2;\n",
      // keys/ → store/, where store/ uses keys/ already: a loop between folders, no circle of files.
      'sdk/server/keys/planted.ts': "export { DEFAULT_DATABASE } from '../store/locations.ts';\n",
    }).filter((path) => path.startsWith('sdk/'));
    const { code, out } = cruise([...planted, 'sdk/server/store/issue-key.ts']);
    expect(code).not.toBe(0);
    for (const line of [
      'core-imports-outside-its-parts: sdk/core/planted.ts → sdk/server/handler.ts',
      'format-imports-another-format: sdk/formats/bic/planted.ts → sdk/formats/iban/registry.ts',
      'format-imports-the-format-lists: sdk/formats/us-routing/planted.ts → sdk/formats/planted-list.ts',
      'node-outside-adapters: sdk/element/planted.ts → fs',
      'client-imports-outside-its-parts: sdk/client/planted.ts → sdk/server/test-support/servers.ts',
      'shipped-code-imports-test-support: sdk/client/planted.ts → sdk/server/test-support/servers.ts',
      // A type-only import counts.
      'schema-imports-outside-its-parts: sdk/schema/planted.ts → sdk/formats/iban/registry.ts',
      'sdk-imports-scripts: sdk/cli/planted.ts → scripts/paths.ts',
      'no-circular: sdk/locales/planted-a.ts → ',
    ]) {
      expect(out).toContain(`error ${line}`);
    }
    expect(out).not.toContain('sdk/formats/uk-sort-code/planted.ts →');
    expect(out).toMatch(/error no-folder-circular: sdk\/server\/keys → \s+sdk\/server\/store →\s+sdk\/server\/keys/);
  }, 180_000);
});
