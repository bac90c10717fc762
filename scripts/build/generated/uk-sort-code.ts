/**
 * Builder of the UK sort-code lookup, from `data/uk-sort-codes.json` (curated, each code or range with
 * its public source). Two chunks, so that `bankInfo` lookups do not download the enrichment details:
 * - `uk-sort-codes.ts`: the bank table, the exact codes and the ranges a source documents;
 * - `uk-sort-code-records.ts`: per code or range the note and source URLs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from '../../dev/paths.ts';

export interface UkSource {
  url: string;
  kind: string;
  title: string;
}
/** Either one `code` or a documented range `from`–`to` (both inclusive). */
export interface UkSortCode {
  code?: string;
  from?: string;
  to?: string;
  note: string;
  sources: string[];
}
export interface UkBank {
  id: string;
  name: string;
  bic: string;
  bicSources: string[];
  city: string | null;
  citySource: string | null;
  sortCodes: UkSortCode[];
}
export interface UkSortCodeData {
  provenance: Record<string, string>;
  sources: Record<string, UkSource>;
  banks: UkBank[];
}

/** An exact code or range as [first, last], both 6 digits. */
export function span(e: UkSortCode): [string, string] {
  return e.code !== undefined ? [e.code, e.code] : [e.from as string, e.to as string];
}

/**
 * Reads `data/uk-sort-codes.json` and refuses data errors: a code that is not 6 digits, a range that
 * is empty or reversed, two entries that overlap, a BIC that is not 8 characters of the GB form, a
 * bank listed twice, an entry without a source, or a source key that is not defined.
 */
export function readUkSortCodes(file = join(dataDir, 'uk-sort-codes.json')): UkSortCodeData {
  const data = JSON.parse(readFileSync(file, 'utf8')) as UkSortCodeData;
  const fail = (why: string): never => {
    throw new Error(`${file}: ${why}`);
  };
  if (!Array.isArray(data.banks) || data.banks.length === 0) fail('no banks');
  const known = (key: string | null): boolean => key === null || Object.hasOwn(data.sources, key);
  const ids = new Set<string>();
  const spans: [string, string, string][] = [];
  for (const bank of data.banks) {
    if (ids.has(bank.id)) fail(`bank listed twice: ${bank.id}`);
    ids.add(bank.id);
    if (!/^[A-Z]{4}GB[A-Z0-9]{2}$/.test(bank.bic)) fail(`${bank.id}: bad BIC ${bank.bic}`);
    if (bank.bicSources.length === 0 || !bank.bicSources.every(known)) fail(`${bank.id}: BIC without a known source`);
    if ((bank.city === null) !== (bank.citySource === null) || !known(bank.citySource))
      fail(`${bank.id}: a city needs its source`);
    for (const e of bank.sortCodes) {
      if ((e.code === undefined) === (e.from === undefined && e.to === undefined))
        fail(`${bank.id}: give either code or from/to`);
      const [first, last] = span(e);
      if (!/^\d{6}$/.test(first) || !/^\d{6}$/.test(last)) fail(`${bank.id}: ${first}-${last} is not 6 digits`);
      if (first > last) fail(`${bank.id}: range ${first}-${last} is reversed`);
      if (e.sources.length === 0 || !e.sources.every(known)) fail(`${first}: no known source`);
      spans.push([first, last, bank.id]);
    }
  }
  spans.sort((a, b) => (a[0] < b[0] ? -1 : 1));
  for (let i = 1; i < spans.length; i++) {
    const [a, b] = [spans[i - 1] as [string, string, string], spans[i] as [string, string, string]];
    if (b[0] <= a[1]) fail(`${a[0]}-${a[1]} (${a[2]}) overlaps ${b[0]}-${b[1]} (${b[2]})`);
  }
  return data;
}

export default function build(): Map<string, string> {
  const data = readUkSortCodes();
  const entries = data.banks.flatMap((b, bank) => b.sortCodes.map((e) => ({ e, bank, span: span(e) })));
  entries.sort((a, b) => (a.span[0] < b.span[0] ? -1 : 1));
  const exact = entries.filter((x) => x.e.code !== undefined);
  const ranges = entries.filter((x) => x.e.code === undefined);
  const sourceKeys = Object.keys(data.sources).sort();
  const sourceIndex = new Map(sourceKeys.map((k, i) => [k, i]));
  const lookup = [
    '/** Banks of the curated UK sort codes: [name, BIC, city]. */',
    `export const UK_SORT_CODE_BANKS: readonly (readonly [string, string, string | null])[] = [`,
    ...data.banks.map((b) => `  [${JSON.stringify(b.name)}, ${JSON.stringify(b.bic)}, ${JSON.stringify(b.city)}],`),
    '];',
    '',
    `/** The ${exact.length} curated single sort codes, ascending, concatenated 6 digits each. */`,
    `export const UK_SORT_CODES = ${JSON.stringify(exact.map((x) => x.span[0]).join(''))};`,
    '',
    '/** For each code of `UK_SORT_CODES`, the index of its bank in `UK_SORT_CODE_BANKS`. */',
    `export const UK_SORT_CODE_BANK_OF: readonly number[] = ${JSON.stringify(exact.map((x) => x.bank))};`,
    '',
    '/** Ranges a source documents in full, ascending and disjoint: [first, last, bank index]. */',
    `export const UK_SORT_CODE_RANGES: readonly (readonly [number, number, number])[] = ${JSON.stringify(
      ranges.map((x) => [Number(x.span[0]), Number(x.span[1]), x.bank]),
    )};`,
    '',
  ].join('\n');
  const record = (x: (typeof entries)[number]): string =>
    `  [${JSON.stringify(x.e.note)}, ${JSON.stringify(x.e.sources.map((s) => sourceIndex.get(s) as number))}],`;
  const records = [
    '/** URLs of the public pages the curated sort codes, BICs and cities were taken from. */',
    `export const UK_SORT_CODE_SOURCES: readonly string[] = [`,
    ...sourceKeys.map((k) => `  ${JSON.stringify((data.sources[k] as UkSource).url)},`),
    '];',
    '',
    '/** Per bank of `UK_SORT_CODE_BANKS`: [indexes of the BIC sources, index of the city source or -1]. */',
    `export const UK_SORT_CODE_BANK_SOURCES: readonly (readonly [readonly number[], number])[] = [`,
    ...data.banks.map(
      (b) =>
        `  [${JSON.stringify(b.bicSources.map((s) => sourceIndex.get(s) as number))}, ` +
        `${b.citySource === null ? -1 : (sourceIndex.get(b.citySource) as number)}],`,
    ),
    '];',
    '',
    '/** Per code of `UK_SORT_CODES`: [note, indexes of its sources]. */',
    `export const UK_SORT_CODE_RECORDS: readonly (readonly [string, readonly number[]])[] = [`,
    ...exact.map(record),
    '];',
    '',
    '/** Per range of `UK_SORT_CODE_RANGES`: [note, indexes of its sources]. */',
    `export const UK_SORT_CODE_RANGE_RECORDS: readonly (readonly [string, readonly number[]])[] = [`,
    ...ranges.map(record),
    '];',
    '',
  ].join('\n');
  return new Map([
    ['uk-sort-codes.ts', lookup],
    ['uk-sort-code-records.ts', records],
  ]);
}
