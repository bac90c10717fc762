import type { Format } from '../../core/types.ts';
import { BODY_LIMIT } from '../body.ts';
import type { ServerContext } from '../context.ts';
import type { MaybePromise } from '../maybe.ts';
import { andThen } from '../maybe.ts';
import { jsonResponse } from '../respond.ts';
import { validateNow } from '../validate-now.ts';
import { readValidateBody, readValidateQuery } from './params.ts';

/** `GET /api/v1/validate?q=…&format=…` (SERVICE.md §4.1): the SDK's envelope, as JSON. */
export function validateGet(c: ServerContext): MaybePromise<Response> {
  const { input, format } = readValidateQuery(c);
  return andThen(validateNow(input, hint(format)), (envelope) => jsonResponse(c, envelope));
}

/** `POST /api/v1/validate` with `{input, format}` (SERVICE.md §4.2): the same envelope as GET. */
export async function validatePost(c: ServerContext): Promise<Response> {
  const { input, format } = await readValidateBody(c, BODY_LIMIT);
  return jsonResponse(c, await validateNow(input, hint(format)));
}

function hint(format: Format | undefined): { format?: Format } {
  return format === undefined ? {} : { format };
}
