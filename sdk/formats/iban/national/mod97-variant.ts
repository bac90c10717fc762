import { endsWithMod97Key } from './checksums.ts';
import type { NationalCheck } from './rule.ts';

/**
 * Mauritania and Tunisia: the last two BBAN digits are 97 − (rest × 100 mod 97), the French RIB
 * key on an all-digit BBAN.
 * @see https://fr.wikipedia.org/wiki/Relev%C3%A9_d%27identit%C3%A9_bancaire
 * @example mod97Variant.check('TN5910006035183598478831') // true
 */
export const mod97Variant: NationalCheck = {
  id: 'mod97-variant',
  positions: (iban) => [iban.length - 2, iban.length - 1],
  check: (iban) => endsWithMod97Key(iban, 97),
};
