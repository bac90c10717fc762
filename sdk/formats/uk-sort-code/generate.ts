import { readCount, readSeed, seededRandom } from '../../core/random.ts';
import type { FormatGenerator } from '../descriptor.ts';

/** The one country of UK sort codes: the `country` a request for them may name. */
export const SORT_CODE_COUNTRY = 'GB';

/** Options of `generateSortCode` and `generateSortCodes`. */
export interface GenerateSortCodeOptions {
  /** The same seed gives the same sort codes; any number or string. */
  seed: number | string;
}

/**
 * A repeatable sort code for tests and demos, six digits (every six-digit code passes
 * `validateSortCode`): the same seed gives the same code. It may belong to a real branch: never
 * send money to one. Throws `BankNumberRequestError` (`INVALID_PARAMETER`) for a bad seed.
 * @example generateSortCode({ seed: 'demo' }) === generateSortCodes({ seed: 'demo', count: 3 })[0] // true
 */
export function generateSortCode(options: GenerateSortCodeOptions): string {
  return generateSortCodes({ ...options, count: 1 })[0] as string;
}

/**
 * `count` repeatable sort codes (1–100) from one seeded stream: the same options give the same
 * list, and a longer list starts with the shorter one. Throws `BankNumberRequestError`
 * (`INVALID_PARAMETER`) for a bad seed or count.
 * @example generateSortCodes({ seed: 'demo', count: 3 }).length // 3
 */
export function generateSortCodes(options: GenerateSortCodeOptions & { count: number }): string[] {
  const { seed, count } = options ?? ({} as GenerateSortCodeOptions & { count: number });
  const next = seededRandom(readSeed(seed));
  const out: string[] = [];
  for (let n = 0; n < readCount(count); n++) {
    let code = '';
    for (let i = 0; i < 6; i++) code += String(Math.floor(next() * 10));
    out.push(code);
  }
  return out;
}

/** The generator of `generateNumbers` (formats/generators.ts). */
export const sortCodeGenerator = {
  id: 'uk-sort-code' as const,
  country: SORT_CODE_COUNTRY,
  generate: ({ seed, count }) => generateSortCodes({ seed, count }),
} satisfies FormatGenerator;
