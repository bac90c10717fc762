/**
 * scripts/dev/install-runtimes.ts installs, of the runtimes' lockfile, the builds for the platform it
 * runs on, and reinstalls when one of those is missing or at another version.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { forPlatform, runtimesDir, staleRuntimes } from './install-runtimes.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A runtimes folder with `packages` in its lockfile and `installed` (path → version) on disk. */
function folder(packages: Record<string, object>, installed: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'bank-number-runtimes-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify({ packages: { '': {}, ...packages } }));
  for (const [path, version] of Object.entries(installed)) {
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(join(dir, path, 'package.json'), JSON.stringify({ version }));
  }
  return dir;
}

describe('the runtimes installer', () => {
  it('takes a lockfile entry for the platforms its os and cpu name, as npm does', () => {
    expect(forPlatform({ os: 'linux', cpu: 'x64' }, 'linux', 'x64')).toBe(true);
    expect(forPlatform({ os: ['linux'], cpu: ['arm64'] }, 'linux', 'x64')).toBe(false);
    expect(forPlatform({ os: ['darwin'], cpu: ['arm64'] }, 'linux', 'arm64')).toBe(false);
    expect(forPlatform({ os: ['darwin'], cpu: ['arm64'] }, 'darwin', 'arm64')).toBe(true);
    expect(forPlatform({}, 'win32', 'x64')).toBe(true);
  });

  it('names the builds for this platform that are missing or at another version, and only those', () => {
    const here = { os: process.platform, cpu: process.arch };
    const elsewhere = { os: process.platform === 'linux' ? 'darwin' : 'linux', cpu: process.arch };
    const dir = folder(
      {
        'node_modules/a': { version: '1.0.0', ...here },
        'node_modules/b': { version: '2.0.0', ...here },
        'node_modules/c': { version: '3.0.0', ...here },
        'node_modules/d': { version: '4.0.0', ...elsewhere },
      },
      { 'node_modules/a': '1.0.0', 'node_modules/b': '1.9.0' },
    );
    expect(staleRuntimes(dir)).toEqual(['b', 'c']);
  });

  it('lists in scripts/runtimes a build of Node 22, 24 and 26, Bun and Deno for Linux on x64 and arm64', () => {
    const lock = JSON.parse(readFileSync(join(runtimesDir, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, unknown>;
    };
    for (const name of ['node22', 'node24', 'node26', 'bun', 'deno'])
      for (const platform of ['linux-x64', 'linux-arm64'])
        expect(lock.packages[`node_modules/${name}-${platform}`], `${name}-${platform}`).toBeDefined();
  });
});
