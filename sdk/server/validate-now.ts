/**
 * The SDK's `validate`, answered at once whenever that gives the same answer.
 * @module
 */
import type { Envelope, ValidateOptions, ValidationResult } from '../core/types.ts';
import { validate, validateSync } from '../validate.ts';
import type { MaybePromise } from './maybe.ts';

// The lookup data (format, and country for IBAN and BIC) that `validate` has loaded in this
// process. The SDK keeps that data for the life of the process, so once it is in, `validateSync`
// names the same bank `validate` would.
const loaded = new Set<string>();

/**
 * `validate(input, options)`, without a promise when nothing has to be loaded first: an invalid
 * number, a number whose bank is already named, or one whose lookup data `validate` has loaded
 * before. Only `processingTimeMs` can differ from `validate`'s answer, as between any two calls.
 * Throws `BankNumberRequestError` as `validate` does.
 */
export function validateNow(input: string, options: ValidateOptions): MaybePromise<Envelope> {
  const envelope = validateSync(input, options);
  const { result } = envelope;
  if (!result.valid || result.bankInfo !== null) return envelope;
  const data = lookupOf(result);
  if (data === null || loaded.has(data)) return envelope;
  return validate(input, options).then((answer) => {
    loaded.add(data);
    return answer;
  });
}

function lookupOf(result: ValidationResult): string | null {
  switch (result.format) {
    case 'iban':
      return `iban:${result.normalized.slice(0, 2)}`;
    case 'bic':
      return `bic:${result.normalized.slice(4, 6)}`;
    case 'us-routing':
    case 'uk-sort-code':
      return result.format;
    default:
      return null;
  }
}
