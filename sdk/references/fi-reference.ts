import { onlyDigits } from '../core/chars.ts';
import { NOT_NUMERIC, WRONG_LENGTH } from '../core/error-catalogue.ts';
import { normalize } from '../core/normalize.ts';
import { groupsFromRight, randomDigits, weights731 } from './checksums.ts';
import type { ReferenceValidationError, ReferenceKind } from './types.ts';

const LEADING_ZEROS = /^0+/;

/**
 * The Finnish reference (viitenumero): 4 to 20 digits, the last a check digit by the weights 7, 3,
 * 1 from the right. Leading zeros are not part of it: the machine-readable form
 * `00000000000001234561` is `1234561`. Printed in groups of five from the right (`12 34561`). Its RF
 * form is `creditorReferenceFrom(reference, FI_REFERENCE)`. The weights catch every single
 * substitution, but not a swap of two neighbouring digits that differ by 5 (docs/references.md).
 * @see https://www.finanssiala.fi/wp-content/uploads/2021/03/kotimaisen_viitteen_rakenneohje.pdf
 * @example checkReference('12 34561', FI_REFERENCE).valid // true
 */
export const FI_REFERENCE: ReferenceKind = {
  id: 'fi-reference',
  name: 'Finnish Reference',
  normalize(input) {
    const s = normalize(input);
    return onlyDigits(s) ? s.replace(LEADING_ZEROS, '') : s;
  },
  structure(s) {
    const errors: ReferenceValidationError[] = [];
    // Zeros alone leave nothing: a wrong length, not a wrong character.
    if (!onlyDigits(s)) errors.push(NOT_NUMERIC);
    if (s.length < 4 || s.length > 20) errors.push(WRONG_LENGTH);
    return errors;
  },
  checksum: (s) => weights731(s.slice(0, -1)) === s.charCodeAt(s.length - 1) - 48,
  cuts: (s) => ['Reference', s.length - 1, 'Check Digit', s.length],
  display: (s) => groupsFromRight(s, 5),
  complete: (base) => base + weights731(base),
  base: (next) => String(1 + Math.floor(next() * 9)) + randomDigits(next, 2 + Math.floor(next() * 17)),
  shape: {
    pattern: '^[1-9][0-9]{3,19}$',
    minLength: 4,
    maxLength: 20,
    check: 'check digit (weights 7, 3, 1)',
  },
};
