import { findBank } from '../../core/bank-info.ts';
import { BankNumberRequestError } from '../../core/request-error.ts';
import { normalize } from '../../core/normalize.ts';
import { checkInput } from '../../core/request.ts';
import type { ValidationResult } from '../../core/types.ts';
import { completeNational } from './national/complete.ts';
import { nationalRule } from './national/index.ts';
import { ibanCheckDigits, ibanLayout } from './registry.ts';
import { checkIban } from './validate.ts';

/**
 * The pieces of a domestic account number, named as the IBAN breakdown labels are, in camelCase.
 * Each is a string as the country writes it, separators included (`'60-16-13'`, `'539-0075470-34'`).
 */
export interface DomesticParts {
  /** The bank code (BLZ, code banque, ABI, entidad, …); for GB the four-letter bank identifier. */
  bankCode?: string | undefined;
  /** The branch code (code guichet, CAB, oficina, balcão). */
  branchCode?: string | undefined;
  /** The sort code (GB). */
  sortCode?: string | undefined;
  /** The account number; for BE the whole domestic number, its check digits included. */
  accountNumber?: string | undefined;
  /**
   * The national check digits (clé RIB, dígitos de control, CIN, NIB check digits): checked when
   * given, computed when not.
   */
  nationalCheckDigits?: string | undefined;
}

type PartName = keyof DomesticParts;

/**
 * One piece of a BBAN: its name, its length, the class of its characters (`n` digits, `a` letters,
 * `c` either) and whether a shorter piece is padded with zeros on the left, as the country does
 * for that piece.
 */
type Piece = readonly [name: PartName, length: number, chars: 'n' | 'a' | 'c', pad?: 1];

const FR: readonly Piece[] = [
  ['bankCode', 5, 'n'],
  ['branchCode', 5, 'n'],
  ['accountNumber', 11, 'c'],
  ['nationalCheckDigits', 2, 'n'],
];
const IT: readonly Piece[] = [
  ['nationalCheckDigits', 1, 'a'],
  ['bankCode', 5, 'n'],
  ['branchCode', 5, 'n'],
  ['accountNumber', 12, 'c', 1],
];
const CH: readonly Piece[] = [
  ['bankCode', 5, 'n', 1],
  ['accountNumber', 12, 'c', 1],
];

/** The pieces of each country's BBAN, in their order in it. */
const LAYOUTS: Readonly<Record<string, readonly Piece[]>> = {
  DE: [
    ['bankCode', 8, 'n'],
    ['accountNumber', 10, 'n', 1],
  ],
  AT: [
    ['bankCode', 5, 'n'],
    ['accountNumber', 11, 'n', 1],
  ],
  CH,
  LI: CH,
  NL: [
    ['bankCode', 4, 'a'],
    ['accountNumber', 10, 'n', 1],
  ],
  BE: [['accountNumber', 12, 'n']],
  FR,
  MC: FR,
  ES: [
    ['bankCode', 4, 'n'],
    ['branchCode', 4, 'n'],
    ['nationalCheckDigits', 2, 'n'],
    ['accountNumber', 10, 'n'],
  ],
  IT,
  SM: IT,
  PT: [
    ['bankCode', 4, 'n'],
    ['branchCode', 4, 'n'],
    ['accountNumber', 11, 'n'],
    ['nationalCheckDigits', 2, 'n'],
  ],
  GB: [
    ['bankCode', 4, 'a'],
    ['sortCode', 6, 'n'],
    ['accountNumber', 8, 'n'],
  ],
};

/**
 * Portugal without a branch code: since release 101 of the IBAN registry its breakdown has none,
 * and the 15 digits after the bank code (branch and account) are its `Account Number`.
 */
const PT_BY_BREAKDOWN: readonly Piece[] = [
  ['bankCode', 4, 'n'],
  ['accountNumber', 15, 'n'],
  ['nationalCheckDigits', 2, 'n'],
];

const CLASS_NAMES = { n: 'digits', a: 'letters', c: 'letters or digits' } as const;

/** PostFinance's institution identification, whose postal account numbers are written NN-N…-N. */
const POSTFINANCE = '09000';

/**
 * The IBAN of a domestic account number: the pieces are checked against the country's BBAN
 * structure, shorter account numbers (and Swiss bank codes) padded with zeros where the country
 * does so, the national check digits computed where the BBAN carries them (or checked where they
 * are given), then the IBAN check digits; the answer is what `validateIban` gives for that IBAN,
 * breakdown and (once loaded) bank included. Countries: DE, AT, CH, LI, NL, BE, FR, MC, ES, IT,
 * SM, PT and GB. For GB the four-letter bank code is `bankCode`, or else the one of the sort code's
 * bank in the sort-code data, once loaded (`loadSortCodeLookup` of `bank-number/uk-sort-code`).
 *
 * A German account number is checked against the Bundesbank's check-digit method of its bank code
 * once the German bank data is loaded (`preloadLookups('iban:DE')`, `loadIbanLookup('DE')`, or a
 * `validate` of a German IBAN), as `validateSync` does; before that it is not.
 *
 * Not applied: the German banks' own IBAN rules (the Bundesbank's "IBAN-Regeln", by which some
 * banks map certain old account numbers or bank codes to others), nor any other bank's own
 * conversion, except PostFinance's postal account numbers (`25-9779-8` with bank code 9000).
 *
 * Throws `BankNumberRequestError` naming the part at fault in `parameter`: `MISSING_PARAMETER` for
 * a part the country needs that is absent or blank, `INVALID_PARAMETER` for a country outside the
 * list, a part that does not fit (length, characters), a part the country does not have, or given
 * national check digits that do not match, or a German account number that fails its bank code's
 * method; `INPUT_TOO_LONG` for a part over 128 characters.
 * @example ibanFromDomestic('DE', { bankCode: '37040044', accountNumber: '532013000' }).normalized
 * // 'DE89370400440532013000'
 * @example ibanFromDomestic('BE', { accountNumber: '539-0075470-34' }).normalized // 'BE68539007547034'
 * @example ibanFromDomestic('FR', { bankCode: '20041', branchCode: '01005', accountNumber: '0500013M026' }).normalized
 *   // 'FR1420041010050500013M02606'
 */
export function ibanFromDomestic(country: string, parts: DomesticParts): ValidationResult {
  const cc = typeof country === 'string' ? normalize(country) : '';
  let pieces = LAYOUTS[cc];
  if (pieces === undefined) {
    throw new BankNumberRequestError(
      'INVALID_PARAMETER',
      `The parameter 'country' must be one of ${Object.keys(LAYOUTS).join(', ')}.`,
      'country',
    );
  }
  if (typeof parts !== 'object' || parts === null) {
    throw new BankNumberRequestError(
      'INVALID_PARAMETER',
      "The parameter 'parts' must be an object of strings.",
      'parts',
    );
  }
  if (cc === 'PT' && parts.branchCode === undefined) pieces = PT_BY_BREAKDOWN;
  for (const key of Object.keys(parts)) {
    if (parts[key as PartName] !== undefined && !pieces.some(([name]) => name === key)) {
      throw new BankNumberRequestError(
        'INVALID_PARAMETER',
        `The parameter '${key}' is not a part of a domestic account number of ${cc}.`,
        key,
      );
    }
  }
  const bankCode = parts.bankCode;
  let bban = '';
  let checkAt = -1;
  for (const [name, length, chars, pad] of pieces) {
    const raw = parts[name];
    if (raw === undefined && (name === 'nationalCheckDigits' || (cc === 'GB' && name === 'bankCode'))) {
      if (name === 'nationalCheckDigits') checkAt = bban.length;
      bban += '0'.repeat(length);
      continue;
    }
    checkInput(raw, name);
    let value = normalize(raw);
    // A postal account number, NN-N…-N: the middle group takes six digits.
    const postal = /^\s*(\d{2})-(\d{1,6})-(\d)\s*$/.exec(raw);
    if (
      name === 'accountNumber' &&
      postal &&
      (cc === 'CH' || cc === 'LI') &&
      typeof bankCode === 'string' &&
      normalize(bankCode).padStart(5, '0') === POSTFINANCE
    ) {
      value = `${postal[1]}${(postal[2] as string).padStart(6, '0')}${postal[3]}`;
    }
    const fits = chars === 'n' ? /^\d+$/ : chars === 'a' ? /^[A-Z]+$/ : /^[A-Z\d]+$/;
    if (!fits.test(value) || value.length > length || (value.length < length && !pad)) {
      throw new BankNumberRequestError(
        'INVALID_PARAMETER',
        `The parameter '${name}' must be ${pad ? 'at most ' : ''}${length} ${CLASS_NAMES[chars]} for ${cc}.`,
        name,
      );
    }
    bban += value.padStart(length, '0');
  }
  if (cc === 'GB' && bankCode === undefined) {
    // The sort code's bank, through the finder its lookup registers with core as it loads.
    const bic = findBank('uk-sort-code', bban.slice(4, 10))?.bic;
    if (!bic) {
      throw new BankNumberRequestError(
        'MISSING_PARAMETER',
        "The parameter 'bankCode' is required: the sort code is not in the loaded sort-code data " +
          '(load it with loadSortCodeLookup, or pass the four-letter bank code).',
        'bankCode',
      );
    }
    bban = bic.slice(0, 4) + bban.slice(4);
  }
  const rule = ibanLayout(cc)?.rule;
  let iban = `${cc}00${bban}`;
  const national = nationalRule(rule);
  if (national !== undefined && checkAt >= 0) {
    // Each rule of these countries admits one check for every account (a key, a remainder).
    iban = completeNational(national, iban) ?? iban;
  }
  bban = iban.slice(4);
  iban = `${cc}${ibanCheckDigits(cc, bban)}${bban}`;
  if (rule !== undefined && !rule(iban)) {
    const name = checkAt >= 0 || parts.nationalCheckDigits === undefined ? 'accountNumber' : 'nationalCheckDigits';
    throw new BankNumberRequestError(
      'INVALID_PARAMETER',
      cc === 'DE'
        ? "The parameter 'accountNumber' fails the check-digit method of its bank code."
        : `The national check digits in the parameter '${name}' do not match the other parts.`,
      name,
    );
  }
  return checkIban(iban);
}

/**
 * The countries `ibanFromDomestic` takes, sorted.
 * @example ibanFromDomesticCountries().includes('GB') // true
 */
export function ibanFromDomesticCountries(): string[] {
  return Object.keys(LAYOUTS).sort();
}
