import { endsWithMod97Key } from './checksums.ts';
import type { NationalCheck } from './rule.ts';

/**
 * ISO 7064 MOD 97-10 over the whole BBAN (Portugal's NIB, and BA, ME, MK, RS, SI, TL): the last two
 * digits are 98 − (rest × 100 mod 97), so the BBAN is 1 modulo 97. Letters (allowed only in MK
 * accounts, never seen in practice) count A = 10 … Z = 35.
 * @see https://en.wikipedia.org/wiki/ISO/IEC_7064
 * @example mod97_10.check('PT50000201231234567890154') // true
 */
export const mod97_10: NationalCheck = {
  id: 'mod97-10',
  positions: (iban) => [iban.length - 2, iban.length - 1],
  check: (iban) => endsWithMod97Key(iban, 98),
};
