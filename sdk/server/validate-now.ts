/**
 * The SDK's `validate`, answered at once whenever that gives the same answer.
 * @module
 */
import type { Envelope, ValidateOptions, ValidationResult } from '../core/types.ts';
import { bicLookupCountries } from '../formats/bic/lookup-loader.ts';
import { isBicLookupLoaded } from '../formats/bic/lookup.ts';
import { ibanLookupCountries } from '../formats/iban/lookup-loader.ts';
import { isIbanLookupLoaded } from '../formats/iban/lookup.ts';
import { isSortCodeLookupLoaded } from '../formats/uk-sort-code/lookup.ts';
import { isRoutingNumberLookupLoaded } from '../formats/us-routing/lookup.ts';
import { validate, validateSync } from '../validate.ts';

// The countries that have bank data at all: for the others there is nothing to load, and
// `validateSync` has the whole answer.
let ibanCountries: ReadonlySet<string> | undefined;
let bicCountries: ReadonlySet<string> | undefined;

/**
 * `validate(input, options)`, without a promise when nothing has to be loaded first: an invalid
 * number, a number whose bank is already named, or one whose lookup data the SDK holds (or that
 * has none). The SDK keeps loaded data for the life of the process, so `validateSync` then names
 * the same bank `validate` would. Only `processingTimeMs` can differ from `validate`'s answer, as
 * between any two calls. Throws `BankNumberRequestError` as `validate` does.
 */
export function validateNow(input: string, options: ValidateOptions): Envelope | Promise<Envelope> {
  const envelope = validateSync(input, options);
  const { result } = envelope;
  if (!result.valid || result.bankInfo !== null || lookupReady(result)) return envelope;
  return validate(input, options);
}

function lookupReady(result: ValidationResult): boolean {
  switch (result.format) {
    case 'iban': {
      const country = result.normalized.slice(0, 2);
      if (isIbanLookupLoaded(country)) return true;
      ibanCountries ??= new Set(ibanLookupCountries());
      return !ibanCountries.has(country);
    }
    case 'bic': {
      const country = result.normalized.slice(4, 6);
      if (isBicLookupLoaded(country)) return true;
      bicCountries ??= new Set(bicLookupCountries());
      return !bicCountries.has(country);
    }
    case 'us-routing':
      return isRoutingNumberLookupLoaded();
    case 'uk-sort-code':
      return isSortCodeLookupLoaded();
    default:
      return true;
  }
}
