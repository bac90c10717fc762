import { weightedSum } from './checksums.ts';
import type { NationalCheck } from './rule.ts';

/** 11 − (sum mod 11), where 11 gives 0 and 10 gives 1. */
function digit(sum: number): number {
  const r = sum % 11;
  return r < 2 ? r : 11 - r;
}

/**
 * Spain (CCC): two check digits at BBAN 8 and 9, weights 1, 2, 4, 8, 5, 10, 9, 7, 3, 6 (2^i mod 11).
 * The first covers "00" + bank + branch (so its weights start at 4), the second the account.
 * @see https://es.wikipedia.org/wiki/C%C3%B3digo_cuenta_cliente
 * @example es.check('ES9121000418450200051332') // true
 */
export const es: NationalCheck = {
  id: 'es',
  positions: () => [12, 13],
  check: (iban) =>
    iban.charCodeAt(12) - 48 === digit(weightedSum(iban, 4, '485:9736')) &&
    iban.charCodeAt(13) - 48 === digit(weightedSum(iban, 14, '12485:9736')),
};
