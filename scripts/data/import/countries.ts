/**
 * Importer of the country list: writes `data/countries.json`.
 *
 *   npm run import:countries
 *
 * The codes are authored below as facts: every ISO 3166-1 alpha-2 code in the status "officially
 * assigned" (ISO 3166 Maintenance Agency), plus `XK`, which ISO leaves user-assigned but SWIFT uses
 * for Kosovo in BICs. The English short names come from the Unicode CLDR region names that ship in
 * Node's ICU, read through `Intl.DisplayNames`; the provenance block records the ICU and CLDR
 * versions, so the file only changes when the code list or the CLDR release does.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataDir } from '../../dev/paths.ts';
import { commandLine } from '../../dev/command-line.ts';

/**
 * The officially assigned alpha-2 codes of the ISO 3166 Maintenance Agency: 249 codes, a set
 * unchanged since South Sudan (`SS`) was added in 2011 (later newsletters renamed countries only).
 * Left out on purpose: transitionally reserved codes (`AN`, `BU`, `CS`, `NT`, `TP`, `YU`, `ZR`),
 * exceptionally reserved codes (`EU`, `EZ`, `UK`, `UN`, `AC`, `CP`, `DG`, `EA`, `IC`, `TA`, `FX`,
 * `SU`) and the user-assigned ranges (`AA`, `QM`–`QZ`, `XA`–`XZ`, `ZZ`).
 */
export const ASSIGNED_CODES: readonly string[] = [
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ',
  'BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ',
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ',
  'DE DJ DK DM DO DZ',
  'EC EE EG EH ER ES ET',
  'FI FJ FK FM FO FR',
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY',
  'HK HM HN HR HT HU',
  'ID IE IL IM IN IO IQ IR IS IT',
  'JE JM JO JP',
  'KE KG KH KI KM KN KP KR KW KY KZ',
  'LA LB LC LI LK LR LS LT LU LV LY',
  'MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ',
  'NA NC NE NF NG NI NL NO NP NR NU NZ',
  'OM',
  'PA PE PF PG PH PK PL PM PN PR PS PT PW PY',
  'QA',
  'RE RO RS RU RW',
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ',
  'TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ',
  'UA UG UM US UY UZ',
  'VA VC VE VG VI VN VU',
  'WF WS',
  'YE YT',
  'ZA ZM ZW',
]
  .join(' ')
  .split(' ');

/** User-assigned codes that SWIFT uses in BICs, and why. */
export const EXTRA_CODES: readonly (readonly [code: string, note: string])[] = [
  ['XK', 'user-assigned in ISO 3166-1; used for Kosovo by SWIFT and the European Commission'],
];

/** One row of `data/countries.json`. */
export interface CountryRow {
  code: string;
  name: string;
  status: 'officially-assigned' | 'user-assigned';
}

/** The whole of `data/countries.json`. */
export interface CountriesFile {
  provenance: {
    description: string;
    codes: { source: string; url: string; count: number; extra: Record<string, string> };
    names: {
      source: string;
      url: string;
      licence: string;
      attribution: string;
      icu: string;
      cldr: string;
      node: string;
    };
    importer: string;
  };
  countries: CountryRow[];
}

/** Throws unless the code list is sorted, unique, two ASCII capitals each, and 249 long. */
export function checkCodeList(codes: readonly string[]): void {
  if (codes.length !== 249) throw new Error(`expected 249 officially assigned codes, found ${codes.length}`);
  for (let i = 0; i < codes.length; i++) {
    const c = codes[i] as string;
    if (!/^[A-Z]{2}$/.test(c)) throw new Error(`not an alpha-2 code: ${JSON.stringify(c)}`);
    if (i > 0 && (codes[i - 1] as string) >= c) throw new Error(`not sorted or repeated at ${c}`);
  }
}

/** Builds the file content from the authored codes and the ICU of the running Node. */
export function importCountries(): CountriesFile {
  checkCodeList(ASSIGNED_CODES);
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const rows: CountryRow[] = [];
  const add = (code: string, status: CountryRow['status']): void => {
    const name = names.of(code);
    // With fallback 'code' an unknown region comes back as the code itself: CLDR has no name for it.
    if (name === undefined || name === code) throw new Error(`CLDR has no English name for ${code}`);
    rows.push({ code, name, status });
  };
  for (const code of ASSIGNED_CODES) add(code, 'officially-assigned');
  for (const [code] of EXTRA_CODES) add(code, 'user-assigned');
  rows.sort((a, b) => (a.code < b.code ? -1 : 1));
  const versions = process.versions as NodeJS.ProcessVersions & { icu?: string; cldr?: string };
  if (!versions.icu || !versions.cldr) throw new Error('this Node has no ICU version information');
  return {
    provenance: {
      description: 'ISO 3166-1 alpha-2 country codes with English short names.',
      codes: {
        source:
          'ISO 3166 Maintenance Agency, officially assigned alpha-2 codes (public facts), ' +
          'authored in scripts/data/import/countries.ts',
        url: 'https://www.iso.org/iso-3166-country-codes.html',
        count: ASSIGNED_CODES.length,
        extra: Object.fromEntries(EXTRA_CODES),
      },
      names: {
        source: 'Unicode CLDR English region names, as shipped in the ICU of Node.js (Intl.DisplayNames, type region)',
        url: 'https://cldr.unicode.org/',
        licence: 'Unicode-3.0',
        attribution:
          'Country names from the Unicode Common Locale Data Repository (CLDR), ' +
          'Copyright © 1991-2025 Unicode, Inc., Unicode License v3 (https://www.unicode.org/license.txt).',
        icu: versions.icu,
        cldr: versions.cldr,
        node: process.versions.node,
      },
      importer: 'scripts/data/import/countries.ts',
    },
    countries: rows,
  };
}

function main(): void {
  const file = importCountries();
  const out = join(dataDir, 'countries.json');
  writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
  console.log(`wrote ${file.countries.length} countries to ${out} (CLDR ${file.provenance.names.cldr})`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  commandLine(
    'usage: npm run import:countries\n\nWrites data/countries.json from the ISO 3166 facts here and the staged CLDR names.',
    { options: {} },
  );
  main();
}
