import type { RateLimitOutcome, RateLimitStore, RateLimitWindow } from './store.ts';
import { windowStart } from './store.ts';

/**
 * The two commands the Redis store needs; an `ioredis` client has them, and so has any client that
 * returns the script's reply as an array of integers.
 */
export interface RedisScriptClient {
  evalsha(sha1: string, numKeys: number, ...args: Array<string | number>): Promise<unknown>;
  eval(script: string, numKeys: number, ...args: Array<string | number>): Promise<unknown>;
  quit?(): Promise<unknown>;
}

/** Options of `createRedisRateLimitStore`. */
export interface RedisRateLimitStoreOptions {
  /** A connected client; the store quits it on `close()` unless `keepClientOpen` is true. */
  client: RedisScriptClient;
  /** Prefix of every counter key. Default `bank-number:rl:`. */
  prefix?: string;
  keepClientOpen?: boolean;
  /** Shown in start-up messages, e.g. the URL without its password. */
  description?: string;
  /**
   * How long one call may wait for Redis, in ms, before it fails (and the server answers 503 with
   * `Retry-After`). Default 1000. The client's own command timeout (`connectRedis` sets one) is
   * the first line; this one holds for any client.
   */
  timeoutMs?: number;
}

// Reads every window first and writes only when all of them have room, so a request (or a whole
// batch) is counted in all windows or in none. Redis runs a script without interleaving any other
// command, which makes this exact across concurrent requests and server processes.
// KEYS[i]: the counter of window i; ARGV[1]: cost; ARGV[1+i]: limit i; ARGV[1+n+i]: TTL of i in ms.
const SCRIPT = `
local n = #KEYS
local cost = tonumber(ARGV[1])
local used = {}
local admitted = 1
for i = 1, n do
  local value = tonumber(redis.call('GET', KEYS[i]) or '0')
  used[i] = value
  if value + cost > tonumber(ARGV[1 + i]) then admitted = 0 end
end
if admitted == 1 and cost > 0 then
  for i = 1, n do
    used[i] = redis.call('INCRBY', KEYS[i], cost)
    if used[i] == cost then redis.call('PEXPIRE', KEYS[i], ARGV[1 + n + i]) end
  end
end
local reply = { admitted }
for i = 1, n do reply[i + 1] = used[i] end
return reply
`;

// Counters outlive their window a little, so that a server whose clock runs slightly behind
// still finds the count of the window it believes is current.
const TTL_SLACK_MS = 60_000;

/**
 * A rate-limit store in Redis, for several server processes that must share one limit exactly.
 * Each window's counter is a key named after the bucket, the window and the window's start, so
 * windows never need resetting; the counters expire after their window.
 * @example
 * import { Redis } from 'ioredis';
 * // lazyConnect: the client connects at the first count, not here.
 * const store = createRedisRateLimitStore({ client: new Redis('redis://127.0.0.1:6379', { lazyConnect: true }) });
 */
export function createRedisRateLimitStore(options: RedisRateLimitStoreOptions): RateLimitStore {
  const { client } = options;
  const prefix = options.prefix ?? 'bank-number:rl:';
  const timeoutMs = options.timeoutMs ?? 1000;
  let sha: Promise<string> | undefined;

  function run(keys: string[], args: Array<string | number>): Promise<unknown> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms.`)), timeoutMs);
    });
    return Promise.race([send(keys, args), expired]).finally(() => clearTimeout(timer));
  }

  async function send(keys: string[], args: Array<string | number>): Promise<unknown> {
    sha ??= sha1Hex(SCRIPT);
    try {
      return await client.evalsha(await sha, keys.length, ...keys, ...args);
    } catch (error) {
      // A restarted or flushed Redis has forgotten the script: send it in full once.
      if (error instanceof Error && error.message.includes('NOSCRIPT')) {
        return client.eval(SCRIPT, keys.length, ...keys, ...args);
      }
      throw error;
    }
  }

  return {
    description: options.description ?? 'redis',
    async hit(
      bucket: string,
      windows: readonly RateLimitWindow[],
      cost: number,
      nowMs: number,
    ): Promise<RateLimitOutcome> {
      const keys: string[] = [];
      const limits: number[] = [];
      const ttls: number[] = [];
      for (const window of windows) {
        const start = windowStart(window, nowMs);
        keys.push(`${prefix}${bucket}:${window.name}:${start / 1000}`);
        limits.push(window.limit);
        ttls.push(Math.max(1, start + window.seconds * 1000 - nowMs) + TTL_SLACK_MS);
      }
      const reply = await run(keys, [cost, ...limits, ...ttls]);
      if (!Array.isArray(reply) || reply.length !== windows.length + 1) {
        throw new Error('The Redis rate-limit script gave an unexpected reply.');
      }
      return { admitted: Number(reply[0]) === 1, used: reply.slice(1).map(Number) };
    },
    async close() {
      if (options.keepClientOpen !== true) await client.quit?.();
    },
  };
}

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  let hex = '';
  for (const byte of new Uint8Array(digest)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
