/**
 * Wiring on Node: the store, the rate-limit store (memory or Redis) and the mailer, put together
 * into a listening server by `startServer`, which `bank-number serve` runs.
 * @module
 */
import type { Redis } from 'ioredis';
import { createAccountService } from '../accounts/account-service.ts';
import type { AccountService } from '../accounts/account-service.ts';
import { createConsoleMailer } from '../accounts/mailer.ts';
import { createHandler } from '../handler.ts';
import { createMemoryRateLimitStore } from '../rate-limit/memory-store.ts';
import { createRedisRateLimitStore } from '../rate-limit/redis-store.ts';
import type { RateLimitStore } from '../rate-limit/store.ts';
import { DEFAULT_STORE_TIMEOUT_MS, withStoreDeadline } from '../store/deadline.ts';
import { createStoreKeyVerifier } from '../store/key-verifier.ts';
import { openStore } from './open-store.ts';
import type { Store } from '../store/sql-store.ts';
import { traceRateLimitStore, traceStore } from '../tracing.ts';
import type { TraceContextFrom } from '../tracing.ts';
import { nodeClientAddress, serveNode } from './listen.ts';
import type { NodeServer } from './listen.ts';
import { nodeHashApiKey } from './hash.ts';
import { createStreamLogger } from './logger.ts';
import { createServerMetrics, serveMetrics } from './metrics.ts';
import { createSmtpMailer } from './smtp-mailer.ts';
import { serveStaticFiles } from './static.ts';

/** What `startServer` runs; every field but `store` has a default. */
export interface ServerSetup {
  /** The store of keys, accounts, sessions and links, or where to open it: a SQLite file or a `postgres://` URL. */
  store: Store | string;
  /** Default 8787; 0 picks a free port. */
  port?: number | undefined;
  /** Default 127.0.0.1. */
  host?: string | undefined;
  /** Keep the rate-limit counters in Redis (`redis://…`) instead of this process's memory. */
  redisUrl?: string | undefined;
  /**
   * How long a request waits for an operation of the store before it is answered 503, in ms
   * (`withStoreDeadline`). Default 2000.
   */
  databaseTimeoutMs?: number | undefined;
  /** How long Redis may take to connect or answer before the server answers 503, in ms. Default 1000. */
  redisTimeoutMs?: number | undefined;
  /**
   * Reverse proxies in front that append to `X-Forwarded-For`: how many, or their addresses and
   * networks. Default 0.
   */
  trustedProxies?: number | readonly string[] | undefined;
  /** Whose `traceparent` a request's span joins (`createHandler`'s `traceContext`). Default `'proxies'`. */
  traceContext?: TraceContextFrom | undefined;
  /** Serve the files of this folder at `/` outside `/api/`. */
  staticDir?: string | undefined;
  /** The `Host` names (`name` or `name:port`) the server answers; any other gets 421. Default: any. */
  allowedHosts?: readonly string[] | undefined;
  /** The account API; default true. Without `smtp`, sign-in messages are printed on stdout. */
  signUp?: boolean | undefined;
  smtp?: { url: string; from: string } | undefined;
  /** Where sign-in links point; default the address the server listens on. */
  publicUrl?: string | undefined;
  /** Name the dependency that failed in `/readyz`'s answers (`--readyz-details`). Default false. */
  readinessDetails?: boolean | undefined;
  /** Default: batched lines on stdout (`createStreamLogger`). */
  logger?: ReturnType<typeof createStreamLogger> | undefined;
  /**
   * Serve Prometheus metrics at `/metrics` on this address of their own (port 0 picks a free
   * one), never on the API's; or, in a `node:cluster` worker, `'cluster'`: count them and leave
   * them to the primary (`serveClusterMetrics`). Default: no metrics.
   */
  metrics?: { host: string; port: number } | 'cluster' | undefined;
}

/** A server that `startServer` started. */
export interface StartedServer {
  node: NodeServer;
  url: string;
  store: Store;
  rateLimitStore: RateLimitStore;
  accounts: AccountService | undefined;
  /** `http://host:port/metrics` when metrics are served. */
  metricsUrl: string | undefined;
  /** Lets the requests in flight finish, sends the messages on their way, closes the stores. */
  close(): Promise<void>;
}

/**
 * Opens the store (a database that cannot be opened fails here), makes the mailer (a malformed
 * SMTP URL or sender fails here), connects to Redis (a wrong URL fails here) and listens. Each
 * failure is an `Error` whose message says what failed, without a password; what was opened is
 * closed again.
 * @example const server = await startServer({ store: '.bank-number/bank-number.db', port: 0 });
 */
export async function startServer(setup: ServerSetup): Promise<StartedServer> {
  const unobserved = typeof setup.store === 'string' ? await openStore(setup.store) : setup.store;
  // What is open so far, closed again (last first) when a later part fails or the server stops.
  const opened: Array<{ close?: (() => Promise<void>) | undefined }> = [unobserved];
  const open = async <T extends object>(failure: string, make: () => T | Promise<T>): Promise<T> => {
    try {
      const part = await make();
      opened.push(part);
      return part;
    } catch (error) {
      for (const part of opened.reverse()) await part.close?.().catch(() => undefined);
      throw new Error(`${failure}: ${(error as Error).message}`);
    }
  };
  const metrics = setup.metrics && (await open('cannot make the metrics', () => createServerMetrics()));
  const bounded = withStoreDeadline(unobserved, setup.databaseTimeoutMs ?? DEFAULT_STORE_TIMEOUT_MS);
  const store = metrics?.store(bounded) ?? bounded;
  const logger = setup.logger ?? createStreamLogger();
  const unobservedMailer = !(setup.signUp ?? true)
    ? undefined
    : await open('cannot send mail', () =>
        setup.smtp === undefined
          ? // After the request lines written so far, not in the middle of them.
            createConsoleMailer((text) => {
              logger.flush();
              process.stdout.write(text);
            })
          : createSmtpMailer(setup.smtp),
      );
  const mailer = unobservedMailer && (metrics?.mailer(unobservedMailer) ?? unobservedMailer);
  const { redisUrl, redisTimeoutMs: timeoutMs } = setup;
  const rateLimitStore = await open(`cannot connect to Redis at ${describeRedisUrl(redisUrl ?? '')}`, async () => {
    if (redisUrl === undefined) return createMemoryRateLimitStore();
    const client = await connectRedis(redisUrl, { timeoutMs });
    const redis = createRedisRateLimitStore({
      client,
      description: `redis ${describeRedisUrl(redisUrl)}`,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
    return metrics?.redis(redis) ?? redis;
  });
  let listening = '';
  const publicUrl = setup.publicUrl ?? (() => listening);
  // The requests' store and Redis calls as spans, when an OpenTelemetry SDK is registered.
  const traced = traceStore(store);
  const accounts = mailer && createAccountService({ store: traced, mailer, publicUrl, hash: nodeHashApiKey, logger });
  const keys = createStoreKeyVerifier({ store: traced, hash: nodeHashApiKey });
  const handler = createHandler({
    keys: metrics?.keys(keys) ?? keys,
    accounts,
    logger,
    rateLimitStore: redisUrl === undefined ? rateLimitStore : traceRateLimitStore(rateLimitStore),
    trustedProxies: setup.trustedProxies,
    traceContext: setup.traceContext,
    clientAddress: nodeClientAddress,
    staticFiles: setup.staticDir === undefined ? undefined : serveStaticFiles(setup.staticDir),
    allowedHosts: setup.allowedHosts,
    observer: metrics?.observer,
    // The store, and Redis when the counters are there: what /readyz waits for.
    readiness: {
      store: () => store.ping(),
      ...(redisUrl === undefined ? {} : { redis: () => rateLimitStore.ping?.() }),
    },
    readinessDetails: setup.readinessDetails,
  });
  const { host = '127.0.0.1', port = 8787 } = setup;
  const where = setup.metrics;
  const metricsServer =
    metrics && where !== undefined && where !== 'cluster'
      ? await open(`cannot listen for metrics on ${where.host}:${where.port}`, () =>
          serveMetrics(metrics.registry, where),
        )
      : undefined;
  const node = await open(`cannot listen on ${host}:${port}`, () => serveNode({ fetch: handler, port, host }));
  listening = node.url;
  // Sessions and sign-in links past their expiry are deleted by the database, once a minute.
  const sweep = setInterval(
    () => void store.deleteExpired(new Date().toISOString()).catch(() => undefined),
    60_000,
  ).unref();
  return {
    node,
    url: node.url,
    store,
    rateLimitStore,
    accounts,
    metricsUrl: metricsServer?.url,
    async close() {
      await node.shutdown();
      clearInterval(sweep);
      // Messages on their way are sent before the process ends.
      await accounts?.settle();
      for (const part of opened.reverse()) await part.close?.();
      logger.flush();
    },
  };
}

/**
 * Connects to Redis (`redis://[user:password@]host:port[/db]`) and waits for the connection, so
 * that a wrong URL fails at start-up. Commands fail at once while the connection is down instead
 * of queueing, so that the server answers 503 rather than hanging.
 */
export async function connectRedis(url: string, options: { timeoutMs?: number | undefined } = {}): Promise<Redis> {
  const { Redis } = await import('ioredis');
  // A Redis that stops answering (stopped, overloaded, cut off) has its connection dropped after
  // the timeout, and every command waiting on it fails then, at once: nothing waits on a
  // connection that does not answer, and nothing is sent again on the next one (the rate-limit
  // store fails each call after the timeout itself, and its scripts count nothing past their
  // deadline whenever Redis runs them).
  const timeoutMs = options.timeoutMs ?? 1000;
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    connectTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    // Dead peers are noticed by TCP as well as by the socket timeout.
    keepAlive: 10_000,
  });
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
