import type { FormatIdentity } from '../descriptor.ts';

/** 8 or 11 characters, A–Z or 0–9, letters at positions 5 and 6. */
export const BIC = /^[A-Z\d]{4}[A-Z]{2}[A-Z\d]{2}(?:[A-Z\d]{3})?$/;

/** True when a normalized input has the shape of a BIC (docs/contract.md §3 rule 1). */
export function hasBicShape(normalized: string): boolean {
  return BIC.test(normalized);
}

/** The country of a BIC: positions 5–6. */
export function bicCountry(normalized: string): string {
  return normalized.slice(4, 6);
}

/** The BIC's format: its hint and `result.format`. */
export const BIC_FORMAT = 'bic';

/** The SWIFT/BIC code: its shape; its country, positions 5–6. */
export const bicIdentity: FormatIdentity<typeof BIC_FORMAT> = {
  id: BIC_FORMAT,
  detect: hasBicShape,
  country: bicCountry,
};
