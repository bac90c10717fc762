/** The types of `bank-number/server` as a consumer meets them (checked by `npm run typecheck`). */
import { expectTypeOf } from 'vitest';
import { createHandler, createMemoryRateLimitStore } from './index.ts';
import type { FetchHandler, HandlerOptions, RateLimitStore } from './index.ts';

const handler = createHandler();
expectTypeOf(handler).toEqualTypeOf<FetchHandler>();
expectTypeOf(handler(new Request('http://localhost/api/v1/validate?q=021000021'))).toEqualTypeOf<Promise<Response>>();
expectTypeOf(createMemoryRateLimitStore()).toExtend<RateLimitStore>();
expectTypeOf<HandlerOptions['trustedProxies']>().toEqualTypeOf<number | readonly string[] | undefined>();
// @ts-expect-error: the handler takes a WHATWG Request
void handler('/api/v1/validate');
