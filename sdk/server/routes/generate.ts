import type { ApiEnvelope, GenerateResult } from '../../core/api-types.ts';
import { generateNumbers } from '../../generate.ts';
import { randomHex } from '../keys/api-key.ts';
import type { GenerateQuery } from '../schemas.ts';
import { elapsed } from './api.ts';

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
