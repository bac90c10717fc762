/**
 * `/generate`: numbers for tests that pass this validation (Pro and Business; one unit a request).
 * @module
 */
import type { ApiEnvelope, GenerateResult } from '../../core/api-types.ts';
import { normalize } from '../../core/normalize.ts';
import { loadIbanLookup } from '../../formats/iban/lookup.ts';
import { generateNumbers } from '../../generate.ts';
import { elapsed, json } from '../answers.ts';
import { randomHex } from '../keys/api-key.ts';
import { GenerateQuery, GenerateResult as GenerateResultSchema } from '../schemas.ts';
import { tiersFor } from '../tiers.ts';
import { queryValidator } from '../validator.ts';
import type { ApiRoute, Validated } from './route.ts';
import { data } from './route.ts';

/**
 * `GET /api/v1/generate?format=…&country=…&count=…&seed=…&bankCode=…` (docs/contract.md §11):
 * numbers for tests and demos that pass this service's validation, in all four formats, for a
 * query that `GenerateQuery` read: the SDK's `generateNumbers`, so the same seed gives the same
 * numbers as the SDK; without a seed each call draws new ones.
 * Generated BICs are test BICs. Counts one request whatever `count` is: nothing is validated on
 * the caller's behalf.
 */
export function generate(query: GenerateQuery): ApiEnvelope<GenerateResult> {
  const start = performance.now();
  const { format } = query;
  const seed = query.seed === undefined || query.seed === '' ? randomHex(12) : query.seed;
  const items = generateNumbers({
    format,
    country: query.country,
    seed,
    count: query.count ?? 1,
    bankCode: query.bankCode === '' ? undefined : query.bankCode,
  });
  return { apiVersion: '1', processingTimeMs: elapsed(start), result: { format, items } };
}

export const generateRoute: ApiRoute = {
  path: '/generate',
  tiers: tiersFor('/generate'),
  counted: true,
  operations: {
    get: {
      id: 'generate',
      summary: 'Numbers for tests that pass this validation (Pro and Business; one unit per request).',
      answer: 'The numbers and their display forms (IBAN in groups of four, sort code 12-34-56). BICs are test BICs.',
      query: GenerateQuery,
      result: data(GenerateResultSchema),
      handlers: () => [
        queryValidator(GenerateQuery),
        async (c: Validated<{ query: GenerateQuery }>) => {
          const query = c.req.valid('query');
          // German accounts pass their bank's check-digit method once the German data is loaded, as
          // /validate loads it: generated ones must pass it too.
          if (query.format === 'iban' && typeof query.country === 'string' && normalize(query.country) === 'DE') {
            await loadIbanLookup('DE');
          }
          return json(c, generate(query));
        },
      ],
    },
  },
};
