/**
 * `/validate` (GET with `q`, POST with a JSON body): the SDK's envelope, valid or not, always 200.
 * With `account`, the number is a UK sort code checked together with that account number
 * (`validateUkAccount`, with Pay.UK's modulus tables when the server has them).
 * @module
 */
import type { Envelope, Format, ValidateOptions } from '../../core/types.ts';
import { answer } from '../answers.ts';
import * as v from 'valibot';
import { FORMATS } from '../../core/request.ts';
import { identityOf, SORT_CODE_FORMAT } from '../../formats/identities.ts';
import { validateUkAccountEnvelope } from '../../uk-account.ts';
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
  parameter,
  repeated,
  required,
} from './shared-schemas.ts';
import type { Context } from 'hono';

// The request of POST, and the query of GET (built by `numberQuery`, as /enrich builds its own).

/** What `account` says of itself in the OpenAPI document. */
const ACCOUNT_TEXT =
  'A UK account number (6 to 10 digits): the number is then a UK sort code, checked together with it ' +
  "(`validateUkAccount`; with Pay.UK's modulus tables when the server was started with them).";

/** `account` goes with a sort code: no other format hint. */
const ACCOUNT_FORMAT = parameter('INVALID_PARAMETER', 'format', `must be ${SORT_CODE_FORMAT}, or absent, with account`);
const goesWithSortCode = (request: { format?: string | null | undefined; account?: string | undefined }) =>
  request.account === undefined || !request.format || identityOf(request.format)?.pairsWithAccount === true;

/** The body of `POST /validate`: the number, its format hint, and a UK account number checked with a sort code. */
export const ValidateRequest = v.pipe(
  closedObject(
    {
      input,
      format: formatHint,
      account: v.optional(
        v.pipe(
          inputNamed('account', parameter('INVALID_PARAMETER', 'account', 'must be a string')),
          v.description(ACCOUNT_TEXT),
        ),
      ),
    },
    required,
  ),
  v.check((request) => goesWithSortCode(request), ACCOUNT_FORMAT),
);
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

/** The query of `GET /validate`: `q`, `format` and `account`, told in that order. */
export const ValidateQuery = v.pipe(
  numberQuery({
    account: v.optional(v.pipe(inputNamed('account', repeated('account')), v.description(ACCOUNT_TEXT))),
  }),
  v.check((query) => goesWithSortCode(query), ACCOUNT_FORMAT),
);
export type ValidateQuery = v.InferOutput<typeof ValidateQuery>;

const NO_HINT: ValidateOptions = {};

/** The options of the SDK's `validate` for a format hint (one the schema accepted), which may be absent. */
export const optionsOf = (format: string | null | undefined): ValidateOptions =>
  format ? { format: format as Format } : NO_HINT;

/**
 * The SDK's envelope, as JSON: `validate` checks the number once, and loads bank data only when it
 * must; with `account`, the envelope of the sort code and the account number checked together.
 */
async function validateAnswer(
  c: Context,
  input: string,
  format: string | null | undefined,
  account: string | undefined,
): Promise<Response> {
  const envelope: Envelope =
    account === undefined ? await validate(input, optionsOf(format)) : await validateUkAccountEnvelope(input, account);
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
          const { q, format, account } = c.req.valid('query');
          return validateAnswer(c, q, format, account);
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
          const { input, format, account } = c.req.valid('json');
          return validateAnswer(c, input, format, account);
        },
      ],
    },
  },
};
