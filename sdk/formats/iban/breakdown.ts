import { tile } from '../../core/result.ts';
import type { Breakdown } from '../../core/types.ts';
import { IBAN_PART_LABELS, IBAN_PARTS } from '../../generated/iban-registry.ts';
import { entryLength, ibanEntry } from './registry.ts';

let layouts: string[] | undefined;
const cutsOf: (string | number)[][] = [];

/**
 * The breakdown cuts of an IBAN country (label, end offset, label, end offset, …) for `tile`, from its
 * layout in IBAN_PARTS; empty for a code that is not an IBAN country.
 */
export function ibanPartCuts(countryCode: string): readonly (string | number)[] {
  const e = ibanEntry(countryCode);
  if (e < 0) return [];
  if (cutsOf[e]) return cutsOf[e];
  const cuts: (string | number)[] = (cutsOf[e] = ['Country', 2, 'Check Digits', 4]);
  let end = 4;
  for (const [, code, length] of ((layouts ??= IBAN_PARTS.split(' '))[e] as string).matchAll(/([a-z])(\d*)/g)) {
    end = length ? end + Number(length) : entryLength(e);
    cuts.push(IBAN_PART_LABELS[code as string] as string, end);
  }
  return cuts;
}

/**
 * The labelled parts of a valid IBAN (DECISIONS.md §5): `Country`, `Check Digits`, then the BBAN
 * parts of its country's registry entry. They tile `normalized` exactly.
 * @example ibanBreakdown('GB29NWBK60161331926819').parts.map((p) => p.label)
 *   // ['Country', 'Check Digits', 'Bank Code', 'Sort Code', 'Account Number']
 */
export function ibanBreakdown(normalized: string): Breakdown {
  return tile('IBAN', normalized, ibanPartCuts(normalized));
}
