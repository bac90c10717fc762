/**
 * The API as one WHATWG fetch handler (`Request` in, `Response` out), built on Hono. It uses no
 * runtime-specific API: the Node adapter, or any runtime with `fetch` handlers, serves it.
 * @module
 */
import { Hono } from 'hono';
import type { Handler } from 'hono';
import { BankNumberRequestError } from '../core/errors.ts';
import type { Problem } from '../core/problem.ts';
import { problem, requestProblem } from '../core/problem.ts';
import { ensureQuota } from './access.ts';
import type { MaybePromise } from './maybe.ts';
import { andThen } from './maybe.ts';
import type { ServerContext, ServerEnv, ServerState } from './context.ts';
import type { KeyVerifier } from './keys/key-store.ts';
import { cors } from './middleware/cors.ts';
import { guard } from './middleware/guard.ts';
import type { RequestLogger } from './middleware/request-log.ts';
import { requestLog } from './middleware/request-log.ts';
import type { Respond, Step } from './middleware/step.ts';
import { chain } from './middleware/step.ts';
import { OPENAPI_JSON } from './openapi.ts';
import { ProblemError } from './problems.ts';
import { createMemoryRateLimitStore } from './rate-limit/memory-store.ts';
import { createPolicies } from './rate-limit/policy.ts';
import type { RateLimitStore } from './rate-limit/store.ts';
import { headersOf, problemResponse, respond } from './respond.ts';
import { batchRoute } from './routes/batch.ts';
import { enrichGet, enrichPost } from './routes/enrich.ts';
import { generateGet } from './routes/generate.ts';
import { usageRoute } from './routes/usage.ts';
import { validateGet, validatePost } from './routes/validate.ts';
import type { Endpoint, Tier, TierLimits } from './tiers.ts';
import { DEFAULT_LIMITS, TIERS, tiersFor } from './tiers.ts';

/**
 * A WHATWG fetch handler. `respond` gives the same answer, but at once (without a promise) when
 * nothing had to be waited for; runtimes that take either, such as the Node adapter, use it.
 */
export interface FetchHandler {
  (request: Request): Promise<Response>;
  respond(request: Request): Response | Promise<Response>;
}

/**
 * Serves files outside `/api/` (the demo site): a response for the request, or null when there is
 * no such file. Called for GET and HEAD only.
 */
export type StaticFiles = (request: Request) => Response | null | Promise<Response | null>;

/** Options of `createHandler`; every one has a default. */
export interface HandlerOptions {
  /** Verifies API keys. Without one, every key is unknown and only the Open tier is served. */
  keys?: KeyVerifier | undefined;
  /** Where the rate-limit counters live. Default: this process's memory. */
  rateLimitStore?: RateLimitStore | undefined;
  /**
   * How many reverse proxies in front of the server append to `X-Forwarded-For`. Default 0: the
   * header is ignored and the peer address is the client.
   */
  trustedProxies?: number | undefined;
  /** The peer address of a request's connection, supplied by the runtime adapter. */
  clientAddress?: ((request: Request) => string | undefined) | undefined;
  /** One line per request (DECISIONS.md §12). Default `console`; null for none. */
  logger?: (RequestLogger & { error?(line: string): void }) | null | undefined;
  staticFiles?: StaticFiles | undefined;
  /** The time in epoch milliseconds, for the rate-limit windows. Default `Date.now`. */
  clock?: (() => number) | undefined;
  /** Limits per tier instead of SERVICE.md §8's, e.g. for a private deployment or a load test. */
  limits?: Partial<Record<Tier, TierLimits>> | undefined;
}

interface Route {
  path: string;
  endpoint: Endpoint | null;
  counted: boolean;
  cost?: 'deferred';
  get?: Respond;
  post?: Respond;
}

const API = '/api/v1';

/**
 * The reference API server as a fetch handler (SERVICE.md §4–§9, DECISIONS.md §6–§12).
 * @example
 * const handler = createHandler({ keys: createKeyFileStore({ path, fs: nodeKeyFileSystem }) });
 * const response = await handler(new Request('http://localhost/api/v1/validate?q=011000015'));
 */
export function createHandler(options: HandlerOptions = {}): FetchHandler {
  const logger = options.logger === undefined ? console : options.logger;
  const state: ServerState = {
    keys: options.keys,
    store: options.rateLimitStore ?? createMemoryRateLimitStore(),
    policies: createPolicies({ ...DEFAULT_LIMITS, ...options.limits }),
    trustedProxies: Math.max(0, Math.floor(options.trustedProxies ?? 0)),
    clientAddress: options.clientAddress,
    clock: options.clock ?? Date.now,
  };
  const routes: Route[] = [
    { path: `${API}/validate`, endpoint: '/validate', counted: true, get: validateGet, post: validatePost },
    { path: `${API}/usage`, endpoint: '/usage', counted: false, get: usageRoute(state) },
    { path: `${API}/batch`, endpoint: '/batch', counted: true, cost: 'deferred', post: batchRoute(state) },
    { path: `${API}/enrich`, endpoint: '/enrich', counted: true, get: enrichGet, post: enrichPost },
    { path: `${API}/generate`, endpoint: '/generate', counted: true, get: generateGet },
    { path: `${API}/openapi.json`, endpoint: null, counted: false, get: (c) => andThen(ensureQuota(state, c), () => respond(c, 200, OPENAPI_JSON, 'application/json')) },
  ];

  const onError = (c: ServerContext, error: unknown): MaybePromise<Response> => {
    let body: Problem;
    let headers: Readonly<Record<string, string>> | undefined;
    if (error instanceof BankNumberRequestError) {
      body = requestProblem(error);
    } else if (error instanceof ProblemError) {
      body = error.problem;
      headers = error.headers;
    } else {
      // Only the error's class and where it was thrown: its message could quote the request.
      const where = error instanceof Error ? (error.stack ?? '').split('\n').slice(1, 4).map((line) => line.trim()).join(' | ') : '';
      const name = error instanceof Error ? error.name : typeof error;
      logger?.error?.(`{"error":${JSON.stringify(name)},"at":${JSON.stringify(where)}}`);
      body = problem(500, 'INTERNAL_ERROR', 'The server could not answer this request.');
    }
    let quota: MaybePromise<unknown>;
    try {
      quota = ensureQuota(state, c);
    } catch {
      // The store is unreachable: answer without rate-limit headers rather than not at all.
      quota = undefined;
    }
    if (!(quota instanceof Promise)) return problemResponse(c, body, headers);
    return quota.then(
      () => problemResponse(c, body, headers),
      () => problemResponse(c, body, headers),
    );
  };

  const { headers: corsHeaders, preflight } = cors();
  const log: Step[] = logger === null ? [] : [requestLog({ logger })];
  const outer: Step[] = [...log, corsHeaders];
  // CORS is the API's (DECISIONS.md §10): the demo's files, and 404s outside the API, go without it.
  const corsForApi: Step = (c, next) => (isApiPath(c.req.path) ? corsHeaders(c, next) : next());
  const app = new Hono<ServerEnv>({ strict: true });
  const byPath = new Map<string, { route: Route; methodNotAllowed: Handler<ServerEnv> }>();

  for (const route of routes) {
    const { path } = route;
    const methods = [route.get && 'GET', route.post && 'POST'].filter((m): m is string => typeof m === 'string');
    const access = guard(state, {
      path,
      tiers: route.endpoint === null ? TIERS : tiersFor(route.endpoint),
      counted: route.counted,
      ...(route.cost === undefined ? {} : { cost: route.cost }),
    });
    const answerPreflight = preflight(methods);
    app.options(
      path,
      chain(outer, (c) => {
        c.set('logPath', path);
        return andThen(ensureQuota(state, c), () => answerPreflight(c));
      }, onError),
    );
    // Each route is one Hono handler made of its steps, so that Hono can answer it without a promise.
    if (route.get !== undefined) app.get(path, chain([...outer, access], route.get, onError));
    if (route.post !== undefined) app.post(path, chain([...outer, access], route.post, onError));
    const allow = [...methods, 'OPTIONS'].join(', ');
    // A wrong method is still a request to the endpoint: credentials are checked and it is counted.
    const wrongMethod = guard(state, { path, counted: route.counted });
    byPath.set(path, {
      route,
      methodNotAllowed: chain([...outer, wrongMethod], (c) =>
        andThen(ensureQuota(state, c), () =>
          problemResponse(c, problem(405, 'METHOD_NOT_ALLOWED', `This endpoint accepts ${allow}.`), { Allow: allow }),
        ), onError),
    });
  }

  const notFound = chain(
    [...log, corsForApi],
    async (c) => {
      const method = c.req.method;
      if (options.staticFiles !== undefined && (method === 'GET' || method === 'HEAD') && !c.req.path.startsWith('/api/')) {
        const file = await options.staticFiles(c.req.raw);
        if (file !== null) {
          c.set('logPath', c.req.path);
          await ensureQuota(state, c);
          const headers = headersOf(c);
          file.headers.forEach((value, name) => {
            headers[name] = value;
          });
          return new Response(file.body, { status: file.status, headers });
        }
      }
      await ensureQuota(state, c);
      return problemResponse(c, problem(404, 'NOT_FOUND', `There is no such resource; the API lives under ${API}.`));
    },
    onError,
  );

  // Hono finds no handler for a wrong method either: tell the two apart here.
  app.notFound((c) => {
    const known = byPath.get(c.req.path);
    return (known === undefined ? notFound(c, noNext) : known.methodNotAllowed(c, noNext)) as Response | Promise<Response>;
  });
  // Every error is answered inside the steps; this is the last resort should that fail.
  app.onError((error, c) => onError(c, error));

  const respondNow = (request: Request): Response | Promise<Response> => app.fetch(request);
  const handler = (request: Request): Promise<Response> => Promise.resolve(respondNow(request));
  return Object.assign(handler, { respond: respondNow });
}

const noNext = async (): Promise<void> => {};

function isApiPath(path: string): boolean {
  return path.startsWith(API) && (path.length === API.length || path.charCodeAt(API.length) === 47 /* / */);
}
