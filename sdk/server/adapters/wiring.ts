/**
 * Wiring on Node: the store, the rate-limit store (memory or Redis) and the mailer, put together
 * into a listening server by `startServer`, which `bank-number serve` runs.
 * @module
 */
import * as nodeCrypto from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Redis } from 'ioredis';
import { createAccountService } from '../accounts/account-service.ts';
import type { AccountService } from '../accounts/account-service.ts';
import { createConsoleMailer } from '../accounts/mailer.ts';
import type { Mailer } from '../accounts/mailer.ts';
import { createHandler } from '../handler.ts';
import { createKeyFileStore } from '../keys/key-file-store.ts';
import type { KeyFileSystem } from '../keys/key-file-store.ts';
import { createMemoryRateLimitStore } from '../rate-limit/memory-store.ts';
import { createRedisRateLimitStore } from '../rate-limit/redis-store.ts';
import type { RateLimitStore } from '../rate-limit/store.ts';
import { nodeClientAddress, serveNode } from './listen.ts';
import type { NodeServer } from './listen.ts';
import { createStreamLogger } from './logger.ts';
import { createSmtpMailer } from './smtp-mailer.ts';
import { serveStaticFiles } from './static.ts';

/** What `startServer` runs; every field but `keyFile` has a default. */
export interface ServerSetup {
  /** The store's file: keys, accounts, sessions and sign-in links. */
  keyFile: string;
  /** Default 8787; 0 picks a free port. */
  port?: number | undefined;
  /** Default 127.0.0.1. */
  host?: string | undefined;
  /** Keep the rate-limit counters in Redis (`redis://…`) instead of this process's memory. */
  redisUrl?: string | undefined;
  /** Reverse proxies in front that append to `X-Forwarded-For`. Default 0. */
  trustedProxies?: number | undefined;
  /** Serve the files of this folder at `/` outside `/api/`. */
  staticDir?: string | undefined;
  /** The account API; default true. Without `smtp`, sign-in messages are printed on stdout. */
  signUp?: boolean | undefined;
  smtp?: { url: string; from: string } | undefined;
  /** Where sign-in links point; default the address the server listens on. */
  publicUrl?: string | undefined;
  /** Default: batched lines on stdout (`createStreamLogger`). */
  logger?: ReturnType<typeof createStreamLogger> | undefined;
}

/** A server that `startServer` started. */
export interface StartedServer {
  node: NodeServer;
  url: string;
  rateLimitStore: RateLimitStore;
  accounts: AccountService | undefined;
  /** Lets the requests in flight finish, sends the messages on their way, closes the stores. */
  close(): Promise<void>;
}

/**
 * Opens the store (a broken key file fails here), connects to Redis (a wrong URL fails here),
 * makes the mailer (a malformed SMTP URL fails here) and listens. Each failure is an `Error`
 * whose message says what failed, without a password.
 * @example const server = await startServer({ keyFile: '.bank-number/keys.json', port: 0 });
 */
export async function startServer(setup: ServerSetup): Promise<StartedServer> {
  const keys = createKeyFileStore({ path: setup.keyFile, fs: nodeKeyFileSystem, hash: nodeHashApiKey });
  try {
    await keys.reload();
  } catch (error) {
    throw new Error(`cannot read the key file: ${(error as Error).message}`);
  }
  const logger = setup.logger ?? createStreamLogger();
  let mailer: Mailer | undefined;
  if (setup.signUp ?? true) {
    mailer =
      setup.smtp === undefined
        ? // After the request lines written so far, not in the middle of them.
          createConsoleMailer((text) => {
            logger.flush();
            process.stdout.write(text);
          })
        : await createSmtpMailer(setup.smtp);
  }
  let rateLimitStore: RateLimitStore;
  if (setup.redisUrl === undefined) rateLimitStore = createMemoryRateLimitStore();
  else {
    try {
      rateLimitStore = createRedisRateLimitStore({ client: await connectRedis(setup.redisUrl), description: `redis ${describeRedisUrl(setup.redisUrl)}` });
    } catch (error) {
      await mailer?.close?.();
      throw new Error(`cannot connect to Redis at ${describeRedisUrl(setup.redisUrl)}: ${(error as Error).message}`);
    }
  }
  let listening = '';
  const publicUrl = setup.publicUrl;
  const accounts =
    mailer === undefined ? undefined : createAccountService({ store: keys, mailer, publicUrl: publicUrl ?? (() => listening), hash: nodeHashApiKey, logger });
  const handler = createHandler({
    keys,
    accounts,
    logger,
    rateLimitStore,
    trustedProxies: setup.trustedProxies,
    clientAddress: nodeClientAddress,
    staticFiles: setup.staticDir === undefined ? undefined : serveStaticFiles(setup.staticDir),
  });
  const host = setup.host ?? '127.0.0.1';
  const port = setup.port ?? 8787;
  let node: NodeServer;
  try {
    node = await serveNode({ fetch: handler, port, host });
  } catch (error) {
    await rateLimitStore.close?.();
    await mailer?.close?.();
    throw new Error(`cannot listen on ${host}:${port}: ${(error as Error).message}`);
  }
  listening = node.url;
  return {
    node,
    url: node.url,
    rateLimitStore,
    accounts,
    async close() {
      await node.shutdown();
      // Messages on their way are sent before the process ends.
      await accounts?.settle();
      await mailer?.close?.();
      await rateLimitStore.close?.();
      logger.flush();
    },
  };
}

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
