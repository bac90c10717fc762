/**
 * The SDK's `validate`, answered at once whenever that gives the same answer.
 * @module
 */
import type { Envelope, ValidateOptions } from '../core/types.ts';
import { needsLookup } from '../lookups.ts';
import { validate, validateSync } from '../validate.ts';

/**
 * `validate(input, options)`, without a promise when nothing has to be loaded first
 * (`needsLookup` is false): an invalid number, a number whose bank is already named, or one whose lookup
 * data the SDK holds (or that has none). Only `processingTimeMs` can differ from `validate`'s
 * answer, as between any two calls. Throws `BankNumberRequestError` as `validate` does.
 */
export function validateNow(input: string, options: ValidateOptions): Envelope | Promise<Envelope> {
  const envelope = validateSync(input, options);
  return needsLookup(envelope.result) ? validate(input, options) : envelope;
}
