import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const folder = new URL('./', import.meta.url);
const sources = readdirSync(folder).filter((name) => name.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(name));

describe('the command line', () => {
  it('uses the server through its Node entry only, as bank-number/server/node', () => {
    const imported = sources.flatMap((name) =>
      [...readFileSync(new URL(name, folder), 'utf8').matchAll(/(?:from|import\()\s*'(\.\.\/server\/[^']+)'/g)].map(
        (m) => `${name}: ${m[1]}`,
      ),
    );
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((line) => !line.endsWith(': ../server/adapters/node.ts'))).toEqual([]);
  });
});
