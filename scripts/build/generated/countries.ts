/**
 * Builder of the country modules, from `data/countries.json`:
 * - `countries/codes.ts`: the set of codes as a 26×26 bitmap, small enough for every validation bundle;
 * - `countries/names.ts`: the English names, imported only by lookups and enrichment.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from '../../dev/paths.ts';

interface CountryRow {
  code: string;
  name: string;
  status: string;
}

/** Reads and checks `data/countries.json`: sorted unique alpha-2 codes, each with a name. */
export function readCountries(file = join(dataDir, 'countries.json')): CountryRow[] {
  const data = JSON.parse(readFileSync(file, 'utf8')) as { countries?: CountryRow[] };
  const rows = data.countries;
  if (!Array.isArray(rows) || rows.length === 0) throw new Error(`${file}: no countries`);
  rows.forEach((row, i) => {
    if (!/^[A-Z]{2}$/.test(row.code)) throw new Error(`${file}: bad code ${JSON.stringify(row.code)}`);
    if (typeof row.name !== 'string' || row.name.trim() === '') throw new Error(`${file}: no name for ${row.code}`);
    const before = rows[i - 1];
    if (before && before.code >= row.code) throw new Error(`${file}: not sorted or repeated at ${row.code}`);
  });
  return rows;
}

/** Row `i` holds the second letters of the codes that start with letter `i`, one bit per letter. */
export function codeBitmap(codes: readonly string[]): number[] {
  const rows = new Array<number>(26).fill(0);
  for (const code of codes) {
    const i = code.charCodeAt(0) - 65;
    rows[i] = ((rows[i] as number) | (1 << (code.charCodeAt(1) - 65))) >>> 0;
  }
  return rows;
}

export default function build(): Map<string, string> {
  const rows = readCountries();
  const hex = codeBitmap(rows.map((r) => r.code)).map((n) => `0x${n.toString(16)}`);
  const codes = [
    '/**',
    ` * The ${rows.length} country codes of data/countries.json (ISO 3166-1 alpha-2 and XK) as a 26×26 bitmap:`,
    ' * bit `j` of entry `i` is set when the code of letters `A+i`, `A+j` exists.',
    ' */',
    'export const COUNTRY_CODE_BITMAP: readonly number[] = [',
    ...chunk(hex, 8).map((line) => `  ${line.join(', ')},`),
    '];',
    '',
  ].join('\n');
  const names = [
    `/** English short names of the ${rows.length} country codes of data/countries.json (Unicode CLDR). */`,
    'export const COUNTRY_NAMES: Readonly<Record<string, string>> = {',
    ...rows.map((r) => `  ${r.code}: ${JSON.stringify(r.name)},`),
    '};',
    '',
  ].join('\n');
  return new Map([
    ['countries/codes.ts', codes],
    ['countries/names.ts', names],
  ]);
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
