/**
 * Test vectors of `validateBic`, grouped by the result they expect, for reuse by the server,
 * client and element tests. The real BICs are published codes of the named institutions.
 * @module
 */

import type { ErrorCode } from '../../sdk/core/types.ts';

/** A valid input, its `normalized` form, and whether it is a test BIC. */
export interface ValidBicVector {
  input: string;
  normalized: string;
  test?: boolean;
  note?: string;
}

/** An invalid input and every code of its `errors`, in order. */
export interface InvalidBicVector {
  input: string;
  normalized: string;
  errors: readonly ErrorCode[];
  note?: string;
}

/** The codes a BIC can fail with. */
export type BicErrorCode = 'INVALID_CHARACTERS' | 'WRONG_LENGTH' | 'INVALID_BIC_FORMAT' | 'UNKNOWN_COUNTRY';

export const VALID_BICS: readonly ValidBicVector[] = [
  { input: 'DEUTDEFF', normalized: 'DEUTDEFF', note: 'Deutsche Bank, Frankfurt' },
  { input: 'DEUTDEFF500', normalized: 'DEUTDEFF500', note: 'Deutsche Bank, Frankfurt, branch 500' },
  { input: 'NWBKGB2L', normalized: 'NWBKGB2L', note: 'NatWest, London' },
  { input: 'BNPAFRPP', normalized: 'BNPAFRPP', note: 'BNP Paribas, Paris' },
  { input: 'CHASUS33', normalized: 'CHASUS33', note: 'JPMorgan Chase, New York' },
  { input: 'COBADEFFXXX', normalized: 'COBADEFFXXX', note: 'Commerzbank; XXX is the primary office' },
  { input: 'UBSWCHZH80A', normalized: 'UBSWCHZH80A', note: 'UBS, Zurich: digits in location and branch' },
  { input: 'SSKNDE77XXX', normalized: 'SSKNDE77XXX', note: 'Sparkasse Nürnberg: a numeric location code' },
  { input: 'AIBKIE2D', normalized: 'AIBKIE2D', note: 'AIB, Dublin' },
  { input: 'KOMBCZPP', normalized: 'KOMBCZPP', note: 'Komerční banka, Prague' },
  { input: 'E097AEXXXXX', normalized: 'E097AEXXXXX', note: 'a UAE bank: digits in the institution code (ISO 9362)' },
  { input: 'RBKOXKPR', normalized: 'RBKOXKPR', note: 'Raiffeisen Bank Kosovo: XK' },
  { input: 'TEBKXKPR', normalized: 'TEBKXKPR', note: 'TEB Kosovo: XK' },
  { input: '1234DEFFXXX', normalized: '1234DEFFXXX', note: 'an all-digit institution code is well formed' },
  { input: 'deutdeff', normalized: 'DEUTDEFF', note: 'lowercase' },
  { input: 'DeUtDeFf500', normalized: 'DEUTDEFF500', note: 'mixed case' },
  { input: 'DEUT DE FF', normalized: 'DEUTDEFF', note: 'print form with spaces' },
  { input: 'DEUT DE FF 500', normalized: 'DEUTDEFF500', note: 'print form with spaces and branch' },
  { input: 'nwbk-gb-2l', normalized: 'NWBKGB2L', note: 'hyphens' },
  { input: ' BNPA.FR.PP ', normalized: 'BNPAFRPP', note: 'dots and outer spaces' },
  { input: 'CHAS\u00a0US\u200933', normalized: 'CHASUS33', note: 'no-break and thin spaces' },
  { input: 'DEUT\u2013DE\u2013FF', normalized: 'DEUTDEFF', note: 'en dashes' },
  { input: 'DEUTDEF0', normalized: 'DEUTDEF0', test: true, note: 'test and training BIC: valid' },
  { input: 'NWBKGB20XXX', normalized: 'NWBKGB20XXX', test: true, note: 'test BIC, 11 characters' },
];

/** Invalid inputs, grouped by the code of `errors[0]`, the root cause. */
export const INVALID_BICS: Readonly<Record<BicErrorCode, readonly InvalidBicVector[]>> = {
  INVALID_CHARACTERS: [
    { input: 'DEUTDEFF/', normalized: 'DEUTDEFF/', errors: ['INVALID_CHARACTERS'] },
    { input: 'DEUT_DE_FF', normalized: 'DEUT_DE_FF', errors: ['INVALID_CHARACTERS'] },
    { input: 'DEUTDÉFF', normalized: 'DEUTDÉFF', errors: ['INVALID_CHARACTERS'], note: 'no folding of accents' },
    {
      input: 'ＤＥＵＴＤＥＦＦ',
      normalized: 'ＤＥＵＴＤＥＦＦ',
      errors: ['INVALID_CHARACTERS'],
      note: 'full-width letters',
    },
    { input: 'DEUTDEFF💶', normalized: 'DEUTDEFF💶', errors: ['INVALID_CHARACTERS'] },
    {
      input: 'DEUTDEF\u0000',
      normalized: 'DEUTDEF\u0000',
      errors: ['INVALID_CHARACTERS'],
      note: 'a control character',
    },
    {
      input: 'DEUTDEFF+500',
      normalized: 'DEUTDEFF+500',
      errors: ['INVALID_CHARACTERS'],
      note: 'characters stop before length',
    },
  ],
  WRONG_LENGTH: [
    { input: 'DEUTDEF', normalized: 'DEUTDEF', errors: ['WRONG_LENGTH'] },
    { input: 'DEUTDEFF5', normalized: 'DEUTDEFF5', errors: ['WRONG_LENGTH'] },
    { input: 'DEUTDEFF50', normalized: 'DEUTDEFF50', errors: ['WRONG_LENGTH'] },
    { input: 'DEUTDEFF5000', normalized: 'DEUTDEFF5000', errors: ['WRONG_LENGTH'] },
    { input: 'DEUT12', normalized: 'DEUT12', errors: ['WRONG_LENGTH'], note: 'length stops before the format check' },
    {
      input: '---',
      normalized: '',
      errors: ['WRONG_LENGTH'],
      note: 'only separators: not blank, normalizes to nothing',
    },
  ],
  INVALID_BIC_FORMAT: [
    { input: 'DEUT12FF', normalized: 'DEUT12FF', errors: ['INVALID_BIC_FORMAT', 'UNKNOWN_COUNTRY'] },
    { input: 'DEUTD3FF500', normalized: 'DEUTD3FF500', errors: ['INVALID_BIC_FORMAT', 'UNKNOWN_COUNTRY'] },
    { input: '12345678', normalized: '12345678', errors: ['INVALID_BIC_FORMAT', 'UNKNOWN_COUNTRY'] },
  ],
  UNKNOWN_COUNTRY: [
    { input: 'AAAAZZ22', normalized: 'AAAAZZ22', errors: ['UNKNOWN_COUNTRY'], note: 'ZZ is user-assigned' },
    { input: 'DEUTUKFF', normalized: 'DEUTUKFF', errors: ['UNKNOWN_COUNTRY'], note: 'the United Kingdom is GB' },
    { input: 'ABCDEUFF', normalized: 'ABCDEUFF', errors: ['UNKNOWN_COUNTRY'], note: 'EU is reserved, not a country' },
    {
      input: 'ABCDANXX',
      normalized: 'ABCDANXX',
      errors: ['UNKNOWN_COUNTRY'],
      note: 'AN (Netherlands Antilles) was withdrawn',
    },
    { input: 'ABCDQO22XXX', normalized: 'ABCDQO22XXX', errors: ['UNKNOWN_COUNTRY'] },
  ],
};
