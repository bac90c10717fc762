import { readCount, readSeed, seededRandom } from '../../core/random.ts';

/** Options of `generateRoutingNumbers`. */
export interface GenerateRoutingNumberOptions {
  /** The same seed gives the same numbers; any number or string. */
  seed: number | string;
  /** How many, 1–100. Default 1. */
  count?: number | undefined;
}

/**
 * Repeatable routing numbers for tests and demos: each has a Federal Reserve prefix of 01–12 and
 * a correct 3-7-1 check digit, so it passes `validateRoutingNumber`. A generated number is not
 * reserved for testing and may coincide with a real bank's: never send money to one.
 * Throws `BankNumberRequestError` (`INVALID_PARAMETER`) for a bad seed or count.
 * @see https://en.wikipedia.org/wiki/ABA_routing_transit_number#Check_digit
 * @example generateRoutingNumbers({ seed: 1, count: 2 }).length // 2
 */
export function generateRoutingNumbers(options: GenerateRoutingNumberOptions): string[] {
  const { seed, count = 1 } = options ?? ({} as GenerateRoutingNumberOptions);
  const next = seededRandom(readSeed(seed));
  const out: string[] = [];
  for (let n = 0; n < readCount(count); n++) {
    const district = 1 + Math.floor(next() * 12);
    let digits = String(district).padStart(2, '0');
    for (let i = 2; i < 8; i++) digits += String(Math.floor(next() * 10));
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += (digits.charCodeAt(i) - 48) * (i % 3 === 0 ? 3 : i % 3 === 1 ? 7 : 1);
    out.push(digits + String((10 - (sum % 10)) % 10));
  }
  return out;
}
