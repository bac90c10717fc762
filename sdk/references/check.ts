import { tile } from '../core/result.ts';
import { CHECKSUM_FAILED } from '../core/error-catalogue.ts';
import { BankNumberRequestError } from '../core/request-error.ts';
import type { ReferenceKind, ReferenceResult } from './types.ts';

/**
 * `kind` when it is a kind of reference; else throws `BankNumberRequestError` (`INVALID_PARAMETER`,
 * parameter `kind`): a call without one is a mistake of the program, not of the person typing.
 */
export function readKind(kind: unknown): ReferenceKind {
  if (typeof kind === 'object' && kind !== null && typeof (kind as ReferenceKind).checksum === 'function') {
    return kind as ReferenceKind;
  }
  throw new BankNumberRequestError(
    'INVALID_PARAMETER',
    "The parameter 'kind' must be a kind of reference: RF, CH_QR, BE_STRUCTURED or FI_REFERENCE.",
    'kind',
  );
}

/**
 * The verdict on a payment reference of one kind: its characters, length and structure, then its
 * check digits, as the validation service checks a bank number (docs/references.md). Any form that
 * a person writes is taken (spaces, hyphens, dots, lower case; the Belgian `+++` and slashes).
 * Anything but a string is checked as the empty string. Throws only for a `kind` that is not one
 * (`BankNumberRequestError`, `INVALID_PARAMETER`).
 * @example checkReference('rf18 5390 0754 7034', RF).normalized // 'RF18539007547034'
 * @example checkReference('RF17 5390 0754 7034', RF).errors[0]?.code // 'CHECKSUM_FAILED'
 */
export function checkReference(input: string, kind: ReferenceKind): ReferenceResult {
  readKind(kind);
  const normalized = kind.normalize(typeof input === 'string' ? input : '');
  const errors = kind.structure(normalized);
  if (errors.length === 0 && !kind.checksum(normalized)) errors.push(CHECKSUM_FAILED);
  return errors.length > 0
    ? { valid: false, kind: kind.id, normalized, errors, breakdown: null }
    : { valid: true, kind: kind.id, normalized, errors, breakdown: tile(kind.name, normalized, kind.cuts(normalized)) };
}

/**
 * True when `checkReference` finds the reference valid.
 * @example isValidReference('+++123/4567/89002+++', BE_STRUCTURED) // true
 */
export function isValidReference(input: string, kind: ReferenceKind): boolean {
  return checkReference(input, kind).valid;
}

/**
 * The print form of a reference: groups of four for RF, of five from the right for the Swiss QR
 * and the Finnish reference, `+++123/4567/89002+++` for the Belgian one. A reference that is not
 * valid comes back normalized, as it is.
 * @example formatReference('RF18539007547034', RF) // 'RF18 5390 0754 7034'
 */
export function formatReference(input: string, kind: ReferenceKind): string {
  const result = checkReference(input, kind);
  return result.valid ? kind.display(result.normalized) : result.normalized;
}

/**
 * The electronic form of a reference: `normalized` of `checkReference`, valid or not.
 * @example compactReference('+++123/4567/89002+++', BE_STRUCTURED) // '123456789002'
 */
export function compactReference(input: string, kind: ReferenceKind): string {
  return readKind(kind).normalize(typeof input === 'string' ? input : '');
}
