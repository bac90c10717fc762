/**
 * The limits of a request: the longest input and the format hints. Apart from the request checks
 * (`./request.ts`), so that code that only needs to know them carries no checks.
 */
import { FORMAT_IDS } from '../generated/formats.ts';
import type { Format } from './types.ts';

/** The longest input accepted, in characters (Unicode code points) before normalization. */
export const MAX_INPUT_LENGTH = 128;

/**
 * What JSON Schema can say of an input's length: 1 to `MAX_INPUT_LENGTH` characters, counted in code
 * points as JSON Schema counts them (that it is not blank, it cannot say). The API's OpenAPI
 * document and the JSON Schema of the schema validators both state it from here.
 */
export const INPUT_LENGTHS = { minLength: 1, maxLength: MAX_INPUT_LENGTH } as const;

/** The format hints, in the order the documentation lists them (data/formats.json). */
export const FORMATS: readonly Format[] = FORMAT_IDS;

/** True when the input has more than 128 characters (code points). */
export function isTooLong(input: string): boolean {
  return input.length > MAX_INPUT_LENGTH && OVER_MAX.test(input);
}

// 129 code points from the start (MAX_INPUT_LENGTH + 1; a test holds the two together): with the `u`
// flag, `[\s\S]` takes a surrogate pair as one, and a lone surrogate on its own.
const OVER_MAX = /^[\s\S]{129}/u;
