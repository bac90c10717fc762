/**
 * The server as a Hono app: the log line, the API (routes/api.ts) under `/api/v1` and the account
 * API (routes/account.ts) under `/api/account/`, each a Hono app of its own mounted with
 * `app.route()`, the demo's files, and the answers to errors and unknown paths. It uses no
 * runtime-specific API: `app.fetch` is a WHATWG fetch handler that any runtime can serve.
 * @module
 */
import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { BankNumberRequestError } from '../core/errors.ts';
import type { Problem } from '../core/problem.ts';
import { problem, requestProblem } from '../core/problem.ts';
import { problemResponse } from './answers.ts';
import { ensureQuota } from './counting.ts';
import type { ServerContext, ServerEnv, ServerState } from './context.ts';
import type { AccountService } from './accounts/account-service.ts';
import { allowedHosts } from './allowed-hosts.ts';
import { proxyAddresses } from './client-address.ts';
import { healthEndpoints } from './health.ts';
import type { ReadinessChecks } from './health.ts';
import type { KeyVerifier } from './keys/key-store.ts';
import type { ServerObserver } from './observer.ts';
import { ProblemError } from './problems.ts';
import { createMemoryRateLimitStore } from './rate-limit/memory-store.ts';
import { createPolicies, invalidKeyPolicy, writeRateLimitHeaders } from './rate-limit/policy.ts';
import type { RateLimitStore } from './rate-limit/store.ts';
import { accountRoutes } from './routes/account.ts';
import { apiRoutes } from './routes/api.ts';
import { ACCOUNT_API, API } from './paths.ts';
import type { Tier, TierLimits } from './tiers.ts';
import { DEFAULT_INVALID_KEY_LIMIT, DEFAULT_LIMITS } from './tiers.ts';
import { trustedHops } from './credentials.ts';
import { METHODS, traceRequests } from './tracing.ts';
import type { TraceContextFrom } from './tracing.ts';

/** Where the server writes its one line per request; `console` fits. */
export interface RequestLogger {
  info(line: string): void;
  error?(line: string): void;
}

/** Options of `createApp` and `createHandler`; every one has a default. */
export interface HandlerOptions {
  /** Verifies API keys. Without one, every key is unknown and only the Open tier is served. */
  keys?: KeyVerifier | undefined;
  /** Where the rate-limit counters live. Default: this process's memory. */
  rateLimitStore?: RateLimitStore | undefined;
  /**
   * The reverse proxies in front of the server that append to `X-Forwarded-For`: how many, or
   * their addresses and networks (`['10.0.0.0/8', '192.0.2.7']`), so that the header is read only
   * from them. Default 0: the header is ignored.
   */
  trustedProxies?: number | readonly string[] | undefined;
  /** The peer address of a request, from the runtime (`env` is what the runtime passes to `fetch`). */
  clientAddress?: ((request: Request, env: unknown) => string | undefined) | undefined;
  /** One line per request. Default `console`; null for none. */
  logger?: RequestLogger | null | undefined;
  /** Serves files outside `/api/` for GET and HEAD (the demo site): Hono middleware, such as `serveStaticFiles`. */
  staticFiles?: MiddlewareHandler | undefined;
  /** The time in epoch milliseconds, for the rate-limit windows. Default `Date.now`. */
  clock?: (() => number) | undefined;
  /** Limits per tier instead of the contract's, e.g. for a private deployment or a load test. */
  limits?: Partial<Record<Tier, TierLimits>> | undefined;
  /** Requests a minute per client address with a key that is not valid or out of place. Default 60. */
  invalidKeyLimit?: number | undefined;
  /**
   * The accounts of the dashboard (`createAccountService`), under `/api/account/`; without them every
   * path there is 404.
   */
  accounts?: AccountService | undefined;
  /**
   * The `Host` names (`name` for any port, or `name:port`) the server answers; any other `Host`
   * gets 421 before anything else, so that a DNS-rebinding page reads nothing. Default: any.
   */
  allowedHosts?: readonly string[] | undefined;
  /**
   * What `GET /readyz` checks, by the name its answer gives each (`{ store: () => store.ping() }`):
   * 200 when every one answered within a second, else 503. They are asked at most once per
   * `readinessIntervalMs`, however many callers ask. Default none: `/readyz` then answers 200 like
   * `/healthz`.
   */
  readiness?: ReadinessChecks | undefined;
  /** How often `/readyz` may ask the dependencies at most, in ms. Default 1000. */
  readinessIntervalMs?: number | undefined;
  /**
   * Name each dependency and its result (`ok`, `timeout`, `error`) in `/readyz`'s answers. Default
   * false: any caller can ask `/readyz`, so it says 200 or 503 and not which dependency is down.
   */
  readinessDetails?: boolean | undefined;
  /** Told of each answered request and each rate-limit decision, e.g. for metrics. Default none. */
  observer?: ServerObserver | undefined;
  /**
   * Whose trace context (`traceparent`) a request's span joins, its sampled flag included:
   * `'proxies'` (default) only a request through one of `trustedProxies`, `'any'` every request,
   * `'none'` no request. Any other request starts a trace of the server's own, which the
   * registered sampler decides alone, linked to the caller's.
   */
  traceContext?: TraceContextFrom | undefined;
}

/** A WHATWG fetch handler: `Request` in, `Response` out. */
export type FetchHandler = (request: Request, env?: unknown) => Promise<Response>;

const INTERNAL = (): Problem => problem(500, 'INTERNAL_ERROR', 'The server could not answer this request.');

/**
 * What the app keeps while it runs, from its options: the key verifier, the rate-limit store and
 * policies, how the client's address is read and the clock. The API's middleware takes it.
 */
export function serverState(options: HandlerOptions = {}): ServerState {
  const trustedProxies = options.trustedProxies ?? 0;
  return {
    keys: options.keys,
    store: options.rateLimitStore ?? createMemoryRateLimitStore(),
    policies: createPolicies({ ...DEFAULT_LIMITS, ...options.limits }),
    invalidKeyPolicy: invalidKeyPolicy(options.invalidKeyLimit ?? DEFAULT_INVALID_KEY_LIMIT),
    trustedProxies: typeof trustedProxies === 'number' ? Math.max(0, Math.floor(trustedProxies)) : 0,
    clientAddress: options.clientAddress,
    proxyAddresses: typeof trustedProxies === 'number' ? undefined : proxyAddresses(trustedProxies),
    clock: options.clock ?? Date.now,
    observer: options.observer,
  };
}

/**
 * The reference API server as a Hono app.
 * @example
 * const app = createApp({ keys });
 * const response = await app.request('/api/v1/validate?q=011000015');
 */
export function createApp(options: HandlerOptions = {}): Hono<ServerEnv> {
  // Refused here rather than with a 500 at the first request.
  if (options.keys !== undefined && typeof options.keys?.verify !== 'function')
    throw new TypeError('createApp: `keys` must have verify(key), e.g. a key store.');
  if (options.rateLimitStore !== undefined && typeof options.rateLimitStore?.hit !== 'function') {
    throw new TypeError('createApp: `rateLimitStore` must have hit(), e.g. createMemoryRateLimitStore().');
  }
  if (options.accounts !== undefined && typeof options.accounts?.signIn !== 'function')
    throw new TypeError('createApp: `accounts` must come from createAccountService().');
  const logger = options.logger === undefined ? console : options.logger;
  const state = serverState(options);
  const app = new Hono<ServerEnv>();
  // First of all: a probe's request is answered alone, neither logged nor counted, whatever its Host.
  healthEndpoints(app, options.readiness ?? {}, {
    intervalMs: options.readinessIntervalMs,
    details: options.readinessDetails,
  });
  // A span per request (OpenTelemetry), when an SDK is registered; the route is its pattern.
  const traceContext = options.traceContext ?? 'proxies';
  app.use(
    traceRequests(
      tracedRoute,
      traceContext === 'proxies' ? (c) => trustedHops(state, c as ServerContext) > 0 : () => traceContext === 'any',
    ),
  );
  if (options.allowedHosts !== undefined) app.use(allowedHosts(options.allowedHosts));

  const logFailure = (error: unknown): void => {
    // Only the error's class and where it was thrown: its message could quote the request.
    const where =
      error instanceof Error
        ? (error.stack ?? '')
            .split('\n')
            .slice(1, 4)
            .map((line) => line.trim())
            .join(' | ')
        : '';
    const name = error instanceof Error ? error.name : typeof error;
    logger?.error?.(`{"error":${JSON.stringify(name)},"at":${JSON.stringify(where)}}`);
  };

  /**
   * The caller's rate-limit headers on an answer that counts nothing (a file, a 404); none while
   * the store is unreachable: such answers are given without them rather than not at all.
   */
  const quotaHeaders = async (c: Context<ServerEnv>): Promise<void> => {
    const quota = await ensureQuota(state, c).catch(() => undefined);
    if (quota !== undefined) writeRateLimitHeaders(quota, c.header);
  };

  /** The answers of the API (not the account API's) carry the caller's rate-limit headers. */
  const withQuota = async (c: Context<ServerEnv>): Promise<void> => {
    if (c.req.path.startsWith(ACCOUNT_API) && options.accounts !== undefined) return;
    // The store is unreachable: answer without rate-limit headers rather than not at all.
    await ensureQuota(state, c).catch(() => undefined);
  };

  app.onError(async (error, c) => {
    let body: Problem;
    let headers: Readonly<Record<string, string>> | undefined;
    if (error instanceof BankNumberRequestError) body = requestProblem(error);
    else if (error instanceof ProblemError) {
      [body, headers] = [error.problem, error.headers];
      // A store that failed: the answer says so, the log says why.
      if (error.cause !== undefined) logFailure(error.cause);
    } else {
      logFailure(error);
      body = INTERNAL();
    }
    // A store that did not answer is not asked again for headers: the 503 goes out at once.
    if (body.status !== 503) await withQuota(c);
    return problemResponse(c, body, headers);
  });

  // One JSON line per request: method, route, status, duration, tier; never the query, body or key.
  // The observer is told the same, with the route pattern in place of a static file's path.
  const observer = options.observer?.request === undefined ? undefined : options.observer;
  if (logger !== null || observer !== undefined) {
    app.use(async (c, next) => {
      const start = performance.now();
      await next();
      const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER';
      const file = c.get('logPath');
      const route = file === undefined ? routeOf(c) : undefined;
      const durationMs = performance.now() - start;
      const status = c.res.status;
      const tier = c.get('tier') ?? 'open';
      logger?.info(
        `{"method":"${method}","path":${JSON.stringify(file ?? route)},"status":${status},` +
          `"durationMs":${Math.round(durationMs * 100) / 100},"tier":"${tier}"}`,
      );
      observer?.request?.({ method, route: route ?? '(static)', status, durationMs, tier });
    });
  }

  app.route(API, apiRoutes(state));
  if (options.accounts !== undefined) app.route(ACCOUNT_API.slice(0, -1), accountRoutes(state, options.accounts));

  const staticFiles = options.staticFiles;
  if (staticFiles !== undefined) {
    app.on(['GET', 'HEAD'], '*', async (c, next) => {
      if (c.req.path.startsWith('/api/')) return next();
      // A file and the 404 both report the caller's bucket.
      await quotaHeaders(c);
      const answer = await staticFiles(c, next);
      if (answer instanceof Response) c.set('logPath', c.req.path);
      return answer;
    });
  }

  app.notFound(async (c) => {
    await withQuota(c);
    return problemResponse(c, problem(404, 'NOT_FOUND', `There is no such resource; the API lives under ${API}.`));
  });
  return app;
}

/**
 * The route a request was answered by, as written to the log: the pattern, never what the client
 * typed into an unknown path (a catch-all's `*` is `(unmatched)`).
 */
function routeOf(c: Context): string {
  const route = routePath(c);
  return route.endsWith('*') ? '(unmatched)' : route;
}

/** The route of a span: the pattern, or nothing for a request no route matched. */
function tracedRoute(c: Context): string | undefined {
  const route = routeOf(c);
  return route === '(unmatched)' ? undefined : route;
}

/**
 * The reference API server as a WHATWG fetch handler, for any runtime.
 * @example
 * const handler = createHandler({ keys });
 * const response = await handler(new Request('http://localhost/api/v1/validate?q=011000015'));
 */
export function createHandler(options: HandlerOptions = {}): FetchHandler {
  const app = createApp(options);
  return (request, env) => Promise.resolve(app.fetch(request, env));
}
