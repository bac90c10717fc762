/**
 * What an endpoint of the API is: its path, the tiers it serves, how it is counted, and for each
 * method the OpenAPI description, the schemas of its request and answer, and the middleware and
 * handler that answer it. Each endpoint is one such definition in a file of its own
 * (`validate.ts`, `batch.ts`, …); routes/api.ts mounts them and routes/openapi.ts describes them.
 * @module
 */
import type { Context, Handler, MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import * as s from 'valibot';
import type { ServerEnv, ServerState } from '../context.ts';
import type { Endpoint, Tier } from '../tiers.ts';

/** A route's own middleware or handler, typed by what its validator puts in the request. */
// biome-ignore lint/suspicious/noExplicitAny: each route's validator types its own input
export type RouteHandler = MiddlewareHandler<ServerEnv, string, any> | Handler<ServerEnv, string, any>;

/** One method of an endpoint. */
export interface Operation {
  id: string;
  summary: string;
  /** What the 200 answer holds. */
  answer: string;
  /** The schema of the query: an object of strings, one entry per parameter. */
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  result: v.GenericSchema;
  /**
   * What runs once the caller was read, counted and let through by its tier: the request's
   * validator, any counting that needs the request, and the handler, last.
   */
  handlers(state: ServerState): RouteHandler[];
}

/** An endpoint of the API. */
export interface ApiRoute {
  /** Relative to `/api/v1`. */
  path: Endpoint | '/openapi.json';
  tiers: readonly Tier[];
  /** Whether requests count against the rate limits. */
  counted: boolean;
  /**
   * `deferred`: the route counts its own cost once it read the request (a batch, one unit per
   * item); until then a refusal counts one unit (`countRefused`).
   */
  cost?: 'deferred';
  /**
   * The schemas of this route that the OpenAPI document names as components, under these names
   * (routes/openapi.ts adds the shared ones of routes/shared-schemas.ts).
   */
  components?: Readonly<Record<string, v.GenericSchema>>;
  operations: { get?: Operation; post?: Operation };
}

/** The envelope of an answer other than `/validate`'s: the API version, the time taken, the result. */
export const data = <S extends v.GenericSchema>(result: S) =>
  s.strictObject({ apiVersion: s.literal('1'), processingTimeMs: s.pipe(s.number(), s.minValue(0)), result });

/** The context of a route whose validator read `I` (`{ query: … }` or `{ json: … }`). */
export type Validated<I extends object> = Context<ServerEnv, string, { out: I }>;
