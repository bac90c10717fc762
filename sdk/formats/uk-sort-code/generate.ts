import { readCount, readSeed, seededRandom } from '../../core/random.ts';

/** Options of `generateSortCodes`. */
export interface GenerateSortCodeOptions {
  /** The same seed gives the same sort codes; any number or string. */
  seed: number | string;
  /** How many, 1–100. Default 1. */
  count?: number | undefined;
}

/**
 * Repeatable sort codes for tests and demos, six digits each (every six-digit code passes
 * `validateSortCode`). A generated code may belong to a real branch: never send money to one.
 * Throws `BankNumberRequestError` (`INVALID_PARAMETER`) for a bad seed or count.
 * @example generateSortCodes({ seed: 'demo', count: 3 }).length // 3
 */
export function generateSortCodes(options: GenerateSortCodeOptions): string[] {
  const { seed, count = 1 } = options ?? ({} as GenerateSortCodeOptions);
  const next = seededRandom(readSeed(seed));
  const out: string[] = [];
  for (let n = 0; n < readCount(count); n++) {
    let code = '';
    for (let i = 0; i < 6; i++) code += String(Math.floor(next() * 10));
    out.push(code);
  }
  return out;
}
