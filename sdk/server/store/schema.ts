/**
 * The store's tables, and the migrations that make them: one schema and one list of migrations
 * for SQLite and PostgreSQL alike, written with Kysely's schema builder. Times are ISO 8601 text in
 * UTC (`toISOString`, so that text order is time order); `revoked` is 0 or 1.
 * @module
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

export interface ApiKeysTable {
  id: string;
  hash: string;
  tier: string;
  label: string;
  created: string;
  last4: string;
  revoked: number;
  account: string | null;
}

export interface AccountsTable {
  id: string;
  email_hmac: string;
  tier: string;
  created: string;
}

export interface SessionsTable {
  hash: string;
  account: string;
  expires: string;
}

export interface SignInLinksTable {
  hash: string;
  email_hmac: string;
  expires: string;
}

/** Named values: the e-mail HMAC secret, the key files already imported. */
export interface SettingsTable {
  name: string;
  value: string;
}

export interface MigrationsTable {
  name: string;
  applied: string;
}

export interface Database {
  api_keys: ApiKeysTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  sign_in_links: SignInLinksTable;
  settings: SettingsTable;
  bank_number_migrations: MigrationsTable;
}

/** A migration: a name that sorts after every earlier one, and the change. */
export interface Migration {
  name: string;
  up(db: Kysely<Database>): Promise<void>;
}

/** Every migration, oldest first. Never change one that was released: add a new one. */
export const MIGRATIONS: readonly Migration[] = [
  {
    name: '0001_initial',
    async up(db) {
      await db.schema
        .createTable('api_keys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('hash', 'text', (c) => c.notNull().unique())
        .addColumn('tier', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('last4', 'text', (c) => c.notNull())
        .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('account', 'text')
        .execute();
      await db.schema.createIndex('api_keys_account').on('api_keys').column('account').execute();
      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email_hmac', 'text', (c) => c.notNull().unique())
        .addColumn('tier', 'text', (c) => c.notNull())
        .addColumn('created', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('hash', 'text', (c) => c.primaryKey())
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('expires', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_expires').on('sessions').column('expires').execute();
      await db.schema
        .createTable('sign_in_links')
        .addColumn('hash', 'text', (c) => c.primaryKey())
        .addColumn('email_hmac', 'text', (c) => c.notNull())
        .addColumn('expires', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sign_in_links_expires').on('sign_in_links').column('expires').execute();
      await db.schema
        .createTable('settings')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  },
];

/** The dialects the store runs on. */
export type SqlDialect = 'sqlite' | 'postgres';

/**
 * Runs `work` as one write transaction: on SQLite `BEGIN IMMEDIATE`, so that two processes never
 * both read and then both try to write (the second waits for the first, up to the busy timeout);
 * on PostgreSQL an ordinary transaction (the operations lock the rows they change).
 */
export async function writeTransaction<T>(db: Kysely<Database>, dialect: SqlDialect, work: (tx: Kysely<Database>) => Promise<T>): Promise<T> {
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
export async function migrate(db: Kysely<Database>, dialect: SqlDialect, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  return writeTransaction(db, dialect, async (tx) => {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(7310225946710203)`.execute(tx);
    await tx.schema
      .createTable('bank_number_migrations')
      .ifNotExists()
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('applied', 'text', (c) => c.notNull())
      .execute();
    const done = new Set((await tx.selectFrom('bank_number_migrations').select('name').execute()).map((row) => row.name));
    const known = new Set(migrations.map((m) => m.name));
    const unknown = [...done].filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new Error(`the database was migrated by a newer version of bank-number (${unknown.join(', ')}); upgrade bank-number to use it`);
    }
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      await migration.up(tx);
      await tx.insertInto('bank_number_migrations').values({ name: migration.name, applied: new Date().toISOString() }).execute();
      applied.push(migration.name);
    }
    return applied;
  });
}
