import { onlyDigits } from '../core/chars.ts';
import { NOT_NUMERIC, WRONG_LENGTH } from '../core/error-catalogue.ts';
import { normalize } from '../core/normalize.ts';
import { randomDigits } from './checksums.ts';
import type { ReferenceValidationError, ReferenceKind } from './types.ts';

const MARKS = /[+/*]/g;

/** The two check digits of ten digits: their remainder modulo 97, 97 where it is 0. */
function checkDigits(ten: string): string {
  return String(Number(ten) % 97 || 97).padStart(2, '0');
}

/**
 * The Belgian structured communication (gestructureerde mededeling, communication structurée,
 * OGM/VCS): 12 digits, the last two the remainder of the first ten modulo 97 (97 where it is 0).
 * Written `+++123/4567/89002+++`; the plus signs, slashes (and the asterisks some banks write
 * instead of plus signs) are dropped. Modulo 97 catches every single substitution and every swap of
 * two neighbouring digits (docs/references.md).
 * @see https://www.febelfin.be/en/publications/2023/febelfin-banking-standards-for-online-banking
 * @example checkReference('+++123/4567/89002+++', BE_STRUCTURED).valid // true
 */
export const BE_STRUCTURED: ReferenceKind = {
  id: 'be-structured',
  name: 'Belgian Structured Communication',
  normalize: (input) => normalize(input.replace(MARKS, '')),
  structure(s) {
    const errors: ReferenceValidationError[] = [];
    if (s.length === 0 || !onlyDigits(s)) errors.push(NOT_NUMERIC);
    if (s.length !== 12) errors.push(WRONG_LENGTH);
    return errors;
  },
  checksum: (s) => checkDigits(s.slice(0, 10)) === s.slice(10),
  cuts: () => ['Reference', 10, 'Check Digits', 12],
  display: (s) => `+++${s.slice(0, 3)}/${s.slice(3, 7)}/${s.slice(7)}+++`,
  complete: (base) => base + checkDigits(base),
  base: (next) => randomDigits(next, 10),
  shape: {
    pattern: '^[0-9]{12}$',
    minLength: 12,
    maxLength: 12,
    check: 'check digits (MOD 97)',
  },
};
