/**
 * `/batch`: 1 to 100 numbers validated in order (Pro and Business). One unit per item, admitted or
 * refused whole once the body was read; a malformed batch validates nothing and counts one unit.
 * @module
 */
import type { ApiEnvelope, BatchResult as Batch, BatchResultItem } from '../../core/api-types.ts';
import { problem } from '../../core/problem.ts';
import { validate } from '../../validate.ts';
import { elapsed, json } from '../answers.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import * as v from 'valibot';
import { tiersFor } from '../tiers.ts';
import type { ProblemHook } from '../validator.ts';
import { issueProblem, jsonValidator, pointerOf } from '../validator.ts';
import type { ApiRoute, Validated } from './route.ts';
import { data } from './route.ts';
import {
  closedObject,
  count,
  formatHint,
  input,
  nullableString,
  required,
  says,
  ValidationResult,
} from './shared-schemas.ts';
import { optionsOf } from './validate.ts';

/** 256 KiB: bodies of `/batch`. */
export const BATCH_BODY_LIMIT = 256 * 1024;
export const MAX_BATCH_ITEMS = 100;
export const MAX_ID_LENGTH = 128;

const itemsText = says('INVALID_PARAMETER', `The field 'items' must be an array of 1 to ${MAX_BATCH_ITEMS} items.`);
const idText = says('INVALID_PARAMETER', `The field 'id' must be a string of 1 to ${MAX_ID_LENGTH} characters.`);
const BatchItem = closedObject(
  {
    input,
    format: formatHint,
    id: v.nullish(v.pipe(v.string(idText), v.minLength(1, idText), v.maxLength(MAX_ID_LENGTH, idText))),
  },
  required,
);
const itemsRequired = says('MISSING_PARAMETER', "The field 'items' is required.");
export const BatchRequest = closedObject(
  {
    // The length is told before any item: a batch of 500 malformed items is refused for its length.
    items: v.pipe(
      v.array(v.unknown(), (issue) => (issue.input === null ? itemsRequired : itemsText)),
      v.minLength(1, itemsText),
      v.maxLength(MAX_BATCH_ITEMS, itemsText),
      v.array(BatchItem),
    ),
  },
  () => itemsRequired,
);
export type BatchRequest = v.InferOutput<typeof BatchRequest>;

export const BatchResult = v.strictObject({
  summary: v.strictObject({ total: count(1), valid: count(), invalid: count() }),
  items: v.array(v.strictObject({ index: count(), id: nullableString, result: ValidationResult })),
});

/** Every item validated, in order, once the whole batch was admitted. */
async function batch({ items }: BatchRequest): Promise<ApiEnvelope<Batch>> {
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
  return {
    apiVersion: '1',
    processingTimeMs: elapsed(start),
    result: { summary: { total, valid, invalid: total - valid }, items: results },
  };
}

/**
 * The problem of a batch the schema refused: the body's or its `items`' problem, or every
 * malformed item, each with its first problem and its JSON pointer.
 */
export const batchProblem: ProblemHook = (issues) => {
  const [first] = issues;
  if ((first.path?.length ?? 0) < 2) {
    const { code, detail } = issueProblem(first);
    return problem(400, code, detail, { errors: [{ pointer: pointerOf(first.path), detail }] });
  }
  const items = first.path?.[0]?.value as unknown[];
  const errors: Array<{ pointer: string; detail: string }> = [];
  let item: unknown;
  for (const issue of issues) {
    // An item's first issue only: the one its checks meet first.
    if (issue.path?.[1]?.key === item) continue;
    item = issue.path?.[1]?.key;
    errors.push({ pointer: pointerOf(issue.path), detail: issueProblem(issue).detail });
  }
  const detail = `${errors.length} of the ${items.length} items are malformed; nothing was validated.`;
  return problem(400, issueProblem(first).code, detail, { errors });
};

type Request = Validated<{ json: BatchRequest }>;

export const batchRoute: ApiRoute = {
  path: '/batch',
  tiers: tiersFor('/batch'),
  counted: true,
  cost: 'deferred',
  components: { BatchRequest, BatchResult },
  operations: {
    post: {
      id: 'batch',
      summary: 'Validate 1 to 100 numbers (Pro and Business; one unit per item, admitted or refused whole).',
      answer: 'One /validate result per item, in order.',
      body: BatchRequest,
      result: data(BatchResult),
      handlers: (state) => [
        jsonValidator(BatchRequest, BATCH_BODY_LIMIT, batchProblem),
        rateLimit<{ out: { json: BatchRequest } }>(state, (c) => c.req.valid('json').items.length),
        async (c: Request) => json(c, await batch(c.req.valid('json'))),
      ],
    },
  },
};
