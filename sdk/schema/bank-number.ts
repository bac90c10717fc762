import { FORMATS } from '../core/limits.ts';
import type { Format, ValidationResult } from '../core/types.ts';
import {
  AMBIGUOUS_FORMAT,
  CHECK_PENDING,
  COUNTRY_NOT_ALLOWED,
  FORMAT_NAMES,
  FORMAT_NOT_ALLOWED,
  REQUIRED,
  UNKNOWN_FORMAT,
} from '../locales/en-checks.ts';
import { resultCountry } from '../locales/rules.ts';
import { awaitsData, check } from '../check.ts';
import { descriptorOf } from '../formats/index.ts';
import { SHAPES } from '../formats/shapes.ts';
import { bankNumberSchema, countryList } from './schema.ts';
import type { BankNumberSchema, SchemaOptions } from './schema.ts';

/** Options of `bankNumber()`: what the field accepts, as `<bank-number-input formats countries>`. */
export interface BankNumberOptions extends SchemaOptions {
  /** The formats the field accepts; absent or empty: all four. With one, that format is not detected but taken. */
  formats?: readonly Format[] | undefined;
  /** The countries the field accepts (ISO 3166-1 alpha-2, as `resultCountry`); absent or empty: all. */
  countries?: readonly string[] | undefined;
}

/**
 * A Standard Schema v1 validator of any of the four formats, detected as `validate()` detects them
 * (after `cleanInput`): the output is the normalized number. A valid number of a format outside
 * `formats` has the issue `FORMAT_NOT_ALLOWED`, of a country outside `countries`
 * `COUNTRY_NOT_ALLOWED`. A German IBAN checked before the German bank data has loaded is answered
 * with a promise of the completed verdict (`BankNumberPending`), as `iban()` answers it.
 * @example bankNumber({ formats: ['iban', 'bic'] })['~standard'].validate('DEUTDEFF') // { value: 'DEUTDEFF' }
 */
/* @__NO_SIDE_EFFECTS__ */
export function bankNumber(options?: BankNumberOptions): BankNumberSchema {
  const formats = Array.isArray(options?.formats) ? options.formats.filter((format) => FORMATS.includes(format)) : [];
  const hint = formats.length === 1 ? formats[0] : undefined;
  return bankNumberSchema(
    (text) => check(text, hint),
    options,
    // The English texts it can report, and the formats' names: not the element's words.
    {
      REQUIRED,
      FORMAT_NOT_ALLOWED,
      COUNTRY_NOT_ALLOWED,
      AMBIGUOUS_FORMAT,
      UNKNOWN_FORMAT,
      CHECK_PENDING,
      ...FORMAT_NAMES,
    },
    countryList(options?.countries),
    resultCountry,
    formats,
    {
      awaits: awaitsData,
      // The format's lookup alone, not the lookup dispatcher: a bundler then shares no checks with it.
      load: (result) =>
        import('../formats/lookups.ts').then(async ({ LOOKUPS }) => {
          const lookup = LOOKUPS.find((entry) => entry.id === result.format);
          if (lookup === undefined) return result;
          await lookup.load(descriptorOf(result.format)?.lookupKey(result.normalized) ?? null);
          // The verdict is `check`'s own, a whole `ValidationResult`.
          return lookup.complete(result as ValidationResult);
        }),
    },
    (formats.length > 0 ? formats : FORMATS).map((format) => SHAPES.find((shape) => shape.id === format)),
  );
}
