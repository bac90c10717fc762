import { BankNumberRequestError } from './errors.ts';
import { isBlank } from './normalize.ts';
import type { Format } from './types.ts';

/** The longest input accepted, in characters (Unicode code points) before normalization. */
export const MAX_INPUT_LENGTH = 128;

const FORMATS: readonly string[] = ['iban', 'bic', 'us-routing', 'uk-sort-code'];

/**
 * Checks a request the way the server does before it validates anything (DECISIONS.md §6) and
 * throws `BankNumberRequestError` for exactly the inputs the server answers with HTTP 400.
 * `parameter` names the input in the error (`input` for the SDK and POST, `q` for GET).
 */
export function checkInput(input: unknown, parameter = 'input'): asserts input is string {
  if (input === undefined || input === null) {
    throw new BankNumberRequestError('MISSING_PARAMETER', `The parameter '${parameter}' is required.`, parameter);
  }
  if (typeof input !== 'string') {
    throw new BankNumberRequestError('INVALID_PARAMETER', `The parameter '${parameter}' must be a string.`, parameter);
  }
  if (isBlank(input)) {
    throw new BankNumberRequestError('MISSING_PARAMETER', `The parameter '${parameter}' is empty.`, parameter);
  }
  if (isTooLong(input)) {
    throw new BankNumberRequestError(
      'INPUT_TOO_LONG',
      `The parameter '${parameter}' is longer than ${MAX_INPUT_LENGTH} characters.`,
      parameter,
    );
  }
}

/**
 * Reads a format hint: absent (`undefined`, `null` or the empty string) means auto-detect;
 * any value other than the four hints throws `INVALID_PARAMETER` (DECISIONS.md §3).
 */
export function checkFormat(format: unknown, parameter = 'format'): Format | undefined {
  if (format === undefined || format === null || format === '') return undefined;
  if (typeof format !== 'string' || !FORMATS.includes(format)) {
    throw new BankNumberRequestError(
      'INVALID_PARAMETER',
      `The parameter '${parameter}' must be one of: iban, bic, us-routing, uk-sort-code.`,
      parameter,
    );
  }
  return format as Format;
}

/** True when the input has more than 128 characters (code points). */
export function isTooLong(input: string): boolean {
  return input.length > MAX_INPUT_LENGTH && codePointLength(input) > MAX_INPUT_LENGTH;
}

function codePointLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    // A high surrogate followed by a low one is one character.
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}
