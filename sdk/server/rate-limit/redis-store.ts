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
  /** Drops the connection at once; `close()` uses it when `quit` cannot be sent (Redis is down). */
  disconnect?(): void;
  /** For the readiness check; a client without it is sent a script that does nothing. */
  ping?(): Promise<unknown>;
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
   * `Retry-After`). Default 1000. A call that failed this way never counts, whenever Redis runs it.
   */
  timeoutMs?: number;
  /**
   * How many calls may wait for Redis at once; beyond that a call fails at once, without being
   * sent, so that nothing piles up while Redis does not answer. Default 1000.
   */
  maxInFlight?: number;
}

/** The Redis store, with what it has sent and not yet had answered. */
export interface RedisRateLimitStore extends RateLimitStore {
  /** Calls sent to Redis whose reply (or the connection's end) has not come back yet. */
  readonly inFlight: number;
}

// Reads every window first and writes only when all of them have room, so a request (or a whole
// batch) is counted in all windows or in none. Redis runs a script without interleaving any other
// command, which makes this exact across concurrent requests and server processes.
// A script that Redis runs after its deadline (Redis's own clock, in ms) counts nothing and
// answers -1: the request it counted for has been answered 503 already, after a stall say.
// KEYS[i]: the counter of window i; ARGV[1]: cost; ARGV[2]: the deadline, 0 for none;
// ARGV[2+i]: limit i; ARGV[2+n+i]: TTL of i in ms. Reply: admitted (1, 0 or -1), Redis's time in
// ms, then the count of each window.
const SCRIPT = `
if redis.replicate_commands then redis.replicate_commands() end
local n = #KEYS
local cost = tonumber(ARGV[1])
local deadline = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local used = {}
local admitted = 1
if deadline > 0 and now > deadline then admitted = -1 end
for i = 1, n do
  local value = tonumber(redis.call('GET', KEYS[i]) or '0')
  used[i] = value
  if admitted == 1 and value + cost > tonumber(ARGV[2 + i]) then admitted = 0 end
end
if admitted == 1 and cost > 0 then
  for i = 1, n do
    used[i] = redis.call('INCRBY', KEYS[i], cost)
    if used[i] == cost then redis.call('PEXPIRE', KEYS[i], ARGV[2 + n + i]) end
  end
end
local reply = { admitted, now }
for i = 1, n do reply[i + 2] = used[i] end
return reply
`;

// Gives back what a script counted for a call that had failed by the time its reply came (the
// reply was delayed after the script ran). KEYS: the counters; ARGV[1]: cost.
const REFUND = `
for i = 1, #KEYS do
  if redis.call('EXISTS', KEYS[i]) == 1 then redis.call('DECRBY', KEYS[i], ARGV[1]) end
end
return 1
`;

// Counters outlive their window a little, so that a server whose clock runs slightly behind
// still finds the count of the window it believes is current.
const TTL_SLACK_MS = 60_000;

// After the first reply, the clock offset to Redis is taken from replies that came back within
// this many ms.
const QUICK_REPLY_MS = 20;

// After the I/O that is waiting now: `setImmediate` where the runtime has it (Node, Bun), else a
// timer, which runs after the I/O of the loop's turn as well.
const afterIo: (run: () => void) => void =
  typeof globalThis.setImmediate === 'function' ? (run) => void setImmediate(run) : (run) => void setTimeout(run, 0);

/** A call that failed: Redis did not answer in time, or the store is at its bound. */
class RedisUnavailable extends Error {
  override name = 'RedisUnavailable';
}

/**
 * A rate-limit store in Redis, for several server processes that must share one limit exactly.
 * Each window's counter is a key named after the bucket, the window and the window's start, so
 * windows never need resetting; the counters expire after their window.
 *
 * A call that has not been answered within `timeoutMs` fails (the server answers 503) and never
 * counts: its script carries a deadline in Redis's own clock (the store measures the offset
 * between the clocks) and counts nothing when Redis runs it later, and a reply that comes back
 * after the call failed is given back. At most `maxInFlight` calls wait for Redis at once.
 * @example
 * import { Redis } from 'ioredis';
 * // lazyConnect: the client connects at the first count, not here.
 * const store = createRedisRateLimitStore({ client: new Redis('redis://127.0.0.1:6379', { lazyConnect: true }) });
 */
export function createRedisRateLimitStore(options: RedisRateLimitStoreOptions): RedisRateLimitStore {
  const { client } = options;
  const prefix = options.prefix ?? 'bank-number:rl:';
  const timeoutMs = options.timeoutMs ?? 1000;
  const maxInFlight = options.maxInFlight ?? 1000;
  // The script's deadline comes this much before the call fails here, for the reply's way back.
  const marginMs = Math.ceil(timeoutMs / 5);
  const shas = new Map<string, Promise<string>>();
  let inFlight = 0;
  // Redis's clock minus this process's monotonic one (`performance.now()`, which no clock
  // adjustment moves), in ms; unknown until Redis has answered once.
  let offsetMs: number | undefined;

  /**
   * Sends a script; `onLate` gets the reply of a call that had already failed. Fails at once at
   * the bound, and after `timeoutMs`; the call stays in flight until Redis answers or the
   * connection ends, whichever the client reports.
   */
  function run(
    script: string,
    keys: string[],
    args: Array<string | number>,
    onLate?: (reply: unknown) => void,
  ): Promise<unknown> {
    if (inFlight >= maxInFlight)
      return Promise.reject(new RedisUnavailable(`${inFlight} calls are waiting for Redis already.`));
    inFlight++;
    return new Promise((resolve, reject) => {
      let failed = false;
      let settled = false;
      const timer = setTimeout(() => {
        // A reply that is already in this process (the event loop was busy) is read before the
        // call fails.
        afterIo(() => {
          if (settled) return;
          failed = true;
          reject(new RedisUnavailable(`Redis did not answer within ${timeoutMs} ms.`));
        });
      }, timeoutMs);
      send(script, keys, args)
        .finally(() => {
          inFlight--;
          settled = true;
          clearTimeout(timer);
        })
        .then(
          (reply) => (failed ? onLate?.(reply) : resolve(reply)),
          (error: unknown) => {
            if (!failed) reject(error);
          },
        );
    });
  }

  async function send(script: string, keys: string[], args: Array<string | number>): Promise<unknown> {
    let sha = shas.get(script);
    if (sha === undefined) shas.set(script, (sha = sha1Hex(script)));
    try {
      return await client.evalsha(await sha, keys.length, ...keys, ...args);
    } catch (error) {
      // A restarted or flushed Redis has forgotten the script: send it in full once.
      if (error instanceof Error && error.message.includes('NOSCRIPT')) {
        return client.eval(script, keys.length, ...keys, ...args);
      }
      throw error;
    }
  }

  /**
   * Takes the offset between the clocks from a reply: the first one, then those that came back
   * quickly (off by at most half their round trip).
   */
  function observeClock(redisMs: number, sentMs: number): void {
    const receivedMs = performance.now();
    if (offsetMs === undefined || receivedMs - sentMs <= QUICK_REPLY_MS) offsetMs = redisMs - (sentMs + receivedMs) / 2;
  }

  return {
    description: options.description ?? 'redis',
    get inFlight() {
      return inFlight;
    },
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
      if (offsetMs === undefined && cost > 0) {
        // The first count waits for a reading of Redis's clock, so that it has a deadline too.
        const sentMs = performance.now();
        const reply = await run(SCRIPT, [], [0, 0]);
        if (Array.isArray(reply)) observeClock(Number(reply[1]), sentMs);
      }
      const sentMs = performance.now();
      const deadline = offsetMs === undefined ? 0 : Math.floor(sentMs + offsetMs + timeoutMs - marginMs);
      const onLate = (late: unknown): void => {
        // Counted after all, but the request was answered 503: give the units back.
        if (Array.isArray(late) && Number(late[0]) === 1 && cost > 0) run(REFUND, keys, [cost]).catch(() => undefined);
      };
      const reply = await run(SCRIPT, keys, [cost, deadline, ...limits, ...ttls], onLate);
      if (!Array.isArray(reply) || reply.length !== windows.length + 2) {
        throw new Error('The Redis rate-limit script gave an unexpected reply.');
      }
      observeClock(Number(reply[1]), sentMs);
      if (Number(reply[0]) === -1) throw new RedisUnavailable('Redis ran the count after its deadline.');
      return { admitted: Number(reply[0]) === 1, used: reply.slice(2).map(Number) };
    },
    // The caller bounds the wait (the readiness check's timeout), as the client's own timeout does.
    async ping() {
      await (client.ping === undefined ? client.eval('return 1', 0) : client.ping());
    },
    async close() {
      if (options.keepClientOpen === true) return;
      // A connection that is down (Redis stopped, its connection dropped) cannot send QUIT.
      await client.quit?.().catch(() => client.disconnect?.());
    },
  };
}

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  let hex = '';
  for (const byte of new Uint8Array(digest)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
