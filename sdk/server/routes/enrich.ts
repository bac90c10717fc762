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
import { BankInfo, BODY_LIMIT, nullableBoolean, nullableString, resultEntries, stringList } from './shared-schemas.ts';
import { optionsOf, ValidateQuery, ValidateRequest } from './validate.ts';

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

/** The `/validate` result plus `enrichment`. */
async function enrichAnswer(input: string, format: string | null | undefined): Promise<ApiEnvelope<Enriched>> {
  const start = performance.now();
  const { result } = await validate(input, optionsOf(format));
  const answer: ApiEnvelope<Enriched> = {
    apiVersion: '1',
    processingTimeMs: 0,
    result: { ...result, enrichment: await enrich(result) },
  };
  answer.processingTimeMs = elapsed(start);
  return answer;
}

export const enrichRoute: ApiRoute = {
  path: '/enrich',
  tiers: tiersFor('/enrich'),
  counted: true,
  components: {
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
      query: ValidateQuery,
      result: data(EnrichResult),
      handlers: () => [
        queryValidator(ValidateQuery),
        async (c: Validated<{ query: ValidateQuery }>) => {
          const { q, format } = c.req.valid('query');
          return json(c, await enrichAnswer(q, format));
        },
      ],
    },
    post: {
      id: 'enrichPost',
      summary: 'As GET, with the number in a JSON body.',
      answer: 'The result with `enrichment`.',
      body: ValidateRequest,
      result: data(EnrichResult),
      handlers: () => [
        jsonValidator(ValidateRequest, BODY_LIMIT),
        async (c: Validated<{ json: ValidateRequest }>) => {
          const { input, format } = c.req.valid('json');
          return json(c, await enrichAnswer(input, format));
        },
      ],
    },
  },
};
