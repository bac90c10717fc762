import type { FormatIdentity } from '../descriptor.ts';

// Three pairs of digits with the same separator twice: a space, a hyphen or a dash.
const SPACED_SORT_CODE = /^\d\d([ \-\u2010-\u2015\u2212])\d\d\1\d\d$/;
/** Six digits. */
export const SIX_DIGITS = /^\d{6}$/;

/** True for three pairs of digits with one separator, as typed (docs/contract.md §3 rule 4). */
export function hasSpacedSortCodeShape(_normalized: string, raw: string): boolean {
  return SPACED_SORT_CODE.test(raw.trim());
}

/** True for six bare digits: a sort code, perhaps, but ambiguous (docs/contract.md §3 rule 5). */
export function mayBeSortCode(normalized: string): boolean {
  return SIX_DIGITS.test(normalized);
}

/** The sort code's format: its hint and `result.format`. */
export const SORT_CODE_FORMAT = 'uk-sort-code';

/** The country of a sort code. */
export function sortCodeCountry(): string {
  return 'GB';
}

/**
 * The UK sort code: three pairs of digits, or ambiguous as six bare digits; its country, `GB`;
 * checked with a UK account number as a pair.
 */
export const sortCodeIdentity: FormatIdentity<typeof SORT_CODE_FORMAT> = {
  id: SORT_CODE_FORMAT,
  detect: hasSpacedSortCodeShape,
  ambiguous: mayBeSortCode,
  country: sortCodeCountry,
  pairsWithAccount: true,
};
