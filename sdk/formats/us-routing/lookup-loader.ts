import type { BankInfo } from '../../core/types.ts';
import { US_ROUTING_BANK_OF, US_ROUTING_BANKS, US_ROUTING_NUMBERS } from '../../generated/us-routing-banks.ts';

/**
 * The routing-number data and its index, in the chunk that `loadRoutingNumberLookup` imports: the
 * data comes with the code that reads it, and validation carries neither.
 */

/**
 * Routing number → its bank as `lookupRoutingNumberSync` answers (one object per bank, copied for
 * each answer), the number's place in `US_ROUTING_NUMBERS`, its bank's place in `US_ROUTING_BANKS`
 * and the bank's state.
 */
export type RoutingNumberIndex = ReadonlyMap<string, readonly [BankInfo, number, number, string | null]>;

/** Every curated routing number, indexed. */
export function routingNumberIndex(): RoutingNumberIndex {
  const banks = US_ROUTING_BANKS.map(
    ([bankName, city]): BankInfo => ({ bankName, bic: null, country: 'United States', countryCode: 'US', city }),
  );
  const index = new Map<string, readonly [BankInfo, number, number, string | null]>();
  for (let i = 0; i * 9 < US_ROUTING_NUMBERS.length; i++) {
    const b = US_ROUTING_BANK_OF[i] as number;
    index.set(US_ROUTING_NUMBERS.slice(i * 9, i * 9 + 9), [
      banks[b] as BankInfo,
      i,
      b,
      (US_ROUTING_BANKS[b] as (typeof US_ROUTING_BANKS)[number])[2],
    ]);
  }
  return index;
}
