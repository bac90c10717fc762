/** The types the request and answer schemas give the routes (checked by `npm run typecheck`). */
import type * as v from 'valibot';
import { expectTypeOf } from 'vitest';
import type { Envelope as SdkEnvelope, Format } from '../../index.ts';
import type { Tier as ServerTier } from '../tiers.ts';
import type { Envelope, Tier } from './shared-schemas.ts';
import type { ValidateRequest } from './validate.ts';

expectTypeOf<v.InferOutput<typeof ValidateRequest>>().toEqualTypeOf<{
  input: string;
  format?: Format | '' | null | undefined;
  account?: string | undefined;
}>();
expectTypeOf<v.InferOutput<typeof Tier>>().toEqualTypeOf<ServerTier>();
expectTypeOf<v.InferOutput<typeof Envelope>['apiVersion']>().toEqualTypeOf<SdkEnvelope['apiVersion']>();
