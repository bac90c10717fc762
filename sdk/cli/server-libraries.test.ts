import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/paths.ts';
import {
  findPackageJson,
  missingServerLibraries,
  missingServerLibrariesMessage,
  serverLibraries,
} from './server-libraries.ts';

const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('the server libraries', () => {
  it('are package.json optional peer dependencies, found from the module', () => {
    expect(findPackageJson()).toBe(join(repoRoot, 'package.json'));
    const libraries = serverLibraries();
    expect(Object.keys(libraries)).toEqual(
      expect.arrayContaining(['hono', '@hono/node-server', 'ioredis', 'nodemailer']),
    );
    expect(Object.keys(libraries)).not.toContain('lit');
  });

  it('are dev dependencies at the version the range starts from, and never dependencies', () => {
    for (const [name, range] of Object.entries(serverLibraries())) {
      expect(pkg.dependencies[name], name).toBeUndefined();
      expect(`^${pkg.devDependencies[name]}`, name).toBe(range);
    }
  });

  it('are all installed in the repository, as import() resolves them', () => {
    expect(missingServerLibraries()).toEqual([]);
  });

  it('names the missing ones in package.json order', () => {
    const libraries = { a: '^1.0.0', '@b/c': '^2.1.0', d: '^3.0.0' };
    expect(missingServerLibraries(libraries, (name) => name === 'a')).toEqual(['@b/c', 'd']);
    expect(missingServerLibraries(libraries, () => true)).toEqual([]);
  });

  it('says the one command that installs exactly the missing ones', () => {
    const message = missingServerLibrariesMessage('serve', ['@b/c', 'd'], {
      a: '^1.0.0',
      '@b/c': '^2.1.0',
      d: '^3.0.0',
    });
    expect(message).toContain('bank-number serve:');
    expect(message).toContain('not installed: @b/c, d.');
    expect(message).toContain("\n  npm install '@b/c@^2.1.0' 'd@^3.0.0'\n");
    expect(message).not.toContain('a@');
  });
});
