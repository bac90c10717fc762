/**
 * Importer of sigalor/iban-to-bic's extended datasets (`datasets-extended/{at,es,fr}.json`), the
 * only staged bank directories with an address: writes `data/banks/<cc>.sigalor.json` with bank
 * code, BIC, name and city.
 *
 *   npm run import:banks-sigalor
 *
 * Austria comes from the OeNB directory (the same publisher as schwifty's Austrian file, older);
 * Spain and France from the ECB's list of monetary financial institutions, whose RIAD code is
 * the country code followed by the national bank code. Street, postal code and contacts are not
 * carried over: the SDK's `bankInfo` has a city and nothing finer.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourcesDir } from '../../dev/paths.ts';
import { type BankFile, canonicalBic, cleanText, groupRecords, writeBankFiles } from './banks-data.ts';
import { commandLine } from '../../dev/command-line.ts';

const REPOSITORY = 'sigalor/iban-to-bic@38cf04d55a5e';
const LICENCE = 'MIT, Copyright (c) 2021 sigalor';
const STAGED = 'bank-registry/sigalor-iban-to-bic';
const DATE = '2023-01-31';

const ECB = {
  publisher: 'European Central Bank, list of monetary financial institutions (MFI list, RIAD)',
  publisherTerms:
    'The ESCB follows a policy of free access and free reuse for its published statistics, ' +
    'with the source acknowledged.',
  attribution: 'Source: European Central Bank (ECB), list of monetary financial institutions',
};

const SOURCES = {
  AT: {
    codeLength: 5,
    publisher: 'Oesterreichische Nationalbank (OeNB), SEPA-Zahlungsverkehrs-Verzeichnis (sepa-zv-vz_gesamt.csv)',
    publisherTerms:
      'Published openly by the central bank for payment routing; no explicit licence on the download page. ' +
      'Only the city is used, and only where the BIC agrees with the newer OeNB directory.',
    attribution: 'Source: Oesterreichische Nationalbank (OeNB)',
  },
  ES: { codeLength: 4, ...ECB },
  FR: { codeLength: 5, ...ECB },
} as const;

export interface SourceEntry {
  bic?: unknown;
  name?: unknown;
  addresses?: { type?: unknown; city?: unknown }[];
  address?: { city?: unknown };
}

/**
 * The city as a place name: a French CEDEX designation (a mail-sorting suffix) and the district
 * number of Paris, Lyon and Marseille are postal details, not part of the city.
 * @example cityOf('PARIS CEDEX 15') // 'PARIS'
 */
export function cityOf(value: unknown): string | null {
  const text = cleanText(value);
  if (text === null) return null;
  const city = text.replace(/\s+CEDEX(\s+\d{1,2})?$/i, '').replace(/^(PARIS|LYON|MARSEILLE)\s+\d{1,2}$/i, '$1');
  return city === '' ? null : city;
}

/** The data file of one country's dataset; codes that are not national bank codes are skipped. */
export function importCountry(countryCode: keyof typeof SOURCES, json: Record<string, SourceEntry>): BankFile {
  const source = SOURCES[countryCode];
  const codeRe = new RegExp(`^[0-9]{${source.codeLength}}$`);
  const rows = [];
  for (const [code, entry] of Object.entries(json)) {
    // The ECB list also holds entities whose RIAD code is a tax number, not a bank code.
    if (!codeRe.test(code)) continue;
    const name = cleanText(entry.name);
    if (name === null) throw new Error(`${countryCode} ${code}: no name`);
    const home = Array.isArray(entry.addresses) ? entry.addresses.find((a) => a.type === 'home') : entry.address;
    rows.push({ code, bic: canonicalBic(entry.bic), name, city: cityOf(home?.city) });
  }
  const file = `${countryCode.toLowerCase()}.json`;
  return {
    provenance: {
      source: `${STAGED}/${file}`,
      repository: `${REPOSITORY} datasets-extended/${file}`,
      licence: LICENCE,
      publisher: source.publisher,
      publisherTerms: source.publisherTerms,
      attribution: source.attribution,
      date: DATE,
      method:
        'Entries keyed by a national bank code mapped to records {bic (11 characters), name, city, codes}; ' +
        'city from the head-office address, without CEDEX and district numbers. Keys that are not ' +
        `${source.codeLength}-digit bank codes, streets, postal codes and contacts are not carried over.`,
    },
    countryCode,
    kind: 'sigalor',
    records: groupRecords(rows),
  };
}

function main(): void {
  const files: BankFile[] = [];
  for (const countryCode of Object.keys(SOURCES) as (keyof typeof SOURCES)[]) {
    const path = join(sourcesDir, STAGED, `${countryCode.toLowerCase()}.json`);
    const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, SourceEntry>;
    const data = importCountry(countryCode, json);
    const codes = new Set(data.records.flatMap((r) => r.codes)).size;
    console.log(`${countryCode}: ${data.records.length} records, ${codes} codes (of ${Object.keys(json).length} keys)`);
    files.push(data);
  }
  writeBankFiles(['sigalor'], files);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  commandLine(
    'usage: npm run import:banks-sigalor\n\nWrites data/banks/<cc>.sigalor.json from the staged sigalor/iban-to-bic tables.',
    { options: {} },
  );
  main();
}
