/**
 * The key file of earlier versions (`.bank-number/keys.json`: one JSON document with the keys,
 * accounts, sessions, sign-in links and the e-mail secret), read and imported into the database
 * once, in one transaction, then kept as a backup.
 * @module
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { KEY_TIERS } from '../tiers.ts';
import type { Database, SqlDialect } from './schema.ts';
import { withCamelCase, writeTransaction } from './schema.ts';
import { EMAIL_SECRET, keyRow } from './sql-store.ts';

/** What an import did. */
export interface KeyFileImport {
  /** False when this file's content had been imported before. */
  imported: boolean;
  keys: number;
  accounts: number;
  /** Set when the accounts could not be imported: the database has another e-mail secret. */
  skippedAccounts?: string;
  file: string;
  /** The file's new name. */
  backup: string;
}

const text = v.string();
const tier = v.picklist(KEY_TIERS);
// Expiry times in the store are compared as text: they are normalised to toISOString's form.
const expires = v.pipe(
  text,
  v.check((value) => !Number.isNaN(Date.parse(value))),
  v.transform((value) => new Date(value).toISOString()),
);
// A file from before accounts existed has only keys.
const list = <S extends v.GenericSchema>(item: S) => v.nullish(v.array(item), () => []);
const KeyFile = v.object({
  keys: v.array(
    v.object({
      id: text,
      tier,
      label: text,
      created: text,
      last4: text,
      hash: v.pipe(text, v.startsWith('sha256:')),
      revoked: v.boolean(),
      account: v.optional(text),
    }),
  ),
  accounts: list(v.object({ id: text, tier, created: text, emailHmac: text })),
  sessions: list(v.object({ hash: text, account: text, expires })),
  signInLinks: list(v.object({ hash: text, emailHmac: text, expires })),
  secret: v.optional(text),
});
type KeyFileData = v.InferOutput<typeof KeyFile>;
const RECORD: Record<string, string> = {
  keys: 'key',
  accounts: 'account',
  sessions: 'session',
  signInLinks: 'sign-in link',
};

/** Reads a key file's text; throws a message naming `path` and the first bad record. */
export function parseKeyFile(json: string, path: string): KeyFileData {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new Error(`${path} is not valid JSON.`);
  }
  const result = v.safeParse(KeyFile, data);
  if (result.success) return result.output;
  const [name, index] = (result.issues[0].path ?? []).map((item) => String(item.key));
  if (name === undefined || (name === 'keys' && index === undefined))
    throw new Error(`${path} is not a key file: it needs a "keys" array.`);
  if (index === undefined) throw new Error(`${path}: "${name}" is not ${name === 'secret' ? 'a string' : 'a list'}.`);
  throw new Error(`${path}: ${RECORD[name]} ${index} is not a valid ${RECORD[name]} record.`);
}

/**
 * Imports the key file at `path`, once per content (its SHA-256): records already in the database
 * (same id or hash) are kept as they are; sessions and links past now are left out. Everything or
 * nothing, in one transaction; then the file is renamed `<path>.imported`.
 */
export async function importKeyFile(db: Kysely<Database>, dialect: SqlDialect, path: string): Promise<KeyFileImport> {
  const json = readFileSync(path, 'utf8');
  const data = parseKeyFile(json, path);
  const marker = `imported_key_file:${createHash('sha256').update(json).digest('hex')}`;
  const now = new Date().toISOString();
  const result = await writeTransaction(withCamelCase(db), dialect, async (tx) => {
    const seen = await tx.selectFrom('settings').select('value').where('name', '=', marker).executeTakeFirst();
    if (seen !== undefined) return { imported: false, keys: 0, accounts: 0 };
    const insert = async <T extends 'api_keys' | 'accounts' | 'sessions' | 'sign_in_links'>(
      table: T,
      rows: Array<Database[T]>,
    ): Promise<number> => {
      let n = 0;
      for (const row of rows) {
        const inserted = await tx
          .insertInto(table)
          .values(row as never)
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        n += Number(inserted.numInsertedOrUpdatedRows ?? 0n);
      }
      return n;
    };
    const keys = await insert('api_keys', data.keys.map(keyRow));
    let skippedAccounts: string | undefined;
    if (data.secret !== undefined) {
      await tx
        .insertInto('settings')
        .values({ name: EMAIL_SECRET, value: data.secret })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const secret = await tx
        .selectFrom('settings')
        .select('value')
        .where('name', '=', EMAIL_SECRET)
        .executeTakeFirstOrThrow();
      if (secret.value !== data.secret)
        skippedAccounts =
          'the database already has another e-mail secret, so these accounts could not be found by address';
    } else if (data.accounts.length > 0) {
      skippedAccounts = 'the key file has accounts but no e-mail secret';
    }
    let accounts = 0;
    if (skippedAccounts === undefined) {
      accounts = await insert('accounts', data.accounts);
      await insert(
        'sessions',
        data.sessions.filter((session) => session.expires > now),
      );
      await insert(
        'sign_in_links',
        data.signInLinks.filter((link) => link.expires > now),
      );
    }
    await tx.insertInto('settings').values({ name: marker, value: now }).execute();
    return { imported: true, keys, accounts, ...(skippedAccounts === undefined ? {} : { skippedAccounts }) };
  });
  // Only after the import committed: the file stays as it was, under a name nothing reads.
  let backup = `${path}.imported`;
  if (existsSync(backup)) backup = `${path}.imported-${now.replace(/[:.]/g, '-')}`;
  try {
    renameSync(path, backup);
  } catch (error) {
    // Another process renamed it a moment ago.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return { ...result, file: path, backup };
}
