/**
 * `/validate` (GET with `q`, POST with a JSON body): the SDK's envelope, valid or not, always 200.
 * @module
 */
import type { Envelope, Format, ValidateOptions } from '../../core/types.ts';
import { answer } from '../answers.ts';
import { BODY_LIMIT, Envelope as EnvelopeSchema, ValidateQuery, ValidateRequest } from '../schemas.ts';
import { tiersFor } from '../tiers.ts';
import { validateNow } from '../validate-now.ts';
import { jsonValidator, queryValidator } from '../validator.ts';
import type { ApiRoute, Validated } from './route.ts';
import type { Context } from 'hono';

// The options never change: one object per hint, made once.
const HINTS: Readonly<Record<Format | 'none', ValidateOptions>> = {
  none: {},
  iban: { format: 'iban' },
  bic: { format: 'bic' },
  'us-routing': { format: 'us-routing' },
  'uk-sort-code': { format: 'uk-sort-code' },
};

/** The options of the SDK's `validate` for a format hint, which may be absent. */
export const optionsOf = (format: string | null | undefined): ValidateOptions => HINTS[(format || 'none') as Format];

/** The SDK's envelope, as JSON; at once when nothing has to be loaded. */
async function validateAnswer(c: Context, input: string, format: string | null | undefined): Promise<Response> {
  const envelope: Envelope = await validateNow(input, optionsOf(format));
  return answer(c, JSON.stringify(envelope), 200);
}

export const validateRoute: ApiRoute = {
  path: '/validate',
  tiers: tiersFor('/validate'),
  counted: true,
  operations: {
    get: {
      id: 'validateGet',
      summary: 'Validate a bank number (Open tier and up; counted).',
      answer: 'The verdict; valid or not, always 200.',
      query: ValidateQuery,
      result: EnvelopeSchema,
      handlers: () => [
        queryValidator(ValidateQuery),
        (c: Validated<{ query: ValidateQuery }>) => {
          const { q, format } = c.req.valid('query');
          return validateAnswer(c, q, format);
        },
      ],
    },
    post: {
      id: 'validatePost',
      summary: 'Validate a bank number sent as JSON (Open tier and up; counted).',
      answer: 'The same envelope as GET.',
      body: ValidateRequest,
      result: EnvelopeSchema,
      handlers: () => [
        jsonValidator(ValidateRequest, BODY_LIMIT),
        (c: Validated<{ json: ValidateRequest }>) => {
          const { input, format } = c.req.valid('json');
          return validateAnswer(c, input, format);
        },
      ],
    },
  },
};
