/**
 * The front door: what a newcomer reads first in README.md, and where `validateSync` is introduced.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../dev/paths.ts';

const read = (file: string): string => readFileSync(join(repoRoot, file), 'utf8');

describe('README.md', () => {
  const readme = read('README.md');
  const lines = readme.split('\n');
  const firstSection = readme.slice(0, readme.indexOf('\n## '));

  it('opens with what the library does, then an example of about ten lines', () => {
    const text = lines.slice(1).find((line) => line.trim() !== '') ?? '';
    expect(text).toMatch(/validates bank identifiers/);
    const fence = lines.findIndex((line) => line.startsWith('```'));
    const close = lines.findIndex((line, i) => i > fence && line.startsWith('```'));
    expect(fence).toBeLessThan(15);
    expect(lines[fence]).toBe('```js');
    expect(close - fence - 1).toBeGreaterThanOrEqual(8);
    expect(close - fence - 1).toBeLessThanOrEqual(12);
    // No tooling before the library: the suite's anatomy lives in CONTRIBUTING.md.
    expect(firstSection).not.toMatch(/Biome|line-width|npm run lint/);
  });

  it('keeps the two set-up commands near the top, with the quick tests, another port and CONTRIBUTING.md', () => {
    const setUp = readme.indexOf('```sh\nnpm ci && npm start\nnpm test\n```');
    expect(setUp).toBeGreaterThan(0);
    expect(readme.slice(0, setUp).split('\n').length).toBeLessThan(40);
    const after = readme.slice(setUp, readme.indexOf('\n## ', setUp + 1));
    expect(after).toContain('`npm run test:quick`');
    expect(after).toContain('`npm start -- --port 8788`');
    expect(after).toContain('[CONTRIBUTING.md](CONTRIBUTING.md)');
    expect(after.length).toBeLessThan(2_000);
  });
});

describe('validateSync and the bank data it has loaded', () => {
  const preload = /preloadLookups\('iban:DE'/;
  it('is said where validateSync is introduced: the README, the getting started guide and its JSDoc', () => {
    const readme = read('README.md');
    const intro = readme.slice(0, readme.indexOf('\n## '));
    expect(intro).toMatch(/bankInfo`? is null until/);
    expect(intro).toMatch(preload);
    const guide = read('docs/getting-started.md');
    expect(guide).toMatch(/bankInfo`? is\s+null until/);
    expect(guide).toMatch(preload);
    const source = read('sdk/validate.ts');
    const jsdoc = source.slice(source.lastIndexOf('/**', source.indexOf('export function validateSync')));
    expect(jsdoc).toMatch(/bankInfo: null/);
    expect(jsdoc).toMatch(preload);
  });
});
