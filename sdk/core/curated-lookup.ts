import { setBankFinder } from './bank-info.ts';
import type { BankInfo, Format } from './types.ts';

/**
 * The loading and caching behind the lookups of the curated national data (US routing numbers, UK
 * sort codes), in one place: an index chunk that names the bank, and a records chunk for
 * `/enrich`, each imported lazily, cached, never rejected, and forgotten when the import fails so
 * that a later call tries again. Separate functions on one state, so that a bundle carries only
 * the ones it calls; the format modules keep the `import()` calls, so that bundlers split there.
 * @module
 */

/** Normalized number → its entry: the bank as the lookup answers it first, then what the records need. */
export type CuratedIndex<E extends readonly [BankInfo, ...unknown[]]> = ReadonlyMap<string, E>;

/** What a lookup has loaded, and the loads under way. */
export interface CuratedState<E extends readonly [BankInfo, ...unknown[]], R> {
  index: CuratedIndex<E> | null;
  records: R | null;
  loadingIndex: Promise<void> | null;
  loadingRecords: Promise<void> | null;
}

/** The bank of a number from data already loaded (a copy); null when none is loaded or it is not curated. */
export function curatedBank<E extends readonly [BankInfo, ...unknown[]], R>(
  state: CuratedState<E, R>,
  normalized: string,
): BankInfo | null {
  const entry = state.index?.get(normalized);
  return entry ? { ...entry[0] } : null;
}

/** Loads the index once and has validation name the bank through `finder` from then on. Never rejects. */
export function loadCuratedIndex<E extends readonly [BankInfo, ...unknown[]], R>(
  state: CuratedState<E, R>,
  format: Format,
  finder: (normalized: string) => BankInfo | null,
  importIndex: () => Promise<CuratedIndex<E>>,
): Promise<void> {
  setBankFinder(format, finder);
  state.loadingIndex ??= importIndex().then(
    (index) => {
      state.index = index;
    },
    () => {
      state.loadingIndex = null;
    },
  );
  return state.loadingIndex;
}

/** What `read` makes of a number's entry and the records, when both are loaded and the number is curated. */
export function curatedRecord<E extends readonly [BankInfo, ...unknown[]], R, T>(
  state: CuratedState<E, R>,
  normalized: string,
  read: (entry: E, records: R) => T,
): T | null {
  const entry = state.index?.get(normalized);
  return entry === undefined || state.records === null ? null : read(entry, state.records);
}

/** Loads the records once, and the index with `loadIndex`. Never rejects. */
export function loadCuratedRecords<E extends readonly [BankInfo, ...unknown[]], R>(
  state: CuratedState<E, R>,
  importRecords: () => Promise<R>,
  loadIndex: () => Promise<void>,
): Promise<void> {
  state.loadingRecords ??= importRecords().then(
    (records) => {
      state.records = records;
    },
    () => {
      state.loadingRecords = null;
    },
  );
  return Promise.all([loadIndex(), state.loadingRecords]).then(() => undefined);
}
