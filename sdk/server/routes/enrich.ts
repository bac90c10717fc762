/**
 * `/enrich` (GET with `q`, POST with a JSON body): the `/validate` result plus what the lookup
 * data knows (Pro and Business).
 * @module
 */
import type { ApiEnvelope, EnrichResult as Enriched } from '../../core/api-types.ts';
import { validate } from '../../validate.ts';
import { elapsed, json } from '../answers.ts';
import * as v from 'valibot';
import { tiersFor } from '../tiers.ts';
import { jsonValidator, queryValidator } from '../validator.ts';
import { enrich } from '../../enrich.ts';
import type { ApiRoute, Validated } from './route.ts';
import { data } from './route.ts';
import {
  BankInfo,
  BODY_LIMIT,
  closedObject,
  formatHint,
  input,
  nullableBoolean,
  nullableString,
  parameter,
  repeated,
  required,
  resultEntries,
  stringList,
} from './shared-schemas.ts';
import { numberQuery, optionsOf } from './validate.ts';
import { isTooLong, MAX_INPUT_LENGTH } from '../../core/limits.ts';

const string = v.string();
const Warnings = v.array(v.picklist(['BANK_NOT_FOUND', 'TEST_BIC', 'QR_IBAN']));
export const IbanEnrichment = v.strictObject({
  countryName: nullableString,
  sepa: nullableBoolean,
  currency: nullableString,
  formatted: string,
  bank: v.nullable(BankInfo),
  bankCodeStatus: v.nullable(
    v.strictObject({
      bankCode: string,
      status: v.picklist(['active', 'deleted', 'deleted-with-successor']),
      successor: nullableString,
    }),
  ),
  warnings: Warnings,
  bics: v.optional(
    v.pipe(
      v.nullable(v.array(string)),
      v.description(
        'Only when asked with `bic`: every BIC the directory lists for the bank code, the bank’s own first; ' +
          'null when the directory does not list the code.',
      ),
    ),
  ),
  bicConsistency: v.optional(
    v.pipe(
      v.strictObject({
        status: v.picklist(['consistent', 'inconsistent', 'unknown']),
        reason: v.nullable(
          v.picklist([
            'other-bank',
            'other-country',
            'invalid-iban',
            'invalid-bic',
            'no-directory',
            'code-not-listed',
            'no-bic-listed',
          ]),
        ),
      }),
      v.description(
        'Only when asked with a non-blank `bic`: whether it names the bank of the IBAN. `unknown` when the ' +
          'data does not decide, never `inconsistent` for want of data (docs/bic.md).',
      ),
    ),
  ),
});
export const RoutingNumberRecord = v.strictObject({
  ...{
    routingNumber: string,
    bankName: string,
    city: nullableString,
    state: nullableString,
    cityBasis: nullableString,
  },
  ...{ fedDistrict: nullableString, regions: stringList, use: string, sources: stringList },
});
export const RoutingNumberEnrichment = v.strictObject({
  districtName: nullableString,
  formatted: string,
  bank: v.nullable(RoutingNumberRecord),
  warnings: Warnings,
});
export const Clearing = v.strictObject({
  fasterPayments: nullableBoolean,
  bacs: nullableBoolean,
  chaps: nullableBoolean,
});
export const SortCodeRecord = v.strictObject({
  ...{ sortCode: string, bankName: string, bic: string, city: nullableString, note: string },
  ...{ clearing: Clearing, sources: stringList, bicSources: stringList },
});
export const SortCodeEnrichment = v.strictObject({
  bic: nullableString,
  clearing: v.nullable(Clearing),
  formatted: string,
  bank: v.nullable(SortCodeRecord),
  warnings: Warnings,
});
export const BicEnrichment = v.strictObject({
  countryName: nullableString,
  formatted: string,
  institution: v.nullable(BankInfo),
  testBic: v.boolean(),
  warnings: Warnings,
});
export const EnrichResult = v.strictObject({
  ...resultEntries,
  enrichment: v.pipe(
    v.nullable(v.union([IbanEnrichment, RoutingNumberEnrichment, SortCodeEnrichment, BicEnrichment])),
    v.description('Null when the number is invalid.'),
  ),
});

/** `bic`: a BIC typed beside the IBAN, whose agreement with the IBAN's bank the answer adds. */
const bicField = (notString: string) =>
  v.pipe(
    v.string(notString),
    v.check(
      (text) => !isTooLong(text),
      parameter('INPUT_TOO_LONG', 'bic', `is longer than ${MAX_INPUT_LENGTH} characters`),
    ),
    v.description(
      'A BIC typed beside the IBAN: the enrichment of a valid IBAN then lists every BIC of its bank code ' +
        '(`bics`) and, unless `bic` is blank, says whether it names that bank (`bicConsistency`). ' +
        'Ignored for other formats.',
    ),
  );

/** The query of `GET /enrich`: the query of `/validate` and `bic`. */
export const EnrichQuery = numberQuery({ bic: v.optional(bicField(repeated('bic'))) });
export type EnrichQuery = v.InferOutput<typeof EnrichQuery>;

/** The body of `POST /enrich`: the body of `/validate` and `bic`. */
export const EnrichRequest = closedObject(
  { input, format: formatHint, bic: v.nullish(bicField(parameter('INVALID_PARAMETER', 'bic', 'must be a string'))) },
  required,
);
export type EnrichRequest = v.InferOutput<typeof EnrichRequest>;

/** The `/validate` result plus `enrichment`. */
async function enrichAnswer(
  input: string,
  format: string | null | undefined,
  bic: string | null | undefined,
): Promise<ApiEnvelope<Enriched>> {
  const start = performance.now();
  const { result } = await validate(input, optionsOf(format));
  const answer: ApiEnvelope<Enriched> = {
    apiVersion: '1',
    processingTimeMs: 0,
    result: { ...result, enrichment: await enrich(result, { bic }) },
  };
  answer.processingTimeMs = elapsed(start);
  return answer;
}

export const enrichRoute: ApiRoute = {
  path: '/enrich',
  tiers: tiersFor('/enrich'),
  counted: true,
  components: {
    EnrichRequest,
    IbanEnrichment,
    RoutingNumberRecord,
    RoutingNumberEnrichment,
    Clearing,
    SortCodeRecord,
    SortCodeEnrichment,
    BicEnrichment,
    EnrichResult,
  },
  operations: {
    get: {
      id: 'enrichGet',
      summary: 'The /validate result plus what the lookup data knows (Pro and Business; counted).',
      answer: 'The result with `enrichment`; unknown values are null.',
      query: EnrichQuery,
      result: data(EnrichResult),
      handlers: () => [
        queryValidator(EnrichQuery),
        async (c: Validated<{ query: EnrichQuery }>) => {
          const { q, format, bic } = c.req.valid('query');
          return json(c, await enrichAnswer(q, format, bic));
        },
      ],
    },
    post: {
      id: 'enrichPost',
      summary: 'As GET, with the number in a JSON body.',
      answer: 'The result with `enrichment`.',
      body: EnrichRequest,
      result: data(EnrichResult),
      handlers: () => [
        jsonValidator(EnrichRequest, BODY_LIMIT),
        async (c: Validated<{ json: EnrichRequest }>) => {
          const { input, format, bic } = c.req.valid('json');
          return json(c, await enrichAnswer(input, format, bic));
        },
      ],
    },
  },
};
