import { normalize } from '../../core/normalize.ts';
import { checkInput } from '../../core/request.ts';
import type { ValidationResult } from '../../core/types.ts';
import { checkIban } from './check.ts';

// The checks live in ./check.ts, for code that makes the request checks itself (the element).
export { checkIban } from './check.ts';

/**
 * Validates an IBAN in electronic or print form against ISO 13616 and the SWIFT IBAN Registry:
 * characters, country, length, BBAN structure, MOD-97 check digits, then the country's national
 * check digits, in the order of docs/contract.md §4 (a German account against its bank code's
 * check-digit method once the German bank data is loaded, `preloadLookups('iban:DE')`). Throws `BankNumberRequestError` only for a blank
 * input or one over 128 characters, as the server answers those with HTTP 400.
 * @see https://www.swift.com/standards/data-standards/iban-international-bank-account-number
 * @example validateIban('GB82 WEST 1234 5698 7654 32').valid // true
 * @example validateIban('GB82WEST12345698765431').errors[0]?.code // 'CHECKSUM_FAILED'
 */
export function validateIban(input: string): ValidationResult {
  checkInput(input);
  return checkIban(normalize(input));
}
