/**
 * Whether a BIC that a person typed names the bank of an IBAN: the check a payment form makes
 * when it asks for both (docs/bic.md, "The BIC of an IBAN"). It reads the IBAN's bank directory
 * (`bicsForIbanSync`) and checks both numbers as `validateSync` does, so it sits above both formats.
 * @module
 */
import type { BicConsistency, IbanEnrichment } from './core/api-types.ts';
import { isTooLong } from './core/limits.ts';
import { isBlank, normalize } from './core/normalize.ts';
import type { Format } from './core/types.ts';
import { check } from './check.ts';
import { BIC_FORMAT, IBAN_FORMAT } from './formats/identities.ts';
import { bicsForIbanSync, consistencyOf, loadIbanLookup } from './bic-consistency.ts';

/** Whether `input` is a valid number of `format`, as `validateSync` finds it; false for anything else. */
function validAs(input: unknown, format: Format): input is string {
  return typeof input === 'string' && !isBlank(input) && !isTooLong(input) && check(input, format).valid;
}

/**
 * How `bic` agrees with the bank of `iban` on the data loaded so far (`loadIbanLookup`): see
 * `BicConsistency`. Both may be in print form. A BIC names a bank by its first eight characters
 * (the last three name a branch): it is consistent when they are those of a BIC the directory lists
 * for the IBAN's bank code, so a BIC8 agrees with its BIC11 branches and `XXX` is the BIC8. Never
 * `inconsistent` for want of data: a country without a loaded directory, a bank code it does not
 * list, or one listed without a BIC gives `unknown`, even for a BIC of another country, since
 * directories list banks whose BIC is of another country (a branch of a foreign bank).
 * @example
 * await loadIbanLookup('DE');
 * checkBicForIbanSync('COBADEFF', 'DE89 3704 0044 0532 0130 00') // { status: 'consistent', reason: null }
 */
export function checkBicForIbanSync(bic: string, iban: string): BicConsistency {
  if (!validAs(iban, IBAN_FORMAT)) return { status: 'unknown', reason: 'invalid-iban' };
  if (!validAs(bic, BIC_FORMAT)) return { status: 'unknown', reason: 'invalid-bic' };
  return consistencyOf(normalize(bic), normalize(iban));
}

/**
 * How `bic` agrees with the bank of `iban` (see `checkBicForIbanSync`), loading the IBAN's bank
 * directory first. Never rejects.
 * @example (await checkBicForIban('DEUTDEFF', 'DE89 3704 0044 0532 0130 00')).status // 'inconsistent'
 */
export async function checkBicForIban(bic: string, iban: string): Promise<BicConsistency> {
  if (typeof iban === 'string') await loadIbanLookup(normalize(iban).slice(0, 2));
  return checkBicForIbanSync(bic, iban);
}

/**
 * What `/enrich` adds to a valid IBAN's enrichment when asked with `bic`, its directory loaded:
 * every BIC of the bank code (`bics`) and, for a BIC that is not blank, how it agrees with them.
 */
export function bicFacts(bic: string, normalizedIban: string): Pick<IbanEnrichment, 'bics' | 'bicConsistency'> {
  const bics = bicsForIbanSync(normalizedIban);
  return bic.trim() === '' ? { bics } : { bics, bicConsistency: checkBicForIbanSync(bic, normalizedIban) };
}
