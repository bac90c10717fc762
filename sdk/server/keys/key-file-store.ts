import type { AccountRecord, AccountStore, SessionRecord, SignInLinkRecord, StoreData } from '../accounts/records.ts';
import { isKeyTier } from '../tiers.ts';
import type { KeyTier } from '../tiers.ts';
import { constantTimeEqual, hashApiKey, isWellFormedApiKey, issueApiKey } from './api-key.ts';
import type { ApiKeyRecord, KeyStore, VerifiedKey } from './key-store.ts';

/**
 * The file operations the key file needs. The Node adapter supplies them (`nodeKeyFileSystem`);
 * another runtime can supply its own.
 */
export interface KeyFileSystem {
  /** The file's text, or null when it does not exist. */
  read(path: string): Promise<string | null>;
  /** Replaces the file at once (write a temporary file, then rename), creating its folder. */
  writeAtomic(path: string, text: string): Promise<void>;
  /** A marker that changes whenever the file changes (e.g. mtime and size), or null when absent. */
  version(path: string): Promise<string | null>;
  /**
   * Takes a lock on the file that other processes respect, and answers the function that
   * releases it. Optional: without it, writes are serialised within one process only.
   */
  lock?(path: string): Promise<() => Promise<void>>;
}

/** Options of `createKeyFileStore`. */
export interface KeyFileStoreOptions {
  path: string;
  fs: KeyFileSystem;
  /**
   * How often `verify` looks for changes made by another process (`bank-number keys revoke`
   * while the server runs), in ms. Default 1000: a revocation takes effect within a second.
   */
  refreshMs?: number;
  now?: () => number;
  /**
   * The stored form of a key, `sha256:` and the hex digest. Default: Web Crypto (`hashApiKey`);
   * the Node adapter has a faster one that answers at once (`nodeHashApiKey`).
   */
  hash?: (key: string) => string | Promise<string>;
}

/**
 * The embedded store, kept in one JSON file (`.bank-number/keys.json` by default): the API keys
 * (id, tier, label, creation time, last four characters, SHA-256 hash, revoked flag and owner,
 * never the key itself) and, for the dashboard, accounts, sessions and sign-in links
 * (`AccountStore`). Every write replaces the file atomically, so a reader never sees half a file;
 * writes of one process are queued, each reading the file, changing it and writing it back before
 * the next starts, so concurrent writes never lose one another. With a file system that can
 * `lock` (the Node adapter's can), writes of several processes are serialised too.
 * @example const keys = createKeyFileStore({ path: '.bank-number/keys.json', fs: nodeKeyFileSystem });
 */
export function createKeyFileStore(options: KeyFileStoreOptions): KeyStore & AccountStore & { reload(): Promise<void> } {
  const { path, fs } = options;
  // Refused here rather than with a 500 at the first request.
  if (typeof path !== 'string' || path === '') throw new TypeError('createKeyFileStore: `path` must name the key file.');
  if (typeof fs?.read !== 'function' || typeof fs.writeAtomic !== 'function' || typeof fs.version !== 'function') {
    throw new TypeError('createKeyFileStore: `fs` must give the file operations read, writeAtomic and version (on Node: nodeKeyFileSystem from bank-number/server/node).');
  }
  const refreshMs = options.refreshMs ?? 1000;
  const now = options.now ?? Date.now;
  const hash = options.hash ?? hashApiKey;
  let cachedData: StoreData | undefined;
  // The keys of `cachedData`: what `verify` reads on every request.
  let cached: ApiKeyRecord[] | undefined;
  let cachedVersion: string | null = null;
  let checkedAt = -Infinity;
  let refreshing: Promise<void> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  // How many times this store wrote the file: a read that a write overtook is not kept.
  let writes = 0;
  // Keys that verified against the records as they are now: a key in use is hashed and compared
  // once, not on every request. The list goes with the records it was checked against, so a key
  // revoked in the file stops working as soon as the new file is read, as before; it lives only
  // in this process's memory and is never written anywhere.
  let verified = new Map<string, VerifiedKey>();
  let verifiedFor: readonly ApiKeyRecord[] | undefined;

  function remember(key: string, records: readonly ApiKeyRecord[], result: VerifiedKey | null): VerifiedKey | null {
    if (result === null || records !== cached) return result;
    if (verifiedFor !== records || verified.size >= MAX_VERIFIED) {
      verified = new Map();
      verifiedFor = records;
    }
    verified.set(key, result);
    return result;
  }

  async function readFile(): Promise<StoreData> {
    const text = await fs.read(path);
    return text === null ? emptyData() : parseKeyFile(text, path);
  }

  async function reload(): Promise<void> {
    for (;;) {
      const before = writes;
      const version = await fs.version(path);
      if (cachedData !== undefined && version === cachedVersion) return;
      let data: StoreData;
      try {
        data = await readFile();
      } catch (error) {
        // Keep serving the last good copy; a broken file must not lock every key holder out.
        if (cachedData === undefined) throw error;
        return;
      }
      // A write of this store in between may have come after the read: a key it revoked would
      // still verify from the copy. Read again.
      if (writes !== before) continue;
      cachedData = data;
      cached = data.keys;
      cachedVersion = version;
      return;
    }
  }

  async function fresh(): Promise<ApiKeyRecord[]> {
    const t = now();
    if (cached === undefined || t - checkedAt >= refreshMs) {
      checkedAt = t;
      refreshing ??= reload().finally(() => {
        refreshing = undefined;
      });
      await refreshing;
    }
    return cached ?? [];
  }

  async function change<T>(apply: (data: StoreData) => T): Promise<T> {
    const release = await fs.lock?.(path);
    try {
      const data = await readFile();
      const before = serialize(data);
      dropExpired(data, now());
      const result = apply(data);
      const after = serialize(data);
      // Nothing changed (an unknown sign-in link, say): the file stays as it is.
      if (after !== before) {
        await fs.writeAtomic(path, after);
        writes++;
        cachedData = undefined;
        cached = undefined;
      }
      return result;
    } finally {
      await release?.();
    }
  }

  function update<T>(apply: (data: StoreData) => T): Promise<T> {
    const run = queue.then(() => change(apply));
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    reload: async () => {
      cachedData = undefined;
      cached = undefined;
      await reload();
    },

    async read() {
      await reload();
      return cachedData ?? emptyData();
    },

    update,

    verify(key: string): VerifiedKey | null | Promise<VerifiedKey | null> {
      // Between two looks at the file there is nothing to wait for (with a hash that answers at once).
      if (cached !== undefined && now() - checkedAt < refreshMs) {
        const records = cached;
        if (verifiedFor === records) {
          const known = verified.get(key);
          if (known !== undefined) return known;
        }
        if (!isWellFormedApiKey(key)) return null;
        const digest = hash(key);
        return digest instanceof Promise ? digest.then((settled) => remember(key, records, match(records, settled))) : remember(key, records, match(records, digest));
      }
      if (!isWellFormedApiKey(key)) return null;
      return fresh().then(async (records) => remember(key, records, match(records, await hash(key))));
    },

    async create({ tier, label = '', account }: { tier: KeyTier; label?: string; account?: string }) {
      if (!isKeyTier(tier)) throw new Error(`Unknown tier: ${String(tier)}`);
      const issued = await issueApiKey({ tier, label, account, nowMs: now(), hash });
      await update((data) => {
        data.keys.push(issued.record);
      });
      return issued;
    },

    async list() {
      return (await readFile()).keys;
    },

    async revoke(id: string) {
      return update((data) => {
        let found = false;
        for (const record of data.keys) {
          if (record.id === id) {
            record.revoked = true;
            found = true;
          }
        }
        return found;
      });
    },
  };
}

/** The most keys remembered as verified at once; more start the list afresh. */
const MAX_VERIFIED = 1024;

function match(records: readonly ApiKeyRecord[], digest: string): VerifiedKey | null {
  let found: ApiKeyRecord | undefined;
  // Every record is compared, so the time taken does not tell which one matched.
  for (const record of records) if (constantTimeEqual(record.hash, digest)) found = record;
  return found === undefined || found.revoked ? null : { id: found.id, tier: found.tier };
}

function emptyData(): StoreData {
  return { version: 1, keys: [], accounts: [], sessions: [], signInLinks: [] };
}

function serialize(data: StoreData): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** Sessions and sign-in links past their expiry are of no use to anyone: they go on every write. */
function dropExpired(data: StoreData, nowMs: number): void {
  const live = (record: { expires: string }): boolean => Date.parse(record.expires) > nowMs;
  data.sessions = data.sessions.filter(live);
  data.signInLinks = data.signInLinks.filter(live);
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

const LISTS: Array<[keyof StoreData & string, string, (record: unknown) => boolean]> = [
  ['keys', 'key', isKeyRecord],
  ['accounts', 'account', isAccountRecord],
  ['sessions', 'session', isSessionRecord],
  ['signInLinks', 'sign-in link', isSignInLinkRecord],
];

function parseKeyFile(text: string, path: string): StoreData {
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
  return data as StoreData;
}
