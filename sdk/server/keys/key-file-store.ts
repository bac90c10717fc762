import { andThen } from '../maybe.ts';
import { isKeyTier } from '../tiers.ts';
import type { KeyTier } from '../tiers.ts';
import { constantTimeEqual, generateApiKey, generateKeyId, hashApiKey, isWellFormedApiKey } from './api-key.ts';
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

/** The key file: `keys` plus any other top-level fields, which are kept as they are. */
interface KeyFile {
  version: 1;
  keys: ApiKeyRecord[];
  [other: string]: unknown;
}

/**
 * A key store kept in one JSON file (`.bank-number/keys.json` by default). It holds each key's
 * id, tier, label, creation time, last four characters, SHA-256 hash and revoked flag, never the
 * key itself; every write replaces the file atomically, so a server reading it never sees half a
 * file. Two processes that create keys at the same instant can lose one of the two writes.
 * @example const keys = createKeyFileStore({ path: '.bank-number/keys.json', fs: nodeKeyFileSystem });
 */
export function createKeyFileStore(options: KeyFileStoreOptions): KeyStore & { reload(): Promise<void> } {
  const { path, fs } = options;
  const refreshMs = options.refreshMs ?? 1000;
  const now = options.now ?? Date.now;
  const hash = options.hash ?? hashApiKey;
  let cached: ApiKeyRecord[] | undefined;
  let cachedVersion: string | null = null;
  let checkedAt = -Infinity;
  let refreshing: Promise<void> | undefined;
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

  async function readFile(): Promise<KeyFile> {
    const text = await fs.read(path);
    return text === null ? { version: 1, keys: [] } : parseKeyFile(text, path);
  }

  async function reload(): Promise<void> {
    const version = await fs.version(path);
    if (cached !== undefined && version === cachedVersion) return;
    try {
      cached = (await readFile()).keys;
      cachedVersion = version;
    } catch (error) {
      // Keep serving the last good copy; a broken file must not lock every key holder out.
      if (cached === undefined) throw error;
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

  async function update(change: (file: KeyFile) => void): Promise<void> {
    const file = await readFile();
    change(file);
    await fs.writeAtomic(path, `${JSON.stringify(file, null, 2)}\n`);
    cached = undefined;
  }

  return {
    reload: async () => {
      cached = undefined;
      await reload();
    },

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
      return fresh().then((records) => andThen(hash(key), (digest) => remember(key, records, match(records, digest))));
    },

    async create({ tier, label = '' }: { tier: KeyTier; label?: string }) {
      if (!isKeyTier(tier)) throw new Error(`Unknown tier: ${String(tier)}`);
      const key = generateApiKey();
      const record: ApiKeyRecord = {
        id: generateKeyId(),
        tier,
        label,
        created: new Date(now()).toISOString(),
        last4: key.slice(-4),
        hash: await hash(key),
        revoked: false,
      };
      await update((file) => {
        file.keys.push(record);
      });
      return { key, record };
    },

    async list() {
      return (await readFile()).keys;
    },

    async revoke(id: string) {
      let found = false;
      await update((file) => {
        for (const record of file.keys) {
          if (record.id === id) {
            record.revoked = true;
            found = true;
          }
        }
      });
      return found;
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

function parseKeyFile(text: string, path: string): KeyFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(`${path} is not valid JSON.`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data) || !Array.isArray((data as KeyFile).keys)) {
    throw new Error(`${path} is not a key file: it needs a "keys" array.`);
  }
  const file = data as KeyFile;
  file.keys.forEach((record, i) => {
    const ok =
      typeof record === 'object' && record !== null &&
      typeof record.id === 'string' && isKeyTier(record.tier) && typeof record.label === 'string' &&
      typeof record.created === 'string' && typeof record.last4 === 'string' &&
      typeof record.hash === 'string' && record.hash.startsWith('sha256:') && typeof record.revoked === 'boolean';
    if (!ok) throw new Error(`${path}: key ${i} is not a valid key record.`);
  });
  return file;
}
