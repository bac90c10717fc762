import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryPoints } from '../build/package.ts';
import { repoRoot } from '../dev/paths.ts';
// @ts-expect-error: a plugin module of typedoc, in plain JavaScript without declarations.
import { importNames } from './typedoc-import-names.mjs';

describe('the SDK reference', () => {
  const typedoc = JSON.parse(readFileSync(join(repoRoot, 'typedoc.json'), 'utf8')) as {
    entryPoints: string[];
    plugin: string[];
  };

  it('documents every public entry of the package, and only those', () => {
    // The command is no import, and bank-number/element/define only registers the element: it exports nothing.
    const documented = entryPoints().filter((file) => file !== 'sdk/cli/main.ts' && file !== 'sdk/element/define.ts');
    expect([...typedoc.entryPoints].sort()).toEqual(documented);
    expect(typedoc.plugin).toContain('./scripts/docs/typedoc-import-names.mjs');
  });

  it('names each module by its import specifier', () => {
    const names = importNames(repoRoot) as Map<string, string>;
    expect(names.get('sdk/index.ts')).toBe('bank-number');
    expect(names.get('sdk/formats/iban/index.ts')).toBe('bank-number/iban');
    expect(names.get('sdk/server/adapters/node.ts')).toBe('bank-number/server/node');
    expect(names.get('sdk/locales/pt.ts')).toBe('bank-number/locales/pt');
    for (const entry of typedoc.entryPoints) expect(names.get(entry), entry).toMatch(/^bank-number(\/|$)/);
  });
});
