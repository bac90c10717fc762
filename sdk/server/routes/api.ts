/**
 * The handlers of `/api/v1`: each reads its request through its schema (schemas.ts) and answers
 * with the SDK's envelope. A failed check throws; the app's error handler answers it.
 * @module
 */
import type { Handler } from 'hono';
import * as v from 'valibot';
import type {
  ApiEnvelope,
  BatchResult,
  BatchResultItem,
  EnrichResult,
  UsageResult,
  UsageWindow,
} from '../../core/api-types.ts';
import { BankNumberRequestError } from '../../core/errors.ts';
import { problem } from '../../core/problem.ts';
import { checkFormat, checkInput } from '../../core/request.ts';
import type { Envelope, Format, ValidateOptions } from '../../core/types.ts';
import { validate } from '../../validate.ts';
import { answer, count, ensureQuota, identify, tooManyRequests } from '../access.ts';
import type { ServerContext, ServerEnv, ServerState } from '../access.ts';
import { envelopeJson } from '../envelope-json.ts';
import { bodyProblem, ProblemError } from '../problems.ts';
import { windowStates } from '../rate-limit/policy.ts';
import { BatchRequest, MAX_BATCH_ITEMS, MAX_ID_LENGTH, ValidateRequest } from '../schemas.ts';
import { TIER_ENDPOINTS } from '../tiers.ts';
import { validateNow } from '../validate-now.ts';
import { enrich } from './enrichment.ts';
import { API } from './endpoints.ts';

type Explain = (value: unknown) => never;

/** `value` as `schema` reads it; on failure `explain` throws the contract's problem for that value. */
function checked<T>(schema: v.GenericSchema<unknown, T>, value: unknown, explain: Explain): T {
  const result = v.safeParse(schema, value);
  if (!result.success) explain(value);
  return result.output as T;
}

/**
 * One query parameter, or undefined when absent. Given twice it is malformed: which of the two
 * was meant cannot be told, and a payments API must not guess.
 */
export function single(c: ServerContext, name: string): string | undefined {
  const values = c.req.queries(name);
  if (values === undefined) return undefined;
  if (values.length > 1)
    throw new BankNumberRequestError('INVALID_PARAMETER', `The parameter '${name}' is given more than once.`, name);
  return values[0];
}

/**
 * A JSON object with no fields other than `allowed`. Unknown fields are refused rather than
 * ignored, so that a misspelt `format` cannot silently turn detection back on. The field's name is
 * not repeated in the answer: a client may have put the number there.
 */
function expectObject(value: unknown, pointer: string, allowed: readonly string[]): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw bodyProblem(
      400,
      'INVALID_PARAMETER',
      `The value must be a JSON object with the fields ${allowed.join(', ')}.`,
      pointer,
    );
  }
  for (const name of Object.keys(value)) {
    if (!allowed.includes(name))
      throw bodyProblem(400, 'INVALID_PARAMETER', `The object has a field other than ${allowed.join(', ')}.`, pointer);
  }
  return value as Record<string, unknown>;
}

/** The problem of a `{input, format}` the schema refused: the object, then the input, then the hint. */
const explainValidate =
  (name: string, object: boolean): Explain =>
  (value) => {
    const fields = object ? expectObject(value, '', ['input', 'format']) : (value as Record<string, unknown>);
    checkInput(fields['input'], name);
    checkFormat(fields['format']);
    throw new Error('The schema and its explanation disagree.');
  };

/** The problem of a batch the schema refused: every malformed item, each with its JSON pointer. */
const explainBatch: Explain = (body) => {
  const { items } = expectObject(body, '', ['items']);
  if (items === undefined || items === null)
    throw bodyProblem(400, 'MISSING_PARAMETER', "The field 'items' is required.", '/items');
  if (!Array.isArray(items) || items.length < 1 || items.length > MAX_BATCH_ITEMS) {
    throw bodyProblem(
      400,
      'INVALID_PARAMETER',
      `The field 'items' must be an array of 1 to ${MAX_BATCH_ITEMS} items.`,
      '/items',
    );
  }
  const errors: Array<{ pointer: string; detail: string; code: string }> = [];
  items.forEach((item: unknown, i) => {
    const at = `/items/${i}`;
    try {
      const fields = expectObject(item, at, ['input', 'format', 'id']);
      checkInput(fields['input'], 'input');
      checkFormat(fields['format']);
      const id = fields['id'];
      if (id !== undefined && id !== null && (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH)) {
        errors.push({
          pointer: `${at}/id`,
          detail: `The field 'id' must be a string of 1 to ${MAX_ID_LENGTH} characters.`,
          code: 'INVALID_PARAMETER',
        });
      }
    } catch (error) {
      if (error instanceof BankNumberRequestError)
        errors.push({ pointer: `${at}/${error.parameter ?? 'input'}`, detail: error.message, code: error.code });
      else if (error instanceof ProblemError)
        errors.push({
          pointer: at,
          detail: error.problem.errors?.[0]?.detail ?? error.message,
          code: error.problem.code,
        });
      else throw error;
    }
  });
  const first = errors[0];
  if (first === undefined) throw new Error('The schema and its explanation disagree.');
  const detail = `${errors.length} of the ${items.length} items are malformed; nothing was validated.`;
  throw new ProblemError(
    problem(400, first.code, detail, {
      errors: errors.map(({ pointer, detail: text }) => ({ pointer, detail: text })),
    }),
  );
};

const explainQuery = explainValidate('q', false);
const explainBody = explainValidate('input', true);

/** The `{input, format}` of `/validate` and `/enrich`: the JSON body of a POST, else the query. */
function validateRequest(c: ServerContext): ValidateRequest {
  const body = c.get('body');
  if (body !== undefined) return checked(ValidateRequest, body, explainBody);
  return checked(ValidateRequest, { input: single(c, 'q'), format: single(c, 'format') }, explainQuery);
}

// The options never change: one object per hint, made once.
const HINTS: Readonly<Record<Format | 'none', ValidateOptions>> = {
  none: {},
  iban: { format: 'iban' },
  bic: { format: 'bic' },
  'us-routing': { format: 'us-routing' },
  'uk-sort-code': { format: 'uk-sort-code' },
};
const optionsOf = (format: string | null | undefined): ValidateOptions => HINTS[(format || 'none') as Format];

/** Milliseconds since `start` (from `performance.now()`), to the microsecond: `processingTimeMs`. */
export function elapsed(start: number): number {
  return Math.max(0, Math.round((performance.now() - start) * 1000) / 1000);
}

/** A JSON answer. */
export function json(c: ServerContext, value: unknown, status: 200 | 201 | 202 = 200): Response {
  return answer(c, JSON.stringify(value), status);
}

/** `/validate`: the SDK's envelope, as JSON; at once when nothing has to be loaded. */
export const validateRoute: Handler<ServerEnv> = async (c) => {
  const { input, format } = validateRequest(c);
  const envelope: Envelope = await validateNow(input, optionsOf(format));
  return answer(c, envelopeJson(envelope), 200);
};

/** `/enrich`: the `/validate` result plus `enrichment`. */
export const enrichRoute: Handler<ServerEnv> = async (c) => {
  const start = performance.now();
  const { input, format } = validateRequest(c);
  const { result } = await validate(input, optionsOf(format));
  const answer: ApiEnvelope<EnrichResult> = {
    apiVersion: '1',
    processingTimeMs: 0,
    result: { ...result, enrichment: await enrich(result) },
  };
  answer.processingTimeMs = elapsed(start);
  return json(c, answer);
};

/** `/usage` (not counted): the caller's tier, what it is counted by, its endpoints and both windows. */
export function usageRoute(state: ServerState): Handler<ServerEnv> {
  return async (c) => {
    const start = performance.now();
    const { caller } = await identify(state, c);
    const [minute, day] = windowStates(await ensureQuota(state, c)) as [UsageWindow, UsageWindow];
    const endpoints = TIER_ENDPOINTS[caller.tier].map((endpoint) => `${API}${endpoint}`);
    const answer: ApiEnvelope<UsageResult> = {
      apiVersion: '1',
      processingTimeMs: elapsed(start),
      result: { tier: caller.tier, countedBy: caller.countedBy, endpoints, limits: { minute, day } },
    };
    return json(c, answer);
  };
}

/**
 * `/batch`: one unit per item, admitted whole or refused whole. A malformed batch validates
 * nothing and counts as one request (the guard counts it).
 */
export function batchRoute(state: ServerState): Handler<ServerEnv> {
  return async (c) => {
    const { items } = checked(BatchRequest, c.get('body'), explainBatch);
    const { admitted, quota } = await count(state, c, (await identify(state, c)).caller, items.length);
    if (!admitted) return tooManyRequests(c, quota, items.length);
    const start = performance.now();
    let valid = 0;
    const results: BatchResultItem[] = [];
    for (let index = 0; index < items.length; index++) {
      const { input, format, id } = items[index] as BatchRequest['items'][number];
      const { result } = await validate(input, optionsOf(format));
      if (result.valid) valid++;
      results.push({ index, id: id ?? null, result });
    }
    const total = items.length;
    const answer: ApiEnvelope<BatchResult> = {
      apiVersion: '1',
      processingTimeMs: elapsed(start),
      result: { summary: { total, valid, invalid: total - valid }, items: results },
    };
    return json(c, answer);
  };
}
