/**
 * The store's tables, and the migrations that make them: one schema and one list of migrations
 * for SQLite and PostgreSQL alike. A table's row is its record (store.ts) with snake_case columns
 * (`email_hmac`): the store maps the names with Kysely's `CamelCasePlugin`. Times are ISO 8601 text
 * in UTC (`toISOString`, so that text order is time order); `revoked` is 0 or 1.
 * @module
 */
import type { Kysely } from 'kysely';
import { CamelCasePlugin, sql } from 'kysely';
import type { AccountRecord, ApiKeyRecord, SessionRecord, SignInLinkRecord } from './store.ts';

/** The tables, as the store reads them through `withCamelCase`. */
export interface Database {
  api_keys: Omit<ApiKeyRecord, 'revoked' | 'revokedAt' | 'account'> & {
    revoked: number;
    revokedAt: string | null;
    account: string | null;
  };
  accounts: AccountRecord;
  sessions: SessionRecord;
  sign_in_links: SignInLinkRecord;
  /** Named values: the e-mail HMAC secret, the key files already imported. */
  settings: { name: string; value: string };
  bank_number_migrations: { name: string; applied: string };
}

/** The dialects the store runs on. */
export type SqlDialect = 'sqlite' | 'postgres';

/** `db` with the record's names for the columns (`emailHmac` for `email_hmac`). */
export function withCamelCase(db: Kysely<Database>): Kysely<Database> {
  return db.withPlugin(new CamelCasePlugin());
}

/** A migration: a name that sorts after every earlier one, and the change. */
export interface Migration {
  name: string;
  up(db: Kysely<Database>): Promise<void>;
}

// Plain SQL that SQLite and PostgreSQL both take, one statement each.
const INITIAL = [
  `create table api_keys (id text primary key, hash text not null unique, tier text not null,
    label text not null, created text not null, last4 text not null, revoked integer default 0 not null, account text)`,
  'create index api_keys_account on api_keys (account)',
  'create table accounts (id text primary key, email_hmac text not null unique, ' +
    'tier text not null, created text not null)',
  'create table sessions (hash text primary key, account text not null, expires text not null)',
  'create index sessions_expires on sessions (expires)',
  'create table sign_in_links (hash text primary key, email_hmac text not null, expires text not null)',
  'create index sign_in_links_expires on sign_in_links (expires)',
  'create table settings (name text primary key, value text not null)',
];

/**
 * The most revoked keys an account keeps: revoking or rotating past it deletes the account's oldest
 * revoked keys, so that rotating all day cannot make one account's rows (and its dashboard) grow
 * without end.
 */
export const MAX_REVOKED_KEYS_PER_ACCOUNT = 100;

/** Every migration, oldest first. Never change one that was released: add a new one. */
export const MIGRATIONS: readonly Migration[] = [
  {
    name: '0001_initial',
    async up(db) {
      for (const statement of INITIAL) await sql.raw(statement).execute(db);
    },
  },
  {
    // Keys keep when they were revoked (the dashboard shows them for 90 days), and all the keys of
    // an account have the account's tier: the highest of the account's and its active keys'.
    name: '0002_revoked_at_account_tiers',
    async up(db) {
      await sql`alter table api_keys add column revoked_at text`.execute(db);
      await sql`update api_keys set revoked_at = ${new Date().toISOString()} where revoked = 1`.execute(db);
      const { rows } = await sql<{ id: string; tier: string; key_tier: string | null }>`
        select a.id, a.tier, k.tier as key_tier
        from accounts a left join api_keys k on k.account = a.id and k.revoked = 0`.execute(db);
      const rank = (tier: string | null): number => (tier === null ? -1 : ['starter', 'pro', 'business'].indexOf(tier));
      const accounts = new Map<string, { tier: string; mixed: boolean }>();
      for (const row of rows) {
        const seen = accounts.get(row.id) ?? { tier: row.tier, mixed: false };
        if (row.key_tier !== null && row.key_tier !== row.tier) seen.mixed = true;
        if (rank(row.key_tier) > rank(seen.tier)) seen.tier = row.key_tier as string;
        accounts.set(row.id, seen);
      }
      for (const [id, { tier, mixed }] of accounts) {
        if (!mixed) continue;
        await sql`update accounts set tier = ${tier} where id = ${id}`.execute(db);
        await sql`update api_keys set tier = ${tier} where account = ${id} and revoked = 0`.execute(db);
      }
    },
  },
  {
    // The purge of old revoked keys finds them by the time of revocation, and an account keeps at
    // most its newest revoked keys: those past the cap are deleted once here, then at each revocation.
    name: '0003_revoked_keys_bounded',
    async up(db) {
      await sql`create index api_keys_revoked_at on api_keys (revoked_at)`.execute(db);
      await sql`delete from api_keys where id in (
        select id from (
          select id, row_number() over (partition by account order by revoked_at desc, id desc) as n
          from api_keys where revoked = 1 and account is not null
        ) ranked where n > ${MAX_REVOKED_KEYS_PER_ACCOUNT})`.execute(db);
    },
  },
];

/**
 * Runs `work` as one write transaction: on SQLite `BEGIN IMMEDIATE`, so that two processes never
 * both read and then both try to write (the second waits for the first, up to the busy timeout);
 * on PostgreSQL an ordinary transaction (the operations lock the rows they change).
 */
export async function writeTransaction<T>(
  db: Kysely<Database>,
  dialect: SqlDialect,
  work: (tx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (dialect === 'postgres') return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    let result: T;
    try {
      result = await work(connection);
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
    await sql`commit`.execute(connection);
    return result;
  });
}

/**
 * Brings the schema up to date: every migration not yet applied, all in one transaction, so that
 * a process that dies halfway leaves the database as it was. Several processes starting at once
 * take turns (SQLite's write lock; a PostgreSQL advisory lock), and each migration runs once.
 */
export async function migrate(
  // biome-ignore lint/suspicious/noExplicitAny: any Kysely instance, as `SqlStoreOptions.db` takes
  db: Kysely<any>,
  dialect: SqlDialect,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<string[]> {
  return writeTransaction(db as Kysely<Database>, dialect, async (tx) => {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(7310225946710203)`.execute(tx);
    await sql`create table if not exists bank_number_migrations (name text primary key, applied text not null)`.execute(
      tx,
    );
    const done = new Set(
      (await tx.selectFrom('bank_number_migrations').select('name').execute()).map((row) => row.name),
    );
    const unknown = [...done].filter((name) => !migrations.some((m) => m.name === name));
    if (unknown.length > 0) {
      throw new Error(
        `the database was migrated by a newer version of bank-number (${unknown.join(', ')}); ` +
          `upgrade bank-number to use it`,
      );
    }
    const applied = migrations.filter((m) => !done.has(m.name));
    for (const migration of applied) {
      await migration.up(tx);
      await tx
        .insertInto('bank_number_migrations')
        .values({ name: migration.name, applied: new Date().toISOString() })
        .execute();
    }
    return applied.map((m) => m.name);
  });
}
