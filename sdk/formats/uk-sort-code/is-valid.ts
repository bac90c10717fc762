import { isSeparator } from '../../core/normalize.ts';
import { isTooLong } from '../../core/limits.ts';

/**
 * True when `validateSortCode(input).valid` would be; never throws and allocates nothing.
 * @example isValidSortCode('12-34-56') // true
 */
export function isValidSortCode(input: string): boolean {
  if (typeof input !== 'string' || isTooLong(input)) return false;
  let count = 0;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (++count > 6) return false;
    } else if (!isSeparator(c)) {
      return false;
    }
  }
  return count === 6;
}
