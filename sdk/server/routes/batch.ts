import type { ApiEnvelope, BatchResult, BatchResultItem } from '../../core/api-types.ts';
import { BankNumberRequestError } from '../../core/errors.ts';
import { problem } from '../../core/problem.ts';
import { checkFormat, checkInput } from '../../core/request.ts';
import type { Format } from '../../core/types.ts';
import { validate } from '../../validate.ts';
import { count, identify, tooManyRequests } from '../access.ts';
import { BATCH_BODY_LIMIT, readJsonBody } from '../body.ts';
import type { ServerState } from '../context.ts';
import type { Respond } from '../middleware/step.ts';
import { ProblemError, bodyProblem } from '../problems.ts';
import { elapsed, jsonResponse } from '../respond.ts';
import { expectObject } from './params.ts';

/** The most items one batch may carry. */
export const MAX_BATCH_ITEMS = 100;
const MAX_ID_LENGTH = 128;

interface BatchItem {
  input: string;
  format: Format | undefined;
  id: string | null;
}

/**
 * `POST /api/v1/batch` with `{items:[{input, format?, id?}]}`, 1 to 100 items (DECISIONS.md §11).
 * The batch counts one unit per item and is admitted whole or refused whole; a malformed batch
 * validates nothing and counts as one request.
 */
export function batchRoute(state: ServerState): Respond {
  return async (c) => {
    const { caller } = await identify(state, c);
    // A caller with nothing left is refused before its body is read: parsing 256 KiB to refuse it
    // would cost far more than the refusal. Nothing is counted (a cost of 0 only reads).
    const before = await count(state, c, caller, 0);
    if (before.quota.used.some((used, i) => used + 1 > (before.quota.policy.windows[i]?.limit ?? Infinity))) {
      return tooManyRequests(c, before.quota, 1);
    }
    let items: BatchItem[];
    try {
      items = readBatch(await readJsonBody(c.parts.request(), BATCH_BODY_LIMIT));
    } catch (error) {
      const { admitted, quota } = await count(state, c, caller, 1);
      if (!admitted) return tooManyRequests(c, quota, 1);
      throw error;
    }
    const { admitted, quota } = await count(state, c, caller, items.length);
    if (!admitted) return tooManyRequests(c, quota, items.length);
    const start = performance.now();
    let valid = 0;
    const results: BatchResultItem[] = [];
    for (let index = 0; index < items.length; index++) {
      const { input, format, id } = items[index] as BatchItem;
      const { result } = await validate(input, format === undefined ? {} : { format });
      if (result.valid) valid++;
      results.push({ index, id, result });
    }
    const answer: ApiEnvelope<BatchResult> = {
      apiVersion: '1',
      processingTimeMs: elapsed(start),
      result: { summary: { total: items.length, valid, invalid: items.length - valid }, items: results },
    };
    return jsonResponse(c, answer);
  };
}

/** The items of a batch body; every malformed item is reported, each with its JSON pointer. */
function readBatch(body: unknown): BatchItem[] {
  const { items } = expectObject(body, '', ['items']);
  if (items === undefined || items === null) {
    throw bodyProblem(400, 'MISSING_PARAMETER', "The field 'items' is required.", '/items');
  }
  if (!Array.isArray(items) || items.length < 1 || items.length > MAX_BATCH_ITEMS) {
    throw bodyProblem(400, 'INVALID_PARAMETER', `The field 'items' must be an array of 1 to ${MAX_BATCH_ITEMS} items.`, '/items');
  }
  const errors: Array<{ pointer: string; detail: string; code: string }> = [];
  const out: BatchItem[] = [];
  items.forEach((raw: unknown, i) => {
    const at = `/items/${i}`;
    try {
      const item = expectObject(raw, at, ['input', 'format', 'id']);
      const input = item['input'];
      const id = item['id'];
      let format: Format | undefined;
      try {
        checkInput(input, 'input');
        format = checkFormat(item['format']);
      } catch (error) {
        if (!(error instanceof BankNumberRequestError)) throw error;
        errors.push({ pointer: `${at}/${error.parameter ?? 'input'}`, detail: error.message, code: error.code });
        return;
      }
      if (id !== undefined && id !== null && (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH)) {
        errors.push({ pointer: `${at}/id`, detail: `The field 'id' must be a string of 1 to ${MAX_ID_LENGTH} characters.`, code: 'INVALID_PARAMETER' });
        return;
      }
      out.push({ input, format, id: typeof id === 'string' ? id : null });
    } catch (error) {
      if (!(error instanceof ProblemError)) throw error;
      const first = error.problem.errors?.[0];
      errors.push({ pointer: at, detail: first?.detail ?? error.message, code: error.problem.code });
    }
  });
  if (errors.length > 0) {
    const first = errors[0] as (typeof errors)[number];
    throw new ProblemError(
      problem(400, first.code, `${errors.length} of the ${items.length} items are malformed; nothing was validated.`, {
        errors: errors.map(({ pointer, detail }) => ({ pointer, detail })),
      }),
    );
  }
  return out;
}
