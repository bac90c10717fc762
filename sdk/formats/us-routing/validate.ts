import { normalize } from '../../core/normalize.ts';
import { checkInput } from '../../core/request.ts';
import type { ValidationResult } from '../../core/types.ts';
import { checkRoutingNumber } from './check.ts';

// The checks live in ./check.ts, for code that makes the request checks itself (the element).
export { checkRoutingNumber, isFedPrefix, routingChecksumOk } from './check.ts';

/**
 * Validates a US ABA routing number: `NOT_NUMERIC`, `WRONG_LENGTH`, `INVALID_FED_DISTRICT`, then the
 * 3-7-1 checksum (docs/contract.md §4). Throws `BankNumberRequestError` only for a blank input or one
 * over 128 characters, as the server answers those with HTTP 400.
 * @see https://en.wikipedia.org/wiki/ABA_routing_transit_number
 * @example validateRoutingNumber('011000015').valid // true
 */
export function validateRoutingNumber(input: string): ValidationResult {
  checkInput(input);
  return checkRoutingNumber(normalize(input));
}
