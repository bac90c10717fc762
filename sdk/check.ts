/**
 * The checks behind `validate` and `validateSync`, without the request checks (`checkInput`,
 * `checkFormat`): for `<bank-number-input>`, which makes those itself, so that a page with the
 * element loads neither the request checks' callers nor `validate` before it needs them.
 */
import { detectNormalized } from './core/detect.ts';
import { AMBIGUOUS_FORMAT, UNKNOWN_FORMAT } from './core/error-catalogue.ts';
import { normalize } from './core/normalize.ts';
import { invalid } from './core/result.ts';
import type { Envelope, Format, ValidationResult } from './core/types.ts';
import { checkBic } from './formats/bic/check.ts';
import { checkIban } from './formats/iban/check.ts';
import { checkSortCode } from './formats/uk-sort-code/check.ts';
import { checkRoutingNumber } from './formats/us-routing/check.ts';

const CHECKS: Record<Format, (normalized: string) => ValidationResult> = {
  iban: checkIban,
  bic: checkBic,
  'us-routing': checkRoutingNumber,
  'uk-sort-code': checkSortCode,
};

/**
 * The verdict on `input` under `hint`, for an input that passed `checkInput` (not blank, at most
 * 128 characters) and a hint that passed `checkFormat`: what `validateSync` answers, without the
 * request checks, for a caller that has made them already (`<bank-number-input>`).
 */
export function check(input: string, hint: Format | undefined): ValidationResult {
  const normalized = normalize(input);
  const format = hint ?? detectNormalized(normalized, input);
  return (
    CHECKS[format as Format]?.(normalized) ??
    invalid(null, normalized, [format === 'ambiguous' ? AMBIGUOUS_FORMAT : UNKNOWN_FORMAT])
  );
}

/**
 * `check`, completed with the bank: what `validate` answers, without the request checks. A valid
 * number whose bank is not known yet loads the lookup data it needs first, then is checked again:
 * the checks name the bank as `validateSync` does, and take microseconds next to the import.
 * `start` is when the request began, for `processingTimeMs`.
 */
export async function checkWithBank(input: string, hint: Format | undefined, start: number): Promise<Envelope> {
  let result = check(input, hint);
  if (result.valid && result.bankInfo === null && result.format !== null) {
    await loadLookup(result.format, result.normalized);
    result = check(input, hint);
  }
  return envelope(result, start);
}

/**
 * Loads the lookup data that the bank of a valid number is in; never rejects. The lookups come in
 * a chunk of their own, with the first load, so that validation carries none of their code.
 */
function loadLookup(format: Format, normalized: string): Promise<void> {
  return import('./lookups.ts').then((lookups) => lookups.loadLookup(format, normalized), ignore);
}

// Like the loads themselves, a failed import leaves the data unloaded and is not an error.
export function ignore(): void {}

/** The envelope of `result`, timed from `start` (a reading of `clock`). */
export function envelope(result: ValidationResult, start: number): Envelope {
  const ms = clock.now() - start;
  return { apiVersion: '1', processingTimeMs: ms > 0 ? Math.round(ms * 1000) / 1000 : 0, result };
}

// QuickJS and some embedded engines have no `performance`.
export const clock: { now(): number } =
  typeof performance !== 'undefined' && typeof performance.now === 'function' ? performance : Date;
