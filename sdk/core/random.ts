import { BankNumberRequestError } from './request-error.ts';

/**
 * A small seeded random stream for the generators: FNV-1a hashes the seed's text into a 32-bit
 * state, mulberry32 draws from it. The same seed (`1` and `'1'` alike) gives the same stream on
 * every engine, so generated test numbers are repeatable across the SDK, the server and the demo.
 * @example seededRandom('demo')() // the same number in [0, 1) on every call with 'demo'
 */
export function seededRandom(seed: number | string): () => number {
  const text = String(seed);
  let state = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) state = Math.imul(state ^ text.charCodeAt(i), 0x01000193);
  state >>>= 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Reads a generator seed: a finite number or a string of at most 128 characters. */
export function readSeed(seed: unknown): number | string {
  if (seed === undefined || seed === null) return 0;
  if ((typeof seed === 'number' && Number.isFinite(seed)) || (typeof seed === 'string' && seed.length <= 128)) {
    return seed;
  }
  throw new BankNumberRequestError(
    'INVALID_PARAMETER',
    "The parameter 'seed' must be a finite number or a string of at most 128 characters.",
    'seed',
  );
}

/** Reads a generator count: a whole number from 1 to 100. */
export function readCount(count: unknown): number {
  if (typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= 100) return count;
  throw new BankNumberRequestError(
    'INVALID_PARAMETER',
    "The parameter 'count' must be a whole number from 1 to 100.",
    'count',
  );
}
