import { weightedSum } from './checksums.ts';
import type { NationalCheck } from './rule.ts';

/**
 * Estonia: the last BBAN digit checks the domestic account number (BBAN 2–14, the IBAN bank
 * identifier excluded) with weights 7, 3, 1 from the right (the "7-3-1 method"); with the check
 * digit at weight 1 the sum is a multiple of 10. Leading zeros of the padded account add nothing.
 * @see http://www.pangaliit.ee/eng/Codes
 * @example ee.check('EE382200221020145685') // true
 */
export const ee: NationalCheck = {
  id: 'ee',
  positions: () => [19],
  check: (iban) => weightedSum(iban, 6, '71371371371371') % 10 === 0,
};
