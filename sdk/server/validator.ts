/**
 * Requests read through their schemas (in each route's file, built from the pieces of
 * routes/shared-schemas.ts): the query, through Hono's `validator`, and a JSON body within its
 * size limit; what passes is the route's `c.req.valid(target)`. What the schema refuses is
 * answered by a hook that turns valibot's issues into the problem body: the messages of those
 * schemas carry the code and the detail (`CODE: detail`), the issue's path says where.
 * @module
 */
import type { Env, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import type { Problem } from '../core/problem.ts';
import { problem } from '../core/problem.ts';
import { readJson } from './body.ts';
import { ProblemError } from './problems.ts';

type Issues = readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]];

/** Turns the issues of a refused request into its problem (status 400). */
export type ProblemHook = (issues: Issues) => Problem;

const CODED = /^([A-Z][A-Z0-9_]*): /;

/** The code and detail of an issue's message (`CODE: detail`); a message without one is INVALID_PARAMETER. */
export function issueProblem(issue: v.BaseIssue<unknown>): { code: string; detail: string } {
  const coded = CODED.exec(issue.message);
  if (coded === null) return { code: 'INVALID_PARAMETER', detail: issue.message };
  return { code: coded[1] as string, detail: issue.message.slice(coded[0].length) };
}

/** The JSON pointer (RFC 6901) of an issue's path: `''` for the value itself. */
export function pointerOf(path: readonly v.IssuePathItem[] | undefined): string {
  let pointer = '';
  for (const item of path ?? []) pointer += `/${String(item.key).replaceAll('~', '~0').replaceAll('/', '~1')}`;
  return pointer;
}

/**
 * The problem of the first issue: a field's problem names it as `parameter` (the query's, or a
 * field of a flat body), the problem of the value as a whole points at it (`pointer: ""`).
 */
export const parameterProblem: ProblemHook = ([issue]) => {
  const { code, detail } = issueProblem(issue);
  const key = issue.path?.[0]?.key;
  return problem(400, code, detail, {
    errors: [key === undefined ? { pointer: '', detail } : { parameter: String(key), detail }],
  });
};

/** `value` as `schema` reads it; what it refuses is thrown as the hook's problem. */
export function parsed<S extends v.GenericSchema>(schema: S, value: unknown, hook: ProblemHook): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  throw new ProblemError(hook(result.issues));
}

/** The query through `schema`, as `c.req.valid('query')`: Hono's `validator('query', …)`. */
export function queryValidator<S extends v.GenericSchema, E extends Env = Env>(
  schema: S,
  hook: ProblemHook = parameterProblem,
): MiddlewareHandler<
  E,
  string,
  { in: { query: Record<string, string | string[]> }; out: { query: v.InferOutput<S> } }
> {
  // Hono infers the input from the output; the query's input is its parameters, as text.
  return validator('query', (query) => parsed(schema, query, hook) as object) as MiddlewareHandler;
}

/**
 * The JSON body through `schema`, as `c.req.valid('json')`: 415 for another media type, 413 over
 * `limit` bytes and 400 `INVALID_JSON` (or `options.invalidJson`) before the schema is asked.
 */
export function jsonValidator<S extends v.GenericSchema, E extends Env = Env>(
  schema: S,
  limit: number,
  hook: ProblemHook = parameterProblem,
  options: JsonOptions = {},
): MiddlewareHandler<E, string, { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }> {
  const { invalidJson, emptyIsObject } = options;
  return async (c, next) => {
    const body = await readJson(c, limit, invalidJson, emptyIsObject);
    c.req.addValidatedData('json', parsed(schema, body, hook) as object);
    await next();
  };
}

/** How `jsonValidator` reads a body that is not JSON, or empty. */
export interface JsonOptions {
  /** The problem of a body that is not JSON. Default 400 `INVALID_JSON`. */
  invalidJson?: (() => ProblemError) | undefined;
  /** Whether a body announced as empty (`Content-Length: 0`) reads as `{}` (the account API's). */
  emptyIsObject?: boolean | undefined;
}
