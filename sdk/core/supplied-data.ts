/**
 * Data the user supplies at run time rather than the package shipping it (Pay.UK's modulus tables),
 * as `dataStatus()` lists it: each kind registers what is in use under its id, and takes it away.
 * @module
 */

/** One dataset the user supplied, as its loader recorded it. */
export interface SuppliedData {
  id: string;
  publisher: string;
  /** The release, as recorded when the data was fetched or given; null when not known. */
  release: string | null;
  /** The date the data takes effect (YYYY-MM-DD); null when not known. */
  date: string | null;
}

const supplied = new Map<string, SuppliedData>();

/** Registers the data in use under `data.id`, or, with `null`, takes the data of `id` away. */
export function setSuppliedData(id: string, data: SuppliedData | null): void {
  if (data) supplied.set(id, data);
  else supplied.delete(id);
}

/** The supplied data in use, in the order it was registered. */
export function suppliedData(): SuppliedData[] {
  return [...supplied.values()];
}
