import { setBankFinder } from './bank-info.ts';
import type { BankInfo, Format } from './types.ts';

/**
 * The loading and caching behind the lookups of the curated national data (US routing numbers, UK
 * sort codes), in one place: an index chunk that names the bank, and a records chunk for
 * `/enrich`, each imported lazily, cached, never rejected, and forgotten when the import fails so
 * that a later call tries again. The format modules keep the `import()` calls, so that bundlers
 * still split the chunks there.
 * @module
 */

/** Normalized number → its entry: the bank as the lookup answers it first, then what the records need. */
export type CuratedIndex<E extends readonly [BankInfo, ...unknown[]]> = ReadonlyMap<string, E>;

export interface CuratedLookup<E extends readonly [BankInfo, ...unknown[]], R> {
  /** The bank of a number from data already loaded (a copy); null when none is loaded or it is not curated. */
  bank(normalized: string): BankInfo | null;
  /** Loads the index once; from then on validation names the bank. Never rejects. */
  load(): Promise<void>;
  loaded(): boolean;
  /** The entry of a number and the records, when both are loaded and the number is curated. */
  record<T>(normalized: string, read: (entry: E, records: R) => T): T | null;
  /** Loads the index and the records. Never rejects. */
  loadRecords(): Promise<void>;
}

export function curatedLookup<E extends readonly [BankInfo, ...unknown[]], R>(
  format: Format,
  importIndex: () => Promise<CuratedIndex<E>>,
  importRecords: () => Promise<R>,
): CuratedLookup<E, R> {
  let index: CuratedIndex<E> | null = null;
  let records: R | null = null;
  let loadingIndex: Promise<void> | null = null;
  let loadingRecords: Promise<void> | null = null;
  const bank = (normalized: string): BankInfo | null => {
    const entry = index?.get(normalized);
    return entry ? { ...entry[0] } : null;
  };
  const load = (): Promise<void> => {
    // From now on the checks name the bank, once the data is there.
    setBankFinder(format, bank);
    loadingIndex ??= importIndex().then(
      (loaded) => {
        index = loaded;
      },
      () => {
        loadingIndex = null;
      },
    );
    return loadingIndex;
  };
  return {
    bank,
    load,
    loaded: () => index !== null,
    record(normalized, read) {
      const entry = index?.get(normalized);
      return entry === undefined || records === null ? null : read(entry, records);
    },
    loadRecords() {
      loadingRecords ??= importRecords().then(
        (chunk) => {
          records = chunk;
        },
        () => {
          loadingRecords = null;
        },
      );
      return Promise.all([load(), loadingRecords]).then(() => undefined);
    },
  };
}
