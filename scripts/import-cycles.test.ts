import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles.ts';

const SCRIPT = fileURLToPath(new URL('./import-cycles.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));
const trees: string[] = [];

/** A folder of modules: each path with the modules it imports. */
function tree(files: Record<string, string[]>): string {
  const root = mkdtempSync(join(tmpdir(), 'bank-number-cycles-'));
  trees.push(root);
  for (const [path, imports] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    const lines = imports.map((target, i) => `import { x${i} } from '${target}';`);
    writeFileSync(join(root, path), `${lines.join('\n')}\nexport const x = 1;\n`);
  }
  return root;
}

/** The command line's exit code and output on `folder`. */
function run(folder: string): { code: number; out: string } {
  try {
    return { code: 0, out: execFileSync(process.execPath, [TSX, SCRIPT, folder], { encoding: 'utf8' }) };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { code: failed.status, out: failed.stdout };
  }
}

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('import-cycles', () => {
  it('passes a tree, and leaves tests out', () => {
    const root = tree({
      'index.ts': ['./a/one.ts', './b/two.ts'],
      'a/one.ts': ['../b/two.ts'],
      'b/two.ts': ['./three.ts'],
      'b/three.ts': [],
      'b/two.test.ts': ['../index.ts'],
    });
    expect(importCycles(root)).toEqual({ modules: 4, imports: 4, files: [], parts: [] });
    expect(run(root)).toEqual({ code: 0, out: expect.stringMatching(/0 circles, 0 loops between parts/) });
  });

  it('fails on a planted circle of files, and names it', () => {
    const root = tree({ 'a.ts': ['./b.ts'], 'b.ts': ['./sub/c.ts'], 'sub/c.ts': ['../a.ts'] });
    expect(importCycles(root).files).toEqual([['a.ts', 'b.ts', 'sub/c.ts', 'a.ts']]);
    const { code, out } = run(root);
    expect(code).toBe(1);
    expect(out).toContain('circle: a.ts → b.ts → sub/c.ts → a.ts');
  });

  it('fails on a loop between folders that no circle of files shows', () => {
    // keys/ → store/ → keys/, through different files of each.
    const root = tree({
      'keys/key.ts': ['../store/record.ts'],
      'store/record.ts': [],
      'store/issue.ts': ['../keys/random.ts'],
      'keys/random.ts': [],
    });
    const found = importCycles(root);
    expect(found.files).toEqual([]);
    expect(found.parts).toEqual([['keys/', 'store/', 'keys/']]);
    expect(run(root).code).toBe(1);
  });

  it('finds nothing in sdk/ and sdk/server', () => {
    for (const folder of ['../sdk', '../sdk/server']) {
      const { files, parts } = importCycles(fileURLToPath(new URL(folder, import.meta.url)));
      expect({ files, parts }).toEqual({ files: [], parts: [] });
    }
  });
});
