import { weightedSum } from './checksums.ts';
import type { NationalCheck } from './rule.ts';

/**
 * Poland: the 8th BBAN digit checks the settlement number (bank + branch), weights 3, 9, 7, 1,
 * 3, 9, 7 and 1 on the check digit, sum a multiple of 10. The 16-digit account has no check here.
 * @see http://zylla.wipos.p.lodz.pl/ut/banki.html
 * @example pl.check('PL61109010140000071219812874') // true
 */
export const pl: NationalCheck = {
  id: 'pl',
  positions: () => [11],
  check: (iban) => weightedSum(iban, 4, '39713971') % 10 === 0,
};
