/**
 * Builder of the US routing-number lookup, from `data/us-routing-banks.json` (curated, each number with
 * its public source). Two chunks, so that `bankInfo` lookups do not download the enrichment details:
 * - `us-routing-banks.ts`: the deduplicated bank table and the sorted numbers with their bank;
 * - `us-routing-records.ts`: per number the regions and use the sources give, and the source URLs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isFedPrefix, routingChecksumOk } from '../../../sdk/formats/us-routing/validate.ts';
import { dataDir } from '../../dev/paths.ts';

export interface UsSource {
  url: string;
  kind: string;
  title: string;
}
export interface UsRoutingNumber {
  number: string;
  regions: string[];
  use: string;
  sources: string[];
}
export interface UsBank {
  id: string;
  name: string;
  city: string | null;
  state: string | null;
  cityBasis: string | null;
  citySource: string | null;
  routingNumbers: UsRoutingNumber[];
}
export interface UsRoutingData {
  provenance: Record<string, string>;
  sources: Record<string, UsSource>;
  banks: UsBank[];
}

/** Query parameters that track a visit or switch a view: the page is the same without them. */
const TRACKING = /^(?:utm_\w+|fbclid|gclid|mc_cid|mc_eid|wpmp_switcher|from|tag|ref|amp)$/;

/**
 * Why a URL cannot be a source, or null when it can: a source is the page that states the fact, so
 * not a WordPress preview or draft link (`preview=`, `?p=`, `?page_id=`), not a link that is only a
 * query on a site's root, not a link with a parameter that tracks the visit or switches the view
 * (`utm_source=`, `from=`, `wpmp_switcher=`: cite the page without it), and not a blog's category,
 * tag or author listing, whose content changes.
 * @example nonSourceReason('https://example.com/?p=1176') // 'a WordPress post or preview link'
 */
export function nonSourceReason(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'not a URL';
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return 'not a web page';
  if (u.searchParams.has('preview') || u.searchParams.has('preview_id')) return 'a preview link';
  if (u.searchParams.has('p') || u.searchParams.has('page_id')) return 'a WordPress post or preview link';
  if (u.pathname === '/' && u.search !== '') return 'a query-only link';
  for (const name of u.searchParams.keys()) {
    if (TRACKING.test(name)) return `a link with a tracking or view parameter (${name}): cite the page without it`;
  }
  if (/\/(?:category|tag|author)\//.test(u.pathname)) return 'a listing page, not a page that states the fact';
  return null;
}

/**
 * Reads `data/us-routing-banks.json` and refuses data errors: a number that is not 9 digits, fails the
 * 3-7-1 checksum or has no Federal Reserve prefix, a number listed twice, a bank listed twice, a
 * number without a source, a source key that is not defined, or a source whose URL cannot be one
 * (`nonSourceReason`). Digits are never corrected.
 */
export function readUsRouting(file = join(dataDir, 'us-routing-banks.json')): UsRoutingData {
  const data = JSON.parse(readFileSync(file, 'utf8')) as UsRoutingData;
  const fail = (why: string): never => {
    throw new Error(`${file}: ${why}`);
  };
  if (!Array.isArray(data.banks) || data.banks.length === 0) fail('no banks');
  for (const [key, source] of Object.entries(data.sources)) {
    const reason = nonSourceReason(source.url);
    if (reason !== null) fail(`source ${key} is ${reason}: ${source.url}`);
  }
  const ids = new Set<string>();
  const names = new Set<string>();
  const numbers = new Set<string>();
  const known = (key: string | null): boolean => key === null || Object.hasOwn(data.sources, key);
  for (const bank of data.banks) {
    if (ids.has(bank.id) || names.has(bank.name)) fail(`bank listed twice: ${bank.id}`);
    ids.add(bank.id);
    names.add(bank.name);
    if (bank.name.trim() === '') fail(`${bank.id}: no name`);
    if ((bank.city === null) !== (bank.citySource === null)) fail(`${bank.id}: a city needs its source`);
    if (!known(bank.citySource)) fail(`${bank.id}: unknown source ${bank.citySource}`);
    if (bank.state !== null && !/^[A-Z]{2}$/.test(bank.state)) fail(`${bank.id}: bad state ${bank.state}`);
    for (const rn of bank.routingNumbers) {
      const n = rn.number;
      if (!/^\d{9}$/.test(n)) fail(`${bank.id}: ${n} is not 9 digits`);
      if (!isFedPrefix(Number(n.slice(0, 2)))) fail(`${bank.id}: ${n} has no Federal Reserve prefix`);
      if (!routingChecksumOk(n)) fail(`${bank.id}: ${n} fails the 3-7-1 checksum`);
      if (numbers.has(n)) fail(`${n} listed twice`);
      numbers.add(n);
      if (rn.sources.length === 0) fail(`${n}: no source`);
      for (const s of rn.sources) if (!known(s)) fail(`${n}: unknown source ${s}`);
    }
  }
  return data;
}

interface Row {
  number: string;
  bank: number;
  rn: UsRoutingNumber;
}

/** The numbers in ascending order, each with the index of its bank in `data.banks`. */
export function sortedRows(data: UsRoutingData): Row[] {
  const rows: Row[] = [];
  data.banks.forEach((b, bank) => {
    for (const rn of b.routingNumbers) rows.push({ number: rn.number, bank, rn });
  });
  return rows.sort((a, b) => (a.number < b.number ? -1 : 1));
}

export default function build(): Map<string, string> {
  const data = readUsRouting();
  const rows = sortedRows(data);
  const sourceKeys = Object.keys(data.sources).sort();
  const sourceIndex = new Map(sourceKeys.map((k, i) => [k, i]));
  const banks = data.banks.map(
    (b) => `  [${JSON.stringify(b.name)}, ${JSON.stringify(b.city)}, ${JSON.stringify(b.state)}],`,
  );
  const lookup = [
    `/** Banks of the curated US routing numbers: [name, city (headquarters, main office or address), state]. */`,
    `export const US_ROUTING_BANKS: readonly (readonly [string, string | null, string | null])[] = [`,
    ...banks,
    '];',
    '',
    `/** The ${rows.length} curated routing numbers, ascending, concatenated 9 digits each. */`,
    `export const US_ROUTING_NUMBERS = ${JSON.stringify(rows.map((r) => r.number).join(''))};`,
    '',
    '/** For each number of `US_ROUTING_NUMBERS`, the index of its bank in `US_ROUTING_BANKS`. */',
    `export const US_ROUTING_BANK_OF: readonly number[] = ${JSON.stringify(rows.map((r) => r.bank))};`,
    '',
  ].join('\n');
  const records = [
    '/** URLs of the public pages the curated routing numbers and bank cities were taken from. */',
    `export const US_ROUTING_SOURCES: readonly string[] = [`,
    ...sourceKeys.map((k) => `  ${JSON.stringify((data.sources[k] as UsSource).url)},`),
    '];',
    '',
    '/** Per bank of `US_ROUTING_BANKS`: [what the city is, index of its source or -1]. */',
    `export const US_ROUTING_BANK_CITY_BASIS: readonly (readonly [string | null, number])[] = [`,
    ...data.banks.map(
      (b) =>
        `  [${JSON.stringify(b.cityBasis)}, ` +
        `${b.citySource === null ? -1 : (sourceIndex.get(b.citySource) as number)}],`,
    ),
    '];',
    '',
    '/** Per number of `US_ROUTING_NUMBERS`: [regions the sources give, use, indexes of its sources]. */',
    `export const US_ROUTING_RECORDS: readonly (readonly [readonly string[], string, readonly number[]])[] = [`,
    ...rows.map(
      (r) =>
        `  [${JSON.stringify(r.rn.regions)}, ${JSON.stringify(r.rn.use)}, ` +
        `${JSON.stringify(r.rn.sources.map((s) => sourceIndex.get(s) as number))}],`,
    ),
    '];',
    '',
  ].join('\n');
  return new Map([
    ['us-routing-banks.ts', lookup],
    ['us-routing-records.ts', records],
  ]);
}
