import { endsWithMod97Key } from './checksums.ts';
import type { NationalCheck } from './rule.ts';

/**
 * France and Monaco: the clé RIB = 97 − ((89 × bank + 15 × branch + 3 × account) mod 97), letters
 * of the account folded to one digit first. 89, 15 and 3 are the powers of ten of those fields
 * modulo 97 once the key's two digits follow, so this is 97 − (BBAN before the key × 100 mod 97).
 * @see https://fr.wikipedia.org/wiki/Relev%C3%A9_d%27identit%C3%A9_bancaire
 * @example frRib.check('FR1420041010050500013M02606') // true
 */
export const frRib: NationalCheck = {
  id: 'fr-rib',
  positions: () => [25, 26],
  check: (iban) => endsWithMod97Key(iban, 97, true),
};
