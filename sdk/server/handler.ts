/**
 * The API as one WHATWG fetch handler (`Request` in, `Response` out), routed by Hono's router. It
 * uses no runtime-specific API: the Node adapter, or any runtime with `fetch` handlers, serves it.
 * @module
 */
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { BankNumberRequestError } from '../core/errors.ts';
import type { Problem } from '../core/problem.ts';
import { problem, requestProblem } from '../core/problem.ts';
import { ensureQuota } from './access.ts';
import type { AccountService } from './accounts/account-service.ts';
import type { MaybePromise } from './maybe.ts';
import { andThen } from './maybe.ts';
import type { Answer, RequestParts, ServerState } from './context.ts';
import { ServerContext } from './context.ts';
import type { KeyVerifier } from './keys/key-store.ts';
import { cors } from './middleware/cors.ts';
import { guard } from './middleware/guard.ts';
import type { RequestLogger } from './middleware/request-log.ts';
import { requestLog } from './middleware/request-log.ts';
import type { Respond, Step } from './middleware/step.ts';
import { chain } from './middleware/step.ts';
import { OPENAPI_JSON } from './openapi.ts';
import { PROBLEM_CONTENT_TYPE, ProblemError } from './problems.ts';
import { createMemoryRateLimitStore } from './rate-limit/memory-store.ts';
import { createPolicies } from './rate-limit/policy.ts';
import type { RateLimitStore } from './rate-limit/store.ts';
import { problemResponse, putHeader, respond } from './respond.ts';
import { ACCOUNT_API, accountRoutes } from './routes/account.ts';
import { batchRoute } from './routes/batch.ts';
import { enrichGet, enrichPost } from './routes/enrich.ts';
import { generateGet } from './routes/generate.ts';
import { usageRoute } from './routes/usage.ts';
import { validateGet, validatePost } from './routes/validate.ts';
import type { Endpoint, Tier, TierLimits } from './tiers.ts';
import { DEFAULT_LIMITS, TIERS, tiersFor } from './tiers.ts';

/**
 * A WHATWG fetch handler. `respond` gives the same answer, but at once (without a promise) when
 * nothing had to be waited for. `answer` gives it for a request in parts, as parts: a runtime
 * adapter that writes answers itself (the Node adapter does) needs neither a `Request` nor a
 * `Response` for a request without a body.
 */
export interface FetchHandler {
  (request: Request): Promise<Response>;
  respond(request: Request): Response | Promise<Response>;
  answer(request: RequestParts): Answer | Promise<Answer>;
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
  /**
   * The accounts of the dashboard (`createAccountService`), served under `/api/account/`
   * (docs/accounts.md). Without them every path there is 404.
   */
  accounts?: AccountService | undefined;
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
 * The reference API server as a fetch handler (SERVICE.md §4–§9, DECISIONS.md §6–§12). Hono's
 * router finds the route; the route's steps and the route itself answer on the request's
 * context, at once whenever nothing has to be waited for.
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
    identities: { none: new Map(), misplaced: new Map(), invalid: new Map(), valid: new Map() },
  };
  const routes: Route[] = [
    { path: `${API}/validate`, endpoint: '/validate', counted: true, get: validateGet, post: validatePost },
    { path: `${API}/usage`, endpoint: '/usage', counted: false, get: usageRoute(state) },
    { path: `${API}/batch`, endpoint: '/batch', counted: true, cost: 'deferred', post: batchRoute(state) },
    { path: `${API}/enrich`, endpoint: '/enrich', counted: true, get: enrichGet, post: enrichPost },
    { path: `${API}/generate`, endpoint: '/generate', counted: true, get: generateGet },
    { path: `${API}/openapi.json`, endpoint: null, counted: false, get: (c) => andThen(ensureQuota(state, c), () => respond(c, 200, OPENAPI_JSON, 'application/json')) },
  ];

  const onError = (c: ServerContext, error: unknown): MaybePromise<ServerContext> => {
    let body: Problem;
    let headers: Readonly<Record<string, string>> | undefined;
    if (error instanceof BankNumberRequestError) {
      body = requestProblem(error);
    } else if (error instanceof ProblemError) {
      body = error.problem;
      headers = error.headers;
    } else {
      logFailure(error);
      body = problem(500, 'INTERNAL_ERROR', 'The server could not answer this request.');
    }
    // A store that did not answer is not asked again for headers: the 503 goes out at once.
    if (body.status === 503) return problemResponse(c, body, headers);
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

  const logFailure = (error: unknown): void => {
    // Only the error's class and where it was thrown: its message could quote the request.
    const where = error instanceof Error ? (error.stack ?? '').split('\n').slice(1, 4).map((line) => line.trim()).join(' | ') : '';
    const name = error instanceof Error ? error.name : typeof error;
    logger?.error?.(`{"error":${JSON.stringify(name)},"at":${JSON.stringify(where)}}`);
  };

  const { headers: corsHeaders, preflight } = cors();
  const log: Step[] = logger === null ? [] : [requestLog({ logger })];
  const outer: Step[] = [...log, corsHeaders];
  // CORS is the API's (DECISIONS.md §10): the demo's files, and 404s outside the API, go without it.
  const corsForApi: Step = (c, next) => (isApiPath(c.path) ? corsHeaders(c, next) : next(c));
  const router = new RegExpRouter<Respond>();
  const wrongMethods = new Map<string, Respond>();

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
    router.add(
      'OPTIONS',
      path,
      chain(outer, (c) => {
        c.logPath = path;
        return andThen(ensureQuota(state, c), () => answerPreflight(c));
      }, onError),
    );
    if (route.get !== undefined) router.add('GET', path, chain([...outer, access], route.get, onError));
    if (route.post !== undefined) router.add('POST', path, chain([...outer, access], route.post, onError));
    const allow = [...methods, 'OPTIONS'].join(', ');
    // A wrong method is still a request to the endpoint: credentials are checked and it is counted.
    const wrongMethod = guard(state, { path, counted: route.counted });
    wrongMethods.set(
      path,
      chain([...outer, wrongMethod], (c) =>
        andThen(ensureQuota(state, c), () =>
          problemResponse(c, problem(405, 'METHOD_NOT_ALLOWED', `This endpoint accepts ${allow}.`), { Allow: allow }),
        ), onError),
    );
  }

  const notFound = chain(
    [...log, corsForApi],
    async (c) => {
      const method = c.parts.method;
      if (options.staticFiles !== undefined && (method === 'GET' || method === 'HEAD') && !c.path.startsWith('/api/')) {
        const file = await options.staticFiles(c.parts.request());
        if (file !== null) {
          c.logPath = c.path;
          await ensureQuota(state, c);
          file.headers.forEach((value, name) => {
            putHeader(c.headers, name, value);
          });
          return respond(c, file.status, file.body);
        }
      }
      await ensureQuota(state, c);
      return problemResponse(c, problem(404, 'NOT_FOUND', `There is no such resource; the API lives under ${API}.`));
    },
    onError,
  );

  // The account API: same origin only, so without CORS, and without the API's rate-limit headers.
  const onAccountError = (c: ServerContext, error: unknown): ServerContext => {
    if (error instanceof ProblemError) return problemResponse(c, error.problem, error.headers);
    logFailure(error);
    return problemResponse(c, problem(500, 'INTERNAL_ERROR', 'The server could not answer this request.'));
  };
  const accountApi = options.accounts === undefined ? undefined : chain(log, accountRoutes(state, options.accounts), onAccountError);
  // Every path the router does not know: the account API's, or else a static file or 404.
  const unrouted = (path: string): Respond => (accountApi !== undefined && path.startsWith(ACCOUNT_API) ? accountApi : notFound);

  const answer = (parts: RequestParts): ServerContext | Promise<ServerContext> => {
    const head = parts.method === 'HEAD';
    const c = contextOf(parts, head ? 'GET' : parts.method);
    let answered: MaybePromise<ServerContext>;
    try {
      const matched = router.match(c.method, c.path)[0];
      // No route: a known path with a wrong method (Hono's router cannot tell), or nothing at all.
      const route = matched.length > 0 ? (matched[0] as [Respond, unknown])[0] : (wrongMethods.get(c.path) ?? unrouted(c.path));
      answered = route(c);
    } catch (error) {
      // Every error is answered inside the steps; this is the last resort should that fail.
      return lastResort(c, error);
    }
    if (answered instanceof Promise) return answered.then(head ? withoutBody : undefined, (error: unknown) => lastResort(c, error));
    return head ? withoutBody(answered) : answered;
  };

  const lastResort = (c: ServerContext, error: unknown): ServerContext => {
    logFailure(error);
    return respond(c, 500, JSON.stringify(problem(500, 'INTERNAL_ERROR', 'The server could not answer this request.')), PROBLEM_CONTENT_TYPE);
  };

  const respondNow = (request: Request): Response | Promise<Response> => {
    const answered = answer(requestParts(request));
    return answered instanceof Promise ? answered.then(toResponse) : toResponse(answered);
  };
  const handler = (request: Request): Promise<Response> => Promise.resolve(respondNow(request));
  return Object.assign(handler, { respond: respondNow, answer });
}

/** The context of a request: its path (decoded as the router reads it) and query string. */
function contextOf(parts: RequestParts, method: string): ServerContext {
  const target = parts.target;
  let end = target.length;
  const question = target.indexOf('?');
  const hash = target.indexOf('#');
  if (hash !== -1) end = hash;
  if (question !== -1 && question < end) end = question;
  let path = end === target.length ? target : target.slice(0, end);
  if (path.includes('%')) path = decodePath(path);
  const search = question === -1 || question > end ? '' : target.slice(question + 1, hash === -1 || hash < question ? undefined : hash);
  return new ServerContext(parts, method, path, search);
}

/** Percent-escapes decoded as `decodeURI` decodes them; an escape that forms no character stays. */
function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURI(run);
      } catch {
        return run;
      }
    });
  }
}

/** A `Request` as the handler reads it. */
function requestParts(request: Request): RequestParts {
  const url = request.url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  return {
    method: request.method,
    target: start === -1 ? '/' : url.slice(start),
    header: (name) => request.headers.get(name),
    request: () => request,
  };
}

/** HEAD is answered as GET, without the body. */
function withoutBody(c: ServerContext): ServerContext {
  c.body = null;
  c.bodyLength = undefined;
  return c;
}

function toResponse(answer: Answer): Response {
  const headers: Record<string, string> = {};
  const list = answer.headers;
  for (let i = 0; i < list.length; i += 2) headers[list[i] as string] = list[i + 1] as string;
  return new Response(answer.body, { status: answer.status, headers });
}

function isApiPath(path: string): boolean {
  return path.startsWith(API) && (path.length === API.length || path.charCodeAt(API.length) === 47 /* / */);
}
