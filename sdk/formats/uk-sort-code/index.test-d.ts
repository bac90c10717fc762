/** The types of `bank-number/uk-sort-code` as a consumer meets them (checked by `npm run typecheck`). */
import { expectTypeOf } from 'vitest';
import type { BankInfo, ValidationResult } from '../../index.ts';
import {
  checkSortCode,
  compactSortCode,
  formatSortCode,
  generateSortCode,
  generateSortCodes,
  isSortCodeLookupLoaded,
  isValidSortCode,
  loadSortCodeLookup,
  loadSortCodeRecords,
  lookupSortCodeRecordSync,
  lookupSortCodeSync,
  validateSortCode,
} from './index.ts';
import type { GenerateSortCodeOptions, SortCodeRecord } from './index.ts';

expectTypeOf(isValidSortCode).toEqualTypeOf<(input: string) => boolean>();
expectTypeOf(validateSortCode('12-34-56')).toEqualTypeOf<ValidationResult>();
expectTypeOf(checkSortCode).parameter(0).toEqualTypeOf<string>();
expectTypeOf(checkSortCode).returns.toEqualTypeOf<ValidationResult>();
expectTypeOf(formatSortCode('123456')).toEqualTypeOf<string>();
expectTypeOf(compactSortCode('12-34-56')).toEqualTypeOf<string>();
// @ts-expect-error: a sort code is written as a string (a number would lose its leading zeros)
validateSortCode(123456);

expectTypeOf(loadSortCodeLookup()).toEqualTypeOf<Promise<void>>();
expectTypeOf(isSortCodeLookupLoaded()).toEqualTypeOf<boolean>();
expectTypeOf(lookupSortCodeSync('200000')).toEqualTypeOf<BankInfo | null>();
expectTypeOf(loadSortCodeRecords()).toEqualTypeOf<Promise<void>>();
expectTypeOf(lookupSortCodeRecordSync('200000')).toEqualTypeOf<SortCodeRecord | null>();
expectTypeOf<SortCodeRecord['bic']>().toEqualTypeOf<string>();
expectTypeOf<SortCodeRecord['city']>().toEqualTypeOf<string | null>();
expectTypeOf<SortCodeRecord['clearing']>().toEqualTypeOf<{
  fasterPayments: boolean | null;
  bacs: boolean | null;
  chaps: boolean | null;
}>();

expectTypeOf<GenerateSortCodeOptions>().toEqualTypeOf<{ seed: number | string }>();
expectTypeOf(generateSortCode({ seed: 'demo' })).toEqualTypeOf<string>();
expectTypeOf(generateSortCodes).parameter(0).toEqualTypeOf<GenerateSortCodeOptions & { count: number }>();
expectTypeOf(generateSortCodes({ seed: 'demo', count: 3 })).toEqualTypeOf<string[]>();
// @ts-expect-error: a list needs its count
generateSortCodes({ seed: 'demo' });
