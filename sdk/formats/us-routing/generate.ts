import { readCount, readSeed, seededRandom } from '../../core/random.ts';
import type { FormatGenerator } from '../descriptor.ts';

/** The one country of US routing numbers: the `country` a request for them may name. */
export const ROUTING_NUMBER_COUNTRY = 'US';

/** Options of `generateRoutingNumber` and `generateRoutingNumbers`. */
export interface GenerateRoutingNumberOptions {
  /** The same seed gives the same numbers; any number or string. */
  seed: number | string;
}

/**
 * A repeatable routing number for tests and demos: it has a Federal Reserve prefix of 01–12 and a
 * correct 3-7-1 check digit, so it passes `validateRoutingNumber`; the same seed gives the same
 * number. It is not reserved for testing and may coincide with a real bank's: never send money to
 * one. Throws `BankNumberRequestError` (`INVALID_PARAMETER`) for a bad seed.
 * @see https://en.wikipedia.org/wiki/ABA_routing_transit_number#Check_digit
 * @example generateRoutingNumber({ seed: 1 }) === generateRoutingNumbers({ seed: 1, count: 2 })[0] // true
 */
export function generateRoutingNumber(options: GenerateRoutingNumberOptions): string {
  return generateRoutingNumbers({ ...options, count: 1 })[0] as string;
}

/**
 * `count` repeatable routing numbers (1–100) from one seeded stream, each as `generateRoutingNumber`
 * makes them: the same options give the same list, and a longer list starts with the shorter one.
 * Throws `BankNumberRequestError` (`INVALID_PARAMETER`) for a bad seed or count.
 * @example generateRoutingNumbers({ seed: 1, count: 2 }).length // 2
 */
export function generateRoutingNumbers(options: GenerateRoutingNumberOptions & { count: number }): string[] {
  const { seed, count } = options ?? ({} as GenerateRoutingNumberOptions & { count: number });
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

/** The generator of `generateNumbers` (formats/generators.ts). */
export const routingNumberGenerator = {
  id: 'us-routing' as const,
  country: ROUTING_NUMBER_COUNTRY,
  generate: ({ seed, count }) => generateRoutingNumbers({ seed, count }),
} satisfies FormatGenerator;
