import { normalize } from '../core/normalize.ts';
import { QR_IBAN_REQUIRED, QR_REFERENCE_REQUIRED } from '../core/reference-error-catalogue.ts';
import { checkIban, isQrIban } from '../formats/iban/index.ts';
import { CH_QR } from './ch-qr.ts';
import { checkReference } from './check.ts';
import { RF } from './rf.ts';
import type { ReferenceValidationError } from './types.ts';

/**
 * The reference type of a Swiss QR-bill: `QRR` a QR reference, `SCOR` a creditor reference (ISO
 * 11649), `NON` none.
 */
export type QrBillReferenceType = 'QRR' | 'SCOR' | 'NON';

/** The verdict on the account and the reference of a Swiss QR-bill. */
export interface QrBillReferenceResult {
  /** True when the IBAN is valid, the reference is valid (or absent), and the two go together. */
  valid: boolean;
  /** The reference type the bill carries, when the reference is valid or absent; else null. */
  referenceType: QrBillReferenceType | null;
  /** The errors of the IBAN, then of the reference, then of the pair. */
  errors: ReferenceValidationError[];
}

/**
 * Whether a Swiss QR-bill's IBAN and reference go together, as SIX's implementation guidelines
 * for the QR-bill ask: a QR-IBAN (`isQrIban`) takes a QR reference and nothing else
 * (`QR_REFERENCE_REQUIRED`); any other IBAN takes a creditor reference or none, never a QR
 * reference (`QR_IBAN_REQUIRED`). A reference that starts with `RF` is checked as a creditor
 * reference, any other as a QR reference; an empty one is none. The IBAN's own errors are those of
 * `checkIban`. Never throws.
 * @see https://www.six-group.com/en/products-services/banking-services/payment-standardization/standards/qr-bill.html
 * @example checkQrBillReference('CH44 3199 9123 0008 8901 2', '21 00000 00003 13947 14300 09017').referenceType // 'QRR'
 * @example checkQrBillReference('CH93 0076 2011 6238 5295 7', '21 00000 00003 13947 14300 09017').errors[0]?.code // 'QR_IBAN_REQUIRED'
 */
export function checkQrBillReference(iban: string, reference: string): QrBillReferenceResult {
  const account = checkIban(normalize(typeof iban === 'string' ? iban : ''));
  const text = RF.normalize(typeof reference === 'string' ? reference : '');
  const checked = text === '' ? null : checkReference(reference, text.startsWith('RF') ? RF : CH_QR);
  const errors: ReferenceValidationError[] = [...account.errors, ...(checked?.errors ?? [])];
  const type: QrBillReferenceType | null =
    checked === null ? 'NON' : !checked.valid ? null : checked.kind === CH_QR.id ? 'QRR' : 'SCOR';
  if (account.valid && type !== null) {
    const qrIban = isQrIban(account.normalized);
    if (qrIban && type !== 'QRR') errors.push(QR_REFERENCE_REQUIRED);
    if (!qrIban && type === 'QRR') errors.push(QR_IBAN_REQUIRED);
  }
  return { valid: errors.length === 0, referenceType: type, errors };
}
