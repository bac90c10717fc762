/** The types of `bank-number/client` as a consumer meets them (checked by `npm run typecheck`). */
import { expectTypeOf } from 'vitest';
import { type BankNumberApiError, type BankNumberRateLimitError, createClient } from './index.ts';
import type { BankNumberClient, Envelope, Fallback, RateLimitState } from './index.ts';

const client = createClient({ baseUrl: 'https://api.example.com' });
expectTypeOf(client).toEqualTypeOf<BankNumberClient>();
expectTypeOf(client.validate('DE89370400440532013000', { remote: true })).toEqualTypeOf<Promise<Envelope>>();
expectTypeOf(client.rateLimit).toEqualTypeOf<RateLimitState | null>();
expectTypeOf(client.lastFallback).toEqualTypeOf<Fallback | null>();
expectTypeOf<Fallback['reason']>().toEqualTypeOf<'offline' | 'network' | 'timeout'>();
expectTypeOf(client.batch)
  .parameter(0)
  .toEqualTypeOf<
    ReadonlyArray<
      | string
      | { input: string; format?: 'iban' | 'bic' | 'us-routing' | 'uk-sort-code' | undefined; id?: string | undefined }
    >
  >();
// @ts-expect-error: the base URL is required
createClient({ apiKey: 'bn_test' });
// @ts-expect-error: rate-limit state is read, not written
client.rateLimit = null;
expectTypeOf<BankNumberRateLimitError>().toExtend<BankNumberApiError>();
