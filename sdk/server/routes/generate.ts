/**
 * `/generate`: numbers for tests that pass this validation (Pro and Business; one unit a request).
 * @module
 */
import type { ApiEnvelope, GenerateResult } from '../../core/api-types.ts';
import type { Format } from '../../core/types.ts';
import { isBlank, normalize } from '../../core/normalize.ts';
import { GENERATORS } from '../../formats/generators.ts';
import { generateNumbers } from '../../generate.ts';
import { elapsed, json } from '../answers.ts';
import { randomHex } from '../keys/api-key.ts';
import * as v from 'valibot';
import { FORMATS } from '../../core/request.ts';
import { tiersFor } from '../tiers.ts';
import { queryValidator } from '../validator.ts';
import type { ApiRoute, Validated } from './route.ts';
import { data } from './route.ts';
import { isObject, missingParameter, parameter, queryString, repeated, required } from './shared-schemas.ts';

export const MAX_GENERATE_COUNT = 100;
export const MAX_SEED_LENGTH = 128;
const string = v.string();

const formatText = parameter(
  'INVALID_PARAMETER',
  'format',
  `must be ${FORMATS.slice(0, -1).join(', ')} or ${FORMATS.at(-1)}`,
);
const countText = parameter('INVALID_PARAMETER', 'count', `must be a whole number from 1 to ${MAX_GENERATE_COUNT}`);

/** The parameters of `GET /generate`, as the OpenAPI document describes them. */
const generateParameters = {
  format: v.pipe(v.picklist(FORMATS, formatText), v.description('What to generate.')),
  country: v.optional(
    v.pipe(
      queryString('country'),
      v.description(
        'ISO 3166-1 alpha-2 code: required for iban (an IBAN country) and bic; ' +
          'for us-routing only US and for uk-sort-code only GB, or absent.',
      ),
    ),
  ),
  count: v.optional(
    v.pipe(
      queryString('count'),
      v.regex(/^[0-9]{1,3}$/, countText),
      v.transform(Number),
      v.number(),
      v.integer(),
      v.minValue(1, countText),
      v.maxValue(MAX_GENERATE_COUNT, countText),
      v.description(`How many, 1 to ${MAX_GENERATE_COUNT}. Default 1.`),
    ),
  ),
  seed: v.optional(
    v.pipe(
      queryString('seed'),
      v.maxLength(
        MAX_SEED_LENGTH,
        parameter('INVALID_PARAMETER', 'seed', `must be at most ${MAX_SEED_LENGTH} characters`),
      ),
      v.description('The same seed gives the same numbers; without one, each call draws new ones.'),
    ),
  ),
  bankCode: v.optional(
    v.pipe(
      queryString('bankCode'),
      v.description(
        "A fixed bank code in the country's format (IBAN) or institution code (BIC); " +
          'not for us-routing and uk-sort-code.',
      ),
    ),
  ),
};

/** The query for a format of many countries (iban, bic): a country is required. */
const manyCountries = (format: Format) =>
  v.object(
    {
      ...generateParameters,
      format: v.literal(format),
      country: v.pipe(
        queryString('country'),
        v.check((text) => !isBlank(text), required('country')),
      ),
    },
    missingParameter,
  );

/**
 * The query for a format of one country: `country` may name it (in any case), or be absent or
 * blank. Another country is refused rather than ignored: the caller expects numbers of that
 * country. A bank code is refused too: ignoring it would answer numbers other than the ones asked for.
 */
const oneCountry = (format: Format, national: string) =>
  v.object(
    {
      ...generateParameters,
      format: v.literal(format),
      country: v.optional(
        v.pipe(
          queryString('country'),
          v.check(
            (text) => isBlank(text) || (text.length <= 8 && normalize(text) === national),
            parameter('INVALID_PARAMETER', 'country', `must be ${national} or absent for ${format}`),
          ),
        ),
      ),
      bankCode: v.optional(
        v.pipe(
          queryString('bankCode'),
          v.check((text) => text === '', parameter('INVALID_PARAMETER', 'bankCode', 'applies to iban and bic only')),
        ),
      ),
    },
    missingParameter,
  );

/**
 * The query of `GET /generate`, one object per format: each parameter is told in the order
 * `format`, `country`, `count`, `seed`, `bankCode`, and what a parameter may be depends on the
 * format. The document lists the parameters of `generateParameters`.
 */
export const GenerateQuery = v.pipe(
  v.custom<Record<string, unknown>>(isObject),
  v.variant(
    'format',
    FORMATS.map((format) => {
      const national = GENERATORS.find((generator) => generator.id === format)?.country;
      return national === undefined ? manyCountries(format) : oneCountry(format, national);
    }),
    ({ input }) =>
      input === undefined || (typeof input === 'string' && isBlank(input))
        ? required('format')
        : Array.isArray(input)
          ? repeated('format')
          : formatText,
  ),
  v.metadata({ parameters: generateParameters }),
);
export type GenerateQuery = v.InferOutput<typeof GenerateQuery>;

export const GenerateResultSchema = v.strictObject({
  format: v.picklist(FORMATS),
  items: v.pipe(
    v.array(v.strictObject({ value: string, formatted: string })),
    v.minLength(1),
    v.maxLength(MAX_GENERATE_COUNT),
  ),
});

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
  components: { GenerateResult: GenerateResultSchema },
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
          // With the data the generator draws on loaded, as /validate loads it: generated IBANs
          // name banks of the country's directory, and German accounts pass their bank's method.
          const draws = GENERATORS.find((generator) => generator.id === query.format)?.draws;
          if (draws && typeof query.country === 'string') await draws(normalize(query.country));
          return json(c, generate(query));
        },
      ],
    },
  },
};
