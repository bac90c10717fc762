/**
 * Arbitraries the fuzz tests of the API and of the account API share.
 * @module
 */
import fc from 'fast-check';

/** Printable ASCII, up to `max` characters: what any header may carry. */
export const printable = (max: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: max });

/** A `Content-Type`: one of `typical`, or any printable text. */
export const contentType = (typical: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(fc.constantFrom(...typical), printable(40));

/** A JSON object as text, with any of the given fields (`null` where the object has nothing JSON can hold). */
export const jsonFields = (fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string> =>
  fc.record(fields, { requiredKeys: [] }).map((v) => JSON.stringify(v) ?? 'null');

/** Bodies that are not text: any bytes, or the UTF-8 of `large(n)` for an `n` from `min` to `max`. */
export const byteBodies = (min: number, max: number, large: (n: number) => string): Array<fc.Arbitrary<Uint8Array>> => [
  fc.uint8Array({ maxLength: 300 }),
  fc.integer({ min, max }).map((n) => new TextEncoder().encode(large(n))),
];
