import { onlyDigits } from '../../core/chars.ts';
import { CHECKSUM_FAILED, INVALID_FED_DISTRICT, NOT_NUMERIC, WRONG_LENGTH } from '../../core/errors.ts';
import { normalize } from '../../core/normalize.ts';
import { checkInput } from '../../core/request.ts';
import { invalid, tile, valid } from '../../core/result.ts';
import type { ValidationError, ValidationResult } from '../../core/types.ts';
import { lookupRoutingNumberSync } from './lookup.ts';

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

/** The checks of `validateRoutingNumber` on an already normalized input. */
export function checkRoutingNumber(normalized: string): ValidationResult {
  const errors: ValidationError[] = [];
  const n = normalized.length;
  if (n === 0 || !onlyDigits(normalized)) errors.push(NOT_NUMERIC);
  if (n !== 9) errors.push(WRONG_LENGTH);
  const prefix = fedPrefix(normalized);
  if (prefix >= 0 && !isFedPrefix(prefix)) errors.push(INVALID_FED_DISTRICT);
  if (errors.length === 0 && !routingChecksumOk(normalized)) errors.push(CHECKSUM_FAILED);
  if (errors.length > 0) return invalid('us-routing', normalized, errors);
  return valid(
    'us-routing',
    normalized,
    tile('US Routing Number', normalized, ['Fed District', 2, 'Fed Office', 3, 'Institution ID', 8, 'Check Digit', 9]),
    lookupRoutingNumberSync(normalized),
  );
}

/** The first two characters as a number when both are digits, otherwise -1. */
function fedPrefix(s: string): number {
  if (s.length < 2) return -1;
  const a = s.charCodeAt(0) - 48;
  const b = s.charCodeAt(1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/** 00–12, 15 (US Treasury), 21–32, 61–72 and 80 (docs/contract.md §4). */
export function isFedPrefix(p: number): boolean {
  return p <= 12 || p === 15 || (p >= 21 && p <= 32) || (p >= 61 && p <= 72) || p === 80;
}

/** Weights 3, 7, 1 repeated; the sum of a valid number is a multiple of 10. */
export function routingChecksumOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 9; i += 3) {
    sum += 3 * (digits.charCodeAt(i) - 48) + 7 * (digits.charCodeAt(i + 1) - 48) + (digits.charCodeAt(i + 2) - 48);
  }
  return sum % 10 === 0;
}
