/** The types of `bank-number/bic` as a consumer meets them (checked by `npm run typecheck`). */
import { expectTypeOf } from 'vitest';
import type { BankInfo, ValidationResult } from '../../index.ts';
import { formatBic, isTestBic, isValidBic, loadBicLookup, lookupBicSync, validateBic } from './index.ts';

expectTypeOf(isValidBic).toEqualTypeOf<(input: string) => boolean>();
expectTypeOf(validateBic('DEUTDEFF')).toEqualTypeOf<ValidationResult>();
expectTypeOf(formatBic('deutdeff')).toEqualTypeOf<string>();
expectTypeOf(isTestBic('DEUTDEF0')).toEqualTypeOf<boolean>();
expectTypeOf(loadBicLookup('DE')).toEqualTypeOf<Promise<void>>();
expectTypeOf(lookupBicSync('DEUTDEFF')).toEqualTypeOf<BankInfo | null>();
