import type { Envelope, Format, ValidateOptions } from '../../core/types.ts';
import { BODY_LIMIT } from '../body.ts';
import type { ServerContext } from '../context.ts';
import type { MaybePromise } from '../maybe.ts';
import { envelopeJson } from '../envelope-json.ts';
import { respond } from '../respond.ts';
import { validateNow } from '../validate-now.ts';
import { readValidateBody, readValidateQuery } from './params.ts';

/** `GET /api/v1/validate?q=…&format=…` (docs/contract.md §11): the SDK's envelope, as JSON. */
export function validateGet(c: ServerContext): MaybePromise<ServerContext> {
  const { input, format } = readValidateQuery(c);
  const envelope = validateNow(input, hint(format));
  return envelope instanceof Promise ? envelope.then((settled) => answer(c, settled)) : answer(c, envelope);
}

/** `POST /api/v1/validate` with `{input, format}` (docs/contract.md §11): the same envelope as GET. */
export async function validatePost(c: ServerContext): Promise<ServerContext> {
  const { input, format } = await readValidateBody(c, BODY_LIMIT);
  return answer(c, await validateNow(input, hint(format)));
}

// Receives the envelope's length in bytes; answers are written one at a time.
const length: { bodyLength: number | undefined } = { bodyLength: undefined };

function answer(c: ServerContext, envelope: Envelope): ServerContext {
  const json = envelopeJson(envelope, length);
  return respond(c, 200, json, 'application/json', length.bodyLength);
}

// The options never change: one object per hint, made once.
const HINTS: Readonly<Record<Format | 'none', ValidateOptions>> = {
  none: {},
  iban: { format: 'iban' },
  bic: { format: 'bic' },
  'us-routing': { format: 'us-routing' },
  'uk-sort-code': { format: 'uk-sort-code' },
};

function hint(format: Format | undefined): ValidateOptions {
  return HINTS[format ?? 'none'];
}
