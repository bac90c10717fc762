import { check, now, envelope } from './check.ts';
import { checkWithBank } from './check-with-bank.ts';
import { checkFormat, checkInput } from './core/request.ts';
import type { Envelope, Format, ValidateOptions } from './core/types.ts';
import { preload } from './lookups.ts';

/**
 * Validates a bank number and answers with the envelope of the validation service
 * (docs/contract.md §1), loading the bank lookup data the number needs first.
 * Throws `BankNumberRequestError` for exactly the inputs the server answers with HTTP 400
 * (docs/contract.md §6): a blank input, one over 128 characters, a non-string, an unknown format hint.
 * @example (await validate('GB82 WEST 1234 5698 7654 32')).result.valid // true
 */
export async function validate(input: string, options?: ValidateOptions): Promise<Envelope> {
  const start = now();
  checkInput(input);
  return checkWithBank(input, checkFormat(options?.format), start);
}

/**
 * The same answer as `validate`, at once, from the data already loaded: a German account is checked
 * against its bank code's check-digit method only once the German bank data is loaded
 * (`preloadLookups('iban:DE')` or an earlier `validate` of a German IBAN), and passes before. So
 * is the bank: `bankInfo` comes only from lookup data already loaded, by an earlier `validate` or
 * by `preloadLookups`. Until then it is null for a number whose bank `validate` would name:
 * `validateSync('DE89 3704 0044 0532 0130 00')` has `bankInfo: null` before Germany's directory
 * loads, and Commerzbank after. Load what your numbers need once, before the first call:
 * `await preloadLookups('iban:DE');` (or `preloadLookups()` for every format and country).
 * @example validateSync('011000015').result.breakdown?.parts[0]?.value // '01'
 */
export function validateSync(input: string, options?: ValidateOptions): Envelope {
  const start = now();
  checkInput(input);
  return envelope(check(input, checkFormat(options?.format)), start);
}

/**
 * Loads the bank lookup data of the given formats ahead of time, so that `validateSync` can name
 * the bank, and, with the German data (`'iban:DE'`), apply the German account check. IBAN and BIC data is split per country: name the countries you need (`'iban:DE'`,
 * ISO 3166-1 alpha-2); a bare `'iban'` or `'bic'` loads every country, which is the whole
 * directory (several hundred kilobytes). Unknown targets are ignored; nothing is fetched from the
 * network, the data is part of the package.
 * @example await preloadLookups('us-routing', 'uk-sort-code', 'iban:DE', 'bic:GB')
 */
export async function preloadLookups(...targets: Array<Format | `${'iban' | 'bic'}:${string}`>): Promise<void> {
  await preload(targets);
}
