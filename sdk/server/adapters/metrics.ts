/**
 * The server's Prometheus metrics on Node, with prom-client: an observer for the handler (requests
 * by route and status, their latency, the rate-limit decisions), wrappers that count what the
 * store, the rate-limit store, the key verifier and the mailer do, the process's own metrics, and
 * a listener of its own that serves them at `/metrics` (`bank-number serve --metrics HOST:PORT`);
 * with `--workers`, the primary's listener serves the sum of every worker's counts.
 * prom-client is an optional peer dependency, loaded only when metrics are asked for. No label
 * holds a key, an input, an address or an e-mail address: routes are patterns, operations are
 * method names, the rest come from fixed lists.
 * @module
 */
import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MetricObjectWithValues, MetricValue, Registry } from 'prom-client';
import { dataStatus } from '../../data-status.ts';
import type { Mailer } from '../accounts/mailer.ts';
import { isWellFormedApiKey } from '../keys/api-key.ts';
import type { KeyVerifier } from '../keys/key-store.ts';
import type { ServerObserver } from '../observer.ts';
import type { RateLimitStore } from '../rate-limit/store.ts';
import { aroundOperations } from '../store/operations.ts';
import { SLOW_CLIENT_LIMITS } from './listen.ts';

/** The latency histogram's buckets, in seconds: a validation takes well under a millisecond. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The metrics of one server, and what counts into them. */
export interface ServerMetrics {
  /** Every metric of the server, the process's own included. */
  readonly registry: Registry;
  /** For `createHandler({ observer })`. */
  readonly observer: ServerObserver;
  /**
   * The store with each method's failures counted (`timeout` or `error`, by the method's name), and
   * each account that a sign-in creates counted as a sign-up.
   */
  store<S extends object>(store: S): S;
  /** The Redis rate-limit store with its failures counted (`timeout` or `error`). */
  redis(store: RateLimitStore): RateLimitStore;
  /**
   * The key verifier with its answers counted: from memory (`hit`) or not (`miss`: read from the
   * store, or refused by the look-up limit first).
   */
  keys(verifier: KeyVerifier): KeyVerifier;
  /** The mailer with its messages counted: `sent` or `failed`. */
  mailer(mailer: Mailer): Mailer;
}

/** A failure that is a timeout: a message that says so, SQLite's busy timeout, PostgreSQL's statement or lock timeout. */
export function isTimeout(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'SQLITE_BUSY' || code === '57014' || code === '55P03') return true;
  return error instanceof Error && /time(?:d)? ?out|did not answer/i.test(error.message);
}

/**
 * Makes the server's metrics in a registry of their own, with prom-client's process metrics
 * (memory, CPU, event-loop delay, garbage collection). In a `node:cluster` worker, that registry
 * is also what the worker answers when its primary asks for metrics (`serveClusterMetrics`).
 * @example
 * const metrics = await createServerMetrics();
 * const handler = createHandler({ observer: metrics.observer, keys: metrics.keys(keys) });
 */
export async function createServerMetrics(): Promise<ServerMetrics> {
  const prom = await import('prom-client');
  const registry = new prom.Registry();
  prom.collectDefaultMetrics({ register: registry });
  if (cluster.isWorker) answerPrimary(registry);
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new prom.Counter<L>({ name, help, labelNames, registers: [registry] });

  const requests = counter('bank_number_http_requests_total', 'Requests answered, by method, route and status.', [
    'method',
    'route',
    'status',
  ]);
  const latency = new prom.Histogram<'method' | 'route'>({
    name: 'bank_number_http_request_duration_seconds',
    help: 'Time from a request reaching the app to its answer, by method and route.',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const decisions = counter(
    'bank_number_rate_limit_decisions_total',
    'Requests counted against a rate limit, by tier, policy and decision (admitted or refused).',
    ['tier', 'policy', 'decision'],
  );
  const storeErrors = counter(
    'bank_number_store_errors_total',
    'Store operations that failed, by operation and kind (timeout or error).',
    ['operation', 'kind'],
  );
  const redisErrors = counter(
    'bank_number_redis_errors_total',
    'Redis rate-limit calls that failed, by operation and kind (timeout or error).',
    ['operation', 'kind'],
  );
  const keyCache = counter(
    'bank_number_key_cache_lookups_total',
    'Well-formed API keys verified: answered from memory (hit) or not (miss).',
    ['result'],
  );
  const signUps = counter('bank_number_sign_ups_total', 'Accounts created by their first sign-in.', []);
  const mails = counter('bank_number_mails_total', 'Sign-in messages handed to the mailer, sent or failed.', [
    'result',
  ]);
  // How old each shipped dataset is, read at each scrape; the same in every worker, so not summed.
  new prom.Gauge<'source'>({
    name: 'bank_number_data_age_days',
    help: 'Days since the date of each shipped dataset (bank-number data status), by source.',
    labelNames: ['source'],
    registers: [registry],
    aggregator: 'max',
    collect() {
      for (const s of dataStatus()) this.set({ source: s.id }, s.ageDays);
    },
  });
  new prom.Gauge<'source'>({
    name: 'bank_number_data_expired',
    help: '1 once a dataset is past the last day its publisher says it is valid, else 0, by source.',
    labelNames: ['source'],
    registers: [registry],
    aggregator: 'max',
    collect() {
      for (const s of dataStatus()) this.set({ source: s.id }, s.expired ? 1 : 0);
    },
  });
  // Series that exist from the start, at 0, so that a rate over them has a beginning.
  for (const result of ['hit', 'miss']) keyCache.inc({ result }, 0);
  for (const result of ['sent', 'failed']) mails.inc({ result }, 0);

  /** Counts the failures of `call`, whether it throws or its promise rejects. */
  const counting =
    (errors: typeof storeErrors, operation: string) =>
    <T>(call: () => T): T => {
      const fail = (error: unknown): never => {
        errors.inc({ operation, kind: isTimeout(error) ? 'timeout' : 'error' });
        throw error;
      };
      let result: T;
      try {
        result = call();
      } catch (error) {
        return fail(error);
      }
      return (result instanceof Promise ? result.catch(fail) : result) as T;
    };

  return {
    registry,
    observer: {
      request({ method, route, status, durationMs }) {
        requests.inc({ method, route, status: String(status) });
        latency.observe({ method, route }, durationMs / 1000);
      },
      rateLimit({ tier, policies, admitted }) {
        decisions.inc({ tier, policy: policies.join(','), decision: admitted ? 'admitted' : 'refused' });
      },
    },
    store(store) {
      return aroundOperations(store, (operation) => {
        const count = counting(storeErrors, operation);
        if (operation !== 'signIn') return count;
        return (call) =>
          count(() =>
            (call() as Promise<{ created?: boolean } | null>).then((result) => {
              if (result?.created === true) signUps.inc();
              return result;
            }),
          );
      });
    },
    redis(store) {
      const { ping } = store;
      return {
        description: store.description,
        hit: (...args) => counting(redisErrors, 'hit')(() => store.hit(...args)),
        ...(ping === undefined ? {} : { ping: () => counting(redisErrors, 'ping')(() => ping.call(store)) }),
        ...(store.close === undefined ? {} : { close: () => store.close?.() ?? Promise.resolve() }),
      };
    },
    keys(verifier) {
      return {
        verify(key, beforeLookUp) {
          const answer = verifier.verify(key, beforeLookUp);
          // A malformed key is refused on sight (null at once), neither hit nor miss; the checksum
          // is checked only for such an answer, not for every known key.
          if (answer instanceof Promise) keyCache.inc({ result: 'miss' });
          else if (answer !== null || isWellFormedApiKey(key)) keyCache.inc({ result: 'hit' });
          return answer;
        },
      };
    },
    mailer(mailer) {
      return {
        ...mailer,
        send: (message) =>
          mailer.send(message).then(
            () => mails.inc({ result: 'sent' }),
            (error: unknown) => {
              mails.inc({ result: 'failed' });
              throw error;
            },
          ),
        ...(mailer.close === undefined ? {} : { close: () => mailer.close?.() ?? Promise.resolve() }),
      };
    },
  };
}

/** The message a primary sends its workers for their counts, and their answer. */
const ASK = 'bank-number:metrics-request';
const ANSWER = 'bank-number:metrics';
interface MetricsAnswer {
  type: typeof ANSWER;
  id: number;
  metrics: MetricObjectWithValues<MetricValue<string>>[];
}

/** In a `node:cluster` worker: answers each request of the primary with the registry's counts. */
function answerPrimary(registry: Registry): void {
  process.on('message', (message: { type?: unknown; id?: unknown } | null) => {
    if (message?.type !== ASK || typeof message.id !== 'number') return;
    const id = message.id;
    void registry.getMetricsAsJSON().then(
      (metrics) => process.send?.({ type: ANSWER, id, metrics } satisfies MetricsAnswer),
      () => undefined,
    );
  });
}

/** How many connections the metrics listener keeps open at once: a scraper needs one or two. */
export const METRICS_MAX_CONNECTIONS = 32;

/** A listener that serves metrics. */
/** A listener that serves metrics. */
export interface MetricsServer {
  /** `http://host:port/metrics`, with the port actually bound. */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `registry` in the Prometheus text format at `GET /metrics` on `host:port` (0 picks a free
 * port); every other path is 404. Meant for an address that only the scraper reaches.
 * @example
 * const { registry } = await createServerMetrics();
 * const served = await serveMetrics(registry, { host: '127.0.0.1', port: 0 });
 * await served.close();
 */
export async function serveMetrics(
  registry: { contentType: string; metrics(): Promise<string> },
  where: { host: string; port: number },
): Promise<MetricsServer> {
  // Scrapes that arrive while a collection runs share it: a burst of them costs one.
  let collecting: Promise<string> | undefined;
  const collect = (): Promise<string> =>
    (collecting ??= registry.metrics().finally(() => {
      collecting = undefined;
    }));
  // The API's limits of slow clients, and a few connections at most: a client that holds many,
  // or sends its request a byte at a time, is cut off as on the API's port.
  const server = createServer(SLOW_CLIENT_LIMITS, (request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Metrics are at /metrics.\n');
      return;
    }
    collect().then(
      (text) => {
        response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Metrics failed.\n'),
    );
  });
  server.maxConnections = METRICS_MAX_CONNECTIONS;
  // A connection on which nothing moves (a request line and then silence, or nothing at all) is
  // closed as well: Node's header timeout counts only while a request's bytes arrive.
  server.setTimeout(SLOW_CLIENT_LIMITS.headersTimeout);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = where.host.includes(':') ? `[${where.host}]` : where.host;
  return {
    url: `http://${host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** How long the primary waits for a worker's counts at a scrape, in ms. */
export const WORKER_ANSWER_MS = 1000;

/** Metrics that only grow (counters, histograms): kept for a worker that does not answer or is gone. */
const growing = (metric: { type: unknown }): boolean => metric.type === 'counter' || metric.type === 'histogram';

/**
 * In the primary of a `node:cluster`, serves at `GET /metrics` on `host:port` the metrics of all
 * its workers, asked for at each scrape (each worker makes its own with `createServerMetrics`):
 * counters and histograms summed, the process metrics as prom-client aggregates them. A worker
 * that does not answer within `WORKER_ANSWER_MS` (stopped, busy, exiting) is counted by the counts
 * it last gave, and left out of the gauges; the counts a worker gave before it exited stay in the
 * sums, so that no counter goes backwards when a worker is restarted.
 * `bank_number_metrics_workers` says how many workers answered and how many did not.
 * @example
 * const served = await serveClusterMetrics({ host: '127.0.0.1', port: 9464 });
 */
export async function serveClusterMetrics(where: { host: string; port: number }): Promise<MetricsServer> {
  const prom = await import('prom-client');
  type Metrics = MetricsAnswer['metrics'];
  /** The last counts of each worker by its id, counters and histograms only. */
  const last = new Map<number, Metrics>();
  /** The counts of the workers that exited, as they last gave them; summed into one at the next scrape. */
  const exited: Metrics[] = [];
  const waiting = new Map<number, (metrics: Metrics) => void>();
  let nextId = 0;
  const onMessage = (_worker: Worker, message: Partial<MetricsAnswer> | null): void => {
    if (message?.type === ANSWER && typeof message.id === 'number') waiting.get(message.id)?.(message.metrics ?? []);
  };
  const onExit = (worker: Worker): void => {
    const counts = last.get(worker.id);
    last.delete(worker.id);
    if (counts !== undefined) exited.push(counts);
  };
  cluster.on('message', onMessage);
  cluster.on('exit', onExit);

  /** One worker's counts, or undefined when it does not answer in time. */
  const ask = (worker: Worker): Promise<Metrics | undefined> =>
    new Promise((resolve) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve(undefined);
      }, WORKER_ANSWER_MS);
      waiting.set(id, (metrics) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(metrics);
      });
      try {
        worker.send({ type: ASK, id });
      } catch {
        // Its channel closed meanwhile: it does not answer.
      }
    });

  const metrics = async (): Promise<string> => {
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker?.isConnected()) as Worker[];
    const answers = await Promise.all(workers.map(ask));
    if (exited.length > 1) {
      const merging = exited.splice(0);
      const sums = await prom.AggregatorRegistry.aggregate(merging).getMetricsAsJSON();
      exited.unshift(sums.filter(growing) as Metrics);
    }
    const parts: Metrics[] = [...exited];
    let silent = 0;
    answers.forEach((answer, index) => {
      const worker = workers[index] as Worker;
      if (answer === undefined) {
        silent++;
        parts.push(last.get(worker.id) ?? []);
        return;
      }
      // A worker that exited meanwhile has had its last counts kept already.
      if (!worker.isDead()) last.set(worker.id, answer.filter(growing));
      parts.push(answer);
    });
    const registry = prom.AggregatorRegistry.aggregate(parts);
    const gauge = new prom.Gauge({
      name: 'bank_number_metrics_workers',
      help:
        'Workers asked for their counts at this scrape, by whether they answered; the counters of one ' +
        'that did not are its last known, its gauges are left out.',
      labelNames: ['answered'],
      registers: [registry],
    });
    gauge.set({ answered: 'yes' }, workers.length - silent);
    gauge.set({ answered: 'no' }, silent);
    return registry.metrics();
  };
  const served = await serveMetrics({ contentType: prom.Registry.PROMETHEUS_CONTENT_TYPE, metrics }, where);
  return {
    url: served.url,
    close: async () => {
      cluster.off('message', onMessage);
      cluster.off('exit', onExit);
      await served.close();
    },
  };
}
