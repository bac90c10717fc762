/**
 * The server's store: API keys, accounts, sessions and sign-in links on a Kysely database (SQLite
 * or PostgreSQL), as operations that each run as one statement or one transaction. Nothing a
 * method answers is acknowledged before its write commits, and nothing is read or rewritten that
 * the operation does not touch. Runtime-neutral: the Node openers (open.ts) give it SQLite or
 * PostgreSQL. Times are ISO 8601 strings in UTC (`toISOString`).
 * @module
 */
import { sql } from 'kysely';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { generateToken } from '../keys/api-key.ts';
import type { KeyTier } from '../tiers.ts';
import type { Database, SqlDialect } from './schema.ts';
import { MAX_REVOKED_KEYS_PER_ACCOUNT, withCamelCase, writeTransaction } from './schema.ts';
import type { AccountRecord, ApiKeyRecord, SessionRecord, SignInLinkRecord } from './store.ts';

/** The name of the e-mail HMAC secret in the `settings` table. */
export const EMAIL_SECRET = 'email_secret';
/** The name of the secret of the MACs in keys and session tokens, in the `settings` table. */
export const KEY_SECRET = 'key_secret';

/** Options of `createSqlStore`. */
export interface SqlStoreOptions {
  /**
   * Any Kysely instance on SQLite or PostgreSQL, migrated by `migrate`. Its table types are the
   * store's own business, so it takes an instance of any (`new Kysely({ dialect })`).
   */
  // biome-ignore lint/suspicious/noExplicitAny: the caller's instance has no table types; the store reads it with its own
  db: Kysely<any>;
  dialect: SqlDialect;
  description: string;
  /** Runs when the store is closed, after the Kysely instance is destroyed. */
  onClose?: () => Promise<void> | void;
}

/** How long a revoked key is kept (and shown in the dashboard) before it is deleted, in days. */
export const REVOKED_KEY_DAYS = 90;

/** The most revoked keys one session answer lists, the most recently revoked first. */
export const REVOKED_KEYS_LISTED = 20;

/** An account's keys as its dashboard shows them. */
export interface AccountKeys {
  /** The active keys, oldest first. */
  keys: ApiKeyRecord[];
  /** The keys revoked in the last `REVOKED_KEY_DAYS` days, most recent first, at most `REVOKED_KEYS_LISTED`. */
  revoked: ApiKeyRecord[];
  /** How many keys were revoked in those days, listed or not. */
  revokedTotal: number;
}

/** The row of a key record. */
export function keyRow(record: ApiKeyRecord): Database['api_keys'] {
  return {
    ...record,
    revoked: record.revoked ? 1 : 0,
    revokedAt: record.revokedAt ?? null,
    account: record.account ?? null,
  };
}

function keyRecord({ revoked, revokedAt, account, ...row }: Selectable<Database['api_keys']>): ApiKeyRecord {
  return {
    ...row,
    revoked: Number(revoked) !== 0,
    ...(revokedAt === null ? {} : { revokedAt }),
    ...(account === null ? {} : { account }),
  };
}

const revokedBefore = (now: string): string => new Date(Date.parse(now) - REVOKED_KEY_DAYS * 86_400_000).toISOString();

/** The server's store, as `createSqlStore` makes it. */
export type Store = ReturnType<typeof createSqlStore>;

/** What a sign-in with a link did: `created` when it made the account (and its first key). */
export interface StoreSignIn {
  account: AccountRecord;
  created: boolean;
}

/**
 * The store on a migrated database (`migrate` in schema.ts).
 * @example const store = createSqlStore({ db, dialect: 'sqlite', description: 'sqlite test.db' });
 */
export function createSqlStore(options: SqlStoreOptions) {
  const { dialect } = options;
  const db = withCamelCase(options.db as Kysely<Database>);
  const write = <T>(work: (tx: Kysely<Database>) => Promise<T>): Promise<T> => writeTransaction(db, dialect, work);
  const listeners = new Set<(id: string) => void>();
  const changed = <T>(result: T, ...ids: string[]): T => {
    for (const id of ids) for (const listener of listeners) listener(id);
    return result;
  };

  const deleteExpired = async (tx: Kysely<Database>, now: string): Promise<number> => {
    const sessions = await tx.deleteFrom('sessions').where('expires', '<=', now).executeTakeFirst();
    const links = await tx.deleteFrom('sign_in_links').where('expires', '<=', now).executeTakeFirst();
    const keys = await tx
      .deleteFrom('api_keys')
      .where('revoked', '=', 1)
      .where('revokedAt', '<=', revokedBefore(now))
      .executeTakeFirst();
    return Number(sessions.numDeletedRows) + Number(links.numDeletedRows) + Number(keys.numDeletedRows);
  };
  // An account keeps its newest revoked keys only (MAX_REVOKED_KEYS_PER_ACCOUNT).
  const trimRevoked = async (tx: Kysely<Database>, account: string): Promise<void> => {
    const kept = tx
      .selectFrom('api_keys')
      .select('id')
      .where('account', '=', account)
      .where('revoked', '=', 1)
      .orderBy('revokedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_REVOKED_KEYS_PER_ACCOUNT);
    await tx
      .deleteFrom('api_keys')
      .where('account', '=', account)
      .where('revoked', '=', 1)
      .where('id', 'not in', kept)
      .execute();
  };
  const findSecret = async (name: string): Promise<string | null> => {
    const row = await db.selectFrom('settings').select('value').where('name', '=', name).executeTakeFirst();
    return row?.value ?? null;
  };
  const secret = async (name: string): Promise<string> => {
    const known = await findSecret(name);
    if (known !== null) return known;
    // Two first askers at once agree on one secret: the first insert wins.
    await db
      .insertInto('settings')
      .values({ name, value: generateToken() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const made = await findSecret(name);
    if (made === null) throw new Error(`the secret ${name} could not be stored`);
    return made;
  };
  const findAccount = (tx: Kysely<Database>, emailHmac: string) =>
    tx.selectFrom('accounts').selectAll().where('emailHmac', '=', emailHmac).executeTakeFirst();

  return {
    /** `sqlite /path/to/bank-number.db` or `postgres host:port/db`, for start-up messages (no password). */
    description: options.description,

    /** Resolves once the database answers a query that reads nothing: the readiness check's. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },

    /**
     * Calls `listener` with the id of each key this store object revokes, rotates or re-tiers,
     * once the change is committed; answers a function that stops the calls.
     */
    onKeyChange(listener: (id: string) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    async addKey(record: ApiKeyRecord): Promise<void> {
      await db.insertInto('api_keys').values(keyRow(record)).execute();
    },

    /** The key with that stored hash (`sha256:…`), revoked or not; null when there is none. */
    async keyByHash(hash: string): Promise<ApiKeyRecord | null> {
      const row = await db.selectFrom('api_keys').selectAll().where('hash', '=', hash).executeTakeFirst();
      return row === undefined ? null : keyRecord(row);
    },

    /** Every key, oldest first. */
    async listKeys(): Promise<ApiKeyRecord[]> {
      return (await db.selectFrom('api_keys').selectAll().orderBy('created').orderBy('id').execute()).map(keyRecord);
    },

    /**
     * Revokes a key at `now`. Without `account`: any key with that id (true even if it was revoked
     * already, whose time of revocation stays); with it: only an active key of that account. False
     * when nothing matched. The owning account's oldest revoked keys past
     * `MAX_REVOKED_KEYS_PER_ACCOUNT` are deleted.
     */
    async revokeKey(id: string, account?: string, now = new Date().toISOString()): Promise<boolean> {
      const revoked = await write(async (tx) => {
        let query = tx
          .updateTable('api_keys')
          .set((eb) => ({ revoked: 1, revokedAt: eb.fn.coalesce('revokedAt', eb.val(now)) }))
          .where('id', '=', id);
        if (account !== undefined) query = query.where('account', '=', account).where('revoked', '=', 0);
        const rows = await query.returning('account').execute();
        const owner = rows[0]?.account ?? null;
        if (owner !== null) await trimRevoked(tx, owner);
        return rows.length > 0;
      });
      return changed(revoked, id);
    },

    /**
     * Sets the tier of an active key; of a key of an account, the tier of the account and of all
     * its active keys. Null when there is no active key with that id.
     */
    async setKeyTier(id: string, tier: KeyTier): Promise<{ account: string | null; keys: number } | null> {
      const result = await write(async (tx) => {
        const key = await tx
          .selectFrom('api_keys')
          .select('account')
          .where('id', '=', id)
          .where('revoked', '=', 0)
          .executeTakeFirst();
        if (key === undefined) return null;
        if (key.account === null) {
          await tx.updateTable('api_keys').set({ tier }).where('id', '=', id).execute();
          return { account: null, keys: [id] };
        }
        await tx.updateTable('accounts').set({ tier }).where('id', '=', key.account).execute();
        const keys = await tx
          .updateTable('api_keys')
          .set({ tier })
          .where('account', '=', key.account)
          .where('revoked', '=', 0)
          .returning('id')
          .execute();
        return { account: key.account, keys: keys.map((row) => row.id) };
      });
      return result === null ? null : changed({ account: result.account, keys: result.keys.length }, ...result.keys);
    },

    /** The HMAC secret for e-mail addresses, made (once, whoever asks first) when there is none. */
    emailSecret(): Promise<string> {
      return secret(EMAIL_SECRET);
    },

    /** The secret when one was made; null before the first sign-up. */
    findEmailSecret(): Promise<string | null> {
      return findSecret(EMAIL_SECRET);
    },

    /**
     * The secret of the MACs that keys and session tokens carry, made (once, whoever asks first)
     * when there is none: every server on this database tells its keys from forged ones with it.
     */
    keySecret(): Promise<string> {
      return secret(KEY_SECRET);
    },

    /** Stores a sign-in link that was sent; links and sessions past their expiry at `now` are deleted. */
    async addSignInLink(link: SignInLinkRecord, now: string): Promise<void> {
      await write(async (tx) => {
        await deleteExpired(tx, now);
        await tx.insertInto('sign_in_links').values(link).execute();
      });
    },

    /**
     * Uses a sign-in link, at most once: deletes it and, when it was still live at `now`, opens
     * `session` for the account of its address, creating that account (`newAccount`, with its
     * e-mail HMAC taken from the link) and its first key (`firstKey`) on the address's first sign-in.
     * Null for an unknown, used or expired link.
     */
    signIn(input: {
      linkHash: string;
      now: string;
      newAccount: Omit<AccountRecord, 'emailHmac'>;
      firstKey: ApiKeyRecord;
      session: Omit<SessionRecord, 'account'>;
    }): Promise<StoreSignIn | null> {
      const { linkHash, now, newAccount, firstKey, session } = input;
      return write(async (tx) => {
        const link = await tx
          .deleteFrom('sign_in_links')
          .where('hash', '=', linkHash)
          .returning(['emailHmac', 'expires'])
          .executeTakeFirst();
        if (link === undefined || link.expires <= now) return null;
        let account = await findAccount(tx, link.emailHmac);
        let created = false;
        if (account === undefined) {
          const row = { ...newAccount, emailHmac: link.emailHmac };
          // Two links of one address used at once on PostgreSQL: the second finds the first's account.
          const inserted = await tx
            .insertInto('accounts')
            .values(row)
            .onConflict((oc) => oc.column('emailHmac').doNothing())
            .executeTakeFirst();
          created = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
          if (created)
            await tx
              .insertInto('api_keys')
              .values(keyRow({ ...firstKey, account: row.id }))
              .execute();
          account = created ? row : await findAccount(tx, link.emailHmac);
          if (account === undefined) throw new Error('the account of a sign-in link vanished');
        }
        await tx
          .insertInto('sessions')
          .values({ ...session, account: account.id })
          .execute();
        return { account, created };
      });
    },

    /** The account of a session live at `now`; null for any other hash. */
    async sessionAccount(hash: string, now: string): Promise<AccountRecord | null> {
      const account = await db
        .selectFrom('sessions')
        .innerJoin('accounts', 'accounts.id', 'sessions.account')
        .selectAll('accounts')
        .where('sessions.hash', '=', hash)
        .where('sessions.expires', '>', now)
        .executeTakeFirst();
      return account ?? null;
    },

    /**
     * The account's active keys and its keys revoked in the last `REVOKED_KEY_DAYS` days before
     * `now`: the `listed` most recent of those (default `REVOKED_KEYS_LISTED`), and how many there are.
     */
    async accountKeys(accountId: string, now: string, listed = REVOKED_KEYS_LISTED): Promise<AccountKeys> {
      const recent = (eb: ExpressionBuilder<Database, 'api_keys'>) =>
        eb.and([eb('account', '=', accountId), eb('revoked', '=', 1), eb('revokedAt', '>', revokedBefore(now))]);
      const keys = await db
        .selectFrom('api_keys')
        .selectAll()
        .where('account', '=', accountId)
        .where('revoked', '=', 0)
        .orderBy('created')
        .orderBy('id')
        .execute();
      const revoked = await db
        .selectFrom('api_keys')
        .selectAll()
        .where(recent)
        .orderBy('revokedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(listed)
        .execute();
      const total = await db
        .selectFrom('api_keys')
        .select((eb) => eb.fn.countAll().as('n'))
        .where(recent)
        .executeTakeFirstOrThrow();
      return { keys: keys.map(keyRecord), revoked: revoked.map(keyRecord), revokedTotal: Number(total.n) };
    },

    /** The account of a session live at `now` and its keys (`accountKeys`); null for any other hash. */
    async session(hash: string, now: string): Promise<({ account: AccountRecord } & AccountKeys) | null> {
      const account = await this.sessionAccount(hash, now);
      return account === null ? null : { account, ...(await this.accountKeys(account.id, now)) };
    },

    async endSession(hash: string): Promise<void> {
      await db.deleteFrom('sessions').where('hash', '=', hash).execute();
    },

    /**
     * Stores a new key of the account, with the account's tier as it is when the key is written;
     * `too-many` when the account already holds `max` active keys, null when there is no such account.
     */
    addAccountKey(accountId: string, record: ApiKeyRecord, max: number): Promise<ApiKeyRecord | 'too-many' | null> {
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

    /**
     * Revokes an active key of the account and stores `record` in its place, with the old key's
     * tier and label; null unless `keyId` is an active key of the account.
     */
    async rotateKey(accountId: string, keyId: string, record: ApiKeyRecord): Promise<ApiKeyRecord | null> {
      const stored = await write(async (tx) => {
        const old = await tx
          .updateTable('api_keys')
          .set({ revoked: 1, revokedAt: record.created })
          .where('id', '=', keyId)
          .where('account', '=', accountId)
          .where('revoked', '=', 0)
          .returning(['tier', 'label'])
          .executeTakeFirst();
        if (old === undefined) return null;
        const stored: ApiKeyRecord = { ...record, ...old, account: accountId };
        await tx.insertInto('api_keys').values(keyRow(stored)).execute();
        await trimRevoked(tx, accountId);
        return stored;
      });
      return changed(stored, keyId);
    },

    /** Sets the tier of the account with that e-mail HMAC and of its active keys; null when there is none. */
    async setAccountTier(emailHmac: string, tier: KeyTier): Promise<{ account: string; keys: number } | null> {
      const result = await write(async (tx) => {
        const account = await tx
          .updateTable('accounts')
          .set({ tier })
          .where('emailHmac', '=', emailHmac)
          .returning('id')
          .executeTakeFirst();
        if (account === undefined) return null;
        const keys = await tx
          .updateTable('api_keys')
          .set({ tier })
          .where('account', '=', account.id)
          .where('revoked', '=', 0)
          .returning('id')
          .execute();
        return { account: account.id, keys: keys.map((key) => key.id) };
      });
      return result === null ? null : changed({ account: result.account, keys: result.keys.length }, ...result.keys);
    },

    /**
     * Deletes sessions and sign-in links past their expiry at `now`, and keys revoked more than
     * `REVOKED_KEY_DAYS` days before it; answers how many.
     */
    deleteExpired(now: string): Promise<number> {
      return write((tx) => deleteExpired(tx, now));
    },

    async close(): Promise<void> {
      await db.destroy();
      await options.onClose?.();
    },
  };
}
