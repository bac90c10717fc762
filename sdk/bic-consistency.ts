/**
 * The rule of `checkBicForIban` on numbers already found valid, with the IBAN lookup it reads: the
 * part that `<bank-number-input>` imports when a BIC field points to an IBAN field (`iban-field`),
 * without the checks it has already made. docs/bic.md, "The BIC of an IBAN".
 * @module
 */
import type { BicConsistency } from './core/api-types.ts';
import { bicsForIbanSync, isIbanLookupLoaded, loadIbanLookup } from './formats/iban/lookup.ts';

export { bicsForIbanSync, loadIbanLookup };

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
 * How `bic`, a valid normalized BIC, agrees with the bank of `iban`, a valid normalized IBAN, on
 * the data loaded so far: see `BicConsistency` and `checkBicForIbanSync`.
 */
export function consistencyOf(bic: string, iban: string): BicConsistency {
  const country = iban.slice(0, 2);
  const listed = bicsForIbanSync(iban);
  if (listed === null)
    return { status: 'unknown', reason: isIbanLookupLoaded(country) ? 'code-not-listed' : 'no-directory' };
  if (listed.length === 0) return { status: 'unknown', reason: 'no-bic-listed' };
  if (listed.some((known) => sameBank(known, bic))) return { status: 'consistent', reason: null };
  const bicCountry = bic.slice(4, 6);
  const otherCountry = bicCountry !== country && !listed.some((known) => known.slice(4, 6) === bicCountry);
  return { status: 'inconsistent', reason: otherCountry ? 'other-country' : 'other-bank' };
}
