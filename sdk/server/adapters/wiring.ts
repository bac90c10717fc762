/**
 * Wiring on Node: the key store's file operations and hash, and the Redis connection of the
 * rate-limit store.
 * @module
 */
import * as nodeCrypto from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Redis } from 'ioredis';
import type { KeyFileSystem } from '../keys/key-file-store.ts';

/**
 * SHA-256 of a key with `node:crypto`: at once, on this thread. The Web Crypto default of the key
 * file store answers through a promise and a thread-pool job, which a server checking a key on
 * every request feels.
 */
export function nodeHashApiKey(key: string): string {
  return `sha256:${oneShotHash === undefined ? nodeCrypto.createHash('sha256').update(key).digest('hex') : oneShotHash('sha256', key, 'hex')}`;
}

// `crypto.hash` (Node 20.12 and later) hashes without a Hash object: a native object per request
// costs far more in garbage collection than the hashing itself.
const oneShotHash = (nodeCrypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;

/**
 * The key file on the local disk; writes go to a temporary file that is then renamed over it, under
 * a lock file that other processes respect.
 */
export const nodeKeyFileSystem: KeyFileSystem = {
  async read(path) {
    try {
      return await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  },
  async writeAtomic(path, text) {
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, text, { mode: 0o600 });
    await rename(temporary, path);
  },
  async version(path) {
    try {
      const info = await stat(path);
      // The inode changes with every rename, so even two writes within one mtime tick differ.
      return `${info.ino}:${info.mtimeMs}:${info.size}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  },
  async lock(path) {
    // A lock file beside the key file, made with O_EXCL: the server and the `keys` commands
    // take turns. One left behind by a process that died is taken over once it is stale.
    const lockPath = `${path}.lock`;
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const giveUp = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      try {
        await (await open(lockPath, 'wx', 0o600)).close();
        return () => rm(lockPath, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const held = await stat(lockPath).catch(() => null);
      if (held !== null && Date.now() - held.mtimeMs > STALE_LOCK_MS) {
        await rm(lockPath, { force: true });
        continue;
      }
      if (Date.now() > giveUp) throw new Error(`${path} stays locked by another process (${lockPath}).`);
      await new Promise((done) => setTimeout(done, 5 + Math.random() * 10));
    }
  },
};

// A write holds the lock for milliseconds; one held for longer was left by a process that died.
const STALE_LOCK_MS = 10_000;
const LOCK_WAIT_MS = 15_000;

/**
 * Connects to Redis (`redis://[user:password@]host:port[/db]`) and waits for the connection, so
 * that a wrong URL fails at start-up. Commands fail at once while the connection is down instead
 * of queueing, so that the server answers 503 rather than hanging.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  client.on('error', () => {
    // Reconnection is automatic; requests meanwhile get 503. Without a listener ioredis prints each error.
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw error;
  }
  return client;
}

/** A Redis URL without its password, for start-up messages. */
export function describeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis';
  }
}
