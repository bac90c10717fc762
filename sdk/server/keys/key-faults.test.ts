/**
 * Keys that are not valid, sent in numbers, through real HTTP on loopback: forged keys (a correct
 * checksum, so only the store can refuse them) must not reach the store past the documented limits,
 * and refused keys must not push out of memory the valid keys that keep working while the database
 * is down.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { connectRedis, nodeHashApiKey } from '../adapters/node.ts';
import { generateApiKey, generateSignedApiKey, randomHex } from './api-key.ts';
import { createRedisRateLimitStore } from '../rate-limit/redis-store.ts';
import type { RateLimitStore } from '../rate-limit/store.ts';
import { issueKey } from '../store/issue-key.ts';
import { createStoreKeyVerifier } from '../store/key-verifier.ts';
import type { StoreKeyVerifierOptions } from '../store/key-verifier.ts';
import { openStore } from '../adapters/open-store.ts';
import type { OpenedStore } from '../adapters/open-store.ts';
import { bearer, call, serveApp, T0, testClock, testLog } from '../test-support/harness.ts';
import type { Reply, ServedApp } from '../test-support/harness.ts';
import type { HandlerOptions } from '../handler.ts';
import { startRedis } from '../test-support/redis.ts';
import type { TestRedis } from '../test-support/redis.ts';

/** The store as the verifier sees it, counting its key look-ups, and able to fail like a database that is down. */
interface CountedStore {
  lookUps: number;
  down: boolean;
  store: StoreKeyVerifierOptions['store'];
}

function counted(store: OpenedStore): CountedStore {
  const counter: CountedStore = {
    lookUps: 0,
    down: false,
    store: {
      keyByHash(hash) {
        counter.lookUps++;
        if (counter.down) return Promise.reject(new Error('connection refused'));
        return store.keyByHash(hash);
      },
      onKeyChange: (listener) => store.onKeyChange(listener),
      keySecret: () => store.keySecret(),
    },
  };
  return counter;
}

interface Served {
  served: ServedApp;
  store: OpenedStore;
  file: string;
  counter: CountedStore;
  close(): Promise<void>;
}

const opened: Served[] = [];
afterEach(async () => {
  for (const server of opened.splice(0)) await server.close();
});

async function start(
  verifier: Omit<StoreKeyVerifierOptions, 'store'> & Record<string, unknown>,
  handler: Omit<HandlerOptions, 'keys'> = {},
): Promise<Served> {
  const folder = mkdtempSync(join(tmpdir(), 'bank-number-keys-'));
  const file = join(folder, 'bank-number.db');
  const store = await openStore(file);
  const counter = counted(store);
  const keys = createStoreKeyVerifier({ store: counter.store, hash: nodeHashApiKey, ...verifier });
  const served = await serveApp({ logger: testLog().logger, ...handler, keys }, true);
  const server: Served = {
    served,
    store,
    file,
    counter,
    async close() {
      await served.stop();
      await store.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
  opened.push(server);
  return server;
}

const validate = (server: Served, key: string): Promise<Reply> =>
  call(server.served, '/api/v1/validate', {
    method: 'POST',
    body: { input: '011000015' },
    headers: bearer(key),
  });

/** Sends every key, `width` requests at a time; the answers in the order of the keys. */
async function flood(server: Served, keys: readonly string[], width = 32): Promise<Reply[]> {
  const replies: Reply[] = new Array(keys.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < keys.length) {
        const i = next++;
        replies[i] = await validate(server, keys[i] as string);
      }
    }),
  );
  return replies;
}

const statuses = (replies: readonly Reply[]): Record<number, number> => {
  const seen: Record<number, number> = {};
  for (const { status } of replies) seen[status] = (seen[status] ?? 0) + 1;
  return seen;
};

let redis: TestRedis | undefined;
const redisStores: RateLimitStore[] = [];
afterAll(async () => {
  await Promise.all(redisStores.map((store) => store.close?.()));
  await redis?.stop();
});

/** The rate-limit store of a test: the default (in memory), or Redis on a server of its own. */
async function rateLimitStore(kind: 'memory' | 'Redis'): Promise<Omit<HandlerOptions, 'keys'>> {
  // A clock that stands still: the minute of the invalid-key limit does not end during the test.
  const clock = testClock(T0);
  if (kind === 'memory') return { clock };
  redis ??= await startRedis();
  const store = createRedisRateLimitStore({ client: await connectRedis(redis.url), prefix: `${randomHex(4)}:` });
  redisStores.push(store);
  return { clock, rateLimitStore: store };
}

describe.each(['memory', 'Redis'] as const)('forged keys and the store, counted in %s', { timeout: 60_000 }, (kind) => {
  it('counts the address before the look-up: past its invalid-key limit nothing reaches the store', async () => {
    const server = await start({}, await rateLimitStore(kind));
    const valid = (await issueKey(server.store, { tier: 'starter', hash: nodeHashApiKey })).key;
    expect((await validate(server, valid)).status).toBe(200);
    const before = server.counter.lookUps;

    const forged = Array.from({ length: 300 }, generateApiKey);
    const replies = await flood(server, forged);
    // 60 a minute (docs/server.md): the 60 first are looked up and refused 401, the rest 429 without a look-up.
    expect(statuses(replies)).toEqual({ 401: 60, 429: 240 });
    expect(server.counter.lookUps - before).toBeLessThanOrEqual(60);
    const refused = replies.find((reply) => reply.status === 429) as Reply;
    expect(refused.body.violatedPolicies).toEqual(['invalid-key']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // The same keys again: still nothing reaches the store.
    const again = server.counter.lookUps;
    expect(statuses(await flood(server, forged.slice(100)))).toEqual({ 429: 200 });
    expect(server.counter.lookUps).toBe(again);

    // A key the server has read keeps working from that address.
    expect((await validate(server, valid)).status).toBe(200);
  });

  it('looks up a valid key never read before from an address past its limit; forged keys with a MAC reach nothing', async () => {
    const server = await start({}, await rateLimitStore(kind));
    expect(statuses(await flood(server, Array.from({ length: 80 }, generateApiKey)))).toEqual({ 401: 60, 429: 20 });
    const lookUps = server.counter.lookUps;
    // Keys of the current shape, with a MAC made with another secret: refused without the store.
    const forged = await Promise.all(Array.from({ length: 50 }, () => generateSignedApiKey(randomHex(32))));
    expect(statuses(await flood(server, forged))).toEqual({ 429: 50 });
    expect(server.counter.lookUps).toBe(lookUps);
    // A colleague's new key, from the same address: served.
    const fresh = (await issueKey(server.store, { tier: 'starter', hash: nodeHashApiKey })).key;
    const reply = await validate(server, fresh);
    expect(reply.status).toBe(200);
    expect(server.counter.lookUps).toBe(lookUps + 1);
  });

  it('looks up no more keys from one address through the paths that count nothing', async () => {
    const server = await start({}, await rateLimitStore(kind));
    const replies: Reply[] = [];
    for (const path of ['/api/v1/usage', '/api/v1/openapi.json']) {
      for (let i = 0; i < 60; i++) replies.push(await call(server.served, path, { headers: bearer(generateApiKey()) }));
    }
    expect(server.counter.lookUps).toBeLessThanOrEqual(60);
    expect(statuses(replies)).toEqual({ 401: 60, 429: 60 });
  });

  it('bounds the look-ups of keys new to the server from every address together', async () => {
    // One second that never ends, and no per-address limit in the way: only the overall budget counts.
    const server = await start({ now: () => 1_900_000_000_000, newKeyLookUpsPerSecond: 25 }, { invalidKeyLimit: 1e6 });
    const replies = await flood(server, Array.from({ length: 200 }, generateApiKey));
    expect(server.counter.lookUps).toBeLessThanOrEqual(25);
    expect(statuses(replies)).toEqual({ 401: 25, 503: 175 });
    const busy = replies.find((reply) => reply.status === 503) as Reply;
    expect(busy.body.code).toBe('KEY_STORE_BUSY');
    expect(busy.headers['retry-after']).toBe('1');
  });
});

describe('the key cache', { timeout: 120_000 }, () => {
  it('drops the valid key used longest ago when full, and keeps the one used since', async () => {
    const server = await start({ maxKeys: 3, refreshMs: 600_000 });
    const [a, b, c, d] = await Promise.all(
      [1, 2, 3, 4].map(async () => (await issueKey(server.store, { tier: 'starter', hash: nodeHashApiKey })).key),
    );
    for (const key of [a, b, c, a]) expect((await validate(server, key as string)).status).toBe(200);
    expect(server.counter.lookUps).toBe(3);
    // A fourth key: b, used longest ago, makes room; a and c are still answered from memory.
    expect((await validate(server, d as string)).status).toBe(200);
    for (const key of [a, c, d]) expect((await validate(server, key as string)).status).toBe(200);
    expect(server.counter.lookUps).toBe(4);
    expect((await validate(server, b as string)).status).toBe(200);
    expect(server.counter.lookUps).toBe(5);
  });

  it('keeps a valid key read before 10,050 revoked and 1,000 unknown keys, and serves it while the database is down', async () => {
    // However long the flood takes on a busy machine, the key read before it is still fresh enough.
    const server = await start({ newKeyLookUpsPerSecond: 1e6, staleMs: 600_000 }, { invalidKeyLimit: 1e6 });
    const valid = (await issueKey(server.store, { tier: 'starter', hash: nodeHashApiKey })).key;

    // 10,050 revoked keys, written in one transaction.
    const revoked = Array.from({ length: 10_050 }, generateApiKey);
    const db = new Database(server.file);
    try {
      const insert = db.prepare(
        'insert into api_keys (id, hash, tier, label, created, last4, revoked, revoked_at) values (?, ?, ?, ?, ?, ?, 1, ?)',
      );
      const now = new Date().toISOString();
      db.transaction(() => {
        revoked.forEach((key, i) => {
          insert.run(`key_r${i}`, nodeHashApiKey(key), 'starter', '', now, key.slice(-4), now);
        });
      })();
    } finally {
      db.close();
    }

    expect((await validate(server, valid)).status).toBe(200);
    const refused = [...revoked, ...Array.from({ length: 1000 }, generateApiKey)];
    expect(statuses(await flood(server, refused))).toEqual({ 401: refused.length });

    server.counter.down = true;
    const during = await validate(server, valid);
    expect(during.status, during.text).toBe(200);
    // A key it has not read is not known while the database is down.
    const unread = await validate(server, generateApiKey());
    expect(unread.status).toBe(503);
    expect(unread.body.code).toBe('KEY_STORE_UNAVAILABLE');
  });
});

describe('forged keys from one address, through two processes sharing Redis', { timeout: 120_000 }, () => {
  it('look up no more keys than the address limit between them', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'bank-number-keys-'));
    const store = await openStore(join(folder, 'bank-number.db'));
    redis ??= await startRedis();
    const counts = createRedisRateLimitStore({ client: await connectRedis(redis.url), prefix: `${randomHex(4)}:` });
    redisStores.push(counts);
    const counters = [counted(store), counted(store)];
    // A database that takes its time (a loaded PostgreSQL): look-ups overlap between the processes.
    for (const counter of counters) {
      const { keyByHash } = counter.store;
      counter.store.keyByHash = async (hash) => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return keyByHash(hash);
      };
    }
    const clock = testClock(T0);
    const servers = await Promise.all(
      counters.map(async (counter) => ({
        counter,
        store,
        file: '',
        close: async () => undefined,
        served: await serveApp(
          {
            logger: testLog().logger,
            clock,
            rateLimitStore: counts,
            invalidKeyLimit: 20,
            keys: createStoreKeyVerifier({ store: counter.store, hash: nodeHashApiKey }),
          },
          true,
        ),
      })),
    );
    try {
      const replies = (
        await Promise.all(servers.map((server) => flood(server, Array.from({ length: 100 }, generateApiKey))))
      ).flat();
      const lookUps = counters.reduce((sum, counter) => sum + counter.lookUps, 0);
      expect(lookUps).toBeLessThanOrEqual(20);
      expect(statuses(replies)[401]).toBeLessThanOrEqual(20);
    } finally {
      for (const server of servers) await server.served.stop();
      await store.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
