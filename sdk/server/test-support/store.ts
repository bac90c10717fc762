/**
 * Looks into a SQLite store from the tests, as an operator would with `sqlite3`: the rows of a
 * table, and the bytes of the database and its write-ahead log.
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import Database from 'better-sqlite3';

/** Every row of `table` in the SQLite file. */
export function tableRows(
  file: string,
  table: 'api_keys' | 'accounts' | 'sessions' | 'sign_in_links' | 'settings' | 'bank_number_migrations',
): Array<Record<string, unknown>> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`select * from ${table}`).all() as Array<Record<string, unknown>>;
  } finally {
    db.close();
  }
}

/** The database file and its write-ahead log as text (latin1), to check what they never contain. */
export function storeText(file: string): string {
  return [file, `${file}-wal`]
    .filter((path) => existsSync(path))
    .map((path) => readFileSync(path).toString('latin1'))
    .join('\n');
}
