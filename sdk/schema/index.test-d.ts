/** The types of `bank-number/schema` as a consumer meets them (checked by `npm run typecheck`). */
import type { StandardSchemaV1 as PublishedSchema } from '@standard-schema/spec';
import { expectTypeOf } from 'vitest';
import type { ErrorCode, Format } from '../index.ts';
import type { ElementCode } from '../locales/types.ts';
import type { ReferenceErrorCode } from '../references/index.ts';
import { de } from '../locales/de.ts';
import { bankNumber, bic, iban, routingNumber, sortCode } from './index.ts';
import type {
  BankNumberIssue,
  BankNumberOptions,
  BankNumberPending,
  BankNumberResult,
  BankNumberSchema,
  BicOptions,
  IbanOptions,
  SchemaOptions,
  StandardSchemaV1,
  StandardSchemaV1Issue,
} from './index.ts';

const field = iban({ countries: ['DE', 'AT'], sepa: true, messages: de });
expectTypeOf(field).toEqualTypeOf<BankNumberSchema>();
expectTypeOf(bic()).toEqualTypeOf<BankNumberSchema>();
expectTypeOf(routingNumber()).toEqualTypeOf<BankNumberSchema>();
expectTypeOf(
  sortCode({ messages: { REQUIRED: ['Pflichtfeld', 'Bitte ausfüllen'] } }),
).toEqualTypeOf<BankNumberSchema>();
expectTypeOf(bankNumber({ formats: ['iban', 'bic'] })).toEqualTypeOf<BankNumberSchema>();

// A Standard Schema of the published specification, string in, normalized string out.
expectTypeOf(field).toExtend<PublishedSchema<string, string>>();
expectTypeOf<PublishedSchema.InferInput<typeof field>>().toEqualTypeOf<string>();
expectTypeOf<PublishedSchema.InferOutput<typeof field>>().toEqualTypeOf<string>();
expectTypeOf<PublishedSchema.InferOutput<ReturnType<typeof bankNumber>>>().toEqualTypeOf<string>();
expectTypeOf(field).toExtend<StandardSchemaV1<string, string>>();
expectTypeOf(field['~standard'].vendor).toEqualTypeOf<string>();
expectTypeOf(field['~standard'].version).toEqualTypeOf<1>();

// `validate` answers at once, or with a promise that also carries the issue `CHECK_PENDING`
// (a German IBAN before the German bank data); awaited, the answer is a result.
const answer = field['~standard'].validate('DE89370400440532013000');
expectTypeOf(answer).toEqualTypeOf<BankNumberResult | BankNumberPending>();
expectTypeOf<BankNumberPending>().toExtend<Promise<BankNumberResult>>();
expectTypeOf(answer.issues).toEqualTypeOf<readonly BankNumberIssue[] | undefined>();
const result = await answer;
expectTypeOf(result).toEqualTypeOf<BankNumberResult>();
if (result.issues === undefined) {
  expectTypeOf(result.value).toEqualTypeOf<string>();
} else {
  expectTypeOf(result.issues).toEqualTypeOf<readonly BankNumberIssue[]>();
  expectTypeOf(result.issues[0]?.code).toEqualTypeOf<ErrorCode | ReferenceErrorCode | ElementCode | undefined>();
}
expectTypeOf<BankNumberIssue>().toExtend<StandardSchemaV1Issue>();
expectTypeOf<BankNumberIssue['suggestion']>().toEqualTypeOf<string>();

// The options.
expectTypeOf(iban).parameter(0).toEqualTypeOf<IbanOptions | undefined>();
expectTypeOf(bic).parameter(0).toEqualTypeOf<BicOptions | undefined>();
expectTypeOf(routingNumber).parameter(0).toEqualTypeOf<SchemaOptions | undefined>();
expectTypeOf(bankNumber).parameter(0).toEqualTypeOf<BankNumberOptions | undefined>();
expectTypeOf<IbanOptions['countries']>().toEqualTypeOf<readonly string[] | undefined>();
expectTypeOf<IbanOptions['sepa']>().toEqualTypeOf<boolean | undefined>();
expectTypeOf<BankNumberOptions['formats']>().toEqualTypeOf<readonly Format[] | undefined>();
expectTypeOf<IbanOptions>().toExtend<SchemaOptions>();
// @ts-expect-error: a format the library does not know
bankNumber({ formats: ['swift'] });
// @ts-expect-error: a routing number has no countries to choose from
routingNumber({ countries: ['US'] });
// @ts-expect-error: a catalogue's texts are message pairs
iban({ messages: { CHECKSUM_FAILED: 'Wrong' } });
