import { normalize } from '../../core/normalize.ts';
import type { FormatDisplay } from '../descriptor.ts';

/**
 * The display form of a sort code, `12-34-56`. Never throws; an input that is not six digits is
 * returned normalized.
 * @example formatSortCode('123456') // '12-34-56'
 */
export function formatSortCode(input: string): string {
  const s = compactSortCode(input);
  return s.length === 6 && /^[0-9]{6}$/.test(s) ? `${s.slice(0, 2)}-${s.slice(2, 4)}-${s.slice(4)}` : s;
}

/** Normalizes a sort code: separators removed (docs/contract.md §2). */
export function compactSortCode(input: string): string {
  return typeof input === 'string' ? normalize(input) : '';
}

/** The display form of `generateNumbers` and the element (formats/displays.ts). */
export const sortCodeDisplay: FormatDisplay = { id: 'uk-sort-code', display: formatSortCode };
