/**
 * `check` completed with the bank, for `validate` and `<bank-number-input>`: the way from the
 * checks to the lookups (`import('./lookups.ts')`). It is a module of its own so that what imports
 * `check` alone (`validateSync`) reaches no `import()`: a bundler makes no chunk for the lookups
 * there, nor one for what they share with the checks.
 */
import { check, envelope } from './check.ts';
import type { Envelope, Format, ValidationResult } from './core/types.ts';

/**
 * `check`, completed with the bank: what `validate` answers, without the request checks. A valid
 * number whose bank is not known yet loads the lookup data it needs first; its verdict is then
 * completed with what the data brings (`completeWithBank`), not checked again.
 * `start` is when the request began, for `processingTimeMs`.
 */
export async function checkWithBank(input: string, hint: Format | undefined, start: number): Promise<Envelope> {
  const result = check(input, hint);
  return envelope(result.valid && result.bankInfo === null ? await completeWithBank(result) : result, start);
}

/** `completeWithBank` of lookups.ts, which comes in a chunk of its own; never rejects. */
export function completeWithBank(result: ValidationResult): Promise<ValidationResult> {
  return import('./lookups.ts').then(
    (lookups) => lookups.completeWithBank(result),
    () => result,
  );
}
