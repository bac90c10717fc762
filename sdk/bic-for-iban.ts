/**
 * Whether a BIC that a person typed names the bank of an IBAN: the check a payment form makes
 * when it asks for both (docs/bic.md, "The BIC of an IBAN"). It reads the IBAN's bank directory
 * (`bicsForIbanSync`) and the BIC's structure (`isValidBic`), so it sits above both formats.
 * @module
 */
import type { BicConsistency, IbanEnrichment } from './core/api-types.ts';
import { normalize } from './core/normalize.ts';
import { isValidBic } from './formats/bic/is-valid.ts';
import { isValidIban } from './formats/iban/is-valid.ts';
import { bicsForIbanSync, isIbanLookupLoaded, loadIbanLookup } from './formats/iban/lookup.ts';

/**
 * Whether two BICs name the same bank: the first eight characters (institution, country,
 * location) name the bank, the last three one of its branches, so `DEUTDEBB` (and `DEUTDEBBXXX`)
 * agrees with each of its branches `DEUTDEBB160`, `DEUTDEBB120`…, and two branches of one bank
 * agree with each other.
 */
function sameBank(a: string, b: string): boolean {
  return a.slice(0, 8) === b.slice(0, 8);
}

/**
 * How `bic` agrees with the bank of `iban` on the data loaded so far (`loadIbanLookup`): see
 * `BicConsistency`. Both may be in print form. Never `inconsistent` for want of data: a country
 * without a loaded directory, a bank code it does not list, or one listed without a BIC gives
 * `unknown`, even for a BIC of another country, since directories list banks whose BIC is of
 * another country (a branch of a foreign bank).
 * @example
 * await loadIbanLookup('DE');
 * checkBicForIbanSync('COBADEFF', 'DE89 3704 0044 0532 0130 00') // { status: 'consistent', reason: null }
 */
export function checkBicForIbanSync(bic: string, iban: string): BicConsistency {
  if (!isValidIban(iban)) return { status: 'unknown', reason: 'invalid-iban' };
  if (!isValidBic(bic)) return { status: 'unknown', reason: 'invalid-bic' };
  const normalizedIban = normalize(iban);
  const typed = normalize(bic);
  const country = normalizedIban.slice(0, 2);
  const listed = bicsForIbanSync(normalizedIban);
  if (listed === null)
    return { status: 'unknown', reason: isIbanLookupLoaded(country) ? 'code-not-listed' : 'no-directory' };
  if (listed.length === 0) return { status: 'unknown', reason: 'no-bic-listed' };
  if (listed.some((known) => sameBank(known, typed))) return { status: 'consistent', reason: null };
  const bicCountry = typed.slice(4, 6);
  const otherCountry = bicCountry !== country && !listed.some((known) => known.slice(4, 6) === bicCountry);
  return { status: 'inconsistent', reason: otherCountry ? 'other-country' : 'other-bank' };
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
