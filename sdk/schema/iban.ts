import { normalize } from '../core/normalize.ts';
import type { ValidationResult } from '../core/types.ts';
import { IBAN_FORMAT, ibanAwaitsData, ibanCheckErrors, ibanShape } from '../formats/iban/check.ts';
import { isSepaCountry } from '../formats/iban/sepa.ts';
import {
  CHECK_PENDING,
  COUNTRY_NOT_ALLOWED,
  FORMAT_NAMES,
  FORMAT_NOT_ALLOWED,
  REQUIRED,
} from '../locales/en-checks.ts';
import { bankNumberSchema, countryList } from './schema.ts';
import type { AwaitedData, BankNumberSchema, SchemaOptions, Verdict } from './schema.ts';

/** The country of an IBAN: its prefix (`resultCountry`). */
const ibanCountry = (result: Verdict): string => result.normalized.slice(0, 2);

/** The German bank data, which brings the German account check (`ibanAwaitsData`). */
const GERMAN_DATA: AwaitedData = {
  awaits: ibanAwaitsData,
  load: (result) =>
    import('../formats/iban/lookup.ts').then(async ({ ibanLookup }) => {
      await ibanLookup.load(ibanCountry(result));
      // `complete` reads the verdict's validity and number, and answers a verdict with them.
      return ibanLookup.complete(result as ValidationResult);
    }),
};

/** The codes of SEPA (`isSepaCountry`), in alphabetical order. */
function sepaCodes(): string[] {
  const codes: string[] = [];
  for (let a = 65; a < 91; a++) {
    for (let b = 65; b < 91; b++) {
      const code = String.fromCharCode(a, b);
      if (isSepaCountry(code)) codes.push(code);
    }
  }
  return codes;
}

/** Options of `iban()`. */
export interface IbanOptions extends SchemaOptions {
  /** The countries whose IBANs the field accepts (ISO 3166-1 alpha-2, the IBAN's prefix); absent or empty: all. */
  countries?: readonly string[] | undefined;
  /** Only IBANs of countries in the Single Euro Payments Area (as `isSepaCountry`), among `countries` if given. */
  sepa?: boolean | undefined;
}

/**
 * A Standard Schema v1 validator of IBANs (electronic or print form, after `cleanInput`): the
 * output is the IBAN in electronic form, the issues carry the error codes of `validateIban` and
 * display text from `messages`. An IBAN of a country outside `countries` (or outside SEPA with
 * `sepa: true`) has the issue `COUNTRY_NOT_ALLOWED`, as in `<bank-number-input countries>`. A
 * German IBAN checked before the German bank data has loaded is answered with a promise of the
 * verdict with its account check (`BankNumberPending`): await what `validate` gives.
 * Throws a `RangeError` when `countries` and `sepa` leave no country.
 * @example iban()['~standard'].validate('IBAN: gb82 west 1234 5698 7654 32') // { value: 'GB82WEST12345698765432' }
 * @example
 * iban({ countries: ['AT'] })['~standard'].validate('DE89370400440532013000').issues?.[0]?.code
 * // 'COUNTRY_NOT_ALLOWED'
 */
/* @__NO_SIDE_EFFECTS__ */
export function iban(options?: IbanOptions): BankNumberSchema {
  let countries = countryList(options?.countries);
  if (options?.sepa) {
    // `countryList` gives capitals, as `sepaCodes` does.
    const sepa = sepaCodes();
    countries = countries.length > 0 ? countries.filter((code) => sepa.includes(code)) : sepa;
    if (countries.length === 0) throw new RangeError('iban(): no country of `countries` is in SEPA');
  }
  return bankNumberSchema(
    // The checks of `validateIban` without its breakdown and bank: the output is the number alone.
    (text): Verdict => {
      const normalized = normalize(text);
      const errors = ibanCheckErrors(normalized);
      return { valid: errors.length === 0, format: IBAN_FORMAT, normalized, errors };
    },
    options,
    { REQUIRED, COUNTRY_NOT_ALLOWED, FORMAT_NOT_ALLOWED, CHECK_PENDING, ...FORMAT_NAMES },
    countries,
    ibanCountry,
    [IBAN_FORMAT],
    GERMAN_DATA,
    [ibanShape],
  );
}
