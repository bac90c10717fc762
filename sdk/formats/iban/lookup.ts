import type { BankInfo } from '../../core/types.ts';
import { ibanBankChunks, type IbanBankChunk } from '../../generated/banks/iban-chunks.ts';

/** One country's bank directory, decoded once from its chunk. */
interface Directory {
  readonly countryCode: string;
  readonly country: string;
  readonly start: number;
  readonly end: number;
  /** Bank code → bank number. */
  readonly byCode: ReadonlyMap<string, number>;
  readonly bankName: readonly string[];
  readonly bic: readonly (string | null)[];
  readonly city: readonly (string | null)[];
}

const directories = new Map<string, Directory>();
const loading = new Map<string, Promise<void>>();

/**
 * The bank of a normalized, valid IBAN from the directory of its country, once that is loaded
 * (`loadIbanLookup`); null when the directory is not loaded, the country has none, or the bank
 * code is not in it. The bank code's place in the IBAN comes from the IBAN registry; for the
 * United Kingdom it is the four-letter bank identifier. Data and its sources: docs/data-sources.md.
 * @example lookupIbanBankSync('DE89370400440532013000')?.bankName // 'Commerzbank', once DE is loaded
 */
export function lookupIbanBankSync(normalized: string): BankInfo | null {
  if (typeof normalized !== 'string') return null;
  const d = directories.get(normalized.slice(0, 2));
  if (d === undefined || normalized.length < d.end) return null;
  const bank = d.byCode.get(normalized.slice(d.start, d.end));
  if (bank === undefined) return null;
  // A fresh object each time: callers own the result and may change it.
  return {
    bankName: d.bankName[bank] as string,
    bic: d.bic[bank] as string | null,
    country: d.country,
    countryCode: d.countryCode,
    city: d.city[bank] as string | null,
  };
}

/**
 * Loads the bank directory of one IBAN country (a chunk bundled with the package, imported on
 * first use; no network request of its own) and keeps it. Resolves at once for a country without
 * a directory or a code that is not a country; never rejects: a failed import is forgotten, so
 * that a later call tries again.
 * @example await loadIbanLookup('DE'); lookupIbanBankSync('DE89370400440532013000')?.bic // 'COBADEFFXXX'
 */
export function loadIbanLookup(countryCode: string): Promise<void> {
  const cc = typeof countryCode === 'string' ? countryCode.toUpperCase() : '';
  const loader = Object.hasOwn(ibanBankChunks, cc) ? ibanBankChunks[cc] : undefined;
  if (loader === undefined) return Promise.resolve();
  let pending = loading.get(cc);
  if (pending === undefined) {
    pending = loader()
      .then((chunk) => {
        directories.set(cc, decodeIbanChunk(chunk));
      })
      .catch(() => {
        loading.delete(cc);
      });
    loading.set(cc, pending);
  }
  return pending;
}

/**
 * True once the bank directory of the IBAN country is loaded, so that `lookupIbanBankSync` can
 * answer for it.
 * @example isIbanLookupLoaded('DE') // false until loadIbanLookup('DE') has resolved
 */
export function isIbanLookupLoaded(countryCode: string): boolean {
  return typeof countryCode === 'string' && directories.has(countryCode.toUpperCase());
}

/**
 * The IBAN countries that have a bank directory, sorted.
 * @example ibanLookupCountries().includes('DE') // true
 */
export function ibanLookupCountries(): string[] {
  return Object.keys(ibanBankChunks).sort();
}

/** Unpacks a chunk written by scripts/build/banks.ts (see `ibanChunk` and `encodeCodes` there). */
function decodeIbanChunk(chunk: IbanBankChunk): Directory {
  const bankName: string[] = [];
  const bic: (string | null)[] = [];
  const city: (string | null)[] = [];
  for (const entry of chunk.banks.split(';')) {
    const [name = '', b = '', c = ''] = entry.split(',');
    bankName.push(chunk.names[parseInt(name, 36)] as string);
    bic.push(b === '' ? null : b);
    city.push(c === '' ? null : (chunk.cities[parseInt(c, 36)] as string));
  }
  const width = chunk.end - chunk.start;
  const byCode = new Map<string, number>();
  let next = 0;
  let nextNew = 0;
  for (const token of chunk.codes.split(',')) {
    const colon = token.indexOf(':');
    const range = colon < 0 ? token : token.slice(0, colon);
    const dot = range.indexOf('.');
    const first = next + parseInt(dot < 0 ? range : range.slice(0, dot), 36);
    const last = first + (dot < 0 ? 0 : parseInt(range.slice(dot + 1), 36));
    const bank = colon < 0 ? nextNew++ : parseInt(token.slice(colon + 1), 36);
    for (let n = first; n <= last; n++) byCode.set(n.toString(chunk.radix).toUpperCase().padStart(width, '0'), bank);
    next = last + 1;
  }
  return { countryCode: chunk.countryCode, country: chunk.country, start: chunk.start, end: chunk.end, byCode, bankName, bic, city };
}
