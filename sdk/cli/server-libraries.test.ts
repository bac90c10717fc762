import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/dev/paths.ts';
import { describeDatabase } from '../server/adapters/node.ts';
import { spawnCli } from '../server/test-support/cli.ts';
import {
  findPackageJson,
  missingServerLibraries,
  missingServerLibrariesMessage,
  neededServerLibraries,
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

describe('the server libraries a command asks for', () => {
  const libraries = serverLibraries();
  const needed = (options: Record<string, string> | null): string[] =>
    Object.keys(neededServerLibraries(libraries, options));
  const onDemand = ['better-sqlite3', 'pg', 'ioredis', 'nodemailer', 'prom-client'];

  it('are those of the Node entry, and those that the options use', () => {
    const always = Object.keys(libraries).filter((name) => !onDemand.includes(name));
    expect(always).toEqual(expect.arrayContaining(['hono', '@hono/node-server', 'kysely']));
    expect(needed(null)).toEqual(always);
    expect(needed({})).toEqual([...always, 'better-sqlite3'].sort(byPackageOrder));
    expect(
      needed({ database: 'postgres://u@db/x', redis: 'redis://r', smtp: 'smtp://m', metrics: '127.0.0.1:9464' }).sort(),
    ).toEqual([...always, 'pg', 'ioredis', 'nodemailer', 'prom-client'].sort());
  });

  it("take a database for PostgreSQL exactly when the server's store does", () => {
    const location = fc.oneof(
      fc.string(),
      fc
        .constantFrom('postgres://', 'postgresql://', 'POSTGRES://', 'postgres:', 'pg://', './postgres://')
        .chain((prefix) => fc.string().map((rest) => prefix + rest)),
    );
    fc.assert(
      fc.property(location, (database) => {
        const postgres = describeDatabase(database).startsWith('postgres');
        expect(needed({ database }).includes('pg'), database).toBe(postgres);
        expect(needed({ database }).includes('better-sqlite3'), database).toBe(!postgres);
      }),
      { numRuns: 300 },
    );
  });

  function byPackageOrder(a: string, b: string): number {
    const order = Object.keys(libraries);
    return order.indexOf(a) - order.indexOf(b);
  }
});

/** Node options that hide `names` from resolution, as if they were not installed. */
function hiding(names: string[]): string[] {
  const hooks =
    `const HIDDEN = new Set(${JSON.stringify(names)});` +
    'export async function resolve(specifier, context, next) {' +
    '  if (!HIDDEN.has(specifier)) return next(specifier, context);' +
    "  throw Object.assign(new Error('Cannot find package ' + specifier), { code: 'ERR_MODULE_NOT_FOUND' });" +
    '}';
  const hooksUrl = `data:text/javascript,${encodeURIComponent(hooks)}`;
  const register = `import { register } from 'node:module'; register(${JSON.stringify(hooksUrl)});`;
  return ['--import', `data:text/javascript,${encodeURIComponent(register)}`];
}

async function run(
  args: string[],
  nodeArgs: string[],
  until?: RegExp,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawnCli(args, folder, nodeArgs);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    // Once: a second signal would not wait for the server to close.
    if (until?.test(stdout) && child.signalCode === null && !child.killed) child.kill('SIGTERM');
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, stdout, stderr };
}

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'bank-number-libraries-'));
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('serve and keys without the libraries their options do not use', { timeout: 120_000 }, () => {
  const remote = hiding(['pg', 'ioredis', 'nodemailer', 'prom-client']);

  it('keys and serve run on SQLite without pg, ioredis, nodemailer and prom-client', async () => {
    const database = join(folder, 'keys.db');
    const keys = await run(['keys', 'list', '--database', database], remote);
    expect(keys).toMatchObject({ code: 0, stderr: '' });
    expect(keys.stdout).toMatch(/^id +tier +label/);
    const serve = await run(
      ['serve', '--port', '0', '--database', database, '--no-sign-up'],
      remote,
      /accounts: off.*\n/,
    );
    expect(serve.stderr).toBe('');
    expect(serve.stdout).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+ \(rate limits: memory; store: sqlite /);
    expect(serve.code).toBe(0);
  });

  it('names only the library that a chosen option needs, and installs it alone', async () => {
    const postgres = await run(['keys', 'list', '--database', 'postgres://u@127.0.0.1:1/x'], remote);
    expect(postgres.code).toBe(1);
    expect(postgres.stderr).toContain('not installed: pg.');
    expect(postgres.stderr).toContain(`\n  npm install 'pg@${serverLibraries()['pg']}'\n`);
    const redis = await run(['serve', '--database', join(folder, 'r.db'), '--redis', 'redis://127.0.0.1:1'], remote);
    expect(redis.code).toBe(1);
    expect(redis.stderr).toContain('not installed: ioredis.');
    const metrics = await run(['serve', '--database', join(folder, 'm.db'), '--metrics', '127.0.0.1:0'], remote);
    expect(metrics.code).toBe(1);
    expect(metrics.stderr).toContain('not installed: prom-client.');
    const sqlite = await run(['keys', 'list', '--database', join(folder, 's.db')], hiding(['better-sqlite3']));
    expect(sqlite.code).toBe(1);
    expect(sqlite.stderr).toContain('not installed: better-sqlite3.');
  });
});
