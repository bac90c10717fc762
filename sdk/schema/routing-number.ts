import { normalize } from '../core/normalize.ts';
import { routingNumberShape } from '../formats/us-routing/check.ts';
import { routingNumberFormat } from '../formats/us-routing/descriptor.ts';
import { FORMAT_NAMES, FORMAT_NOT_ALLOWED, REQUIRED } from '../locales/en-checks.ts';
import { bankNumberSchema } from './schema.ts';
import type { BankNumberSchema, SchemaOptions } from './schema.ts';

/**
 * A Standard Schema v1 validator of US ABA routing numbers (nine digits, after `cleanInput`): the
 * output is the nine digits, the issues carry the error codes of `validateRoutingNumber` and
 * display text from `messages`.
 * @example routingNumber()['~standard'].validate('0110-0001-5') // { value: '011000015' }
 */
/* @__NO_SIDE_EFFECTS__ */
export function routingNumber(options?: SchemaOptions): BankNumberSchema {
  return bankNumberSchema(
    (text) => routingNumberFormat.check(normalize(text)),
    options,
    { REQUIRED, FORMAT_NOT_ALLOWED, ...FORMAT_NAMES },
    [],
    undefined,
    [routingNumberFormat.id],
    undefined,
    [routingNumberShape],
  );
}
