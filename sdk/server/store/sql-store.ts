/**
 * The store on a Kysely database (SQLite or PostgreSQL): one statement or one transaction per
 * operation, nothing read or rewritten that the operation does not touch.
 * @module
 */
import type { Kysely, Selectable } from 'kysely';
import type { AccountRecord } from '../accounts/records.ts';
import type { ApiKeyRecord } from '../keys/key-store.ts';
import { generateSecret } from '../accounts/tokens.ts';
import type { KeyTier } from '../tiers.ts';
import type { AccountsTable, ApiKeysTable, Database, SqlDialect } from './schema.ts';
import { writeTransaction } from './schema.ts';
import type { Store } from './store.ts';

/** The name of the e-mail HMAC secret in the `settings` table. */
export const EMAIL_SECRET = 'email_secret';

/** Options of `createSqlStore`. */
export interface SqlStoreOptions {
  db: Kysely<Database>;
  dialect: SqlDialect;
  description: string;
  /** Runs when the store is closed, after the Kysely instance is destroyed. */
  onClose?: () => Promise<void> | void;
}

/**
 * The store on a migrated database (`migrate` in schema.ts).
 * @example const store = createSqlStore({ db, dialect: 'sqlite', description: 'sqlite test.db' });
 */
export function createSqlStore(options: SqlStoreOptions): Store {
  const { db, dialect } = options;
  const write = <T>(work: (tx: Kysely<Database>) => Promise<T>): Promise<T> => writeTransaction(db, dialect, work);
  const postgres = dialect === 'postgres';

  const activeKeysOf = (tx: Kysely<Database>, account: string): Promise<Array<Selectable<ApiKeysTable>>> =>
    tx.selectFrom('api_keys').selectAll().where('account', '=', account).where('revoked', '=', 0).orderBy('created').orderBy('id').execute();

  const deleteExpired = async (tx: Kysely<Database>, now: string): Promise<number> => {
    const sessions = await tx.deleteFrom('sessions').where('expires', '<=', now).executeTakeFirst();
    const links = await tx.deleteFrom('sign_in_links').where('expires', '<=', now).executeTakeFirst();
    return Number(sessions.numDeletedRows) + Number(links.numDeletedRows);
  };

  return {
    description: options.description,

    async addKey(record) {
      await db.insertInto('api_keys').values(keyRow(record)).execute();
    },

    async keyByHash(hash) {
      const row = await db.selectFrom('api_keys').selectAll().where('hash', '=', hash).executeTakeFirst();
      return row === undefined ? null : keyRecord(row);
    },

    async listKeys() {
      return (await db.selectFrom('api_keys').selectAll().orderBy('created').orderBy('id').execute()).map(keyRecord);
    },

    async revokeKey(id, account) {
      let query = db.updateTable('api_keys').set({ revoked: 1 }).where('id', '=', id);
      if (account !== undefined) query = query.where('account', '=', account).where('revoked', '=', 0);
      return Number((await query.executeTakeFirst()).numUpdatedRows) > 0;
    },

    async setKeyTier(id, tier) {
      const result = await db.updateTable('api_keys').set({ tier }).where('id', '=', id).where('revoked', '=', 0).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async emailSecret() {
      const known = await this.findEmailSecret();
      if (known !== null) return known;
      // Two first sign-ups at once agree on one secret: the first insert wins.
      await db.insertInto('settings').values({ name: EMAIL_SECRET, value: generateSecret() }).onConflict((oc) => oc.column('name').doNothing()).execute();
      const made = await this.findEmailSecret();
      if (made === null) throw new Error('the e-mail secret could not be stored');
      return made;
    },

    async findEmailSecret() {
      const row = await db.selectFrom('settings').select('value').where('name', '=', EMAIL_SECRET).executeTakeFirst();
      return row?.value ?? null;
    },

    async addSignInLink(link, now) {
      await write(async (tx) => {
        await deleteExpired(tx, now);
        await tx.insertInto('sign_in_links').values({ hash: link.hash, email_hmac: link.emailHmac, expires: link.expires }).execute();
      });
    },

    signIn({ linkHash, now, newAccount, firstKey, session }) {
      return write(async (tx) => {
        const link = await tx.deleteFrom('sign_in_links').where('hash', '=', linkHash).returning(['email_hmac', 'expires']).executeTakeFirst();
        if (link === undefined || link.expires <= now) return null;
        let created = false;
        let account = await tx.selectFrom('accounts').selectAll().where('email_hmac', '=', link.email_hmac).executeTakeFirst();
        if (account === undefined) {
          const row = { id: newAccount.id, email_hmac: link.email_hmac, tier: newAccount.tier, created: newAccount.created };
          // Two links of one address used at once on PostgreSQL: the second finds the first's account.
          const inserted = await tx.insertInto('accounts').values(row).onConflict((oc) => oc.column('email_hmac').doNothing()).executeTakeFirst();
          created = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
          if (created) {
            account = row;
            await tx.insertInto('api_keys').values(keyRow({ ...firstKey, account: row.id })).execute();
          } else {
            account = await tx.selectFrom('accounts').selectAll().where('email_hmac', '=', link.email_hmac).executeTakeFirstOrThrow();
          }
        }
        await tx.insertInto('sessions').values({ hash: session.hash, account: account.id, expires: session.expires }).execute();
        return { account: accountRecord(account), created };
      });
    },

    async session(hash, now) {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('accounts', 'accounts.id', 'sessions.account')
        .select(['accounts.id', 'accounts.email_hmac', 'accounts.tier', 'accounts.created'])
        .where('sessions.hash', '=', hash)
        .where('sessions.expires', '>', now)
        .executeTakeFirst();
      if (row === undefined) return null;
      return { account: accountRecord(row), keys: (await activeKeysOf(db, row.id)).map(keyRecord) };
    },

    async endSession(hash) {
      await db.deleteFrom('sessions').where('hash', '=', hash).execute();
    },

    addAccountKey(accountId, record, max) {
      return write(async (tx) => {
        // The account's row is locked, so that two creations at once cannot both pass the count.
        let query = tx.selectFrom('accounts').select('tier').where('id', '=', accountId);
        if (postgres) query = query.forUpdate();
        const account = await query.executeTakeFirst();
        if (account === undefined) return null;
        const active = await tx
          .selectFrom('api_keys')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('account', '=', accountId)
          .where('revoked', '=', 0)
          .executeTakeFirstOrThrow();
        if (Number(active.n) >= max) return 'too-many' as const;
        const stored: ApiKeyRecord = { ...record, tier: account.tier as KeyTier, account: accountId };
        await tx.insertInto('api_keys').values(keyRow(stored)).execute();
        return stored;
      });
    },

    rotateKey(accountId, keyId, record) {
      return write(async (tx) => {
        const old = await tx
          .updateTable('api_keys')
          .set({ revoked: 1 })
          .where('id', '=', keyId)
          .where('account', '=', accountId)
          .where('revoked', '=', 0)
          .returning(['tier', 'label'])
          .executeTakeFirst();
        if (old === undefined) return null;
        const stored: ApiKeyRecord = { ...record, tier: old.tier as KeyTier, label: old.label, account: accountId };
        await tx.insertInto('api_keys').values(keyRow(stored)).execute();
        return stored;
      });
    },

    setAccountTier(emailHmac, tier) {
      return write(async (tx) => {
        const account = await tx.updateTable('accounts').set({ tier }).where('email_hmac', '=', emailHmac).returning('id').executeTakeFirst();
        if (account === undefined) return null;
        const keys = await tx.updateTable('api_keys').set({ tier }).where('account', '=', account.id).where('revoked', '=', 0).executeTakeFirst();
        return { account: account.id, keys: Number(keys.numUpdatedRows) };
      });
    },

    deleteExpired(now) {
      return write((tx) => deleteExpired(tx, now));
    },

    async close() {
      await db.destroy();
      await options.onClose?.();
    },
  };
}

/** The row of a key record. */
export function keyRow(record: ApiKeyRecord): ApiKeysTable {
  return {
    id: record.id,
    hash: record.hash,
    tier: record.tier,
    label: record.label,
    created: record.created,
    last4: record.last4,
    revoked: record.revoked ? 1 : 0,
    account: record.account ?? null,
  };
}

function keyRecord(row: Selectable<ApiKeysTable>): ApiKeyRecord {
  const record: ApiKeyRecord = {
    id: row.id,
    tier: row.tier as KeyTier,
    label: row.label,
    created: row.created,
    last4: row.last4,
    hash: row.hash,
    revoked: Number(row.revoked) !== 0,
  };
  if (row.account !== null) record.account = row.account;
  return record;
}

function accountRecord(row: Selectable<AccountsTable>): AccountRecord {
  return { id: row.id, tier: row.tier as KeyTier, created: row.created, emailHmac: row.email_hmac };
}
