import { onlyDigits } from '../core/chars.ts';
import { NOT_NUMERIC, WRONG_LENGTH } from '../core/error-catalogue.ts';
import { normalize } from '../core/normalize.ts';
import { groupsFromRight, randomDigits, recursiveMod10 } from './checksums.ts';
import type { ReferenceValidationError, ReferenceKind } from './types.ts';

/**
 * The Swiss QR reference of a QR-bill (reference type QRR): 27 digits, the last a check digit by
 * the recursive modulo 10 over the 26 before it. Printed in groups of five from the right (`21 00000
 * 00003 13947 14300 09017`). Paid only to a QR-IBAN, which takes no other reference
 * (`checkQrBillReference`). The recursive modulo 10 catches every single substitution and every
 * swap of two neighbouring digits (docs/references.md).
 * @see https://www.six-group.com/en/products-services/banking-services/payment-standardization/standards/qr-bill.html
 * @example checkReference('21 00000 00003 13947 14300 09017', CH_QR).valid // true
 */
export const CH_QR: ReferenceKind = {
  id: 'ch-qr',
  name: 'Swiss QR Reference',
  normalize,
  structure(s) {
    const errors: ReferenceValidationError[] = [];
    if (s.length === 0 || !onlyDigits(s)) errors.push(NOT_NUMERIC);
    if (s.length !== 27) errors.push(WRONG_LENGTH);
    return errors;
  },
  checksum: (s) => recursiveMod10(s.slice(0, 26)) === s.charCodeAt(26) - 48,
  cuts: () => ['Reference', 26, 'Check Digit', 27],
  display: (s) => groupsFromRight(s, 5),
  complete: (base) => base + recursiveMod10(base),
  base: (next) => randomDigits(next, 26),
  shape: {
    pattern: '^[0-9]{27}$',
    minLength: 27,
    maxLength: 27,
    check: 'check digit (recursive MOD 10)',
  },
};
