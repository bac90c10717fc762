import { readCount, readSeed, seededRandom } from '../core/random.ts';
import { readKind } from './check.ts';
import type { ReferenceKind } from './types.ts';

/** Options of `generateReference` and `generateReferences`. */
export interface GenerateReferenceOptions {
  /** The kind of reference. */
  kind: ReferenceKind;
  /** The same seed gives the same references; any number or string. */
  seed: number | string;
}

/**
 * A repeatable reference of one kind for tests and demos, with correct check digits, so that it
 * passes `checkReference`; the same seed gives the same reference, on every engine. It may coincide
 * with a real one: never pay to it. Throws `BankNumberRequestError` (`INVALID_PARAMETER`) for a bad
 * seed or kind.
 * @example checkReference(generateReference({ kind: RF, seed: 1 }), RF).valid // true
 */
export function generateReference(options: GenerateReferenceOptions): string {
  return generateReferences({ ...options, count: 1 })[0] as string;
}

/**
 * `count` repeatable references (1–100) from one seeded stream, each as `generateReference` makes
 * them: the same options give the same list, and a longer list starts with the shorter one. Throws
 * `BankNumberRequestError` (`INVALID_PARAMETER`) for a bad seed, count or kind.
 * @example generateReferences({ kind: CH_QR, seed: 'demo', count: 3 }).length // 3
 */
export function generateReferences(options: GenerateReferenceOptions & { count: number }): string[] {
  const { kind, seed, count } = options ?? ({} as GenerateReferenceOptions & { count: number });
  const reference = readKind(kind);
  const next = seededRandom(readSeed(seed));
  const out: string[] = [];
  for (let n = readCount(count); n > 0; n--) out.push(reference.complete(reference.base(next)));
  return out;
}
