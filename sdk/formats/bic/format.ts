import { normalize } from '../../core/normalize.ts';
import type { FormatDisplay } from '../descriptor.ts';

/**
 * The display form of a BIC: the code in one piece, uppercase, without separators, as SWIFT prints
 * it (ISO 9362). An 8-character BIC stays 8 characters and `XXX` is kept as given. Never throws;
 * an input that is not a BIC is returned normalized.
 * @see https://www.iso.org/standard/84108.html
 * @example formatBic('deut de ff 500') // 'DEUTDEFF500'
 */
export function formatBic(input: string): string {
  return compactBic(input);
}

/**
 * Normalizes a BIC: separators removed, ASCII letters uppercased (docs/contract.md §2).
 * @example compactBic('nwbk-gb-2l') // 'NWBKGB2L'
 */
export function compactBic(input: string): string {
  return typeof input === 'string' ? normalize(input) : '';
}

/** The display form of `generateNumbers` and the element (formats/displays.ts). */
export const bicDisplay: FormatDisplay = { id: 'bic', display: formatBic };
