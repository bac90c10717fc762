import type { Envelope } from '../../core/types.ts';
import { validate } from '../../validate.ts';
import { BODY_LIMIT } from '../body.ts';
import type { ServerContext } from '../context.ts';
import { jsonResponse } from '../respond.ts';
import type { ValidateRequest } from './params.ts';
import { readValidateBody, readValidateQuery } from './params.ts';

/** `GET /api/v1/validate?q=…&format=…` (SERVICE.md §4.1): the SDK's envelope, as JSON. */
export async function validateGet(c: ServerContext): Promise<Response> {
  return jsonResponse(c, await run(readValidateQuery(c)));
}

/** `POST /api/v1/validate` with `{input, format}` (SERVICE.md §4.2): the same envelope as GET. */
export async function validatePost(c: ServerContext): Promise<Response> {
  return jsonResponse(c, await run(await readValidateBody(c, BODY_LIMIT)));
}

function run({ input, format }: ValidateRequest): Promise<Envelope> {
  return validate(input, format === undefined ? {} : { format });
}
