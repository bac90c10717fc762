import type { NationalCheck } from './rule.ts';

/** ISO 7064 MOD 11,10 over [start, end): true when the last digit is the block's check digit. */
function mod11_10(s: string, start: number, end: number): boolean {
  let p = 5;
  for (let i = start; i < end; i++) p = ((((p || 10) * 2) % 11) + s.charCodeAt(i) - 48) % 10;
  return p === 1;
}

/**
 * Croatia: the 7-digit bank code and the 10-digit account number each end with an ISO 7064
 * MOD 11,10 check digit.
 * @see https://en.wikipedia.org/wiki/ISO/IEC_7064
 * @example hr.check('HR1210010051863000160') // true
 */
export const hr: NationalCheck = {
  id: 'hr',
  positions: () => [10, 20],
  check: (iban) => mod11_10(iban, 4, 11) && mod11_10(iban, 11, 21),
};
