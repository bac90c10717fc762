import { BankNumberRequestError, type RequestErrorCode } from './request-error.ts';
import { isBlank } from './normalize.ts';
import { FORMATS, isTooLong, MAX_INPUT_LENGTH } from './limits.ts';
import type { Format } from './types.ts';

export { FORMATS, isTooLong, MAX_INPUT_LENGTH };

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
  // `includes` compares with `===`-like equality: no value other than these four strings passes.
  if (!(FORMATS as readonly unknown[]).includes(format))
    reject('INVALID_PARAMETER', parameter, `must be one of: ${FORMATS.join(', ')}`);
  return format as Format;
}

/** The message names the parameter and never repeats its value. */
function reject(code: RequestErrorCode, parameter: string, problem: string): never {
  throw new BankNumberRequestError(code, `The parameter '${parameter}' ${problem}.`, parameter);
}
