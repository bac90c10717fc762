import { tile } from '../../core/result.ts';
import type { Breakdown } from '../../core/types.ts';
import { ibanLayout } from './registry.ts';

/**
 * The breakdown cuts of an IBAN country (label, end offset, label, end offset, …) for `tile`, from its
 * layout in IBAN_LAYOUTS; empty for a code that is not an IBAN country.
 */
export function ibanPartCuts(countryCode: string): readonly (string | number)[] {
  return ibanLayout(countryCode)?.cuts ?? [];
}

/**
 * The labelled parts of a valid IBAN (docs/contract.md §5): `Country`, `Check Digits`, then the BBAN
 * parts of its country's registry entry. They tile `normalized` exactly.
 * @example ibanBreakdown('GB29NWBK60161331926819').parts.map((p) => p.label)
 *   // ['Country', 'Check Digits', 'Bank Code', 'Sort Code', 'Account Number']
 */
export function ibanBreakdown(normalized: string): Breakdown {
  return tile('IBAN', normalized, ibanPartCuts(normalized));
}
