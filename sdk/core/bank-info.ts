import type { BankInfo, Format } from './types.ts';

/**
 * The bank behind a valid number, for the checks: each format's lookup registers its finder when
 * its data is first asked for (`loadIbanLookup`, …), so that validation carries no lookup code and
 * names the bank once the data is there.
 * @module
 */

type Finder = (normalized: string) => BankInfo | null;

const finders: Partial<Record<Format, Finder>> = {};

/** Registers the finder of a format; called by the format's lookup as it loads. */
export function setBankFinder(format: Format, finder: Finder): void {
  finders[format] = finder;
}

/** The bank of a valid, normalized number, from lookup data loaded already; null otherwise. */
export function findBank(format: Format, normalized: string): BankInfo | null {
  return finders[format]?.(normalized) ?? null;
}
