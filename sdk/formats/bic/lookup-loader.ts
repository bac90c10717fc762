import type { BankInfo } from '../../core/types.ts';
import { bicBankChunks, type BicBankChunk } from '../../generated/banks/bic-chunks.ts';

/**
 * The part of the BIC lookup that only loading needs: the table of country chunks and their
 * decoder. `lookup.ts` reaches it through `import()` alone, so that validation, which reads only
 * data already loaded, never carries it.
 */

/**
 * One BIC country's banks, decoded once from its chunk: BIC (8 characters for a head office, 11
 * for a branch) → the bank, as the lookup answers but for `bic` (one object per bank, copied for
 * each answer).
 */
export type BicDirectory = ReadonlyMap<string, BankInfo>;

/**
 * The banks of a BIC country (upper case), imported and decoded; undefined, with nothing
 * imported, for a code without data. Rejects when the chunk fails to load.
 */
export async function loadBicDirectory(countryCode: string): Promise<BicDirectory | undefined> {
  const loader = Object.hasOwn(bicBankChunks, countryCode) ? bicBankChunks[countryCode] : undefined;
  return loader && decodeBicChunk(await loader());
}

/**
 * The BIC countries that have data, sorted.
 * @example bicLookupCountries().includes('DE') // true
 */
export function bicLookupCountries(): string[] {
  return Object.keys(bicBankChunks).sort();
}

/** Unpacks a chunk written by scripts/build/generated/banks.ts (see `bicChunk` there); for `putBicDirectory` too. */
export function decodeBicChunk(chunk: BicBankChunk): BicDirectory {
  const banks: BankInfo[] = [];
  for (const entry of chunk.banks.split(';')) {
    const [name = '', city = ''] = entry.split(',');
    banks.push({
      bankName: chunk.names[parseInt(name, 36)] as string,
      bic: null,
      country: chunk.country,
      countryCode: chunk.countryCode,
      city: city === '' ? null : (chunk.cities[parseInt(city, 36)] as string),
    });
  }
  const byBic = new Map<string, BankInfo>();
  let nextNew = 0;
  for (const token of chunk.bics.split(',')) {
    const colon = token.indexOf(':');
    const short = colon < 0 ? token : token.slice(0, colon);
    const bic = short.slice(0, 4) + chunk.countryCode + short.slice(4);
    byBic.set(bic, banks[colon < 0 ? nextNew++ : parseInt(token.slice(colon + 1), 36)] as BankInfo);
  }
  return byBic;
}
