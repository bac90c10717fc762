/**
 * A verdict as the WIT record `validation` of wit/bank-number.wit: what the SDK gives as null is an
 * absent `option` (undefined in JavaScript, as componentize-js and jco write it).
 * @module
 */
import type { ValidationResult } from '../core/types.ts';

export function witRecord(result: ValidationResult) {
  const { bankInfo } = result;
  return {
    valid: result.valid,
    format: result.format ?? undefined,
    normalized: result.normalized,
    errors: result.errors,
    breakdown: result.breakdown ?? undefined,
    bankInfo:
      bankInfo === null ? undefined : { ...bankInfo, bic: bankInfo.bic ?? undefined, city: bankInfo.city ?? undefined },
  };
}
