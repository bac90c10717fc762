import { tile } from '../../core/result.ts';
import type { Breakdown } from '../../core/types.ts';
import { IBAN_PART_LABELS, IBAN_PARTS } from '../../generated/iban-registry.ts';
import { entryLength, ibanEntry } from './registry.ts';

// Per entry of the registry: label, end offset, label, end offset, …, for `tile`.
let cutsOf: (string | number)[][] | undefined;

/** Reads IBAN_PARTS once, on first use; the registry is unpacked by then (entryLength). */
function unpackParts(): (string | number)[][] {
  const all: (string | number)[][] = [];
  let cuts: (string | number)[] = ['Country', 2, 'Check Digits', 4];
  let end = 4;
  for (let k = 0; k < IBAN_PARTS.length; k++) {
    const label = IBAN_PART_LABELS[IBAN_PARTS.charCodeAt(k) - 97] as string;
    const length = IBAN_PARTS.charCodeAt(k + 1) - 64;
    // A label without a length is the country's last part.
    if (length > 0 && length < 27) {
      k++;
      cuts.push(label, (end += length));
    } else {
      cuts.push(label, entryLength(all.length));
      all.push(cuts);
      cuts = ['Country', 2, 'Check Digits', 4];
      end = 4;
    }
  }
  return all;
}

/**
 * The breakdown cuts of an IBAN country (label, end offset, label, end offset, …) for `tile`, from its
 * layout in IBAN_PARTS; empty for a code that is not an IBAN country.
 */
export function ibanPartCuts(countryCode: string): readonly (string | number)[] {
  const e = ibanEntry(countryCode);
  return e < 0 ? [] : ((cutsOf ??= unpackParts())[e] as (string | number)[]);
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
