import type { ReferenceErrorCode } from './types.ts';

/**
 * The error catalogue of the payment references (`bank-number/reference`, docs/references.md): one
 * fixed English message and suggestion per code, beside `error-catalogue.ts`, whose codes the
 * references share. Apart from it so that the codes of the validation service's answers, which the
 * server lists from that file, stay as they are. Neither text ever repeats the input.
 */
const entry = /* @__NO_SIDE_EFFECTS__ */ (code: ReferenceErrorCode, message: string, suggestion: string) => ({
  code,
  message,
  suggestion,
});

export const INVALID_REFERENCE_FORMAT = /* @__PURE__ */ entry(
  'INVALID_REFERENCE_FORMAT',
  'The reference does not have the structure of this kind of reference.',
  'A creditor reference starts with RF and two check digits.',
);
export const QR_REFERENCE_REQUIRED = /* @__PURE__ */ entry(
  'QR_REFERENCE_REQUIRED',
  'A payment to a QR-IBAN needs a QR reference.',
  'Enter the 27-digit QR reference of the bill, or check the IBAN.',
);
export const QR_IBAN_REQUIRED = /* @__PURE__ */ entry(
  'QR_IBAN_REQUIRED',
  'A QR reference can only be paid to a QR-IBAN.',
  'Check the IBAN, or use a creditor reference (RF).',
);
