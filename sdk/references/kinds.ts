import { BE_STRUCTURED } from './be-structured.ts';
import { CH_QR } from './ch-qr.ts';
import { FI_REFERENCE } from './fi-reference.ts';
import { RF } from './rf.ts';
import type { ReferenceKind } from './types.ts';

/**
 * Every kind of payment reference, in the order the help and the documentation list them. A kind
 * is added here once; nothing else names them.
 */
export const REFERENCE_KINDS: readonly ReferenceKind[] = [RF, CH_QR, BE_STRUCTURED, FI_REFERENCE];

/**
 * The kind of reference named `id` (`'rf'`, `'ch-qr'`, `'be-structured'`, `'fi-reference'`), for
 * code that reads the name from a user; undefined for any other. It brings every kind into a
 * bundle: import a kind itself (`RF`) where the code names it.
 * @example referenceKind('rf') === RF // true
 */
export function referenceKind(id: unknown): ReferenceKind | undefined {
  return REFERENCE_KINDS.find((kind) => kind.id === id);
}
