import { normalize } from '../../core/normalize.ts';
import type { FormatDisplay } from '../descriptor.ts';

/**
 * The print form of an IBAN: normalized (docs/contract.md §2), then in groups of four characters
 * separated by one space, as ISO 13616 prints it. Never throws; it does not validate, so any input
 * is grouped the same way (a non-string gives '').
 * @see https://www.iso.org/standard/81090.html
 * @example formatIban('GB82WEST12345698765432') // 'GB82 WEST 1234 5698 7654 32'
 */
export function formatIban(input: string): string {
  return typeof input === 'string' ? groupIban(normalize(input)) : '';
}

/**
 * An IBAN already normalized, in groups of four code points separated by one space (a group
 * boundary never splits a surrogate pair).
 * @example groupIban('GB82WEST12345698765432') // 'GB82 WEST 1234 5698 7654 32'
 */
export function groupIban(normalized: string): string {
  return normalized.replace(/(.{4})(?=.)/gsu, '$1 ');
}

/**
 * The electronic form of an IBAN: separators removed and ASCII letters upper-cased (docs/contract.md §2).
 * Never throws (a non-string gives '').
 * @example compactIban('gb82 west 1234 5698 7654 32') // 'GB82WEST12345698765432'
 */
export function compactIban(input: string): string {
  return typeof input === 'string' ? normalize(input) : '';
}

/** The display form of `generateNumbers` and the element (formats/displays.ts). */
export const ibanDisplay: FormatDisplay = { id: 'iban', display: formatIban };
