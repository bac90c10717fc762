import { onlyAlphanumeric } from '../core/chars.ts';
import { INVALID_CHARACTERS, WRONG_LENGTH } from '../core/error-catalogue.ts';
import { checkReference, readKind } from './check.ts';
import { RF } from './rf.ts';
import type { ReferenceKind, ReferenceResult } from './types.ts';

/**
 * The ISO 11649 creditor reference (RF) of a reference: `RF`, the check digits, then the reference
 * as stored. With `kind`, the reference is first checked as one of that kind, and a reference that
 * fails comes back as that kind's verdict (`kind` tells which); the Finnish reference `1234561`
 * gives `RF34 1234 561`, as the Finnish banks write its RF form. Without, any 1 to 21 digits and
 * capitals (after normalization) are taken. The answer is `checkReference` of the RF reference, or
 * `WRONG_LENGTH` or `INVALID_CHARACTERS` for a reference it cannot hold (the 27 digits of a Swiss QR
 * reference, for one). Throws only for a `kind` given that is not one, as `checkReference`.
 * @example creditorReferenceFrom('539007547034').normalized // 'RF18539007547034'
 */
export function creditorReferenceFrom(input: string, kind?: ReferenceKind): ReferenceResult {
  let reference = RF.normalize(typeof input === 'string' ? input : '');
  if (kind !== undefined) {
    const national = checkReference(input, readKind(kind));
    if (!national.valid) return national;
    reference = national.normalized;
  }
  const errors = [];
  if (!onlyAlphanumeric(reference)) errors.push(INVALID_CHARACTERS);
  if (reference.length < 1 || reference.length > 21) errors.push(WRONG_LENGTH);
  if (errors.length > 0) return { valid: false, kind: RF.id, normalized: reference, errors, breakdown: null };
  return checkReference(RF.complete(reference), RF);
}

/**
 * The reference inside a valid creditor reference, checked as one of `kind`: the Finnish reference
 * of `RF34 1234 561` is `1234561`. A creditor reference that fails comes back as its RF verdict.
 * Throws only for a `kind` that is not one, as `checkReference`.
 * @example referenceInCreditorReference('RF34 1234 561', FI_REFERENCE).normalized // '1234561'
 */
export function referenceInCreditorReference(input: string, kind: ReferenceKind): ReferenceResult {
  readKind(kind);
  const rf = checkReference(input, RF);
  return rf.valid ? checkReference(rf.normalized.slice(4), kind) : rf;
}
