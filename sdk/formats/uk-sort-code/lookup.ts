import {
  curatedBank,
  curatedRecord,
  type CuratedState,
  loadCuratedIndex,
  loadCuratedRecords,
} from '../../core/curated-lookup.ts';
import type { BankInfo } from '../../core/types.ts';
import { setBankFinder, withBank } from '../../core/bank-info.ts';
import type { FormatLookup } from '../descriptor.ts';
import type { SortCodeIndex } from './lookup-loader.ts';

/** The richer record of a curated sort code, for `/enrich` (docs/contract.md §11). */
export interface SortCodeRecord {
  sortCode: string;
  bankName: string;
  bic: string;
  /** City the source gives for the bank or branch; null where none does. */
  city: string | null;
  /** What the source says the code is used for (`head office`, `Coventry City branch`, …). */
  note: string;
  /**
   * Clearing data: whether the bank takes Faster Payments, Bacs and CHAPS directly. No curated source
   * gives it, so each is null (never guessed).
   */
  clearing: { fasterPayments: boolean | null; bacs: boolean | null; chaps: boolean | null };
  /** URLs of the public pages the code was taken from. */
  sources: string[];
  /** URLs of the public pages the BIC was taken from. */
  bicSources: string[];
}

type Records = typeof import('../../generated/uk-sort-code-records.ts');

type Entry = SortCodeIndex extends ReadonlyMap<string, infer E> ? E : never;

const state: CuratedState<Entry, Records> = { index: null, records: null, loadingIndex: null, loadingRecords: null };

/**
 * The bank of a sort code from lookup data already loaded (`loadSortCodeLookup`); null when none is
 * loaded or the code is not in the curated data (docs/us-uk-data.md).
 * @example
 * await loadSortCodeLookup();
 * lookupSortCodeSync('608371')?.bic // 'SRLGGB2L' (undefined before the load)
 */
export function lookupSortCodeSync(normalized: string): BankInfo | null {
  return curatedBank(state, normalized);
}

/**
 * Loads and caches the sort-code lookup data (one lazily imported chunk). Never rejects; a failed
 * import is forgotten so that a later call tries again. No network is involved.
 */
export function loadSortCodeLookup(): Promise<void> {
  return loadCuratedIndex(state, 'uk-sort-code', lookupSortCodeSync, () =>
    import('./lookup-loader.ts').then((loader) => loader.sortCodeIndex()),
  );
}

/**
 * Puts the sort-code index in place at once (built by `sortCodeIndex` of lookup-loader.ts), for a
 * host that bundles it and has no event loop to await `loadSortCodeLookup` in: the WebAssembly
 * component (scripts/build-wasm/guest.ts).
 */
export function putSortCodeIndex(index: SortCodeIndex): void {
  setBankFinder('uk-sort-code', lookupSortCodeSync);
  state.index = index;
}

/**
 * True once the sort-code lookup data is loaded, so that `lookupSortCodeSync` (and
 * `validateSync`) can name the bank of a curated sort code.
 * @example isSortCodeLookupLoaded() // false until loadSortCodeLookup() has resolved
 */
export function isSortCodeLookupLoaded(): boolean {
  return state.index !== null;
}

/**
 * The enrichment record of a sort code from data already loaded (`loadSortCodeRecords`); null when
 * none is loaded or the code is not in the curated data. Unknown values are null.
 * @example
 * await loadSortCodeRecords();
 * lookupSortCodeRecordSync('090000')?.note // 'head office'
 */
export function lookupSortCodeRecordSync(normalized: string): SortCodeRecord | null {
  return curatedRecord(state, normalized, ([bank, b, at], r) => {
    const [note, sources] = (
      at >= 0 ? r.UK_SORT_CODE_RECORDS[at] : r.UK_SORT_CODE_RANGE_RECORDS[-at - 1]
    ) as Records['UK_SORT_CODE_RECORDS'][number];
    const [bicSources] = r.UK_SORT_CODE_BANK_SOURCES[b] as Records['UK_SORT_CODE_BANK_SOURCES'][number];
    const url = (i: number): string => r.UK_SORT_CODE_SOURCES[i] as string;
    return {
      sortCode: normalized,
      bankName: bank.bankName,
      bic: bank.bic as string,
      city: bank.city,
      note,
      clearing: { fasterPayments: null, bacs: null, chaps: null },
      sources: sources.map(url),
      bicSources: bicSources.map(url),
    };
  });
}

/** Loads and caches the lookup data and the enrichment records (two chunks). Never rejects. */
export function loadSortCodeRecords(): Promise<void> {
  return loadCuratedRecords(state, () => import('../../generated/uk-sort-code-records.ts'), loadSortCodeLookup);
}

/** The sort-code lookup as the sort-code descriptor loads it: one whole. */
export const sortCodeLookup: FormatLookup = {
  id: 'uk-sort-code',
  load: () => loadSortCodeLookup(),
  isLoaded: () => isSortCodeLookupLoaded(),
  keys: () => Promise.resolve(null),
  complete: withBank,
};
