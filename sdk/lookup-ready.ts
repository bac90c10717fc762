/**
 * Whether `validateSync` already gives `validate`'s answer for a result, for callers that answer
 * at once when they can (the server's `/validate`). Apart from the lookups themselves, since it
 * holds the tables of which countries have bank data: `validate` never needs them.
 * @module
 */
import type { ValidationResult } from './core/types.ts';
import { bicLookupCountries } from './formats/bic/lookup-loader.ts';
import { isBicLookupLoaded } from './formats/bic/lookup.ts';
import { ibanLookupCountries } from './formats/iban/lookup-loader.ts';
import { isIbanLookupLoaded } from './formats/iban/lookup.ts';
import { isSortCodeLookupLoaded } from './formats/uk-sort-code/lookup.ts';
import { isRoutingNumberLookupLoaded } from './formats/us-routing/lookup.ts';
import { lookupCountry } from './lookups.ts';

// The countries that have bank data at all: for the others there is nothing to load.
let ibanCountries: ReadonlySet<string> | undefined;
let bicCountries: ReadonlySet<string> | undefined;

/**
 * True when `validate` would load nothing for this result: it is invalid, names its bank already,
 * or the lookup data its bank is in (`lookupCountry`) is loaded or does not exist. The SDK keeps
 * loaded data for the life of the process, so `validateSync` then answers as `validate` does.
 * @example isLookupReady(validateSync('GB82WEST12345698765431').result) // true: invalid
 */
export function isLookupReady(result: ValidationResult): boolean {
  if (!result.valid || result.bankInfo !== null) return true;
  switch (result.format) {
    case 'iban': {
      const country = lookupCountry('iban', result.normalized) as string;
      if (isIbanLookupLoaded(country)) return true;
      ibanCountries ??= new Set(ibanLookupCountries());
      return !ibanCountries.has(country);
    }
    case 'bic': {
      const country = lookupCountry('bic', result.normalized) as string;
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
