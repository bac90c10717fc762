import { normalize } from '../core/normalize.ts';
import { bicShape } from '../formats/bic/check.ts';
import { bicFormat } from '../formats/bic/descriptor.ts';
import { COUNTRY_NOT_ALLOWED, FORMAT_NAMES, FORMAT_NOT_ALLOWED, REQUIRED } from '../locales/en-checks.ts';
import { bankNumberSchema, countryList } from './schema.ts';
import type { BankNumberSchema, SchemaOptions, Verdict } from './schema.ts';

/** The country of a BIC: positions 5–6 (`resultCountry`). */
const bicCountry = (result: Verdict): string => result.normalized.slice(4, 6);

/** Options of `bic()`. */
export interface BicOptions extends SchemaOptions {
  /** The countries whose BICs the field accepts (positions 5–6 of the code); absent or empty: all. */
  countries?: readonly string[] | undefined;
}

/**
 * A Standard Schema v1 validator of SWIFT/BIC codes (8 or 11 characters, after `cleanInput`): the
 * output is the code in capitals without spaces, the issues carry the error codes of `validateBic`
 * and display text from `messages`.
 * @example bic()['~standard'].validate('deut de ff') // { value: 'DEUTDEFF' }
 */
/* @__NO_SIDE_EFFECTS__ */
export function bic(options?: BicOptions): BankNumberSchema {
  return bankNumberSchema(
    (text) => bicFormat.check(normalize(text)),
    options,
    { REQUIRED, COUNTRY_NOT_ALLOWED, FORMAT_NOT_ALLOWED, ...FORMAT_NAMES },
    countryList(options?.countries),
    bicCountry,
    [bicFormat.id],
    undefined,
    [bicShape],
  );
}
