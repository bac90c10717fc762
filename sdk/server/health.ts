/**
 * The health endpoints of a probe (a Kubernetes kubelet, a load balancer): `GET /healthz` answers
 * 200 while the process serves requests at all, and `GET /readyz` 200 when every dependency
 * answers within a second, else 503 with a problem body that names the one that failed. Both are
 * answered before anything else: not logged, not counted, not rate limited, whatever the `Host`.
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
 * Registers `GET` (and so `HEAD`) `/healthz` and `/readyz` on `app`; `createApp` does so before
 * any other route or middleware, so that they run alone.
 */
// biome-ignore lint/suspicious/noExplicitAny: the routes read nothing of the app's variables
export function healthEndpoints(app: Hono<any>, checks: ReadinessChecks, timeoutMs = READINESS_TIMEOUT_MS): void {
  const live = JSON.stringify({ status: 'ok' });
  app.get(LIVENESS_PATH, (c) => c.body(live, 200, HEADERS));
  app.get(READINESS_PATH, async (c) => {
    const results = await readiness(checks, timeoutMs);
    const failed = Object.keys(results).filter((name) => results[name] !== 'ok');
    if (failed.length === 0) return c.body(JSON.stringify({ status: 'ready', checks: results }), 200, HEADERS);
    const failures = failed.map((name) => `${name} (${results[name]})`).join(', ');
    const body = problem(503, 'NOT_READY', `Not ready: ${failures}.`, { checks: results });
    return c.body(JSON.stringify(body), 503, { ...HEADERS, 'Content-Type': PROBLEM_CONTENT_TYPE });
  });
}
