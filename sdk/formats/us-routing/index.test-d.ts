/** The types of `bank-number/us-routing` as a consumer meets them (checked by `npm run typecheck`). */
import { expectTypeOf } from 'vitest';
import type { BankInfo, ValidationResult } from '../../index.ts';
import {
  checkRoutingNumber,
  compactRoutingNumber,
  FED_DISTRICTS,
  fedDistrictName,
  formatRoutingNumber,
  generateRoutingNumber,
  generateRoutingNumbers,
  isRoutingNumberLookupLoaded,
  isValidRoutingNumber,
  loadRoutingNumberLookup,
  loadRoutingNumberRecords,
  lookupRoutingNumberRecordSync,
  lookupRoutingNumberSync,
  validateRoutingNumber,
} from './index.ts';
import type { GenerateRoutingNumberOptions, RoutingNumberRecord } from './index.ts';

expectTypeOf(isValidRoutingNumber).toEqualTypeOf<(input: string) => boolean>();
expectTypeOf(validateRoutingNumber('011000015')).toEqualTypeOf<ValidationResult>();
expectTypeOf(checkRoutingNumber).parameter(0).toEqualTypeOf<string>();
expectTypeOf(checkRoutingNumber).returns.toEqualTypeOf<ValidationResult>();
expectTypeOf(formatRoutingNumber('011000015')).toEqualTypeOf<string>();
expectTypeOf(compactRoutingNumber('0110-0001-5')).toEqualTypeOf<string>();
expectTypeOf(fedDistrictName('011000015')).toEqualTypeOf<string | null>();
expectTypeOf(FED_DISTRICTS).toEqualTypeOf<readonly string[]>();
// @ts-expect-error: the districts are read, not written
FED_DISTRICTS.push('Honolulu');

expectTypeOf(loadRoutingNumberLookup()).toEqualTypeOf<Promise<void>>();
expectTypeOf(isRoutingNumberLookupLoaded()).toEqualTypeOf<boolean>();
expectTypeOf(lookupRoutingNumberSync('124003116')).toEqualTypeOf<BankInfo | null>();
expectTypeOf(loadRoutingNumberRecords()).toEqualTypeOf<Promise<void>>();
expectTypeOf(lookupRoutingNumberRecordSync('031100649')).toEqualTypeOf<RoutingNumberRecord | null>();
expectTypeOf<RoutingNumberRecord>().toEqualTypeOf<{
  routingNumber: string;
  bankName: string;
  city: string | null;
  state: string | null;
  cityBasis: string | null;
  fedDistrict: string | null;
  regions: string[];
  use: string;
  sources: string[];
}>();

expectTypeOf<GenerateRoutingNumberOptions>().toEqualTypeOf<{ seed: number | string }>();
expectTypeOf(generateRoutingNumber({ seed: 1 })).toEqualTypeOf<string>();
expectTypeOf(generateRoutingNumbers).parameter(0).toEqualTypeOf<GenerateRoutingNumberOptions & { count: number }>();
expectTypeOf(generateRoutingNumbers({ seed: 'demo', count: 3 })).toEqualTypeOf<string[]>();
// @ts-expect-error: a list needs its count
generateRoutingNumbers({ seed: 1 });
// @ts-expect-error: the seed is a number or a string
generateRoutingNumber({ seed: true });
