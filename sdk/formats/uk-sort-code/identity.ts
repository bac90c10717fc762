import type { FormatIdentity } from '../descriptor.ts';

// Three pairs of digits with the same separator twice: a space, a hyphen or a dash.
const SPACED_SORT_CODE = /^\d\d([ \-\u2010-\u2015\u2212])\d\d\1\d\d$/;
const SIX_DIGITS = /^\d{6}$/;

/**
 * The UK sort code: three pairs of digits with one separator, as typed (docs/contract.md §3 rule
 * 4); six bare digits could be one, but are ambiguous (rule 5). Its country, `GB`.
 */
export const sortCodeIdentity: FormatIdentity<'uk-sort-code'> = {
  id: 'uk-sort-code',
  detect: (_normalized, raw) => SPACED_SORT_CODE.test(raw.trim()),
  ambiguous: (normalized) => SIX_DIGITS.test(normalized),
  country: () => 'GB',
};
