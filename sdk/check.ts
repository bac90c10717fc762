/**
 * The checks behind `validate` and `validateSync`, without the request checks (`checkInput`,
 * `checkFormat`): for `<bank-number-input>`, which makes those itself, so that a page with the
 * element loads neither the request checks' callers nor `validate` before it needs them. The lookups
 * are reached only through `import()` from the descriptors: `checkWithBank` (check-with-bank.ts) loads them.
 */
import { AMBIGUOUS_FORMAT, UNKNOWN_FORMAT } from './core/error-catalogue.ts';
import { normalize } from './core/normalize.ts';
import { invalid } from './core/result.ts';
import type { Envelope, Format, ValidationResult } from './core/types.ts';
import { detectNormalized } from './detect.ts';
import { descriptorOf } from './formats/index.ts';

/**
 * The verdict on `input` under `hint`, for an input that passed `checkInput` (not blank, at most
 * 128 characters) and a hint that passed `checkFormat`: what `validateSync` answers, without the
 * request checks, for a caller that has made them already (`<bank-number-input>`).
 */
export function check(input: string, hint: Format | undefined): ValidationResult {
  const normalized = normalize(input);
  const format = hint ?? detectNormalized(normalized, input);
  return (
    descriptorOf(format)?.check(normalized) ??
    invalid(null, normalized, [format === 'ambiguous' ? AMBIGUOUS_FORMAT : UNKNOWN_FORMAT])
  );
}

/** The envelope of `result`, timed from `start` (a reading of `now`). */
export function envelope(result: ValidationResult, start: number): Envelope {
  const ms = now() - start;
  return { apiVersion: '1', processingTimeMs: ms > 0 ? Math.round(ms * 1000) / 1000 : 0, result };
}

/**
 * The time in milliseconds, for `processingTimeMs`. A function rather than a constant picked at
 * load, so that a bundle that never times anything carries none of it; QuickJS and some embedded
 * engines have no `performance`.
 */
export function now(): number {
  return (globalThis.performance ?? Date).now();
}
