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
import { BATCH_BODY_LIMIT, BatchRequest, BatchResult } from '../schemas.ts';
import { tiersFor } from '../tiers.ts';
import type { ProblemHook } from '../validator.ts';
import { issueProblem, jsonValidator, pointerOf } from '../validator.ts';
import type { ApiRoute, Validated } from './route.ts';
import { data } from './route.ts';
import { optionsOf } from './validate.ts';

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
