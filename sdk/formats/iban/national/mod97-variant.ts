import { endsWithMod97Key } from './checksums.ts';

/**
 * Mauritania and Tunisia: the last two BBAN digits are 97 − (rest × 100 mod 97), the French RIB
 * key on an all-digit BBAN.
 * @see https://fr.wikipedia.org/wiki/Relev%C3%A9_d%27identit%C3%A9_bancaire
 * @example isValidMod97Variant('TN5910006035183598478831') // true
 */
export function isValidMod97Variant(iban: string): boolean {
  return endsWithMod97Key(iban, 97);
}
