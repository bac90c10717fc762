import { normalize } from '../core/normalize.ts';
import { sortCodeShape } from '../formats/uk-sort-code/check.ts';
import { sortCodeFormat } from '../formats/uk-sort-code/descriptor.ts';
import { FORMAT_NAMES, FORMAT_NOT_ALLOWED, REQUIRED } from '../locales/en-checks.ts';
import { bankNumberSchema } from './schema.ts';
import type { BankNumberSchema, SchemaOptions } from './schema.ts';

/**
 * A Standard Schema v1 validator of UK sort codes (six digits, after `cleanInput`): the output is
 * the six digits (`'12-34-56'` gives `'123456'`), the issues carry the error codes of
 * `validateSortCode` and display text from `messages`.
 * @example sortCode()['~standard'].validate('Sort code: 12-34-56') // { value: '123456' }
 */
/* @__NO_SIDE_EFFECTS__ */
export function sortCode(options?: SchemaOptions): BankNumberSchema {
  return bankNumberSchema(
    (text) => sortCodeFormat.check(normalize(text)),
    options,
    { REQUIRED, FORMAT_NOT_ALLOWED, ...FORMAT_NAMES },
    [],
    undefined,
    [sortCodeFormat.id],
    undefined,
    [sortCodeShape],
  );
}
