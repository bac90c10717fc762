import { detectNormalized } from './core/detect.ts';
import { AMBIGUOUS_FORMAT, UNKNOWN_FORMAT } from './core/error-catalogue.ts';
import { normalize } from './core/normalize.ts';
import { checkFormat, checkInput } from './core/request.ts';
import { invalid } from './core/result.ts';
import type { Envelope, Format, ValidateOptions, ValidationResult } from './core/types.ts';
import { checkBic } from './formats/bic/validate.ts';
import { checkIban } from './formats/iban/validate.ts';
import { checkSortCode } from './formats/uk-sort-code/validate.ts';
import { checkRoutingNumber } from './formats/us-routing/validate.ts';

/**
 * Validates a bank number and answers with the envelope of the validation service
 * (docs/contract.md §1), loading the bank lookup data the number needs first.
 * Throws `BankNumberRequestError` for exactly the inputs the server answers with HTTP 400
 * (docs/contract.md §6): a blank input, one over 128 characters, a non-string, an unknown format hint.
 * @example (await validate('GB82 WEST 1234 5698 7654 32')).result.valid // true
 */
export async function validate(input: string, options?: ValidateOptions): Promise<Envelope> {
  const start = clock.now();
  checkInput(input);
  return checkWithBank(input, checkFormat(options?.format), start);
}

/**
 * The same answer as `validate`, at once: `bankInfo` comes only from lookup data already loaded
 * (by an earlier `validate` or by `preloadLookups`).
 * @example validateSync('011000015').result.breakdown?.parts[0]?.value // '01'
 */
export function validateSync(input: string, options?: ValidateOptions): Envelope {
  const start = clock.now();
  checkInput(input);
  return envelope(check(input, checkFormat(options?.format)), start);
}

/**
 * Loads the bank lookup data of the given formats ahead of time, so that `validateSync` can name
 * the bank. IBAN and BIC data is split per country: name the countries you need (`'iban:DE'`,
 * ISO 3166-1 alpha-2); a bare `'iban'` or `'bic'` loads every country, which is the whole
 * directory (several hundred kilobytes). Unknown targets are ignored; nothing is fetched from the
 * network, the data is part of the package.
 * @example await preloadLookups('us-routing', 'uk-sort-code', 'iban:DE', 'bic:GB')
 */
export async function preloadLookups(...targets: Array<Format | `${'iban' | 'bic'}:${string}`>): Promise<void> {
  await import('./lookups.ts').then((lookups) => lookups.preload(targets), ignore);
}

// Like the loads themselves, a failed import leaves the data unloaded and is not an error.
function ignore(): void {}

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
  return CHECKS[format as Format]?.(normalized) ?? invalid(null, normalized, [format === 'ambiguous' ? AMBIGUOUS_FORMAT : UNKNOWN_FORMAT]);
}

/**
 * `check`, completed with the bank: what `validate` answers, without the request checks. A valid
 * number whose bank is not known yet loads the lookup data it needs first, then is checked again:
 * the checks name the bank as `validateSync` does, and take microseconds next to the import.
 * `start` is when the request began, for `processingTimeMs`.
 */
export async function checkWithBank(input: string, hint: Format | undefined, start = clock.now()): Promise<Envelope> {
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

/** The envelope of `result`, timed from `start` (a reading of `clock`). */
export function envelope(result: ValidationResult, start: number): Envelope {
  const ms = clock.now() - start;
  return { apiVersion: '1', processingTimeMs: ms > 0 ? Math.round(ms * 1000) / 1000 : 0, result };
}

// QuickJS and some embedded engines have no `performance`.
export const clock: { now(): number } = typeof performance !== 'undefined' && typeof performance.now === 'function' ? performance : Date;
