import { tile } from '../../core/result.ts';
import type { Breakdown } from '../../core/types.ts';
import { IBAN_PART_LABELS, IBAN_PARTS } from '../../generated/iban-registry.ts';

let cutsOf: Map<string, (string | number)[]> | undefined;

function unpack(): Map<string, (string | number)[]> {
  const map = new Map<string, (string | number)[]>();
  for (const entry of IBAN_PARTS.split(' ')) {
    const cuts: (string | number)[] = ['Country', 2, 'Check Digits', 4];
    let end = 4;
    for (const [, code, length] of entry.slice(2).matchAll(/([A-Z])(\d+)/g)) {
      end += Number(length);
      cuts.push(IBAN_PART_LABELS[code as string] as string, end);
    }
    map.set(entry.slice(0, 2), cuts);
  }
  return (cutsOf = map);
}

/** The breakdown cuts of a country (label, end offset, label, end offset, …), or undefined. */
export function ibanPartCuts(countryCode: string): readonly (string | number)[] | undefined {
  return (cutsOf ?? unpack()).get(countryCode);
}

/**
 * The labelled parts of a valid IBAN (DECISIONS.md §5): `Country`, `Check Digits`, then the BBAN
 * parts of its country's registry entry. They tile `normalized` exactly.
 * @example ibanBreakdown('GB29NWBK60161331926819').parts.map((p) => p.label)
 *   // ['Country', 'Check Digits', 'Bank Code', 'Sort Code', 'Account Number']
 */
export function ibanBreakdown(normalized: string): Breakdown {
  const cuts = ibanPartCuts(normalized.slice(0, 2));
  return tile('IBAN', normalized, cuts ?? ['Country', 2, 'Check Digits', 4, 'Account Number', normalized.length]);
}
