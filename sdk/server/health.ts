/**
 * The health endpoints of a probe (a Kubernetes kubelet, a load balancer): `GET /healthz` answers
 * 200 while the process serves requests at all, and `GET /readyz` 200 when every dependency
 * answered its last check within a second, else 503. The dependencies are checked at most once
 * per interval (a second by default) however many callers ask: those that ask meanwhile share the
 * last check, or the one under way. Which dependency failed is told only when the operator asks
 * for it (`details`). Both are answered before anything else: not logged, not counted, not rate
 * limited, whatever the `Host`.
 * @module
 */
import type { Hono } from 'hono';
import { problem } from '../core/problem.ts';
import { PROBLEM_CONTENT_TYPE } from './problems.ts';

/** The liveness path. */
export const LIVENESS_PATH = '/healthz';
/** The readiness path. */
export const READINESS_PATH = '/readyz';

/** How long a dependency may take to answer a readiness check, in ms. */
export const READINESS_TIMEOUT_MS = 1000;

/** How long the result of a readiness check is answered before the dependencies are asked again, in ms. */
export const READINESS_INTERVAL_MS = 1000;

/** How `/readyz` checks and what it tells. */
export interface ReadinessOptions {
  /** Ask each dependency for at most this long, in ms. Default `READINESS_TIMEOUT_MS`. */
  timeoutMs?: number | undefined;
  /** Ask again at most once per this many ms, whoever asks. Default `READINESS_INTERVAL_MS`. */
  intervalMs?: number | undefined;
  /** Name each dependency and its result in the answer. Default false: 200 or 503 alone. */
  details?: boolean | undefined;
  /** The time in epoch milliseconds. Default `Date.now`. */
  now?: (() => number) | undefined;
}

/**
 * The checks of `/readyz`, by the name the answer gives them (`store`, `redis`): each resolves
 * when its dependency answers, and rejects or takes longer than the timeout when it does not.
 */
export type ReadinessChecks = Readonly<Record<string, () => unknown>>;

/** What a check found: `ok`, `timeout` (no answer within the timeout) or `error`. */
export type CheckResult = 'ok' | 'timeout' | 'error';

const HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };

/** Runs `check` against the timeout. */
async function run(check: () => unknown, timeoutMs: number): Promise<CheckResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const answered = (async (): Promise<CheckResult> => {
    await check();
    return 'ok';
  })().catch((): CheckResult => 'error');
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every check at once; each one's result by its name. */
export async function readiness(
  checks: ReadinessChecks,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<Record<string, CheckResult>> {
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((name) => run(checks[name] as () => unknown, timeoutMs)));
  return Object.fromEntries(names.map((name, i) => [name, results[i] as CheckResult]));
}

/**
 * The readiness of the dependencies, checked at most once per `intervalMs`: a call while a check
 * runs waits for that check, and a call within the interval after it ended gets its result.
 */
export function coalescedReadiness(
  checks: ReadinessChecks,
  options: Pick<ReadinessOptions, 'timeoutMs' | 'intervalMs' | 'now'> = {},
): () => Promise<Record<string, CheckResult>> {
  const timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS;
  const intervalMs = options.intervalMs ?? READINESS_INTERVAL_MS;
  const now = options.now ?? Date.now;
  let last: { results: Promise<Record<string, CheckResult>>; endedAt: number | undefined } | undefined;
  return () => {
    if (last !== undefined && (last.endedAt === undefined || now() - last.endedAt < intervalMs)) return last.results;
    const current: NonNullable<typeof last> = { results: readiness(checks, timeoutMs), endedAt: undefined };
    void current.results.then(() => {
      current.endedAt = now();
    });
    last = current;
    return current.results;
  };
}

/**
 * Registers `GET` (and so `HEAD`) `/healthz` and `/readyz` on `app`; `createApp` does so before
 * any other route or middleware, so that they run alone.
 */
export function healthEndpoints(
  // biome-ignore lint/suspicious/noExplicitAny: the routes read nothing of the app's variables
  app: Hono<any>,
  checks: ReadinessChecks,
  options: ReadinessOptions = {},
): void {
  const live = JSON.stringify({ status: 'ok' });
  const check = coalescedReadiness(checks, options);
  const details = options.details === true;
  app.get(LIVENESS_PATH, (c) => c.body(live, 200, HEADERS));
  app.get(READINESS_PATH, async (c) => {
    const results = await check();
    const failed = Object.keys(results).filter((name) => results[name] !== 'ok');
    if (failed.length === 0)
      return c.body(JSON.stringify(details ? { status: 'ready', checks: results } : { status: 'ready' }), 200, HEADERS);
    const failures = failed.map((name) => `${name} (${results[name]})`).join(', ');
    const body = details
      ? problem(503, 'NOT_READY', `Not ready: ${failures}.`, { checks: results })
      : problem(503, 'NOT_READY', 'Not ready: a dependency does not answer.');
    return c.body(JSON.stringify(body), 503, { ...HEADERS, 'Content-Type': PROBLEM_CONTENT_TYPE });
  });
}
