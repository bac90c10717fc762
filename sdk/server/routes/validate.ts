/**
 * `/validate` (GET with `q`, POST with a JSON body): the SDK's envelope, valid or not, always 200.
 * @module
 */
import type { Envelope, Format, ValidateOptions } from '../../core/types.ts';
import { answer } from '../answers.ts';
import * as v from 'valibot';
import { FORMATS } from '../../core/request.ts';
import { validate } from '../../validate.ts';
import { tiersFor } from '../tiers.ts';
import { jsonValidator, queryValidator } from '../validator.ts';
import type { ApiRoute, Validated } from './route.ts';
import {
  BODY_LIMIT,
  Envelope as EnvelopeSchema,
  closedObject,
  formatHint,
  formatHintText,
  input,
  inputNamed,
  isObject,
  missingParameter,
  repeated,
  required,
} from './shared-schemas.ts';
import type { Context } from 'hono';

// The request of POST, and the query of GET (which /enrich reads too).

export const ValidateRequest = closedObject({ input, format: formatHint }, required);
export type ValidateRequest = v.InferOutput<typeof ValidateRequest>;

/**
 * The query of a number's route: `q` and `format`, and the `extra` parameters of the route. Which
 * parameter was given twice is told first, then what is wrong with `q`, then with `format`.
 */
export function numberQuery<const E extends v.ObjectEntries>(extra: E) {
  const names = ['q', 'format', ...Object.keys(extra)];
  return v.pipe(
    v.custom<Record<string, unknown>>(isObject),
    v.rawCheck<Record<string, unknown>>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      for (const name of names) {
        const value = dataset.value[name];
        if (Array.isArray(value))
          return addIssue({
            message: repeated(name),
            path: [{ type: 'object', origin: 'value', input: dataset.value, key: name, value }],
          });
      }
    }),
    v.object(
      {
        q: inputNamed('q', repeated('q')),
        format: v.optional(
          v.pipe(
            v.picklist([...FORMATS, ''], formatHintText),
            v.description('A format hint; detection is skipped. Empty means none.'),
          ),
        ),
        ...extra,
      },
      missingParameter,
    ),
  );
}

/** The query of `GET /validate`. */
export const ValidateQuery = numberQuery({});
export type ValidateQuery = v.InferOutput<typeof ValidateQuery>;

const NO_HINT: ValidateOptions = {};

/** The options of the SDK's `validate` for a format hint (one the schema accepted), which may be absent. */
export const optionsOf = (format: string | null | undefined): ValidateOptions =>
  format ? { format: format as Format } : NO_HINT;

/** The SDK's envelope, as JSON: `validate` checks the number once, and loads bank data only when it must. */
async function validateAnswer(c: Context, input: string, format: string | null | undefined): Promise<Response> {
  const envelope: Envelope = await validate(input, optionsOf(format));
  return answer(c, JSON.stringify(envelope), 200);
}

export const validateRoute: ApiRoute = {
  path: '/validate',
  tiers: tiersFor('/validate'),
  counted: true,
  components: { ValidateRequest },
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
