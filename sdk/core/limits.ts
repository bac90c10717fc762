/**
 * The limits of a request: the longest input and the format hints. Apart from the request checks
 * (`./request.ts`), so that code that only needs to know them carries no checks.
 */
import type { Format } from './types.ts';

/** The longest input accepted, in characters (Unicode code points) before normalization. */
export const MAX_INPUT_LENGTH = 128;

/** The four format hints, in the order the documentation lists them. */
export const FORMATS: readonly Format[] = ['iban', 'bic', 'us-routing', 'uk-sort-code'];

/** True when the input has more than 128 characters (code points). */
export function isTooLong(input: string): boolean {
  if (input.length <= MAX_INPUT_LENGTH) return false;
  // The string iterator yields code points: a surrogate pair once, a lone surrogate on its own.
  let n = 0;
  for (const _ of input) if (++n > MAX_INPUT_LENGTH) return true;
  return false;
}
