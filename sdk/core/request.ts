import { BankNumberRequestError, type RequestErrorCode } from './request-error.ts';
import { isBlank } from './normalize.ts';
import type { Format } from './types.ts';

/** The longest input accepted, in characters (Unicode code points) before normalization. */
export const MAX_INPUT_LENGTH = 128;

/** The four format hints, in the order the documentation lists them. */
export const FORMATS: readonly Format[] = ['iban', 'bic', 'us-routing', 'uk-sort-code'];

/**
 * Checks a request the way the server does before it validates anything (docs/contract.md §6) and
 * throws `BankNumberRequestError` for exactly the inputs the server answers with HTTP 400.
 * `parameter` names the input in the error (`input` for the SDK and POST, `q` for GET).
 */
export function checkInput(input: unknown, parameter = 'input'): asserts input is string {
  if (input === undefined || input === null) reject('MISSING_PARAMETER', parameter, 'is required');
  if (typeof input !== 'string') reject('INVALID_PARAMETER', parameter, 'must be a string');
  if (isBlank(input)) reject('MISSING_PARAMETER', parameter, 'is empty');
  if (isTooLong(input)) reject('INPUT_TOO_LONG', parameter, `is longer than ${MAX_INPUT_LENGTH} characters`);
}

/**
 * Reads a format hint: absent (`undefined`, `null` or the empty string) means auto-detect;
 * any value other than the four hints throws `INVALID_PARAMETER` (docs/contract.md §3).
 */
export function checkFormat(format: unknown, parameter = 'format'): Format | undefined {
  if (format === undefined || format === null || format === '') return undefined;
  if (typeof format !== 'string' || !(FORMATS as readonly string[]).includes(format)) reject('INVALID_PARAMETER', parameter, `must be one of: ${FORMATS.join(', ')}`);
  return format as Format;
}

/** True when the input has more than 128 characters (code points). */
export function isTooLong(input: string): boolean {
  if (input.length <= MAX_INPUT_LENGTH) return false;
  // The string iterator yields code points: a surrogate pair once, a lone surrogate on its own.
  let n = 0;
  for (const _ of input) if (++n > MAX_INPUT_LENGTH) return true;
  return false;
}

/** The message names the parameter and never repeats its value. */
function reject(code: RequestErrorCode, parameter: string, problem: string): never {
  throw new BankNumberRequestError(code, `The parameter '${parameter}' ${problem}.`, parameter);
}
