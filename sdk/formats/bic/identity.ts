import type { FormatIdentity } from '../descriptor.ts';

// 8 or 11 characters, A–Z or 0–9, letters at positions 5 and 6.
const BIC = /^[A-Z\d]{4}[A-Z]{2}[A-Z\d]{2}(?:[A-Z\d]{3})?$/;

/** The SWIFT/BIC code: its shape (docs/contract.md §3 rule 1); its country, positions 5–6. */
export const bicIdentity: FormatIdentity<'bic'> = {
  id: 'bic',
  detect: (normalized) => BIC.test(normalized),
  country: (normalized) => normalized.slice(4, 6),
};
