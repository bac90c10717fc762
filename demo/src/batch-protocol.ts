/**
 * The messages between the batch page and its worker.
 * @module
 */
import type { Format, VerdictRow } from 'bank-number';

/** The page asks the worker to validate `inputs`, or to stop job `id`. */
export type ToWorker =
  | { type: 'start'; id: number; inputs: string[]; format: Format | null }
  | { type: 'cancel'; id: number };

/** The verdict on one row, flattened for the table and the CSV file. */
export type RowVerdict = VerdictRow;

/** Progress with the verdicts of the rows since the last message, then `done`. */
export type FromWorker =
  | { type: 'progress'; id: number; done: number; total: number; verdicts: RowVerdict[] }
  | { type: 'done'; id: number; total: number; ms: number };
