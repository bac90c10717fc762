import { setBankFinder, withBank } from '../../core/bank-info.ts';
import type { FormatLookup } from '../descriptor.ts';
import { countryData } from '../../core/country-data.ts';
import type { BankInfo } from '../../core/types.ts';
import type { BicDirectory } from './lookup-loader.ts';

const directories = new Map<string, BicDirectory>();
// The chunk table and its decoder come with the first load, so that validation never carries them.
const data = /* @__PURE__ */ countryData(directories, (cc) =>
  import('./lookup-loader.ts').then((loader) => loader.loadBicDirectory(cc)),
);

/**
 * The bank of a normalized, valid BIC from the data of its country (characters 5–6), once that is
 * loaded (`loadBicLookup`); null when the data is not loaded or the BIC is not in it. An
 * 8-character BIC and its `XXX` form are the same entry; any other branch code matches only an
 * entry for exactly that branch. `bic` in the answer is the 11-character form.
 * @example
 * await loadBicLookup('DE');
 * lookupBicSync('COBADEFF')?.bankName // 'Commerzbank' (undefined before the load)
 */
export function lookupBicSync(normalized: string): BankInfo | null {
  if (typeof normalized !== 'string' || (normalized.length !== 8 && normalized.length !== 11)) return null;
  const key = normalized.endsWith('XXX') ? normalized.slice(0, 8) : normalized;
  const bank = directories.get(key.slice(4, 6))?.get(key);
  // A fresh object each time: callers own the result and may change it.
  return bank ? { ...bank, bic: key.padEnd(11, 'X') } : null;
}

/**
 * Loads the BIC data of one country (a chunk bundled with the package, imported on first use; no
 * network request of its own) and keeps it. Resolves without importing any chunk for a country
 * without data or a code that is not a country; never rejects: a failed import is forgotten, so
 * that a later call tries again.
 * @example await loadBicLookup('DE'); lookupBicSync('DEUTDEFFXXX')?.bankName // 'Deutsche Bank'
 */
export function loadBicLookup(countryCode: string): Promise<void> {
  // From now on the checks name the bank, once the data is there.
  setBankFinder('bic', lookupBicSync);
  return data.load(countryCode);
}

/**
 * True once the BIC data of the country is loaded, so that `lookupBicSync` can answer for it.
 * @example isBicLookupLoaded('DE') // false until loadBicLookup('DE') has resolved
 */
export function isBicLookupLoaded(countryCode: string): boolean {
  return data.has(countryCode);
}

/**
 * Puts the banks of one BIC country in place at once (decoded by `decodeBicChunk` of
 * lookup-loader.ts), for a host that bundles the chunks and has no event loop to await
 * `loadBicLookup` in: the WebAssembly component (scripts/build-wasm/guest.ts).
 */
export function putBicDirectory(countryCode: string, directory: BicDirectory): void {
  setBankFinder('bic', lookupBicSync);
  directories.set(countryCode.toUpperCase(), directory);
}

/** The BIC lookup as the BIC descriptor loads it: data per country (positions 5–6 of the code). */
export const bicLookup: FormatLookup = {
  id: 'bic',
  load: (country) => loadBicLookup(country as string),
  isLoaded: (country) => isBicLookupLoaded(country as string),
  keys: () => import('./lookup-loader.ts').then((loader) => loader.bicLookupCountries()),
  complete: withBank,
};
