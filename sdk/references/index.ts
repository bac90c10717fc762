/**
 * `bank-number/reference`: payment references: the ISO 11649 creditor reference (RF), the Swiss QR
 * reference, the Belgian structured communication and the Finnish reference (docs/references.md).
 * Each kind is an export of its own (`RF`, `CH_QR`, `BE_STRUCTURED`, `FI_REFERENCE`) that the
 * functions take, so that a bundle carries only the kinds it names. References are not bank numbers:
 * `validate` and the API's `/validate` never detect them.
 * @module
 */
export { RF } from './rf.ts';
export { CH_QR } from './ch-qr.ts';
export { BE_STRUCTURED } from './be-structured.ts';
export { FI_REFERENCE } from './fi-reference.ts';
export { REFERENCE_KINDS, referenceKind } from './kinds.ts';
export { checkReference, compactReference, formatReference, isValidReference, readKind } from './check.ts';
export { creditorReferenceFrom, referenceInCreditorReference } from './creditor.ts';
export { generateReference, generateReferences } from './generate.ts';
export type { GenerateReferenceOptions } from './generate.ts';
export { checkQrBillReference } from './qr-bill.ts';
export type { QrBillReferenceResult, QrBillReferenceType } from './qr-bill.ts';
export type { ReferenceValidationError, ReferenceKind, ReferenceKindId, ReferenceResult } from './types.ts';
export type { FormatShape, ReferenceErrorCode } from '../core/types.ts';
