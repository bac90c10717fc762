import { isDigitCode, onlyAlphanumeric } from '../core/chars.ts';
import { INVALID_CHARACTERS, WRONG_LENGTH } from '../core/error-catalogue.ts';
import { normalize } from '../core/normalize.ts';
import { INVALID_REFERENCE_FORMAT } from '../core/reference-error-catalogue.ts';
import { groupsFromLeft, mod97 } from './checksums.ts';
import type { ReferenceValidationError, ReferenceKind } from './types.ts';

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The ISO 11649 structured creditor reference: `RF`, two check digits (02–98) and a reference of 1
 * to 21 digits and capitals, checked by ISO 7064 MOD 97-10 with `RF` and the check digits moved to
 * the end. Printed in groups of four (`RF18 5390 0754 7034`). MOD 97-10 catches every single
 * substitution of a digit for a digit or a letter for a letter, and every swap of two neighbouring
 * digits (docs/references.md).
 * @see https://www.iso.org/standard/50649.html
 * @example checkReference('RF18 5390 0754 7034', RF).valid // true
 */
export const RF: ReferenceKind = {
  id: 'rf',
  name: 'Creditor Reference (ISO 11649)',
  normalize,
  structure(s) {
    const errors: ReferenceValidationError[] = [];
    if (!onlyAlphanumeric(s)) errors.push(INVALID_CHARACTERS);
    if (s.length < 5 || s.length > 25) errors.push(WRONG_LENGTH);
    if (!s.startsWith('RF') || !isDigitCode(s.charCodeAt(2)) || !isDigitCode(s.charCodeAt(3))) {
      errors.push(INVALID_REFERENCE_FORMAT);
    }
    return errors;
  },
  checksum(s) {
    const digits = +s.slice(2, 4);
    return digits >= 2 && digits <= 98 && mod97(s.slice(4) + s.slice(0, 4)) === 1;
  },
  cuts: (s) => ['Prefix', 2, 'Check Digits', 4, 'Reference', s.length],
  display: (s) => groupsFromLeft(s, 4),
  complete(base) {
    const digits = 98 - mod97(`${base}RF00`);
    return `RF${digits < 10 ? '0' : ''}${digits}${base}`;
  },
  base(next) {
    let out = '';
    for (let i = 1 + Math.floor(next() * 21); i > 0; i--) out += ALPHANUMERIC[Math.floor(next() * 36)];
    return out;
  },
  shape: {
    pattern: '^RF[0-9]{2}[0-9A-Z]{1,21}$',
    minLength: 5,
    maxLength: 25,
    check: 'check digits (MOD 97-10)',
  },
};
