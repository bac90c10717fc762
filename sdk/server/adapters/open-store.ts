/**
 * Opens the store on Node: SQLite (better-sqlite3, WAL) in a file, or PostgreSQL (`pg`) at a
 * `postgres://` URL, and migrates it. The drivers are loaded only when used.
 * @module
 */
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { DEFAULT_DATABASE } from '../store/locations.ts';
import type { Database, SqlDialect } from '../store/schema.ts';
import { migrate } from '../store/schema.ts';
import { createSqlStore } from '../store/sql-store.ts';
import type { Store } from '../store/sql-store.ts';

export { DEFAULT_DATABASE };

/** Options of `openStore`. */
export interface OpenStoreOptions {
  /** PostgreSQL: connections in the pool. Default 10. */
  poolSize?: number | undefined;
  /** SQLite: how long a write waits for another process's write, in ms. Default 5000. */
  busyTimeoutMs?: number | undefined;
}

/** An open store, and where it is. */
export interface OpenedStore extends Store {
  dialect: SqlDialect;
}

const isPostgresUrl = (location: string): boolean => /^postgres(?:ql)?:\/\//i.test(location);

/** A PostgreSQL URL without its password, or a file path made absolute. */
export function describeDatabase(location: string): string {
  if (!isPostgresUrl(location)) return `sqlite ${resolve(location)}`;
  try {
    const url = new URL(location);
    const host = url.hostname === '' ? (url.searchParams.get('host') ?? 'localhost') : url.hostname;
    const user = url.username === '' ? '' : `${decodeURIComponent(url.username)}@`;
    const port = url.port === '' ? '' : `:${url.port}`;
    return `postgres ${user}${host}${port}${url.pathname}`;
  } catch {
    return 'postgres';
  }
}

/**
 * Opens (and creates, for SQLite) the store at `location`: a file path or a `postgres://` URL.
 * @example const store = await openStore('.bank-number/bank-number.db');
 */
export async function openStore(
  location: string = DEFAULT_DATABASE,
  options: OpenStoreOptions = {},
): Promise<OpenedStore> {
  const description = describeDatabase(location);
  const dialect: SqlDialect = isPostgresUrl(location) ? 'postgres' : 'sqlite';
  const db = new Kysely<Database>({
    dialect: dialect === 'postgres' ? await postgres(location, options) : await sqlite(location, options),
  });
  const store = createSqlStore({ db, dialect, description });
  try {
    await migrate(db, dialect);
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
  return Object.assign(store, { dialect });
}

async function postgres(url: string, options: OpenStoreOptions): Promise<PostgresDialect> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, connectionTimeoutMillis: 5000 });
  // An idle connection that breaks (the database restarted) is replaced on next use; without a
  // listener the pool's error would end the process.
  pool.on('error', () => undefined);
  return new PostgresDialect({ pool });
}

async function sqlite(location: string, options: OpenStoreOptions): Promise<SqliteDialect> {
  const file = resolve(location);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  // Readable by the owner only; SQLite gives its -wal and -shm files the same mode.
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  const { default: BetterSqlite3 } = await import('better-sqlite3');
  const database = new BetterSqlite3(file, { timeout: options.busyTimeoutMs ?? 5000 });
  database.pragma('journal_mode = WAL');
  // A commit is on disk before it is acknowledged, even across a power cut.
  database.pragma('synchronous = FULL');
  return new SqliteDialect({ database });
}
