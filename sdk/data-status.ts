/**
 * How current the shipped data is.
 * @module
 */
import { suppliedData } from './core/supplied-data.ts';
import { DATA_SOURCES } from './generated/data-status.ts';

/** Every shipped dataset as the builder recorded it (publisher, release, date, last valid day). */
export { DATA_SOURCES };

/** One shipped dataset and how old it is on a given day. */
export interface DataSourceStatus {
  /** `iban-registry`, or `banks:<country>:<kind>` for a bank directory. */
  id: string;
  publisher: string;
  /** The release the data holds, as the publisher names it (or where it comes from). */
  release: string;
  /** The date of the data (YYYY-MM-DD, or YYYY-MM where only the month is known). */
  date: string;
  /** The last day the publisher says the release is valid; null when it names none. */
  validUntil: string | null;
  /** Whole days from the date of the data to `now` (from the first of the month for YYYY-MM). */
  ageDays: number;
  /** True once `validUntil` has passed. */
  expired: boolean;
  /**
   * Present, and true, for data the user supplied rather than the package shipped (Pay.UK's
   * modulus tables, id `uk-modulus`, docs/uk-modulus.md); its `release` and `date` are
   * `unknown` when they were not recorded.
   */
  supplied?: true;
}

const DAY = 86_400_000;

/**
 * Every shipped dataset: publisher, release, date of the data, the last day it is valid where the
 * publisher states one, its age and whether that day has passed on `now` (UTC). Then the data the
 * user supplied and is in use, marked `supplied` (Pay.UK's modulus tables, `uk-modulus`).
 * @example dataStatus().find((s) => s.id === 'banks:DE:bundesbank')?.validUntil // '2026-12-06'
 */
export function dataStatus(now: Date = new Date()): DataSourceStatus[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const age = (date: string): number => {
    const day = Date.parse(`${date.length === 7 ? `${date}-01` : date}T00:00:00Z`);
    return Number.isNaN(day) ? 0 : Math.max(0, Math.floor((today - day) / DAY));
  };
  const shipped = DATA_SOURCES.map((s) => ({
    ...s,
    ageDays: age(s.date),
    expired: s.validUntil !== null && today > Date.parse(`${s.validUntil}T00:00:00Z`),
  }));
  const supplied = suppliedData().map(
    (s): DataSourceStatus => ({
      id: s.id,
      publisher: s.publisher,
      release: s.release ?? 'unknown',
      date: s.date ?? 'unknown',
      validUntil: null,
      ageDays: s.date === null ? 0 : age(s.date),
      expired: false,
      supplied: true,
    }),
  );
  return [...shipped, ...supplied];
}
