/**
 * A UK sort code and account number together: `validateUkAccount`, and the tables it checks with
 * once the user supplies them (`setUkModulusTables`). docs/uk-modulus.md.
 * @module
 */
import { findBank, setDataCheck } from '../../../core/bank-info.ts';
import { onlyDigits } from '../../../core/chars.ts';
import { ACCOUNT_CHECK_FAILED, INVALID_ACCOUNT_NUMBER } from '../../../core/error-catalogue.ts';
import { normalize } from '../../../core/normalize.ts';
import { checkInput } from '../../../core/request.ts';
import { tile } from '../../../core/result.ts';
import { setSuppliedData } from '../../../core/supplied-data.ts';
import type { ValidationResult } from '../../../core/types.ts';
import { checkSortCode } from '../check.ts';
import { passesUkModulus } from './check.ts';
import type { UkModulusTables } from './tables.ts';

let tables: UkModulusTables | null = null;

/**
 * Puts Pay.UK's modulus tables in place for the whole process (from `parseUkModulusTables`,
 * `fetchUkModulusTables` or, in Node, `readUkModulusTables`), or, with `null`, takes them away.
 * From then on `validateUkAccount` checks the account against its sort code, every check of a GB
 * IBAN (`validate`, `isValidIban`, the schema, …) refuses one whose sort code and account fail
 * with `BBAN_CHECKSUM_FAILED`, and `dataStatus()` lists the tables as `uk-modulus`.
 * @example
 * setUkModulusTables(parseUkModulusTables('089000 089999 MOD10 0 0 0 0 0 0 7 1 3 7 1 3 7 1', '938173 938017'));
 * validateUkAccount('08-99-99', '66374959').errors[0]?.code // 'ACCOUNT_CHECK_FAILED'
 */
export function setUkModulusTables(next: UkModulusTables | null): void {
  tables = next;
  setDataCheck('iban:GB', next ? (iban) => passesUkModulus(next, iban.slice(8, 14), iban.slice(14, 22)) : undefined);
  setSuppliedData(
    'uk-modulus',
    next && { id: 'uk-modulus', publisher: 'Pay.UK', release: next.version, date: next.date },
  );
}

/** The tables in place (`setUkModulusTables`), or null. */
export function ukModulusTablesInUse(): UkModulusTables | null {
  return tables;
}

/**
 * The readings of an account number of 6 to 10 digits as the 8 digits the check takes, each with
 * the sort code it is checked with, after Pay.UK's rules for non-standard account numbers: 6 and
 * 7 digits are filled with zeros in front; 9 digits (Santander) give their first digit to the end
 * of the sort code; 10 digits are read as their first eight (Co-operative Bank) or their last
 * eight (NatWest), and, as the sort code alone does not tell the two apart, either may pass.
 */
function readings(sortCode: string, account: string): [sortCode: string, account: string][] {
  switch (account.length) {
    case 6:
      return [[sortCode, `00${account}`]];
    case 7:
      return [[sortCode, `0${account}`]];
    case 9:
      return [[sortCode.slice(0, 5) + account.charAt(0), account.slice(1)]];
    case 10:
      return [
        [sortCode, account.slice(0, 8)],
        [sortCode, account.slice(2)],
      ];
    default:
      return [[sortCode, account]];
  }
}

/**
 * Validates a UK sort code and account number together. The sort code gets the checks of
 * `validateSortCode` (`NOT_NUMERIC`, `WRONG_LENGTH`); the account number must be 6 to 10 digits
 * (`INVALID_ACCOUNT_NUMBER`; spaces and hyphens are removed first). Once Pay.UK's modulus tables
 * are in place (`setUkModulusTables`), an account that fails the check of its sort code is
 * `ACCOUNT_CHECK_FAILED`; without them, or for a sort code the tables have no row for, the account
 * is not checked and never refused for it. A valid verdict's `normalized` is the sort code then
 * the account number, and its breakdown names both. Throws `BankNumberRequestError` only for a
 * blank input or one over 128 characters, as `validateSortCode` does.
 * @example validateUkAccount('08-99-99', '66374958').breakdown?.parts.map((p) => p.value) // ['089999', '66374958']
 */
export function validateUkAccount(sortCode: string, accountNumber: string): ValidationResult {
  checkInput(sortCode, 'sortCode');
  checkInput(accountNumber, 'accountNumber');
  const code = normalize(sortCode);
  const account = normalize(accountNumber);
  const normalized = code + account;
  const errors = checkSortCode(code).errors.slice();
  if (!onlyDigits(account) || account.length < 6 || account.length > 10) errors.push(INVALID_ACCOUNT_NUMBER);
  else if (
    errors.length === 0 &&
    tables !== null &&
    !readings(code, account).some(([c, a]) => passesUkModulus(tables as UkModulusTables, c, a))
  )
    errors.push(ACCOUNT_CHECK_FAILED);
  if (errors.length > 0)
    return { valid: false, format: 'uk-sort-code', normalized, errors, breakdown: null, bankInfo: null };
  return {
    valid: true,
    format: 'uk-sort-code',
    normalized,
    errors: [],
    breakdown: tile('UK Account', normalized, ['Sort Code', 6, 'Account Number', normalized.length]),
    bankInfo: findBank('uk-sort-code', code),
  };
}
