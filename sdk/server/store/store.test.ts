import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyRecord } from './store.ts';
import { runCli } from '../test-support/cli.ts';
import { startPostgres } from '../test-support/postgres.ts';
import type { TestPostgres } from '../test-support/postgres.ts';
import { issueKey } from './issue-key.ts';
import { createStoreKeyVerifier } from './key-verifier.ts';
import { openStore } from '../adapters/open-store.ts';
import type { OpenedStore } from '../adapters/open-store.ts';
import type { Database } from './schema.ts';
import { MIGRATIONS, migrate } from './schema.ts';

let folder: string;
let postgres: TestPostgres;
const opened: OpenedStore[] = [];
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'bank-number-store-'));
  postgres = await startPostgres();
}, 120_000);
afterAll(async () => {
  await Promise.all(opened.map((store) => store.close().catch(() => undefined)));
  await postgres?.stop();
  rmSync(folder, { recursive: true, force: true });
});

let n = 0;
const engines: Array<[string, () => Promise<string>]> = [
  ['SQLite', async () => join(folder, `store-${++n}.db`)],
  ['PostgreSQL', () => postgres.database()],
];

async function open(location: string): Promise<OpenedStore> {
  const store = await openStore(location);
  opened.push(store);
  return store;
}

const iso = (ms: number): string => new Date(ms).toISOString();
const T = Date.UTC(2030, 0, 15, 12);
let serial = 0;
function keyRecord(extra: Partial<ApiKeyRecord> = {}): ApiKeyRecord {
  const id = `key_${(++serial).toString(16).padStart(16, '0')}`;
  return {
    id,
    tier: 'starter',
    label: '',
    created: iso(T + serial),
    last4: 'abcd',
    hash: `sha256:${id}`,
    revoked: false,
    ...extra,
  };
}

describe.each(engines)('the store on %s', (_name, location) => {
  it('keeps keys: add, find by hash, list, revoke, set a tier', async () => {
    const store = await open(await location());
    const a = keyRecord({ tier: 'pro', label: 'shop' });
    const b = keyRecord({ account: 'acc_0000000000000001' });
    await store.addKey(a);
    await store.addKey(b);
    expect(await store.keyByHash(a.hash)).toEqual(a);
    expect(await store.keyByHash('sha256:none')).toBeNull();
    expect(await store.listKeys()).toEqual([a, b]);
    // A second key with the same hash is refused, not stored.
    await expect(store.addKey({ ...keyRecord(), hash: a.hash })).rejects.toThrow();
    expect(await store.setKeyTier(a.id, 'business')).toEqual({ account: null, keys: 1 });
    expect(await store.revokeKey(b.id, 'acc_0000000000000002')).toBe(false);
    expect(await store.revokeKey(b.id, 'acc_0000000000000001')).toBe(true);
    expect(await store.revokeKey(b.id, 'acc_0000000000000001')).toBe(false);
    expect(await store.setKeyTier(b.id, 'pro')).toBeNull();
    expect(await store.revokeKey('key_none')).toBe(false);
    expect(await store.keyByHash(a.hash)).toMatchObject({ tier: 'business', revoked: false });
    expect(await store.keyByHash(b.hash)).toMatchObject({ tier: 'starter', revoked: true });
  });

  it(
    'signs in with a link once, ' + 'makes the account and its first key on the first sign-in only, and ends sessions',
    async () => {
      const store = await open(await location());
      const secret = await store.emailSecret();
      expect(await store.emailSecret()).toBe(secret);
      expect(await store.findEmailSecret()).toBe(secret);
      const emailHmac = `hmac-sha256:${'1'.repeat(64)}`;
      await store.addSignInLink({ hash: 'sha256:link1', emailHmac, expires: iso(T + 60_000) }, iso(T));
      await store.addSignInLink({ hash: 'sha256:link2', emailHmac, expires: iso(T + 60_000) }, iso(T));
      const input = (link: string, session: string) => ({
        linkHash: link,
        now: iso(T + 1000),
        newAccount: { id: `acc_${session.padStart(16, '0')}`, tier: 'starter' as const, created: iso(T) },
        firstKey: keyRecord({ label: 'First key' }),
        session: { hash: `sha256:${session}`, expires: iso(T + 3_600_000) },
      });
      const first = await store.signIn(input('sha256:link1', 's1'));
      expect(first).toEqual({
        account: { id: 'acc_00000000000000s1', tier: 'starter', created: iso(T), emailHmac },
        created: true,
      });
      expect(await store.signIn(input('sha256:link1', 's9'))).toBeNull();
      const second = await store.signIn(input('sha256:link2', 's2'));
      expect(second).toEqual({ account: first?.account, created: false });
      const session = await store.session('sha256:s2', iso(T + 2000));
      expect(session?.account.id).toBe(first?.account.id);
      expect(session?.keys.map((k) => k.label)).toEqual(['First key']);
      expect(await store.session('sha256:s2', iso(T + 3_600_000))).toBeNull();
      await store.endSession('sha256:s1');
      expect(await store.session('sha256:s1', iso(T + 2000))).toBeNull();
      // An expired link signs nobody in, and leaves the store.
      await store.addSignInLink({ hash: 'sha256:late', emailHmac, expires: iso(T + 60_000) }, iso(T));
      expect(await store.signIn({ ...input('sha256:late', 's3'), now: iso(T + 60_000) })).toBeNull();
      // Expired sessions and links are deleted by the database.
      await store.addSignInLink({ hash: 'sha256:old', emailHmac, expires: iso(T + 1) }, iso(T));
      expect(await store.deleteExpired(iso(T + 3_600_000))).toBe(2);
      expect(await store.setAccountTier(emailHmac, 'pro')).toEqual({ account: first?.account.id, keys: 1 });
      expect(await store.setAccountTier(`hmac-sha256:${'2'.repeat(64)}`, 'pro')).toBeNull();
    },
  );

  it('holds an account to its most keys however many creations run at once, and rotates a key once', async () => {
    const store = await open(await location());
    const emailHmac = `hmac-sha256:${'3'.repeat(64)}`;
    await store.addSignInLink({ hash: 'sha256:l', emailHmac, expires: iso(T + 60_000) }, iso(T));
    const signed = await store.signIn({
      linkHash: 'sha256:l',
      now: iso(T),
      newAccount: { id: 'acc_00000000000000aa', tier: 'pro', created: iso(T) },
      firstKey: keyRecord({ tier: 'pro' }),
      session: { hash: 'sha256:sess', expires: iso(T + 60_000) },
    });
    expect(signed?.created).toBe(true);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => store.addAccountKey('acc_00000000000000aa', keyRecord(), 10)),
    );
    expect(results.filter((r) => r === 'too-many')).toHaveLength(21);
    const made = results.filter((r): r is ApiKeyRecord => typeof r === 'object' && r !== null);
    expect(made).toHaveLength(9);
    // A key takes the account's tier as it is when the key is written.
    expect(made.every((k) => k.tier === 'pro')).toBe(true);
    expect(await store.addAccountKey('acc_none', keyRecord(), 10)).toBeNull();
    const target = made[0] as ApiKeyRecord;
    const rotations = await Promise.all(
      [1, 2, 3].map(() => store.rotateKey('acc_00000000000000aa', target.id, keyRecord({ label: 'x' }))),
    );
    expect(rotations.filter((r) => r !== null)).toHaveLength(1);
    expect(rotations.find((r) => r !== null)).toMatchObject({ tier: 'pro', label: target.label });
    expect((await store.session('sha256:sess', iso(T)))?.keys).toHaveLength(10);
  });

  it("lists an account's keys revoked in the last 90 days in its session, and deletes them after", async () => {
    const store = await open(await location());
    const emailHmac = `hmac-sha256:${'4'.repeat(64)}`;
    await store.addSignInLink({ hash: 'sha256:l90', emailHmac, expires: iso(T + 60_000) }, iso(T));
    const account = 'acc_00000000000000bb';
    const first = keyRecord();
    await store.signIn({
      linkHash: 'sha256:l90',
      now: iso(T),
      newAccount: { id: account, tier: 'starter', created: iso(T) },
      firstKey: first,
      session: { hash: 'sha256:s90', expires: iso(T + 200 * 86_400_000) },
    });
    const rotated = keyRecord({ created: iso(T + 1000) });
    await store.rotateKey(account, first.id, rotated);
    expect(await store.revokeKey(rotated.id, account, iso(T + 2000))).toBe(true);
    const day = 86_400_000;
    const session = await store.session('sha256:s90', iso(T + 89 * day));
    expect(session?.keys).toEqual([]);
    expect(session?.revoked.map((k) => [k.id, k.revokedAt])).toEqual([
      [rotated.id, iso(T + 2000)],
      [first.id, iso(T + 1000)],
    ]);
    // 90 days after the first revocation: that key is no longer shown, and the sweep deletes it.
    expect((await store.session('sha256:s90', iso(T + 90 * day + 1000)))?.revoked.map((k) => k.id)).toEqual([
      rotated.id,
    ]);
    expect(await store.deleteExpired(iso(T + 90 * day + 1000))).toBe(1);
    expect(await store.keyByHash(first.hash)).toBeNull();
    expect(await store.keyByHash(rotated.hash)).toMatchObject({ revoked: true });
  });

  it(
    'migrates a database of the first schema: revoked keys get a time, ' +
      'and an account and its keys the highest tier among them',
    async () => {
      const where = await location();
      const kysely = where.startsWith('postgres')
        ? new Kysely<Database>({
            dialect: new (await import('kysely')).PostgresDialect({
              pool: new (await import('pg')).default.Pool({ connectionString: where, max: 2 }),
            }),
          })
        : new Kysely<Database>({ dialect: new SqliteDialect({ database: new BetterSqlite3(where) }) });
      const dialect = where.startsWith('postgres') ? 'postgres' : 'sqlite';
      await migrate(kysely, dialect, MIGRATIONS.slice(0, 1));
      const row = (id: string, tier: string, account: string | null, revoked = 0) =>
        sql`insert into api_keys (id, hash, tier, label, created, last4, revoked, account)
          values (${id}, ${`sha256:${id}`}, ${tier}, '', ${iso(T)}, 'abcd', ${revoked}, ${account})`.execute(kysely);
      await sql`insert into accounts (id, email_hmac, tier, created)
        values ('acc_1', 'hmac-sha256:1', 'starter', ${iso(T)}), ('acc_2', 'hmac-sha256:2', 'pro', ${iso(T)})`.execute(
        kysely,
      );
      await row('key_a1', 'starter', 'acc_1');
      await row('key_a2', 'business', 'acc_1');
      await row('key_a3', 'pro', 'acc_1', 1);
      await row('key_b1', 'pro', 'acc_2');
      await row('key_c1', 'starter', null, 1);
      const before = Date.now();
      await migrate(kysely, dialect);
      await kysely.destroy();
      const store = await open(where);
      const keys = Object.fromEntries((await store.listKeys()).map((k) => [k.id, k]));
      expect([
        keys['key_a1']?.tier,
        keys['key_a2']?.tier,
        keys['key_a3']?.tier,
        keys['key_b1']?.tier,
        keys['key_c1']?.tier,
      ]).toEqual(['business', 'business', 'pro', 'pro', 'starter']);
      for (const id of ['key_a3', 'key_c1'])
        expect(Date.parse(keys[id]?.revokedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
      expect(keys['key_a1']?.revokedAt).toBeUndefined();
      expect(await store.setAccountTier('hmac-sha256:1', 'pro')).toEqual({ account: 'acc_1', keys: 2 });
    },
  );

  it(
    'indexes the revocation time, and keeps the 100 newest revoked keys of an account ' +
      'when it migrates and at each revocation',
    async () => {
      const where = await location();
      const postgres = where.startsWith('postgres');
      const kysely = postgres
        ? new Kysely<Database>({
            dialect: new (await import('kysely')).PostgresDialect({
              pool: new (await import('pg')).default.Pool({ connectionString: where, max: 2 }),
            }),
          })
        : new Kysely<Database>({ dialect: new SqliteDialect({ database: new BetterSqlite3(where) }) });
      const dialect = postgres ? 'postgres' : 'sqlite';
      const indexes = async (): Promise<string[]> =>
        (postgres
          ? await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'api_keys'`.execute(
              kysely,
            )
          : await sql<{ name: string }>`select name from sqlite_master
              where type = 'index' and tbl_name = 'api_keys'`.execute(kysely)
        ).rows.map((row) => row.name);
      try {
        await migrate(kysely, dialect, MIGRATIONS.slice(0, 2));
        expect(await indexes()).not.toContain('api_keys_revoked_at');
        await sql`insert into accounts (id, email_hmac, tier, created)
        values ('acc_r', 'hmac-sha256:r', 'starter', ${iso(T)})`.execute(kysely);
        // 150 revoked keys of one account, a second apart, 3 of no account, one active key.
        const rows = Array.from({ length: 150 }, (_, i) => {
          const at = iso(T + i * 1000);
          return sql`(${`key_r${i}`}, ${`sha256:r${i}`}, 'starter', '', ${at}, 'abcd', 1, ${at}, 'acc_r')`;
        });
        for (const i of [0, 1, 2]) {
          const at = iso(T + i * 1000);
          rows.push(sql`(${`key_n${i}`}, ${`sha256:n${i}`}, 'starter', '', ${at}, 'abcd', 1, ${at}, ${null})`);
        }
        rows.push(sql`('key_live', 'sha256:live', 'starter', '', ${iso(T)}, 'abcd', 0, ${null}, 'acc_r')`);
        await sql`insert into api_keys (id, hash, tier, label, created, last4, revoked, revoked_at, account)
        values ${sql.join(rows)}`.execute(kysely);
        await migrate(kysely, dialect);
        expect(await indexes()).toContain('api_keys_revoked_at');
      } finally {
        await kysely.destroy();
      }

      const store = await open(where);
      const revokedOf = async (account: string | undefined) =>
        (await store.listKeys()).filter((key) => key.revoked && key.account === account).map((key) => key.id);
      const kept = await revokedOf('acc_r');
      expect(kept).toHaveLength(100);
      // The newest kept, the oldest gone; keys of no account untouched.
      expect(kept).toContain('key_r149');
      expect(kept).not.toContain('key_r49');
      expect(await revokedOf(undefined)).toHaveLength(3);

      expect(await store.revokeKey('key_live', 'acc_r', iso(T + 200_000))).toBe(true);
      const after = await revokedOf('acc_r');
      expect(after).toHaveLength(100);
      expect(after).toContain('key_live');
      expect(after).not.toContain('key_r50');

      const { revoked, revokedTotal } = await store.accountKeys('acc_r', iso(T + 300_000));
      expect(revokedTotal).toBe(100);
      expect(revoked.map((key) => key.id)).toEqual([
        'key_live',
        ...Array.from({ length: 19 }, (_, i) => `key_r${149 - i}`),
      ]);
    },
  );

  it('lets many processes open and migrate one new database at once, each migration once', {
    timeout: 180_000,
  }, async () => {
    const where = await location();
    const runs = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        runCli(['keys', 'create', '--tier', 'starter', '--label', `p${i}`, '--database', where], folder),
      ),
    );
    expect(runs.map((run) => run.code)).toEqual([0, 0, 0, 0]);
    const store = await open(where);
    expect((await store.listKeys()).map((k) => k.label).sort()).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('leaves the database as it was when a migration fails halfway', async () => {
    const where = await location();
    const store = await open(where);
    await issueKey(store, { tier: 'pro' });
    const db =
      store.dialect === 'sqlite'
        ? new Kysely<Database>({ dialect: new SqliteDialect({ database: new BetterSqlite3(where) }) })
        : null;
    if (db === null) {
      // PostgreSQL: through a second store's own connection.
      const { default: pg } = await import('pg');
      const { PostgresDialect } = await import('kysely');
      const other = new Kysely<Database>({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: where, max: 2 }) }),
      });
      await expectRollback(other);
      await other.destroy();
    } else {
      await expectRollback(db);
      await db.destroy();
    }
    expect(await store.listKeys()).toHaveLength(1);

    async function expectRollback(kysely: Kysely<Database>): Promise<void> {
      const broken = [
        ...MIGRATIONS,
        {
          name: '9999_half',
          async up(tx: Kysely<Database>) {
            await tx.schema.createTable('half_made').addColumn('x', 'text').execute();
            throw new Error('interrupted');
          },
        },
      ];
      await expect(migrate(kysely, store.dialect, broken)).rejects.toThrow('interrupted');
      const names = (await kysely.selectFrom('bank_number_migrations').select('name').execute()).map((row) => row.name);
      expect(names.sort()).toEqual(MIGRATIONS.map((m) => m.name));
      await expect(
        kysely
          .selectFrom('half_made' as never)
          .selectAll()
          .execute(),
      ).rejects.toThrow();
    }
  });

  it('verifies a key made by another process at once, and stops a revoked one within a second', async () => {
    const where = await location();
    const server = await open(where);
    const cli = await open(where);
    // The verifier's own clock, moved by the test: "within a second" holds however slow the machine.
    let clock = Date.now();
    const verifier = createStoreKeyVerifier({ store: server, now: () => clock });
    const { key, record } = await issueKey(cli, { tier: 'starter' });
    expect(await verifier.verify(key)).toEqual({ id: record.id, tier: 'starter' });
    await cli.revokeKey(record.id);
    clock += 1000;
    expect(await verifier.verify(key)).toBeNull();
  });

  it(
    'applies a revocation, a rotation and a change of tier made through its own store at once, ' +
      'whatever the refresh time',
    async () => {
      const store = await open(await location());
      const verifier = createStoreKeyVerifier({ store, refreshMs: 600_000 });
      const account = `acc_${(++serial).toString(16).padStart(16, '0')}`;
      const a = await issueKey(store, { tier: 'starter', account });
      const b = await issueKey(store, { tier: 'starter', account });
      const c = await issueKey(store, { tier: 'starter' });
      for (const { key, record } of [a, b])
        expect(await verifier.verify(key)).toEqual({ id: record.id, tier: 'starter', account });
      expect(await verifier.verify(c.key)).toEqual({ id: c.record.id, tier: 'starter' });
      // The tier of one key of an account is the account's: its other keys follow.
      expect(await store.setKeyTier(a.record.id, 'pro')).toEqual({ account, keys: 2 });
      expect(await verifier.verify(a.key)).toEqual({ id: a.record.id, tier: 'pro', account });
      expect(await verifier.verify(b.key)).toEqual({ id: b.record.id, tier: 'pro', account });
      expect(await store.revokeKey(c.record.id)).toBe(true);
      expect(await verifier.verify(c.key)).toBeNull();
      const replacement = keyRecord({ account });
      expect(await store.rotateKey(account, b.record.id, replacement)).not.toBeNull();
      expect(await verifier.verify(b.key)).toBeNull();
    },
  );
});

describe('the SQLite store across processes', () => {
  it('waits out a writer that dies holding the write lock: the lock goes with the process', async () => {
    const file = join(folder, 'killed-writer.db');
    const store = await open(file);
    // A process that takes the write lock, writes half a key, and is killed before it commits.
    const child = spawn(
      process.execPath,
      [
        '-e',
        `const D = require(${JSON.stringify(createRequire(import.meta.url).resolve('better-sqlite3'))}); ` +
          `const db = new D(${JSON.stringify(file)});
       db.exec("begin immediate"); db.exec("insert into api_keys (id, hash, tier, label, created, last4, revoked) ` +
          `values ('key_dead', 'sha256:dead', 'pro', '', '2030-01-01T00:00:00.000Z', 'dead', 0)");
       process.stdout.write('holding\\n'); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const started = Date.now();
    const issued = await issueKey(store, { tier: 'starter' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await store.listKeys()).map((k) => k.id)).toEqual([issued.record.id]);
  });
});
