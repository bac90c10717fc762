/**
 * Opens the store on Node: SQLite (better-sqlite3, WAL) in a file, or PostgreSQL (`pg`) at a
 * `postgres://` URL; migrates it; imports the key file of earlier versions once. The drivers are
 * loaded only when used.
 * @module
 */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { KeyFileImport } from './key-file-import.ts';
import { importKeyFileData, parseKeyFile } from './key-file-import.ts';
import type { Database, SqlDialect } from './schema.ts';
import { migrate } from './schema.ts';
import { createSqlStore } from './sql-store.ts';
import type { Store } from './store.ts';

/** The database used when none is given, relative to the working directory. */
export const DEFAULT_DATABASE = '.bank-number/bank-number.db';
/** The key file of earlier versions, imported once when it exists. */
export const DEFAULT_KEY_FILE = '.bank-number/keys.json';

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
  keyFileImport: (KeyFileImport & { file: string; backup: string }) | null;
}

/** True for `postgres://…` and `postgresql://…`. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(?:ql)?:\/\//i.test(location);
}

/** A PostgreSQL URL without its password, or a file path made absolute. */
export function describeDatabase(location: string): string {
  if (!isPostgresUrl(location)) return `sqlite ${resolve(location)}`;
  try {
    const url = new URL(location);
    const host = url.hostname === '' ? (url.searchParams.get('host') ?? 'localhost') : url.hostname;
    return `postgres ${url.username === '' ? '' : `${decodeURIComponent(url.username)}@`}${host}${url.port === '' ? '' : `:${url.port}`}${url.pathname}`;
  } catch {
    return 'postgres';
  }
}

/**
 * Opens (and creates, for SQLite) the store at `location`: a file path or a `postgres://` URL.
 * @example const store = await openStore('.bank-number/bank-number.db');
 */
export async function openStore(location: string = DEFAULT_DATABASE, options: OpenStoreOptions = {}): Promise<OpenedStore> {
  const description = describeDatabase(location);
  let db: Kysely<Database>;
  let dialect: SqlDialect;
  if (isPostgresUrl(location)) {
    dialect = 'postgres';
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: location, max: options.poolSize ?? 10, connectionTimeoutMillis: 5000 });
    // An idle connection that breaks (the database restarted) is replaced on next use; without a
    // listener the pool's error would end the process.
    pool.on('error', () => undefined);
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    dialect = 'sqlite';
    const file = resolve(location);
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    // Readable by the owner only, as the key file was; SQLite gives its -wal and -shm files the same mode.
    if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
    const { default: BetterSqlite3 } = await import('better-sqlite3');
    const database = new BetterSqlite3(file, { timeout: options.busyTimeoutMs ?? 5000 });
    database.pragma('journal_mode = WAL');
    // A commit is on disk before it is acknowledged, even across a power cut.
    database.pragma('synchronous = FULL');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  }
  try {
    await migrate(db, dialect);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
  const store = createSqlStore({ db, dialect, description });
  let keyFileImport: OpenedStore['keyFileImport'] = null;
  const keyFile = options.keyFile === undefined ? (existsSync(DEFAULT_KEY_FILE) ? DEFAULT_KEY_FILE : null) : options.keyFile;
  if (keyFile !== null && existsSync(keyFile)) {
    try {
      keyFileImport = await importKeyFile(db, dialect, resolve(keyFile));
    } catch (error) {
      await store.close();
      throw error;
    }
    if (keyFileImport.imported) {
      options.log?.(
        `imported ${keyFileImport.keys} keys and ${keyFileImport.accounts} accounts from ${keyFileImport.file} into ${description}; ` +
          `the file is kept as ${keyFileImport.backup}` +
          (keyFileImport.skippedAccounts === undefined ? '' : ` (accounts not imported: ${keyFileImport.skippedAccounts})`),
      );
    }
  }
  return Object.assign(store, { dialect, keyFileImport });
}

/** Imports the key file at `path` unless its content was imported before, then renames it `<path>.imported`. */
async function importKeyFile(db: Kysely<Database>, dialect: SqlDialect, path: string): Promise<KeyFileImport & { file: string; backup: string }> {
  const text = readFileSync(path, 'utf8');
  const data = parseKeyFile(text, path);
  const digest = createHash('sha256').update(text).digest('hex');
  const result = await importKeyFileData(db, dialect, data, digest, new Date().toISOString());
  // Only after the import committed: the file stays as it was, under a name nothing reads.
  let backup = `${path}.imported`;
  if (existsSync(backup)) backup = `${path}.imported-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  try {
    renameSync(path, backup);
  } catch (error) {
    // Another process renamed it a moment ago.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return { ...result, file: path, backup };
}
