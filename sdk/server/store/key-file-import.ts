/**
 * The key file of earlier versions (`.bank-number/keys.json`: one JSON document with the keys,
 * accounts, sessions, sign-in links and the e-mail secret), read and imported into the database
 * once, in one transaction.
 * @module
 */
import type { Kysely } from 'kysely';
import type { AccountRecord, SessionRecord, SignInLinkRecord } from '../accounts/records.ts';
import type { ApiKeyRecord } from '../keys/key-store.ts';
import { isKeyTier } from '../tiers.ts';
import type { Database, SqlDialect } from './schema.ts';
import { writeTransaction } from './schema.ts';
import { EMAIL_SECRET, keyRow } from './sql-store.ts';

/** The content of a key file. */
export interface KeyFileData {
  keys: ApiKeyRecord[];
  accounts: AccountRecord[];
  sessions: SessionRecord[];
  signInLinks: SignInLinkRecord[];
  secret?: string | undefined;
}

/** What an import did. */
export interface KeyFileImport {
  /** False when this file's content had been imported before. */
  imported: boolean;
  keys: number;
  accounts: number;
  /** Set when the accounts could not be imported: the database has another e-mail secret. */
  skippedAccounts?: string;
}

/**
 * Imports a key file's content, once per content (`digest`, e.g. its SHA-256): records already
 * in the database (same id or hash) are kept as they are; sessions and links past `now` are left
 * out. Everything or nothing: one transaction.
 */
export function importKeyFileData(db: Kysely<Database>, dialect: SqlDialect, data: KeyFileData, digest: string, now: string): Promise<KeyFileImport> {
  const marker = `imported_key_file:${digest}`;
  return writeTransaction(db, dialect, async (tx) => {
    const seen = await tx.selectFrom('settings').select('value').where('name', '=', marker).executeTakeFirst();
    if (seen !== undefined) return { imported: false, keys: 0, accounts: 0 };
    let keys = 0;
    for (const record of data.keys) {
      const result = await tx.insertInto('api_keys').values(keyRow(record)).onConflict((oc) => oc.doNothing()).executeTakeFirst();
      keys += Number(result.numInsertedOrUpdatedRows ?? 0n);
    }
    let accounts = 0;
    let skippedAccounts: string | undefined;
    if (data.secret !== undefined) {
      await tx.insertInto('settings').values({ name: EMAIL_SECRET, value: data.secret }).onConflict((oc) => oc.column('name').doNothing()).execute();
      const secret = await tx.selectFrom('settings').select('value').where('name', '=', EMAIL_SECRET).executeTakeFirstOrThrow();
      if (secret.value !== data.secret) skippedAccounts = 'the database already has another e-mail secret, so these accounts could not be found by address';
    } else if (data.accounts.length > 0) {
      skippedAccounts = 'the key file has accounts but no e-mail secret';
    }
    if (skippedAccounts === undefined) {
      for (const account of data.accounts) {
        const row = { id: account.id, email_hmac: account.emailHmac, tier: account.tier, created: account.created };
        const result = await tx.insertInto('accounts').values(row).onConflict((oc) => oc.doNothing()).executeTakeFirst();
        accounts += Number(result.numInsertedOrUpdatedRows ?? 0n);
      }
      for (const session of data.sessions) {
        if (session.expires <= now) continue;
        await tx.insertInto('sessions').values(session).onConflict((oc) => oc.doNothing()).execute();
      }
      for (const link of data.signInLinks) {
        if (link.expires <= now) continue;
        await tx.insertInto('sign_in_links').values({ hash: link.hash, email_hmac: link.emailHmac, expires: link.expires }).onConflict((oc) => oc.doNothing()).execute();
      }
    }
    await tx.insertInto('settings').values({ name: marker, value: now }).execute();
    return { imported: true, keys, accounts, ...(skippedAccounts === undefined ? {} : { skippedAccounts }) };
  });
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isDate = (value: unknown): value is string => isString(value) && !Number.isNaN(Date.parse(value));

function isKeyRecord(record: unknown): record is ApiKeyRecord {
  return (
    isObject(record) &&
    isString(record['id']) && isKeyTier(record['tier']) && isString(record['label']) &&
    isString(record['created']) && isString(record['last4']) &&
    isString(record['hash']) && record['hash'].startsWith('sha256:') && typeof record['revoked'] === 'boolean' &&
    (record['account'] === undefined || isString(record['account']))
  );
}

function isAccountRecord(record: unknown): record is AccountRecord {
  return isObject(record) && isString(record['id']) && isKeyTier(record['tier']) && isString(record['created']) && isString(record['emailHmac']);
}

function isSessionRecord(record: unknown): record is SessionRecord {
  return isObject(record) && isString(record['hash']) && isString(record['account']) && isDate(record['expires']);
}

function isSignInLinkRecord(record: unknown): record is SignInLinkRecord {
  return isObject(record) && isString(record['hash']) && isString(record['emailHmac']) && isDate(record['expires']);
}

const LISTS: Array<[keyof KeyFileData & string, string, (record: unknown) => boolean]> = [
  ['keys', 'key', isKeyRecord],
  ['accounts', 'account', isAccountRecord],
  ['sessions', 'session', isSessionRecord],
  ['signInLinks', 'sign-in link', isSignInLinkRecord],
];

/** Reads a key file's text; throws a message naming `path` and the first bad record. */
export function parseKeyFile(text: string, path: string): KeyFileData {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(`${path} is not valid JSON.`);
  }
  if (!isObject(data) || !Array.isArray(data['keys'])) {
    throw new Error(`${path} is not a key file: it needs a "keys" array.`);
  }
  // A file from before accounts existed has only keys.
  for (const [name, what, valid] of LISTS) {
    const list = (data[name] ??= []);
    if (!Array.isArray(list)) throw new Error(`${path}: "${name}" is not a list.`);
    list.forEach((record, i) => {
      if (!valid(record)) throw new Error(`${path}: ${what} ${i} is not a valid ${what} record.`);
    });
  }
  if (data['secret'] !== undefined && !isString(data['secret'])) throw new Error(`${path}: "secret" is not a string.`);
  // Expiry times in the store are compared as text: normalise them to toISOString's form.
  const normal = (record: { expires: string }): void => {
    record.expires = new Date(Date.parse(record.expires)).toISOString();
  };
  (data['sessions'] as SessionRecord[]).forEach(normal);
  (data['signInLinks'] as SignInLinkRecord[]).forEach(normal);
  return data as unknown as KeyFileData;
}
