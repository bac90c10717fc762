/**
 * `check` completed with the bank, for `validate` and `<bank-number-input>`: the only way from the
 * checks to the lookups (`import('./lookups.ts')`). It is a module of its own so that what imports
 * `check` alone (`bankNumber()` of `bank-number/schema`) reaches no `import()`: a bundler makes no
 * chunk for the lookups there, nor one for what they share with the checks.
 */
import { check, envelope, ignore } from './check.ts';
import type { Envelope, Format } from './core/types.ts';

/**
 * `check`, completed with the bank: what `validate` answers, without the request checks. A valid
 * number whose bank is not known yet loads the lookup data it needs first, then is checked again:
 * the checks name the bank as `validateSync` does, and take microseconds next to the import.
 * `start` is when the request began, for `processingTimeMs`.
 */
export async function checkWithBank(input: string, hint: Format | undefined, start: number): Promise<Envelope> {
  let result = check(input, hint);
  if (result.valid && result.bankInfo === null) {
    // A valid result always has its format (docs/contract.md §1).
    await loadLookup(result.format as Format, result.normalized);
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
