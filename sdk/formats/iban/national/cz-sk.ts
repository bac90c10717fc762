import { weightedSum } from './checksums.ts';
import type { NationalCheck } from './rule.ts';

/**
 * Czechia and Slovakia: no separate check digit, but the 6-digit account prefix (weights 10, 5, 8,
 * 4, 2, 1) and the 10-digit account number (weights 6, 3, 7, 9, 10, 5, 8, 4, 2, 1) must each give
 * a weighted sum divisible by 11. The 4-digit bank code is not covered.
 * @see https://www.penize.cz/osobni-ucty/424173-tajemstvi-cisla-uctu-klicem-pro-banky-je-11
 * @example czSk.check('CZ6508000000192000145399') // true
 */
export const czSk: NationalCheck = {
  id: 'cz-sk',
  // The last digit of the prefix and of the account, each at weight 1.
  positions: () => [13, 23],
  check: (iban) => weightedSum(iban, 8, ':58421') % 11 === 0 && weightedSum(iban, 14, '6379:58421') % 11 === 0,
};
