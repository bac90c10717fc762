import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../dev/paths.ts';

interface Exports {
  [entry: string]: string | { types?: string; default?: string };
}

const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { exports: Exports };
/** `tsconfig.json` without its comments (whole lines starting with `//`), which JSON does not allow. */
const config = JSON.parse(readFileSync(join(repoRoot, 'tsconfig.json'), 'utf8').replace(/^\s*\/\/.*$/gm, '')) as {
  compilerOptions: { paths?: Record<string, string[]> };
};
const paths = config.compilerOptions.paths;

/** Each entry of the package with types, as `tsconfig.json` must map it: `./dist/x.d.ts` is `./sdk/x.ts`. */
const expected = Object.fromEntries(
  Object.entries(manifest.exports).flatMap(([entry, target]) =>
    typeof target === 'object' && target.types !== undefined
      ? [[`bank-number${entry.slice(1)}`, [target.types.replace('./dist/', './sdk/').replace(/\.d\.ts$/, '.ts')]]]
      : [],
  ),
);

describe('the typechecker sees the package by its own name as its sources', () => {
  it('maps every entry of "exports" with types, and nothing else, to the source it is built from', () => {
    expect(paths).toEqual(expected);
  });

  it('maps only to sources that exist', () => {
    for (const [entry, [source]] of Object.entries(expected)) {
      expect(existsSync(join(repoRoot, source as string)), `${entry} → ${source}`).toBe(true);
    }
  });
});
