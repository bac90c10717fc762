/**
 * A UK sort code and account number checked together, as `validate` answers one number: for the
 * server's `/validate` with `account` and the command's `validate --account`.
 * @module
 */
import { envelope, now } from './check.ts';
import type { Envelope } from './core/types.ts';
import { validateUkAccount } from './uk-modulus.ts';
import { preloadLookups } from './validate.ts';
import { SORT_CODE_FORMAT } from './formats/identities.ts';

/**
 * The envelope of `validateUkAccount(sortCode, accountNumber)`, with the bank of the sort code as
 * `validate` names it (the sort-code lookup data is loaded first, when the pair is valid). Throws
 * `BankNumberRequestError` for a blank input or one over 128 characters, as `validate` does.
 * @example (await validateUkAccountEnvelope('08-99-99', '66374958')).result.breakdown?.formatName // 'UK Account'
 */
export async function validateUkAccountEnvelope(sortCode: string, accountNumber: string): Promise<Envelope> {
  const start = now();
  let result = validateUkAccount(sortCode, accountNumber);
  if (result.valid && result.bankInfo === null) {
    await preloadLookups(SORT_CODE_FORMAT);
    result = validateUkAccount(sortCode, accountNumber);
  }
  return envelope(result, start);
}
