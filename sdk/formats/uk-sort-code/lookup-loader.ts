import type { BankInfo } from '../../core/types.ts';
import {
  UK_SORT_CODE_BANK_OF,
  UK_SORT_CODE_BANKS,
  UK_SORT_CODE_RANGES,
  UK_SORT_CODES,
} from '../../generated/uk-sort-codes.ts';

/**
 * The sort-code data and its index, in the chunk that `loadSortCodeLookup` imports: the data comes
 * with the code that reads it, and validation carries neither.
 */

/**
 * Sort code → its bank as `lookupSortCodeSync` answers (one object per bank, copied for each
 * answer), the bank's place in `UK_SORT_CODE_BANKS`, and its record: the code's place in
 * `UK_SORT_CODES`, or `-r - 1` for a code of the range `r`.
 */
export type SortCodeIndex = ReadonlyMap<string, readonly [BankInfo, number, number]>;

/**
 * Every curated code, the codes of the documented ranges included: expanded once here, so that a
 * lookup is one map read. A single code wins over a range that holds it.
 */
export function sortCodeIndex(): SortCodeIndex {
  const banks = UK_SORT_CODE_BANKS.map(
    ([bankName, bic, city]): BankInfo => ({ bankName, bic, country: 'United Kingdom', countryCode: 'GB', city }),
  );
  const entry = (bank: number, record: number) => [banks[bank] as BankInfo, bank, record] as const;
  const index = new Map<string, readonly [BankInfo, number, number]>();
  for (let i = 0; i * 6 < UK_SORT_CODES.length; i++) {
    index.set(UK_SORT_CODES.slice(i * 6, i * 6 + 6), entry(UK_SORT_CODE_BANK_OF[i] as number, i));
  }
  UK_SORT_CODE_RANGES.forEach(([first, last, bank], r) => {
    for (let n = first; n <= last; n++) {
      const code = String(n).padStart(6, '0');
      if (!index.has(code)) index.set(code, entry(bank, -r - 1));
    }
  });
  return index;
}
