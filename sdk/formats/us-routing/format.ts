import { normalize } from '../../core/normalize.ts';
import type { FormatDisplay } from '../descriptor.ts';

/**
 * The display form of a routing number: its nine digits without separators, as printed on a cheque.
 * Never throws; an input that is not a routing number is returned normalized.
 * @example formatRoutingNumber(' 0110-0001-5 ') // '011000015'
 */
export function formatRoutingNumber(input: string): string {
  return typeof input === 'string' ? normalize(input) : '';
}

/** Normalizes a routing number: separators removed (docs/contract.md §2). */
export function compactRoutingNumber(input: string): string {
  return typeof input === 'string' ? normalize(input) : '';
}

/** The display form of `generateNumbers` and the element (formats/displays.ts). */
export const routingNumberDisplay: FormatDisplay = { id: 'us-routing', display: formatRoutingNumber };
