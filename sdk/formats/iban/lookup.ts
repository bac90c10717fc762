import { passesDataCheck, setBankFinder, setDataCheck } from '../../core/bank-info.ts';
import { countryData } from '../../core/country-data.ts';
import { normalize } from '../../core/normalize.ts';
import type { BankCodeStatus } from '../../core/api-types.ts';
import { BBAN_CHECKSUM_FAILED } from '../../core/error-catalogue.ts';
import { invalid } from '../../core/result.ts';
import type { BankInfo, ValidationResult } from '../../core/types.ts';
import type { FormatLookup } from '../descriptor.ts';
import type { IbanDirectory } from './lookup-loader.ts';
import type { GermanMethod } from './national/de/types.ts';

const directories = new Map<string, IbanDirectory>();
// The chunk table and its decoder come with the first load, so that validation never carries them.
const data = /* @__PURE__ */ countryData(directories, (cc) =>
  import('./lookup-loader.ts').then((loader) => loader.loadIbanDirectory(cc)).then(withNationalCheck),
);

/**
 * A directory as it is put in place, loaded (`loadIbanLookup`) or given (`putIbanDirectory`): one
 * with account check-digit methods (Germany's) puts the German account check in place first.
 */
function withNationalCheck<D extends IbanDirectory | undefined>(directory: D): D {
  if (directory?.accountMethods) applyGermanCheck(germanAccountCheck(directory.accountMethods));
  return directory;
}

/**
 * Puts the German account check in place: the entry of DE of the IBAN registry asks it
 * (registry.ts), so that `isValidIban`, the schema, `findIbans`, `validateIban` and `validateSync`
 * apply it from now on. Validation code carries none of it: see docs/decisions/german-check-on-load.md.
 */
function applyGermanCheck(check: (iban: string) => boolean): void {
  setDataCheck('iban:DE', check);
}

/**
 * The German account check of a normalized German IBAN: the method of its bank code on its
 * account number, read in place at the end of the IBAN; true for a bank code without one.
 */
function germanAccountCheck(methodOf: ReadonlyMap<number, GermanMethod>): (iban: string) => boolean {
  return (iban) => {
    // The bank code as a number: a map keyed by numbers finds it without building a string.
    let bankCode = 0;
    for (let i = 4; i < 12; i++) bankCode = bankCode * 10 + iban.charCodeAt(i) - 48;
    const method = methodOf.get(bankCode);
    return method === undefined || method(iban);
  };
}

/**
 * The bank of a normalized, valid IBAN from the directory of its country, once that is loaded
 * (`loadIbanLookup`); null when the directory is not loaded, the country has none, or the bank
 * code is not in it. The bank code's place in the IBAN comes from the IBAN registry; for the
 * United Kingdom it is the four-letter bank identifier. Data and its sources: docs/data-sources.md.
 * @example
 * await loadIbanLookup('DE');
 * lookupIbanBankSync('DE89370400440532013000')?.bankName // 'Commerzbank' (undefined before the load)
 */
export function lookupIbanBankSync(normalized: string): BankInfo | null {
  // Nothing loaded, the usual case for validateSync: no need to cut out the country code.
  if (typeof normalized !== 'string' || directories.size === 0) return null;
  const d = directories.get(normalized.slice(0, 2));
  const bank = d && normalized.length >= d.end ? d.byCode.get(normalized.slice(d.start, d.end)) : undefined;
  // A fresh object each time: callers own the result and may change it.
  return bank ? { ...bank } : null;
}

/**
 * Every BIC that the directory of a normalized IBAN's country lists for its bank code, once that
 * directory is loaded: the bank's own BIC first (the one `lookupIbanBankSync` names), then the
 * further BICs the directory lists for the code (the branch BICs of the Bundesbank's file),
 * ascending. An empty list when the directory lists the code without a BIC; null when the
 * directory is not loaded, the country has none, or the code is not in it.
 * @example
 * await loadIbanLookup('DE');
 * bicsForIbanSync('DE89370400440532013000') // ['COBADEFFXXX']
 */
export function bicsForIbanSync(normalized: string): string[] | null {
  if (typeof normalized !== 'string') return null;
  const d = directories.get(normalized.slice(0, 2));
  if (!d || normalized.length < d.end) return null;
  const code = normalized.slice(d.start, d.end);
  const bank = d.byCode.get(code);
  if (!bank) return null;
  return bank.bic === null ? [] : [bank.bic, ...(d.branchBics?.get(code) ?? [])];
}

/**
 * Every BIC known for an IBAN's bank code (see `bicsForIbanSync`), loading its country's directory
 * first. The IBAN may be in print form; null for a number of a country without a directory or a
 * code it does not list. It reads the bank code where the registry puts it and does not check the
 * IBAN: check it first (`isValidIban`).
 * @example (await bicsForIban('DE68 1207 0000 0001 2345 74'))?.length // 37
 */
export async function bicsForIban(iban: string): Promise<string[] | null> {
  if (typeof iban !== 'string') return null;
  const normalized = normalize(iban);
  await loadIbanLookup(normalized.slice(0, 2));
  return bicsForIbanSync(normalized);
}

const activeCodes = /* @__PURE__ */ new WeakMap<IbanDirectory, readonly string[]>();

/**
 * The bank codes of an IBAN country's directory that are in use (not retired), ascending, and where
 * they sit in the IBAN, once the directory is loaded; null otherwise. `generateIbans` draws from them.
 * @example await loadIbanLookup('DE'); ibanDirectoryCodesSync('DE')?.codes.includes('37040044') // true
 */
export function ibanDirectoryCodesSync(
  countryCode: string,
): { start: number; end: number; codes: readonly string[] } | null {
  const d = typeof countryCode === 'string' ? directories.get(countryCode) : undefined;
  if (!d) return null;
  let codes = activeCodes.get(d);
  if (!codes) {
    codes = [...d.byCode.keys()].filter((c) => !d.retired?.has(c)).sort();
    activeCodes.set(d, codes);
  }
  return { start: d.start, end: d.end, codes };
}

/**
 * The status of the bank code of a normalized IBAN in its country's directory, once that is loaded:
 * `active`, `deleted` (the publisher deleted it or marked it for deletion) or `deleted-with-successor`
 * (it names the bank code that replaces it, whose bank `lookupIbanBankSync` then names). Null when
 * the directory is not loaded, the country has none, or the code is not in it.
 * @example
 * await loadIbanLookup('DE');
 * lookupBankCodeStatusSync('DE89370400440532013000') // { bankCode: '37040044', status: 'active', successor: null }
 */
export function lookupBankCodeStatusSync(normalized: string): BankCodeStatus | null {
  if (typeof normalized !== 'string') return null;
  const d = directories.get(normalized.slice(0, 2));
  if (!d || normalized.length < d.end) return null;
  const bankCode = normalized.slice(d.start, d.end);
  if (!d.byCode.has(bankCode)) return null;
  if (!d.retired?.has(bankCode)) return { bankCode, status: 'active', successor: null };
  const successor = d.retired.get(bankCode) ?? null;
  return { bankCode, status: successor === null ? 'deleted' : 'deleted-with-successor', successor };
}

/**
 * The status of an IBAN's bank code in its country's directory (see `lookupBankCodeStatusSync`),
 * loading the directory first. The IBAN may be in print form; null for a number of a country
 * without a directory or a code it does not list.
 * @example await bankCodeStatus('DE89 3704 0044 0532 0130 00') // { bankCode: '37040044', status: 'active', successor: null }
 */
export async function bankCodeStatus(iban: string): Promise<BankCodeStatus | null> {
  if (typeof iban !== 'string') return null;
  const normalized = iban.replace(/\s+/g, '').toUpperCase();
  await loadIbanLookup(normalized.slice(0, 2));
  return lookupBankCodeStatusSync(normalized);
}

/**
 * Loads the bank directory of one IBAN country (a chunk bundled with the package, imported on
 * first use; no network request of its own) and keeps it. Resolves without importing any chunk
 * for a country without a directory or a code that is not a country; never rejects: a failed
 * import is forgotten, so that a later call tries again.
 * @example await loadIbanLookup('DE'); lookupIbanBankSync('DE89370400440532013000')?.bic // 'COBADEFFXXX'
 */
export function loadIbanLookup(countryCode: string): Promise<void> {
  // From now on the checks name the bank, once the data is there.
  setBankFinder('iban', lookupIbanBankSync);
  return data.load(countryCode);
}

/**
 * True once the bank directory of the IBAN country is loaded, so that `lookupIbanBankSync` can
 * answer for it.
 * @example isIbanLookupLoaded('DE') // false until loadIbanLookup('DE') has resolved
 */
export function isIbanLookupLoaded(countryCode: string): boolean {
  return data.has(countryCode);
}

/**
 * Puts the bank directory of one IBAN country in place at once (decoded by `decodeIbanChunk` of
 * lookup-loader.ts), for a host that bundles the chunks and has no event loop to await
 * `loadIbanLookup` in: the WebAssembly component (sdk/wasm/guest.ts). As the load does, a
 * directory with account check-digit methods (Germany's) puts the German account check in place.
 */
export function putIbanDirectory(countryCode: string, directory: IbanDirectory): void {
  setBankFinder('iban', lookupIbanBankSync);
  directories.set(countryCode.toUpperCase(), withNationalCheck(directory));
}

/**
 * The IBAN lookup as the IBAN descriptor loads it: data per country (the IBAN's prefix). A valid
 * verdict is completed with its bank and, for a German IBAN, the account check that the German data
 * brings: what `checkIban` answers once the data is loaded, without checking the IBAN again.
 */
export const ibanLookup: FormatLookup = {
  id: 'iban',
  load: (country) => loadIbanLookup(country as string),
  isLoaded: (country) => isIbanLookupLoaded(country as string),
  keys: () => import('./lookup-loader.ts').then((loader) => loader.ibanLookupCountries()),
  complete(result: ValidationResult): ValidationResult {
    if (!result.valid) return result;
    const iban = result.normalized;
    if (iban.startsWith('DE') && !passesDataCheck('iban:DE', iban))
      return invalid('iban', iban, [BBAN_CHECKSUM_FAILED]);
    return { ...result, bankInfo: lookupIbanBankSync(iban) };
  },
};
