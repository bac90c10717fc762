/**
 * Opens the store on Node: SQLite (better-sqlite3, WAL) in a file, or PostgreSQL (`pg`) at a
 * `postgres://` URL; migrates it; imports the key file of earlier versions once. The drivers are
 * loaded only when used.
 * @module
 */
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { KeyFileImport } from './key-file-import.ts';
import { importKeyFile } from './key-file-import.ts';
import { DEFAULT_DATABASE, DEFAULT_KEY_FILE } from './locations.ts';
import type { Database, SqlDialect } from './schema.ts';
import { migrate } from './schema.ts';
import { createSqlStore } from './sql-store.ts';
import type { Store } from './sql-store.ts';

export { DEFAULT_DATABASE, DEFAULT_KEY_FILE };

/** Options of `openStore`. */
export interface OpenStoreOptions {
  /**
   * A key file of earlier versions to import (once; then renamed `<file>.imported` and kept as a
   * backup). Default `.bank-number/keys.json` when it exists; null for none.
   */
  keyFile?: string | null | undefined;
  /** Told of an import. Default: nothing. */
  log?: ((line: string) => void) | undefined;
  /** PostgreSQL: connections in the pool. Default 10. */
  poolSize?: number | undefined;
  /** SQLite: how long a write waits for another process's write, in ms. Default 5000. */
  busyTimeoutMs?: number | undefined;
}

/** An open store, and where it is. */
export interface OpenedStore extends Store {
  dialect: SqlDialect;
  /** The key file import done on opening, when there was a file. */
  keyFileImport: KeyFileImport | null;
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
  const keyFile = options.keyFile === undefined ? DEFAULT_KEY_FILE : options.keyFile;
  let keyFileImport: KeyFileImport | null = null;
  try {
    await migrate(db, dialect);
    if (keyFile !== null && existsSync(keyFile)) keyFileImport = await importKeyFile(db, dialect, resolve(keyFile));
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
  if (keyFileImport?.imported) {
    options.log?.(
      `imported ${keyFileImport.keys} keys and ${keyFileImport.accounts} accounts ` +
        `from ${keyFileImport.file} into ${description}; ` +
        `the file is kept as ${keyFileImport.backup}` +
        (keyFileImport.skippedAccounts === undefined
          ? ''
          : ` (accounts not imported: ${keyFileImport.skippedAccounts})`),
    );
  }
  return Object.assign(store, { dialect, keyFileImport });
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
  // Readable by the owner only, as the key file was; SQLite gives its -wal and -shm files the same mode.
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  const { default: BetterSqlite3 } = await import('better-sqlite3');
  const database = new BetterSqlite3(file, { timeout: options.busyTimeoutMs ?? 5000 });
  database.pragma('journal_mode = WAL');
  // A commit is on disk before it is acknowledged, even across a power cut.
  database.pragma('synchronous = FULL');
  return new SqliteDialect({ database });
}
