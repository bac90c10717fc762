import type { BankInfo } from '../../core/types.ts';
import { bicBankChunks, type BicBankChunk } from '../../generated/banks/bic-chunks.ts';

/** One BIC country's banks, decoded once from its chunk. */
interface Directory {
  readonly countryCode: string;
  readonly country: string;
  /** BIC (8 characters for a head office, 11 for a branch) → bank number. */
  readonly byBic: ReadonlyMap<string, number>;
  readonly bankName: readonly string[];
  readonly city: readonly (string | null)[];
}

const directories = new Map<string, Directory>();
const loading = new Map<string, Promise<void>>();

/**
 * The bank of a normalized, valid BIC from the data of its country (characters 5–6), once that is
 * loaded (`loadBicLookup`); null when the data is not loaded or the BIC is not in it. An
 * 8-character BIC and its `XXX` form are the same entry; any other branch code matches only an
 * entry for exactly that branch. `bic` in the answer is the 11-character form.
 * @example lookupBicSync('COBADEFF')?.bankName // 'Commerzbank', once DE is loaded
 */
export function lookupBicSync(normalized: string): BankInfo | null {
  if (typeof normalized !== 'string') return null;
  let key: string;
  if (normalized.length === 8) key = normalized;
  else if (normalized.length === 11) key = normalized.endsWith('XXX') ? normalized.slice(0, 8) : normalized;
  else return null;
  const d = directories.get(key.slice(4, 6));
  const bank = d?.byBic.get(key);
  if (d === undefined || bank === undefined) return null;
  // A fresh object each time: callers own the result and may change it.
  return {
    bankName: d.bankName[bank] as string,
    bic: key.length === 8 ? `${key}XXX` : key,
    country: d.country,
    countryCode: d.countryCode,
    city: d.city[bank] as string | null,
  };
}

/**
 * Loads the BIC data of one country (a chunk bundled with the package, imported on first use; no
 * network request of its own) and keeps it. Resolves at once for a country without data or a
 * code that is not a country; never rejects: a failed import is forgotten, so that a later call
 * tries again.
 * @example await loadBicLookup('DE'); lookupBicSync('DEUTDEFFXXX')?.bankName // 'Deutsche Bank'
 */
export function loadBicLookup(countryCode: string): Promise<void> {
  const cc = typeof countryCode === 'string' ? countryCode.toUpperCase() : '';
  const loader = Object.hasOwn(bicBankChunks, cc) ? bicBankChunks[cc] : undefined;
  if (loader === undefined) return Promise.resolve();
  let pending = loading.get(cc);
  if (pending === undefined) {
    pending = loader()
      .then((chunk) => {
        directories.set(cc, decodeBicChunk(chunk));
      })
      .catch(() => {
        loading.delete(cc);
      });
    loading.set(cc, pending);
  }
  return pending;
}

/**
 * True once the BIC data of the country is loaded, so that `lookupBicSync` can answer for it.
 * @example isBicLookupLoaded('DE') // false until loadBicLookup('DE') has resolved
 */
export function isBicLookupLoaded(countryCode: string): boolean {
  return typeof countryCode === 'string' && directories.has(countryCode.toUpperCase());
}

/**
 * The BIC countries that have data, sorted.
 * @example bicLookupCountries().includes('DE') // true
 */
export function bicLookupCountries(): string[] {
  return Object.keys(bicBankChunks).sort();
}

/** Unpacks a chunk written by scripts/build/banks.ts (see `bicChunk` there). */
function decodeBicChunk(chunk: BicBankChunk): Directory {
  const bankName: string[] = [];
  const city: (string | null)[] = [];
  for (const entry of chunk.banks.split(';')) {
    const [name = '', c = ''] = entry.split(',');
    bankName.push(chunk.names[parseInt(name, 36)] as string);
    city.push(c === '' ? null : (chunk.cities[parseInt(c, 36)] as string));
  }
  const byBic = new Map<string, number>();
  let nextNew = 0;
  for (const token of chunk.bics.split(',')) {
    const colon = token.indexOf(':');
    const short = colon < 0 ? token : token.slice(0, colon);
    const bic = short.slice(0, 4) + chunk.countryCode + short.slice(4);
    byBic.set(bic, colon < 0 ? nextNew++ : parseInt(token.slice(colon + 1), 36));
  }
  return { countryCode: chunk.countryCode, country: chunk.country, byBic, bankName, city };
}
