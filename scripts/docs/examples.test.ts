/**
 * Documentation that runs: every example of README.md, docs/*.md and the source's `@example`s (the
 * package's, the demo site's and the scripts'), with its `// value` comments as assertions
 * (scripts/docs/examples/). `npm run test:docs`; the examples of the documents that show a page run
 * in Chromium (sdk/element/doc-examples.test.ts).
 *
 * The examples that call the service name it `https://api.example.com` and read the key from
 * `BANK_NUMBER_KEY`, as a reader's program would: here that origin is the reference server on
 * loopback (the real handler behind the real Node adapter) and the key a Pro key of its store.
 * Each example starts with the package's modules loaded anew, so that none sees what another
 * loaded (a bank directory, say), and runs in a temporary working folder. The server's `@example`s
 * may use three names they do not make: `store` (a SQLite store in that folder), `db` (a migrated
 * Kysely database) and `keys` (a key verifier over `store`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrate } from '../../sdk/server/store/schema.ts';
import { createStoreKeyVerifier } from '../../sdk/server/store/key-verifier.ts';
import { openStore } from '../../sdk/server/adapters/open-store.ts';
import { startReferenceServer } from '../../sdk/server/test-support/servers.ts';
import type { TestServer } from '../../sdk/server/test-support/servers.ts';
import { allExamples, BROWSER_DOCS } from './examples/extract.ts';
import { runExample } from './examples/run.ts';
import { repoRoot } from '../dev/paths.ts';

const SERVICE = 'https://api.example.com';
const examples = allExamples(repoRoot);

let server: TestServer;
let fixtures: Record<string, unknown> = {};
let closeFixtures = async (): Promise<void> => {};
const realFetch = globalThis.fetch;
const home = process.cwd();
const folder = mkdtempSync(join(tmpdir(), 'bank-number-examples-'));
beforeAll(async () => {
  process.chdir(folder);
  const store = await openStore(join(folder, 'fixture.db'));
  const db = new Kysely<never>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
  await migrate(db as never, 'sqlite');
  fixtures = { store, db, keys: createStoreKeyVerifier({ store }) };
  closeFixtures = async () => {
    await store.close();
    await db.destroy();
  };
  server = await startReferenceServer();
  vi.stubEnv('BANK_NUMBER_KEY', server.keys.pro);
  // The service's name, and only it, leads to the server on loopback.
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(`${SERVICE}/`)) return realFetch(request);
    return realFetch(new Request(server.url + request.url.slice(SERVICE.length), request));
  };
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  vi.unstubAllEnvs();
  await server?.close();
  await closeFixtures();
  process.chdir(home);
  rmSync(folder, { recursive: true, force: true });
});

describe('the examples of the documentation', () => {
  for (const example of examples) {
    if (example.notRun !== undefined || example.program !== undefined || BROWSER_DOCS.includes(example.file)) continue;
    it(example.where, async () => {
      vi.resetModules();
      await runExample(repoRoot, example, example.module?.startsWith('sdk/server/') ? fixtures : {});
    });
  }

  it('reads the `@example`s of the demo site and of the scripts, not only of the package', () => {
    const sources = examples.filter((example) => example.module !== undefined).map((example) => example.file);
    for (const dir of ['sdk/', 'demo/', 'scripts/']) expect(sources.some((file) => file.startsWith(dir))).toBe(true);
  });

  it('has each whole program (`<!-- example: name -->`) run by a test that names it', () => {
    const tests = execFileSync('git', ['grep', '-l', 'runExample(', '--', '*.test.ts'], {
      cwd: repoRoot,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file !== '')
      .map((file) => readFileSync(join(repoRoot, file), 'utf8'))
      .join('\n');
    const programs = examples.filter((example) => example.program !== undefined);
    expect(programs.length).toBeGreaterThan(0);
    const unrun = programs.filter(
      (example) => !tests.includes(`runExample('${basename(example.file)}', '${example.program}')`),
    );
    expect(unrun.map((example) => example.where)).toEqual([]);
  });

  it('marks at most 10 examples as not run, each with its reason', () => {
    const notRun = examples.filter((example) => example.notRun !== undefined);
    expect(notRun.length).toBeLessThanOrEqual(10);
    for (const example of notRun) expect(example.notRun?.length).toBeGreaterThan(10);
  });
});
