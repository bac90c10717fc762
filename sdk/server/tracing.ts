/**
 * OpenTelemetry traces through `@opentelemetry/api` alone, so that the SDK and exporter an operator
 * registers receive them: a SERVER span per request (`traceRequests`, named by the route's pattern),
 * and CLIENT spans for the store's operations (`traceStore`) and the rate-limit store's counts
 * (`traceRateLimitStore`) inside it. With no SDK registered the API's tracer is a no-op: each
 * request makes one span object that records nothing, and nothing else is done. No span holds a
 * key, an input, an e-mail address or a client's address: the names and attributes are the
 * route, the method, the status, the tier and the operation, and an error is recorded by its type
 * alone (its message could quote a value).
 * @module
 */
import { context, isSpanContextValid, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Attributes, Span, TextMapGetter } from '@opentelemetry/api';
import type { Context, MiddlewareHandler } from 'hono';
import type { RateLimitStore } from './rate-limit/store.ts';
import { aroundOperations } from './store/operations.ts';

/** The methods HTTP defines; any other is reported as `_OTHER` (semantic conventions) or `OTHER` (log). */
export const METHODS: ReadonlySet<string> = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'CONNECT',
]);

/** The instrumentation scope of every span. */
export const TRACER_NAME = 'bank-number';

// A proxy that follows the provider registered at any time, before or after this module loads.
const tracer = trace.getTracer(TRACER_NAME);

const HEADERS: TextMapGetter<Headers> = {
  keys: (headers) => [...headers.keys()],
  get: (headers, name) => headers.get(name) ?? undefined,
};

/**
 * Whose trace context (`traceparent`, `tracestate`, `baggage`) a request may carry into the
 * server's spans: `'proxies'` only a request through a trusted reverse proxy (`trustedProxies`),
 * `'any'` every request, `'none'` no request.
 */
export type TraceContextFrom = 'proxies' | 'any' | 'none';

/**
 * Hono middleware, first in the app: a SERVER span for each request. A request that carries a
 * trace context (`traceparent`, through the registered propagator) and is `trusted` joins that
 * trace as a child, and its sampled flag decides as the operator's sampler lets it. Any other
 * request starts a trace of its own, linked to the context it carried: the server's sampler
 * decides alone, so that a caller can neither turn recording off nor force it on.
 * `routeOf` gives the route that answered as a pattern (`/api/v1/validate`), or undefined for a
 * request no route matched; the span is named `METHOD route`. The tier is `bank_number.tier`.
 */
export function traceRequests(
  routeOf: (c: Context) => string | undefined,
  trusted: (c: Context) => boolean = () => true,
): MiddlewareHandler {
  return async (c, next) => {
    const headers = c.req.raw.headers;
    const carried = headers.has('traceparent') || headers.has('baggage');
    const incoming = carried ? propagation.extract(context.active(), headers, HEADERS) : context.active();
    const joined = !carried || trusted(c);
    // Untrusted: a trace of the server's own, the caller's span only a link, its baggage dropped.
    const parent = joined ? incoming : trace.deleteSpan(context.active());
    const remote = joined ? undefined : trace.getSpanContext(incoming);
    const method = METHODS.has(c.req.method) ? c.req.method : '_OTHER';
    const span = tracer.startSpan(
      method === '_OTHER' ? 'HTTP' : method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': method,
          'url.scheme': c.req.url.startsWith('https:') ? 'https' : 'http',
        },
        ...(remote !== undefined && isSpanContextValid(remote) ? { links: [{ context: remote }] } : {}),
      },
      parent,
    );
    // No SDK, or not sampled: nothing more to do.
    if (!span.isRecording()) return next();
    try {
      await context.with(trace.setSpan(parent, span), next);
    } catch (error) {
      failed(span, error);
      span.end();
      throw error;
    }
    const route = routeOf(c);
    const status = c.res.status;
    if (route !== undefined) {
      span.updateName(`${method === '_OTHER' ? 'HTTP' : method} ${route}`);
      span.setAttribute('http.route', route);
    }
    span.setAttribute('http.response.status_code', status);
    span.setAttribute('bank_number.tier', c.get('tier') ?? 'open');
    if (status >= 500) {
      // An error the app answered (c.error) is recorded by its type; the status says the rest.
      if (c.error !== undefined) span.addEvent('exception', { 'exception.type': errorType(c.error) });
      span.setAttribute('error.type', String(status));
      span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end();
  };
}

/**
 * The store (SQLite or PostgreSQL) with a CLIENT span around each of its operations, named
 * `store.<operation>` (`store.keyByHash`), with `db.system.name` and `db.operation.name`. One
 * operation may run several statements in one transaction; no statement text or value is recorded.
 * @example const traced = traceStore(store); // then createStoreKeyVerifier({ store: traced })
 */
export function traceStore<S extends { readonly description: string }>(store: S): S {
  const dialect = (store as { dialect?: unknown }).dialect ?? store.description.split(' ')[0];
  const system = dialect === 'postgres' ? 'postgresql' : dialect === 'sqlite' ? 'sqlite' : 'other_sql';
  return aroundOperations(store, (name) => {
    const attributes = { 'db.system.name': system, 'db.operation.name': name };
    return (call) => traced(`store.${name}`, SpanKind.CLIENT, attributes, call);
  });
}

/**
 * A rate-limit store in another process (Redis) with a CLIENT span around each count,
 * `rate-limit.hit`, with `db.system.name` `redis` for the Redis store. The bucket (a client's
 * address or an account) is not recorded; whether the request was admitted is
 * (`bank_number.rate_limit.admitted`). The memory store is not worth a span: it counts in a
 * microsecond.
 * @example
 * import { Redis } from 'ioredis';
 * // lazyConnect: the client connects at the first count, not here.
 * const client = new Redis('redis://127.0.0.1:6379', { lazyConnect: true });
 * const counts = traceRateLimitStore(createRedisRateLimitStore({ client }));
 */
export function traceRateLimitStore(store: RateLimitStore): RateLimitStore {
  const attributes: Attributes = store.description.startsWith('redis') ? { 'db.system.name': 'redis' } : {};
  return {
    ...store,
    hit: (bucket, windows, cost, nowMs) =>
      traced(
        'rate-limit.hit',
        SpanKind.CLIENT,
        attributes,
        () => store.hit(bucket, windows, cost, nowMs),
        (span, outcome) => span.setAttribute('bank_number.rate_limit.admitted', outcome.admitted),
      ),
  };
}

/**
 * Runs `work` inside a span that is a child of the active one; a promise's span ends when it
 * settles. Without a recording span (no SDK), `work` runs alone.
 */
function traced<T>(
  name: string,
  kind: SpanKind,
  attributes: Attributes,
  work: () => T,
  done?: (span: Span, value: Awaited<T>) => void,
): T {
  const span = tracer.startSpan(name, { kind, attributes });
  if (!span.isRecording()) return work();
  let result: T;
  try {
    result = context.with(trace.setSpan(context.active(), span), work);
  } catch (error) {
    failed(span, error);
    span.end();
    throw error;
  }
  if (!(result instanceof Promise)) {
    done?.(span, result as Awaited<T>);
    span.end();
    return result;
  }
  return result.then(
    (value: Awaited<T>) => {
      done?.(span, value);
      span.end();
      return value;
    },
    (error: unknown) => {
      failed(span, error);
      span.end();
      throw error;
    },
  ) as T;
}

/** Marks the span failed, with the error's type and not its message, which could quote a value. */
function failed(span: Span, error: unknown): void {
  const type = errorType(error);
  span.addEvent('exception', { 'exception.type': type });
  span.setAttribute('error.type', type);
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/** An error's code when it has a short one (`ECONNREFUSED`, `SQLITE_BUSY`, `57P01`), else its class. */
function errorType(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[A-Za-z0-9_]{1,40}$/.test(code) ? code : error.name;
}
