/**
 * The server's libraries: what `bank-number serve` and `bank-number keys` run on, and what
 * `bank-number/server` imports. They are optional peer dependencies of the package, so that an
 * application that only validates in the browser or in Node never installs them.
 *
 * The one list of them is package.json's `peerDependencies` (each marked optional in
 * `peerDependenciesMeta`): the command's check and the packaging tests both read it from there.
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface PackageJson {
  name?: string;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** The package.json of bank-number: the first one named so above `from` (built or source). */
export function findPackageJson(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
      if (pkg.name === 'bank-number') return file;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`bank-number: no package.json of bank-number above ${from}`);
    dir = parent;
  }
}

/** The server's libraries with their version ranges: package.json's optional peer dependencies. */
export function serverLibraries(packageJson: string = findPackageJson()): Record<string, string> {
  const pkg = JSON.parse(readFileSync(packageJson, 'utf8')) as PackageJson;
  const meta = pkg.peerDependenciesMeta ?? {};
  return Object.fromEntries(
    Object.entries(pkg.peerDependencies ?? {}).filter(([name]) => meta[name]?.optional === true),
  );
}

/** True when `name` resolves from this module as `import(name)` would resolve it. */
function resolvable(name: string): boolean {
  try {
    import.meta.resolve(name);
    return true;
  } catch {
    return false;
  }
}

const isPostgresUrl = (location: string): boolean => /^postgres(?:ql)?:\/\//i.test(location);

/**
 * The server's libraries that it loads only when an option asks for them (with `import()` at first
 * use), each with the test of a command's options that does; the others load with
 * `bank-number/server/node` itself. `--database` is a SQLite file unless it is a PostgreSQL URL.
 */
const ON_DEMAND: Readonly<Record<string, (options: Readonly<Record<string, string>>) => boolean>> = {
  'better-sqlite3': (options) => !isPostgresUrl(options['database'] ?? ''),
  pg: (options) => isPostgresUrl(options['database'] ?? ''),
  ioredis: (options) => options['redis'] !== undefined,
  nodemailer: (options) => options['smtp'] !== undefined,
  'prom-client': (options) => options['metrics'] !== undefined,
};

/**
 * The libraries of `libraries` that a server command needs with these option values; with none
 * (its help, or options it refuses), only those that load with the server's Node entry.
 */
export function neededServerLibraries(
  libraries: Record<string, string>,
  options: Readonly<Record<string, string>> | null,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(libraries).filter(([name]) => {
      const asks = ON_DEMAND[name];
      return asks === undefined || (options !== null && asks(options));
    }),
  );
}

/** The server libraries that do not resolve from here, in the order package.json lists them. */
export function missingServerLibraries(
  libraries: Record<string, string> = serverLibraries(),
  isInstalled: (name: string) => boolean = resolvable,
): string[] {
  return Object.keys(libraries).filter((name) => !isInstalled(name));
}

/** What to tell the user when `command` cannot run: the missing libraries and the one command that installs them. */
export function missingServerLibrariesMessage(
  command: string,
  missing: string[],
  libraries: Record<string, string>,
): string {
  const specs = missing.map((name) => `${name}@${libraries[name] ?? 'latest'}`);
  return (
    `bank-number ${command}: the server's libraries are optional peer dependencies of bank-number, ` +
    `and ${missing.length === 1 ? 'this one is' : 'these are'} not installed: ${missing.join(', ')}.\n` +
    `Install ${missing.length === 1 ? 'it' : 'them'} beside bank-number, then run the command again:\n\n` +
    `  npm install ${specs.map((spec) => (/[\s^<>|]/.test(spec) ? `'${spec}'` : spec)).join(' ')}\n`
  );
}

/**
 * Checks before a server command loads anything: prints the message and returns false when a
 * library that the command needs with these option values (see `neededServerLibraries`) is missing.
 */
export function checkServerLibraries(command: string, options: Readonly<Record<string, string>> | null): boolean {
  const libraries = serverLibraries();
  const missing = missingServerLibraries(neededServerLibraries(libraries, options));
  if (missing.length === 0) return true;
  process.stderr.write(missingServerLibrariesMessage(command, missing, libraries));
  return false;
}
