/** The types of `bank-number` as a consumer meets them (checked by `npm run typecheck`). */
import { expectTypeOf } from 'vitest';
import {
  BankNumberRequestError,
  detectFormat,
  formatCsv,
  generateNumbers,
  localize,
  parseCsv,
  preloadLookups,
  refusedRow,
  validate,
  validateSync,
} from './index.ts';
import type {
  BankInfo,
  Envelope,
  ErrorCode,
  Format,
  GeneratedNumber,
  LocalizedResult,
  RequestErrorCode,
  ValidationResult,
  VerdictRow,
} from './index.ts';
import { de } from './locales/de.ts';

expectTypeOf(validate).parameter(0).toEqualTypeOf<string>();
expectTypeOf(validate('DE89370400440532013000')).toEqualTypeOf<Promise<Envelope>>();
expectTypeOf(validateSync('021000021', { format: 'us-routing' })).toEqualTypeOf<Envelope>();
// @ts-expect-error: a format the service does not know
validateSync('021000021', { format: 'swift' });
expectTypeOf<Format>().toEqualTypeOf<'iban' | 'bic' | 'us-routing' | 'uk-sort-code'>();
expectTypeOf(detectFormat('DEUTDEFF')).toEqualTypeOf<Format | null>();

declare const envelope: Envelope;
expectTypeOf(envelope.apiVersion).toEqualTypeOf<'1'>();
expectTypeOf(envelope.result).toEqualTypeOf<ValidationResult>();
expectTypeOf(envelope.result.format).toEqualTypeOf<Format | null>();
expectTypeOf(envelope.result.bankInfo).toEqualTypeOf<BankInfo | null>();
expectTypeOf(envelope.result.errors[0]?.code).toEqualTypeOf<ErrorCode | undefined>();
expectTypeOf<BankInfo['bic']>().toEqualTypeOf<string | null>();

expectTypeOf(preloadLookups('us-routing', 'iban:DE', 'bic:GB')).toEqualTypeOf<Promise<void>>();
// @ts-expect-error: a lookup target is a format or a format and a country
void preloadLookups('iban-DE');

expectTypeOf(localize(envelope, de)).toEqualTypeOf<LocalizedResult>();
expectTypeOf(localize(envelope.result, {})).toEqualTypeOf<LocalizedResult>();

declare const thrown: unknown;
if (thrown instanceof BankNumberRequestError) {
  // The contract's codes, named; and open, since a server may send codes that are newer than the SDK.
  expectTypeOf<RequestErrorCode>().toExtend<typeof thrown.code>();
  expectTypeOf(thrown.code).toExtend<string>();
  expectTypeOf(thrown.parameter).toEqualTypeOf<string | undefined>();
}

// Test numbers of any format, as `/generate` gives them; a format the service does not know is refused.
expectTypeOf(generateNumbers({ format: 'iban', country: 'DE', seed: 1, count: 2 })).toEqualTypeOf<GeneratedNumber[]>();
// @ts-expect-error: a format the service does not know
generateNumbers({ format: 'swift', seed: 1, count: 1 });
expectTypeOf(parseCsv('iban\nDE89370400440532013000\n')).toEqualTypeOf<string[][]>();
expectTypeOf(formatCsv([['iban'], ['DE89370400440532013000']], ';')).toEqualTypeOf<string>();
expectTypeOf(refusedRow).parameter(0).toEqualTypeOf<BankNumberRequestError>();
expectTypeOf(refusedRow(new BankNumberRequestError('MISSING_PARAMETER', '', 'input'))).toEqualTypeOf<VerdictRow>();
