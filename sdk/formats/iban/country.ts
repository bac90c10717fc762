import { hasDataCheck } from '../../core/bank-info.ts';
import { IBAN_COUNTRY_FACTS, IBAN_REGISTRY_RELEASE, SEPA_LIST_DATE } from '../../generated/iban-registry.ts';
import { ibanEntry } from './registry.ts';

/** Facts about one IBAN country, from the SWIFT IBAN Registry and the EPC list of SEPA countries (for `/enrich`). */
export interface IbanCountry {
  /** ISO 3166-1 alpha-2 code, the first two characters of its IBANs. */
  code: string;
  /** English name as the registry gives it. */
  name: string;
  /** The length of its IBANs. */
  length: number;
  /** The BBAN structure as the registry writes it: `4!a6!n8!n` (`n` digits, `a` upper-case letters, `c` both). */
  bbanStructure: string;
  /**
   * Member of SEPA per the European Payments Council's list of SEPA countries of `sepaListDate`
   * (not the registry's SEPA column, which still leaves out AL, MD, ME, MK and RS).
   */
  sepa: boolean;
  /** The date of the EPC list that `sepa` and `sepaTerritories` follow (YYYY-MM-DD). */
  sepaListDate: string;
  /** The currency in use, ISO 4217. */
  currency: string;
  /** Territories that issue IBANs with this country's prefix (docs/contract.md §4). */
  territories: string[];
  /** Those of `territories` that the EPC lists as part of SEPA too (GB's GG, IM and JE among them). */
  sepaTerritories: string[];
  /**
   * True when a national check digit inside the BBAN is verified too (for DE, the check-digit
   * method of the bank code, once the German bank data is loaded).
   */
  nationalCheckDigits: boolean;
  /** The registry release these facts follow. */
  registryRelease: number;
}

/**
 * The registry facts of an IBAN country, or null when the code is not one of the registry's
 * countries (territories such as `GF` included: their IBANs start with the host's code).
 * Letters may be given in lower case; never throws.
 * @see https://www.swift.com/standards/data-standards/iban-international-bank-account-number
 * @example ibanCountry('DE')
 * // { code: 'DE', name: 'Germany', length: 22, bbanStructure: '8!n10!n', sepa: true, currency: 'EUR', ... }
 */
export function ibanCountry(code: string): IbanCountry | null {
  if (typeof code !== 'string' || code.length !== 2) return null;
  const cc = code.replace(/[a-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 32));
  const entry = ibanEntry(cc);
  const facts = IBAN_COUNTRY_FACTS[cc];
  if (entry === undefined || facts === undefined) return null;
  const [name, sepa, currency, bbanStructure, territories, sepaTerritories] = facts;
  const list = (codes: string): string[] => (codes === '' ? [] : codes.split(' '));
  return {
    code: cc,
    name,
    length: entry.length,
    bbanStructure,
    sepa: sepa === 1,
    sepaListDate: SEPA_LIST_DATE,
    currency,
    territories: list(territories),
    sepaTerritories: list(sepaTerritories),
    // Germany's check joins its registry entry only when the German bank data loads; the UK's is
    // there only while the user's modulus tables are in use (docs/uk-modulus.md).
    nationalCheckDigits: cc === 'GB' ? hasDataCheck('iban:GB') : entry.rule !== undefined || cc === 'DE',
    registryRelease: IBAN_REGISTRY_RELEASE,
  };
}
