import { findBank } from './bank-info.ts';
import type { Breakdown, BreakdownPart, Format, ValidationError, ValidationResult } from './types.ts';

/** An invalid result: `errors` non-empty, `breakdown` and `bankInfo` null (docs/contract.md §1). */
export function invalid(format: Format | null, normalized: string, errors: ValidationError[]): ValidationResult {
  return { valid: false, format, normalized, errors, breakdown: null, bankInfo: null };
}

/**
 * A valid result: its breakdown cut at `cuts` (see `tile`), and the bank from the lookup data of
 * its format when that is loaded (core/bank-info.ts).
 */
export function valid(
  format: Format,
  normalized: string,
  formatName: string,
  cuts: readonly (string | number)[],
): ValidationResult {
  return {
    valid: true,
    format,
    normalized,
    errors: [],
    breakdown: tile(formatName, normalized, cuts),
    bankInfo: findBank(format, normalized),
  };
}

/**
 * Cuts `normalized` into labelled parts at the given end offsets; the parts tile it exactly.
 * @example tile('UK Sort Code', '123456', ['Bank ID', 2, 'Branch (1)', 4, 'Branch (2)', 6]).parts[1]
 *   // { label: 'Branch (1)', value: '34', start: 2, end: 4 }
 */
export function tile(formatName: string, normalized: string, cuts: readonly (string | number)[]): Breakdown {
  // Sized up front: growing the array as parts are pushed costs more than building them.
  const parts: BreakdownPart[] = new Array(cuts.length / 2);
  let start = 0;
  for (let i = 0; i < cuts.length; i += 2) {
    const end = cuts[i + 1] as number;
    parts[i / 2] = { label: cuts[i] as string, value: normalized.slice(start, end), start, end };
    start = end;
  }
  return { formatName, parts };
}
