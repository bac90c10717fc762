import { isSeparator } from '../../core/normalize.ts';
import { isTooLong } from '../../core/limits.ts';
import { isFedPrefix } from './validate.ts';

/**
 * True when `validateRoutingNumber(input).valid` would be; never throws and allocates nothing.
 * @example isValidRoutingNumber('0110-0001-5') // true
 */
export function isValidRoutingNumber(input: string): boolean {
  if (typeof input !== 'string' || isTooLong(input)) return false;
  let count = 0;
  let sum = 0;
  let prefix = 0;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (count === 9) return false;
      const d = c - 48;
      if (count < 2) prefix = prefix * 10 + d;
      sum += d * (count % 3 === 0 ? 3 : count % 3 === 1 ? 7 : 1);
      count++;
    } else if (!isSeparator(c)) {
      return false;
    }
  }
  return count === 9 && isFedPrefix(prefix) && sum % 10 === 0;
}
