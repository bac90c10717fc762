/**
 * `/enrich` (GET with `q`, POST with a JSON body): the `/validate` result plus what the lookup
 * data knows (Pro and Business).
 * @module
 */
import type { ApiEnvelope, EnrichResult as Enriched } from '../../core/api-types.ts';
import { validate } from '../../validate.ts';
import { elapsed, json } from '../answers.ts';
import { BODY_LIMIT, EnrichResult, ValidateQuery, ValidateRequest } from '../schemas.ts';
import { tiersFor } from '../tiers.ts';
import { jsonValidator, queryValidator } from '../validator.ts';
import { enrich } from './enrichment.ts';
import type { ApiRoute, Validated } from './route.ts';
import { data } from './route.ts';
import { optionsOf } from './validate.ts';

/** The `/validate` result plus `enrichment`. */
async function enrichAnswer(input: string, format: string | null | undefined): Promise<ApiEnvelope<Enriched>> {
  const start = performance.now();
  const { result } = await validate(input, optionsOf(format));
  const answer: ApiEnvelope<Enriched> = {
    apiVersion: '1',
    processingTimeMs: 0,
    result: { ...result, enrichment: await enrich(result) },
  };
  answer.processingTimeMs = elapsed(start);
  return answer;
}

export const enrichRoute: ApiRoute = {
  path: '/enrich',
  tiers: tiersFor('/enrich'),
  counted: true,
  operations: {
    get: {
      id: 'enrichGet',
      summary: 'The /validate result plus what the lookup data knows (Pro and Business; counted).',
      answer: 'The result with `enrichment`; unknown values are null.',
      query: ValidateQuery,
      result: data(EnrichResult),
      handlers: () => [
        queryValidator(ValidateQuery),
        async (c: Validated<{ query: ValidateQuery }>) => {
          const { q, format } = c.req.valid('query');
          return json(c, await enrichAnswer(q, format));
        },
      ],
    },
    post: {
      id: 'enrichPost',
      summary: 'As GET, with the number in a JSON body.',
      answer: 'The result with `enrichment`.',
      body: ValidateRequest,
      result: data(EnrichResult),
      handlers: () => [
        jsonValidator(ValidateRequest, BODY_LIMIT),
        async (c: Validated<{ json: ValidateRequest }>) => {
          const { input, format } = c.req.valid('json');
          return json(c, await enrichAnswer(input, format));
        },
      ],
    },
  },
};
