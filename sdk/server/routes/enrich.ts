import type { ApiEnvelope, EnrichResult } from '../../core/api-types.ts';
import { validate } from '../../validate.ts';
import { BODY_LIMIT } from '../body.ts';
import type { ServerContext } from '../context.ts';
import { elapsed, jsonResponse } from '../respond.ts';
import { enrich } from './enrichment.ts';
import type { ValidateRequest } from './params.ts';
import { readValidateBody, readValidateQuery } from './params.ts';

/** `GET /api/v1/enrich?q=…&format=…`: the `/validate` result plus `enrichment` (docs/contract.md §11). */
export async function enrichGet(c: ServerContext): Promise<ServerContext> {
  return jsonResponse(c, await run(readValidateQuery(c)));
}

/** `POST /api/v1/enrich` with `{input, format}`. */
export async function enrichPost(c: ServerContext): Promise<ServerContext> {
  return jsonResponse(c, await run(await readValidateBody(c, BODY_LIMIT)));
}

async function run({ input, format }: ValidateRequest): Promise<ApiEnvelope<EnrichResult>> {
  const start = performance.now();
  const { result } = await validate(input, format === undefined ? {} : { format });
  const enrichment = await enrich(result);
  return { apiVersion: '1', processingTimeMs: elapsed(start), result: { ...result, enrichment } };
}
