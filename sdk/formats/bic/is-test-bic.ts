import { isSeparator } from '../../core/normalize.ts';
import { isValidBic } from './is-valid.ts';

/**
 * True when `bic` is a valid BIC whose location code has `0` as its second character: SWIFT's mark
 * of a test and training BIC, which never reaches the live network. Such a BIC is still valid
 * (`validateBic` accepts it); this only tells it apart. Never throws.
 * @see https://www.swift.com/standards/data-standards/bic-business-identifier-code
 * @example isTestBic('DEUTDEF0') // true
 * @example isTestBic('DEUTDEFF') // false
 */
export function isTestBic(bic: string): boolean {
  if (!isValidBic(bic)) return false;
  let count = 0;
  for (let i = 0; i < bic.length; i++) {
    const c = bic.charCodeAt(i);
    if (!isSeparator(c) && ++count === 8) return c === 48;
  }
  return false;
}
