/**
 * Vectors of `ibanFromDomestic`, grouped by outcome: the IBAN it must give, or the request error
 * (code and the part named in `parameter`) it must throw. For its tests and for the QuickJS
 * conformance run.
 */
import type { DomesticParts } from '../../sdk/formats/iban/from-domestic.ts';

export interface DomesticVector {
  country: string;
  parts: DomesticParts;
  /** The IBAN (electronic form) of a valid answer. */
  iban?: string;
  /** The request error thrown instead: its `code` and `parameter`. */
  error?: { code: string; parameter: string };
  note?: string;
}

/**
 * The registry examples of the table, written as each country writes its domestic number:
 * each must give exactly the registry's IBAN.
 */
export const DOMESTIC_REGISTRY_EXAMPLES: readonly DomesticVector[] = [
  { country: 'DE', parts: { bankCode: '37040044', accountNumber: '532013000' }, iban: 'DE89370400440532013000' },
  { country: 'AT', parts: { bankCode: '19043', accountNumber: '234573201' }, iban: 'AT611904300234573201' },
  { country: 'CH', parts: { bankCode: '762', accountNumber: '011623852957' }, iban: 'CH9300762011623852957' },
  { country: 'NL', parts: { bankCode: 'ABNA', accountNumber: '417164300' }, iban: 'NL91ABNA0417164300' },
  { country: 'BE', parts: { accountNumber: '539-0075470-34' }, iban: 'BE68539007547034' },
  {
    country: 'FR',
    parts: { bankCode: '20041', branchCode: '01005', accountNumber: '0500013M026' },
    iban: 'FR1420041010050500013M02606',
    note: 'RIB key computed',
  },
  {
    country: 'ES',
    parts: { bankCode: '2100', branchCode: '0418', accountNumber: '0200051332' },
    iban: 'ES9121000418450200051332',
    note: 'control digits computed',
  },
  {
    country: 'IT',
    parts: { bankCode: '05428', branchCode: '11101', accountNumber: '000000123456' },
    iban: 'IT60X0542811101000000123456',
    note: 'CIN computed',
  },
  {
    country: 'PT',
    parts: { bankCode: '0002', branchCode: '0123', accountNumber: '12345678901' },
    iban: 'PT50000201231234567890154',
    note: 'NIB check digits computed',
  },
  {
    country: 'GB',
    parts: { sortCode: '60-16-13', accountNumber: '31926819', bankCode: 'NWBK' },
    iban: 'GB29NWBK60161331926819',
  },
];

/** Other valid answers: the other countries' registry examples, other ways of writing the parts. */
export const DOMESTIC_VALID: readonly DomesticVector[] = [
  { country: 'LI', parts: { bankCode: '8810', accountNumber: '2324013AA' }, iban: 'LI21088100002324013AA' },
  {
    country: 'MC',
    parts: { bankCode: '11222', branchCode: '00001', accountNumber: '01234567890' },
    iban: 'MC5811222000010123456789030',
  },
  {
    country: 'SM',
    parts: { bankCode: '03225', branchCode: '09800', accountNumber: '270100' },
    iban: 'SM86U0322509800000000270100',
    note: 'account padded to 12',
  },
  {
    country: 'de',
    parts: { bankCode: '370 400 44', accountNumber: '0532 0130 00' },
    iban: 'DE89370400440532013000',
    note: 'lower-case country, spaces',
  },
  { country: 'BE', parts: { accountNumber: '539.0075470.34' }, iban: 'BE68539007547034', note: 'dots' },
  {
    country: 'FR',
    parts: { bankCode: '20041', branchCode: '01005', accountNumber: '0500013m026', nationalCheckDigits: '06' },
    iban: 'FR1420041010050500013M02606',
    note: 'key given and right; lower-case letter',
  },
  {
    country: 'ES',
    parts: { bankCode: '2100', branchCode: '0418', accountNumber: '0200051332', nationalCheckDigits: '45' },
    iban: 'ES9121000418450200051332',
    note: 'control digits given',
  },
  {
    country: 'IT',
    parts: { bankCode: '05428', branchCode: '11101', accountNumber: '123456', nationalCheckDigits: 'x' },
    iban: 'IT60X0542811101000000123456',
    note: 'CIN given in lower case',
  },
  {
    country: 'PT',
    parts: { bankCode: '0002', accountNumber: '0123 12345678901' },
    iban: 'PT50000201231234567890154',
    note: 'no branch code: the Account Number of the release 102 breakdown',
  },
  {
    country: 'PT',
    parts: { bankCode: '0002', branchCode: '0123', accountNumber: '12345678901', nationalCheckDigits: '54' },
    iban: 'PT50000201231234567890154',
  },
  {
    country: 'CH',
    parts: { bankCode: '9000', accountNumber: '25-9779-8' },
    iban: 'CH6309000000250097798',
    note: 'PostFinance postal account: the middle group takes six digits',
  },
  {
    country: 'GB',
    parts: { bankCode: 'nwbk', sortCode: '60 16 13', accountNumber: '3192 6819' },
    iban: 'GB29NWBK60161331926819',
  },
];

/** GB without a bank code: it comes from the sort-code data, once loaded. */
export const DOMESTIC_VALID_FROM_SORT_CODE_DATA: readonly DomesticVector[] = [
  {
    country: 'GB',
    parts: { sortCode: '04-00-04', accountNumber: '12345688' },
    iban: 'GB83MONZ04000412345688',
    note: 'Monzo Bank, BIC MONZGB2L',
  },
  {
    country: 'GB',
    parts: { sortCode: '60-83-71', accountNumber: '12345694' },
    iban: 'GB70SRLG60837112345694',
    note: 'Starling Bank, BIC SRLGGB2L',
  },
];

const err = (code: string, parameter: string) => ({ code, parameter });

/** Request errors, by code; `parameter` names the part at fault. */
export const DOMESTIC_ERRORS: Readonly<Record<string, readonly DomesticVector[]>> = {
  MISSING_PARAMETER: [
    { country: 'DE', parts: { bankCode: '37040044' }, error: err('MISSING_PARAMETER', 'accountNumber') },
    {
      country: 'FR',
      parts: { bankCode: '20041', accountNumber: '0500013M026' },
      error: err('MISSING_PARAMETER', 'branchCode'),
    },
    {
      country: 'AT',
      parts: { bankCode: '  ', accountNumber: '1' },
      error: err('MISSING_PARAMETER', 'bankCode'),
      note: 'blank',
    },
    {
      country: 'GB',
      parts: { sortCode: '60-16-13', accountNumber: '31926819' },
      error: err('MISSING_PARAMETER', 'bankCode'),
      note: 'sort code not in the loaded data',
    },
  ],
  INVALID_PARAMETER: [
    { country: 'XX', parts: { accountNumber: '1' }, error: err('INVALID_PARAMETER', 'country') },
    {
      country: 'GF',
      parts: { bankCode: '20041', branchCode: '01005', accountNumber: '0500013M026' },
      error: err('INVALID_PARAMETER', 'country'),
      note: 'a territory: its IBANs are FR',
    },
    {
      country: 'DE',
      parts: { bankCode: '3704004', accountNumber: '532013000' },
      error: err('INVALID_PARAMETER', 'bankCode'),
      note: 'seven digits',
    },
    {
      country: 'DE',
      parts: { bankCode: '37040044', accountNumber: '12345678901' },
      error: err('INVALID_PARAMETER', 'accountNumber'),
      note: 'eleven digits',
    },
    {
      country: 'DE',
      parts: { bankCode: '37040044', accountNumber: '53201300O' },
      error: err('INVALID_PARAMETER', 'accountNumber'),
      note: 'letter O',
    },
    {
      country: 'DE',
      parts: { bankCode: '37040044', branchCode: '1', accountNumber: '532013000' },
      error: err('INVALID_PARAMETER', 'branchCode'),
      note: 'DE has no branch code',
    },
    {
      country: 'NL',
      parts: { bankCode: 'AB1A', accountNumber: '417164300' },
      error: err('INVALID_PARAMETER', 'bankCode'),
    },
    {
      country: 'BE',
      parts: { accountNumber: '539-0075470-35' },
      error: err('INVALID_PARAMETER', 'accountNumber'),
      note: 'its check digits are wrong',
    },
    {
      country: 'BE',
      parts: { bankCode: '539', accountNumber: '0075470-34' },
      error: err('INVALID_PARAMETER', 'bankCode'),
      note: 'BE is one string',
    },
    {
      country: 'FR',
      parts: { bankCode: '20041', branchCode: '01005', accountNumber: '0500013M026', nationalCheckDigits: '07' },
      error: err('INVALID_PARAMETER', 'nationalCheckDigits'),
    },
    {
      country: 'FR',
      parts: { bankCode: '20041', branchCode: '01005', accountNumber: '500013M026' },
      error: err('INVALID_PARAMETER', 'accountNumber'),
      note: 'ten characters: not padded',
    },
    {
      country: 'ES',
      parts: { bankCode: '2100', branchCode: '0418', accountNumber: '0200051332', nationalCheckDigits: '46' },
      error: err('INVALID_PARAMETER', 'nationalCheckDigits'),
    },
    {
      country: 'IT',
      parts: { bankCode: '05428', branchCode: '11101', accountNumber: '123456', nationalCheckDigits: '1' },
      error: err('INVALID_PARAMETER', 'nationalCheckDigits'),
      note: 'the CIN is a letter',
    },
    {
      country: 'PT',
      parts: { bankCode: '0002', accountNumber: '12345678901' },
      error: err('INVALID_PARAMETER', 'accountNumber'),
      note: 'without a branch code the account has 15 digits',
    },
    {
      country: 'GB',
      parts: { sortCode: '60-16-1', accountNumber: '31926819', bankCode: 'NWBK' },
      error: err('INVALID_PARAMETER', 'sortCode'),
    },
    {
      country: 'GB',
      parts: { branchCode: '601613', accountNumber: '31926819', bankCode: 'NWBK' },
      error: err('INVALID_PARAMETER', 'branchCode'),
      note: 'GB calls it sortCode',
    },
    {
      country: 'CH',
      parts: { bankCode: '762', accountNumber: 762 as unknown as string },
      error: err('INVALID_PARAMETER', 'accountNumber'),
      note: 'not a string',
    },
    { country: 'DE', parts: null as unknown as DomesticParts, error: err('INVALID_PARAMETER', 'parts') },
  ],
  INPUT_TOO_LONG: [
    {
      country: 'AT',
      parts: { bankCode: '19043', accountNumber: '0'.repeat(129) },
      error: err('INPUT_TOO_LONG', 'accountNumber'),
    },
  ],
};
