/**
 * The store on a Kysely database (SQLite or PostgreSQL): one statement or one transaction per
 * operation, nothing read or rewritten that the operation does not touch.
 * @module
 */
import type { Kysely, Selectable } from 'kysely';
import { generateToken } from '../keys/api-key.ts';
import type { Database, SqlDialect } from './schema.ts';
import { withCamelCase, writeTransaction } from './schema.ts';
import type { ApiKeyRecord, Store } from './store.ts';

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

/** The row of a key record. */
export function keyRow(record: ApiKeyRecord): Database['api_keys'] {
  return { ...record, revoked: record.revoked ? 1 : 0, account: record.account ?? null };
}

function keyRecord({ revoked, account, ...row }: Selectable<Database['api_keys']>): ApiKeyRecord {
  return { ...row, revoked: Number(revoked) !== 0, ...(account === null ? {} : { account }) };
}

/**
 * The store on a migrated database (`migrate` in schema.ts).
 * @example const store = createSqlStore({ db, dialect: 'sqlite', description: 'sqlite test.db' });
 */
export function createSqlStore(options: SqlStoreOptions): Store {
  const { dialect } = options;
  const db = withCamelCase(options.db);
  const write = <T>(work: (tx: Kysely<Database>) => Promise<T>): Promise<T> => writeTransaction(db, dialect, work);
  const listeners = new Set<(id: string) => void>();
  const changed = <T>(result: T, ...ids: string[]): T => {
    for (const id of ids) for (const listener of listeners) listener(id);
    return result;
  };

  const deleteExpired = async (tx: Kysely<Database>, now: string): Promise<number> => {
    const sessions = await tx.deleteFrom('sessions').where('expires', '<=', now).executeTakeFirst();
    const links = await tx.deleteFrom('sign_in_links').where('expires', '<=', now).executeTakeFirst();
    return Number(sessions.numDeletedRows) + Number(links.numDeletedRows);
  };
  const findAccount = (tx: Kysely<Database>, emailHmac: string) =>
    tx.selectFrom('accounts').selectAll().where('emailHmac', '=', emailHmac).executeTakeFirst();

  return {
    description: options.description,

    onKeyChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

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
      return changed(Number((await query.executeTakeFirst()).numUpdatedRows) > 0, id);
    },

    async setKeyTier(id, tier) {
      const result = await db.updateTable('api_keys').set({ tier }).where('id', '=', id).where('revoked', '=', 0).executeTakeFirst();
      return changed(Number(result.numUpdatedRows) > 0, id);
    },

    async emailSecret() {
      const known = await this.findEmailSecret();
      if (known !== null) return known;
      // Two first sign-ups at once agree on one secret: the first insert wins.
      await db.insertInto('settings').values({ name: EMAIL_SECRET, value: generateToken() }).onConflict((oc) => oc.column('name').doNothing()).execute();
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
        await tx.insertInto('sign_in_links').values(link).execute();
      });
    },

    signIn({ linkHash, now, newAccount, firstKey, session }) {
      return write(async (tx) => {
        const link = await tx.deleteFrom('sign_in_links').where('hash', '=', linkHash).returning(['emailHmac', 'expires']).executeTakeFirst();
        if (link === undefined || link.expires <= now) return null;
        let account = await findAccount(tx, link.emailHmac);
        let created = false;
        if (account === undefined) {
          const row = { ...newAccount, emailHmac: link.emailHmac };
          // Two links of one address used at once on PostgreSQL: the second finds the first's account.
          const inserted = await tx.insertInto('accounts').values(row).onConflict((oc) => oc.column('emailHmac').doNothing()).executeTakeFirst();
          created = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
          if (created) await tx.insertInto('api_keys').values(keyRow({ ...firstKey, account: row.id })).execute();
          account = created ? row : await findAccount(tx, link.emailHmac);
          if (account === undefined) throw new Error('the account of a sign-in link vanished');
        }
        await tx.insertInto('sessions').values({ ...session, account: account.id }).execute();
        return { account, created };
      });
    },

    async session(hash, now) {
      const account = await db
        .selectFrom('sessions')
        .innerJoin('accounts', 'accounts.id', 'sessions.account')
        .selectAll('accounts')
        .where('sessions.hash', '=', hash)
        .where('sessions.expires', '>', now)
        .executeTakeFirst();
      if (account === undefined) return null;
      const keys = await db.selectFrom('api_keys').selectAll().where('account', '=', account.id).where('revoked', '=', 0).orderBy('created').orderBy('id').execute();
      return { account, keys: keys.map(keyRecord) };
    },

    async endSession(hash) {
      await db.deleteFrom('sessions').where('hash', '=', hash).execute();
    },

    addAccountKey(accountId, record, max) {
      return write(async (tx) => {
        // The account's row is locked, so that two creations at once cannot both pass the count.
        let query = tx.selectFrom('accounts').select('tier').where('id', '=', accountId);
        if (dialect === 'postgres') query = query.forUpdate();
        const account = await query.executeTakeFirst();
        if (account === undefined) return null;
        const active = await tx
          .selectFrom('api_keys')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('account', '=', accountId)
          .where('revoked', '=', 0)
          .executeTakeFirstOrThrow();
        if (Number(active.n) >= max) return 'too-many' as const;
        const stored: ApiKeyRecord = { ...record, tier: account.tier, account: accountId };
        await tx.insertInto('api_keys').values(keyRow(stored)).execute();
        return stored;
      });
    },

    async rotateKey(accountId, keyId, record) {
      const stored = await write(async (tx) => {
        const old = await tx
          .updateTable('api_keys')
          .set({ revoked: 1 })
          .where('id', '=', keyId)
          .where('account', '=', accountId)
          .where('revoked', '=', 0)
          .returning(['tier', 'label'])
          .executeTakeFirst();
        if (old === undefined) return null;
        const stored: ApiKeyRecord = { ...record, ...old, account: accountId };
        await tx.insertInto('api_keys').values(keyRow(stored)).execute();
        return stored;
      });
      return changed(stored, keyId);
    },

    async setAccountTier(emailHmac, tier) {
      const result = await write(async (tx) => {
        const account = await tx.updateTable('accounts').set({ tier }).where('emailHmac', '=', emailHmac).returning('id').executeTakeFirst();
        if (account === undefined) return null;
        const keys = await tx.updateTable('api_keys').set({ tier }).where('account', '=', account.id).where('revoked', '=', 0).returning('id').execute();
        return { account: account.id, keys: keys.map((key) => key.id) };
      });
      return result === null ? null : changed({ account: result.account, keys: result.keys.length }, ...result.keys);
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
