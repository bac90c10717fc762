/** The types of `bank-number/iban` as a consumer meets them (checked by `npm run typecheck`). */
import { expectTypeOf } from 'vitest';
import type { BankInfo, ValidationResult } from '../../index.ts';
import {
  findIbans,
  formatIban,
  ibanCountry,
  ibanFromDomestic,
  isQrIban,
  isSepaCountry,
  isValidIban,
  lookupIbanBankSync,
  maskIban,
  validateIban,
} from './index.ts';
import type { FoundIban, IbanCountry } from './index.ts';

expectTypeOf(isValidIban).toEqualTypeOf<(input: string) => boolean>();
expectTypeOf(validateIban('DE89370400440532013000')).toEqualTypeOf<ValidationResult>();
expectTypeOf(formatIban('DE89370400440532013000')).toEqualTypeOf<string>();
expectTypeOf(ibanCountry('DE')).toEqualTypeOf<IbanCountry | null>();
expectTypeOf(findIbans('text')).toEqualTypeOf<FoundIban[]>();
expectTypeOf<FoundIban>().toEqualTypeOf<{ start: number; end: number; normalized: string }>();
expectTypeOf(isQrIban('CH4431999123000889012')).toEqualTypeOf<boolean>();
expectTypeOf(isSepaCountry('AL')).toEqualTypeOf<boolean>();
expectTypeOf(lookupIbanBankSync('DE89370400440532013000')).toEqualTypeOf<BankInfo | null>();
expectTypeOf(
  ibanFromDomestic('DE', { bankCode: '37040044', accountNumber: '532013000' }),
).toEqualTypeOf<ValidationResult>();
// @ts-expect-error: the domestic parts are named
ibanFromDomestic('DE', '37040044 532013000');
expectTypeOf(maskIban).toEqualTypeOf<(input: string, mask?: string) => string>();
// @ts-expect-error: the mask is a string
maskIban('DE89370400440532013000', 0);
