/**
 * Importer of the IBAN registry: writes `data/iban-registry.json` in the project's own schema.
 *
 *   npm run import:iban-registry
 *
 * Primary source: the fact table derived from SWIFT IBAN Registry release 102 (June 2026, 89
 * entries); the release 100 table is read too, to tell a branch position the registry withdrew (PT
 * since release 101) from one it never had. The MIT-licensed schwifty tables fill in what the
 * registry table lacks (account, national check digit, account type and currency positions);
 * java-iban (Apache-2.0) is compared for lengths, bank and branch positions, registry membership and
 * its SEPA flags, which follow the EPC. SEPA membership itself is the European Payments Council's
 * list, authored as facts in `data/sepa-countries.json`; each country's national check-digit rule is
 * authored in `data/iban-national-rules.json`. python-stdnum and php-iban (LGPL) are read only to
 * print where they disagree: nothing of theirs is written into the data.
 * Deterministic: rows sorted by country code, no timestamp of the run.
 *
 * With `--check` (`npm run import:iban-registry -- --check`) it writes nothing and reports which
 * release the data is and the newest release the peers' published packages name
 * (scripts/data/import/iban-registry-check.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from '../../../sdk/core/csv.ts';
import { commandLine } from '../../dev/command-line.ts';
import { dataDir, sourcesDir } from '../../dev/paths.ts';
import { readNationalRules, readSepaCountries } from '../iban-facts.ts';
import { checkRegistryRelease } from './iban-registry-check.ts';

const REGISTRY_RELEASE = 102;
const REGISTRY_TABLE = join('swift-r102-derived', 'registry-r102-structure.csv');
/** The release before, read only to see which positions the registry has withdrawn since. */
const PREVIOUS_TABLE = join('swift-r100-derived', 'registry-r100-structure.csv');

const NATIONAL_RULES = readNationalRules().rules;
const SEPA = readSepaCountries();
const SEPA_LIST_DATE = SEPA.provenance.date;
const SEPA_COUNTRIES = new Set(SEPA.countries);
const SEPA_TERRITORIES = SEPA.territories;
const dir = join(sourcesDir, 'iban-registry');

/** The labels of IBAN breakdown parts (docs/contract.md §5), in the order of precedence for overlaps. */
export const PART_LABELS = [
  'Country',
  'Check Digits',
  'Bank Code',
  'Branch Code',
  'Sort Code',
  'National Check Digits',
  'Account Type',
  'Currency',
  'Owner Account Number',
  'Account Number',
] as const;
type Label = (typeof PART_LABELS)[number];

/**
 * The currency in use, ISO 4217, authored as facts (as of 2026: BG and HR use the euro, MR the
 * ouguiya MRU, ST the dobra STN). Territories have their own currency but share the host's IBAN.
 */
const CURRENCIES: Record<string, string> = {
  AD: 'EUR',
  AE: 'AED',
  AL: 'ALL',
  AT: 'EUR',
  AZ: 'AZN',
  BA: 'BAM',
  BE: 'EUR',
  BG: 'EUR',
  BH: 'BHD',
  BI: 'BIF',
  BR: 'BRL',
  BY: 'BYN',
  CH: 'CHF',
  CR: 'CRC',
  CY: 'EUR',
  CZ: 'CZK',
  DE: 'EUR',
  DJ: 'DJF',
  DK: 'DKK',
  DO: 'DOP',
  EE: 'EUR',
  EG: 'EGP',
  ES: 'EUR',
  FI: 'EUR',
  FK: 'FKP',
  FO: 'DKK',
  FR: 'EUR',
  GB: 'GBP',
  GE: 'GEL',
  GI: 'GIP',
  GL: 'DKK',
  GR: 'EUR',
  GT: 'GTQ',
  HN: 'HNL',
  HR: 'EUR',
  HU: 'HUF',
  IE: 'EUR',
  IL: 'ILS',
  IQ: 'IQD',
  IS: 'ISK',
  IT: 'EUR',
  JO: 'JOD',
  KW: 'KWD',
  KZ: 'KZT',
  LB: 'LBP',
  LC: 'XCD',
  LI: 'CHF',
  LT: 'EUR',
  LU: 'EUR',
  LV: 'EUR',
  LY: 'LYD',
  MC: 'EUR',
  MD: 'MDL',
  ME: 'EUR',
  MK: 'MKD',
  MN: 'MNT',
  MR: 'MRU',
  MT: 'EUR',
  MU: 'MUR',
  NI: 'NIO',
  NL: 'EUR',
  NO: 'NOK',
  OM: 'OMR',
  PK: 'PKR',
  PL: 'PLN',
  PS: 'ILS',
  PT: 'EUR',
  QA: 'QAR',
  RO: 'RON',
  RS: 'RSD',
  RU: 'RUB',
  SA: 'SAR',
  SC: 'SCR',
  SD: 'SDG',
  SE: 'SEK',
  SI: 'EUR',
  SK: 'EUR',
  SM: 'EUR',
  SO: 'SOS',
  ST: 'STN',
  SV: 'USD',
  TL: 'USD',
  TN: 'TND',
  TR: 'TRY',
  UA: 'UAH',
  VA: 'EUR',
  VG: 'USD',
  XK: 'EUR',
  YE: 'YER',
};

/** Sort Code instead of Branch Code for these countries (docs/contract.md §5). */
const SORT_CODE_COUNTRIES = new Set(['GB', 'IE']);

/** schwifty position names → our labels; bank and branch come from the registry itself. */
const SCHWIFTY_LABELS: Record<string, Label> = {
  account_code: 'Account Number',
  national_checksum_digits: 'National Check Digits',
  account_type: 'Account Type',
  currency_code: 'Currency',
  account_holder_id: 'Owner Account Number',
  account_id: 'Owner Account Number',
};

export interface BbanRun {
  class: 'n' | 'a' | 'c';
  length: number;
}
export interface Part {
  label: Label;
  start: number;
  end: number;
}
export interface CountryEntry {
  name: string;
  ibanLength: number;
  bbanLength: number;
  bbanStructure: string;
  bban: BbanRun[];
  parts: Part[];
  /** Member of SEPA per the EPC list of SEPA_LIST_DATE. */
  sepa: boolean;
  /** The registry's own SEPA column, kept to document where it differs from the EPC. */
  registrySepa: boolean;
  nationalRule: string | null;
  currency: string;
  territories: string[];
  /** The territories of `territories` that the EPC list names as part of SEPA. */
  sepaTerritories: string[];
  /** Those the registry's SEPA column names. */
  registrySepaTerritories: string[];
  registryRelease: number;
}

const disagreements: string[] = [];
const note = (msg: string): void => void disagreements.push(msg);

/** The rows of the registry table (commas, a header row) as records by column name, each value trimmed. */
function readTable(text: string): Record<string, string>[] {
  const [keys = [], ...rows] = parseCsv(text, ',');
  return rows.map((cells) => Object.fromEntries(keys.map((k, i) => [k, (cells[i] ?? '').trim()])));
}

/** `4!n4!n12!c` → runs. Only fixed-length runs occur in the registry. */
export function parseStructure(spec: string): BbanRun[] {
  const runs: BbanRun[] = [];
  const re = /(\d+)!([nac])/y;
  let m: RegExpExecArray | null;
  let at = 0;
  while ((m = re.exec(spec)) !== null) {
    runs.push({ class: m[2] as BbanRun['class'], length: Number(m[1]) });
    at = re.lastIndex;
  }
  if (at !== spec.length || runs.length === 0) throw new Error(`unreadable BBAN structure: ${spec}`);
  return runs;
}

/** `1-4` (1-based, inclusive, within the BBAN) → [0, 4); empty or `N/A` → null. */
function parseRange(text: string | undefined): [number, number] | null {
  if (!text || text === 'N/A') return null;
  const m = /^(\d+)-(\d+)$/.exec(text);
  if (!m) throw new Error(`unreadable position: ${text}`);
  return [Number(m[1]) - 1, Number(m[2])];
}

type SchwiftySpec = {
  bban_spec?: string;
  bban_length?: number;
  iban_length?: number;
  in_sepa_zone?: boolean;
  positions?: Record<string, [number, number]>;
};

function readSchwifty(): Record<string, SchwiftySpec> {
  const generated = JSON.parse(readFileSync(join(dir, 'schwifty', 'generated.json'), 'utf8')) as Record<
    string,
    SchwiftySpec
  >;
  const overwrite = JSON.parse(readFileSync(join(dir, 'schwifty', 'overwrite.json'), 'utf8')) as Record<
    string,
    SchwiftySpec
  >;
  const merged: Record<string, SchwiftySpec> = {};
  for (const cc of new Set([...Object.keys(generated), ...Object.keys(overwrite)])) {
    const g = generated[cc] ?? {};
    const o = overwrite[cc] ?? {};
    merged[cc] = { ...g, ...o, positions: { ...g.positions, ...o.positions } };
  }
  return merged;
}

type JavaIban = {
  code: string;
  length: number;
  sepa: boolean;
  inRegistry: boolean;
  bank?: [number, number];
  branch?: [number, number];
};

/** Reads the fixed shape of java-iban's IBAN.yml (a list of flat records) without a YAML library. */
function readJavaIban(): Map<string, JavaIban> {
  const out = new Map<string, JavaIban>();
  const text = readFileSync(join(dir, 'java-iban', 'IBAN.yml'), 'utf8');
  for (const block of text.split(/\n {2}-\n/).slice(1)) {
    const get = (re: RegExp): string | undefined => re.exec(block)?.[1];
    const code = get(/country_code: "?(\w\w)"?/);
    if (!code) continue;
    const embed = (name: string): [number, number] | undefined => {
      const m = new RegExp(`${name}:\\n\\s+position: (\\d+)\\n\\s+length: (\\d+)`).exec(block);
      return m ? [Number(m[1]) - 4, Number(m[1]) - 4 + Number(m[2])] : undefined;
    };
    const entry: JavaIban = {
      code,
      length: Number(get(/\n\s+length: (\d+)/)),
      sepa: get(/sepa_country: (\w+)/) === 'yes',
      inRegistry: get(/in_swift_registry: (\w+)/) === 'yes',
    };
    const bank = embed('bank_code');
    const branch = embed('branch_code');
    if (bank) entry.bank = bank;
    if (branch) entry.branch = branch;
    out.set(code, entry);
  }
  return out;
}

/**
 * Labelled parts that tile the whole IBAN. Registry bank and branch positions come first; the
 * schwifty positions fill in the rest in the precedence of PART_LABELS, clipped where a part of
 * higher precedence already covers the characters. Characters no source names belong to the
 * account number (the registry's "reserved" or prefix digits), merged with a neighbouring one.
 */
function buildParts(
  cc: string,
  bbanLength: number,
  bank: [number, number] | null,
  branch: [number, number] | null,
  extra: Record<string, [number, number]>,
): Part[] {
  const owner: (Label | null)[] = new Array<Label | null>(bbanLength).fill(null);
  const claim = (label: Label, range: [number, number]): void => {
    const [s, e] = range;
    if (s < 0 || e > bbanLength || s >= e) {
      if (s !== e) note(`${cc}: ${label} [${s},${e}) lies outside the BBAN of ${bbanLength}`);
      return;
    }
    for (let i = s; i < e; i++) {
      if (owner[i] === null) owner[i] = label;
      else if (owner[i] !== label)
        note(`${cc}: ${label} [${s},${e}) overlaps ${owner[i]} at BBAN ${i}; ${owner[i]} kept`);
    }
  };
  if (bank) claim('Bank Code', bank);
  if (branch) claim(SORT_CODE_COUNTRIES.has(cc) ? 'Sort Code' : 'Branch Code', branch);
  const named = Object.entries(extra)
    .filter(([k]) => k in SCHWIFTY_LABELS)
    .map(([k, r]) => [SCHWIFTY_LABELS[k] as Label, r] as const)
    .sort((a, b) => PART_LABELS.indexOf(a[0]) - PART_LABELS.indexOf(b[0]) || a[1][0] - b[1][0]);
  for (const [label, range] of named) claim(label, range);
  for (let i = 0; i < bbanLength; i++) if (owner[i] === null) owner[i] = 'Account Number';
  const parts: Part[] = [
    { label: 'Country', start: 0, end: 2 },
    { label: 'Check Digits', start: 2, end: 4 },
  ];
  for (let i = 0; i < bbanLength; i++) {
    const last = parts[parts.length - 1] as Part;
    if (i > 0 && last.label === owner[i]) last.end = i + 5;
    else parts.push({ label: owner[i] as Label, start: i + 4, end: i + 5 });
  }
  return parts;
}

function main(): void {
  const rows = readTable(readFileSync(join(dir, REGISTRY_TABLE), 'utf8'));
  const previous = new Map(
    readTable(readFileSync(join(dir, PREVIOUS_TABLE), 'utf8')).map((r) => [r.country_code as string, r]),
  );
  const schwifty = readSchwifty();
  const java = readJavaIban();
  const countries: Record<string, CountryEntry> = {};

  for (const row of rows.sort((a, b) => (a.country_code as string).localeCompare(b.country_code as string))) {
    const cc = row.country_code as string;
    const before = previous.get(cc);
    if (!before) note(`${cc}: new since release 100`);
    else
      for (const key of Object.keys(row))
        if (key !== 'last_update' && before[key] !== row[key])
          note(`${cc}: ${key} changed since release 100: ${before[key] || '(none)'} → ${row[key] || '(none)'}`);
    const bbanStructure = row.bban_structure as string;
    const bban = parseStructure(bbanStructure);
    const bbanLength = bban.reduce((n, r) => n + r.length, 0);
    const ibanLength = Number(row.iban_length);
    if (bbanLength !== Number(row.bban_length) || ibanLength !== bbanLength + 4) {
      throw new Error(
        `${cc}: BBAN structure ${bbanStructure} disagrees with lengths ${row.bban_length}/${row.iban_length}`,
      );
    }
    const ibanRuns = parseStructure(`2!n${bbanStructure}`);
    if (row.iban_structure !== `${cc}2!n${bbanStructure}`) {
      note(
        `${cc}: registry IBAN structure ${row.iban_structure} differs from its BBAN structure ${bbanStructure} ` +
          `(BBAN structure kept)`,
      );
    }
    void ibanRuns;
    const bank = parseRange(row.bank_id_position);
    let branch = parseRange(row.branch_id_position);
    const sw = schwifty[cc];
    const jv = java.get(cc);
    // The registry table leaves some branch positions empty (FR); both permissive sources agreeing fills
    // it, unless the registry had one and withdrew it (PT since release 101): then the registry wins.
    const swBranch = sw?.positions?.branch_code;
    const withdrawn = !branch && parseRange(previous.get(cc)?.branch_id_position) !== null;
    if (withdrawn)
      note(
        `${cc}: the registry withdrew the branch position ${previous.get(cc)?.branch_id_position} after release ` +
          `100; none kept, although schwifty and java-iban still have one`,
      );
    if (
      !branch &&
      !withdrawn &&
      swBranch &&
      jv?.branch &&
      swBranch[0] === jv.branch[0] &&
      swBranch[1] === jv.branch[1] &&
      swBranch[0] < swBranch[1]
    ) {
      note(
        `${cc}: branch [${swBranch[0]},${swBranch[1]}) taken from schwifty and java-iban, which agree; ` +
          `the registry table has none`,
      );
      branch = [swBranch[0], swBranch[1]];
    }
    if (!sw) note(`${cc}: not in schwifty`);
    else {
      if (sw.bban_spec && sw.bban_spec !== bbanStructure)
        note(`${cc}: schwifty BBAN ${sw.bban_spec}, registry r${REGISTRY_RELEASE} ${bbanStructure}`);
      const p = sw.positions ?? {};
      const same = (a: [number, number] | null | undefined, b: [number, number] | null | undefined): boolean =>
        (a ?? null) === null
          ? (b ?? null) === null || (b as number[])[0] === (b as number[])[1]
          : !!b && a![0] === b[0] && a![1] === b[1];
      if (!same(bank, p.bank_code))
        note(`${cc}: schwifty bank_code ${JSON.stringify(p.bank_code)}, registry ${JSON.stringify(bank)}`);
      if (!same(branch, p.branch_code))
        note(`${cc}: schwifty branch_code ${JSON.stringify(p.branch_code)}, registry ${JSON.stringify(branch)}`);
    }
    if (!jv) note(`${cc}: not in java-iban`);
    else {
      if (jv.length !== ibanLength) note(`${cc}: java-iban length ${jv.length}, registry ${ibanLength}`);
      if (!jv.inRegistry) note(`${cc}: java-iban says not in the SWIFT registry`);
      if (jv.sepa !== SEPA_COUNTRIES.has(cc))
        throw new Error(`${cc}: java-iban's SEPA flag (EPC) ${jv.sepa} disagrees with the authored EPC list`);
      if (jv.sepa !== (row.sepa === 'Yes'))
        note(
          `${cc}: SEPA per the EPC ${jv.sepa} (java-iban agrees), ` +
            `registry r${REGISTRY_RELEASE} ${row.sepa === 'Yes'} (EPC kept)`,
        );
      if (JSON.stringify(jv.bank ?? null) !== JSON.stringify(bank))
        note(`${cc}: java-iban bank ${JSON.stringify(jv.bank)}, registry ${JSON.stringify(bank)}`);
      if (JSON.stringify(jv.branch ?? null) !== JSON.stringify(branch))
        note(`${cc}: java-iban branch ${JSON.stringify(jv.branch)}, registry ${JSON.stringify(branch)}`);
    }
    const currency = CURRENCIES[cc];
    if (!currency) throw new Error(`${cc}: no currency authored`);
    const split = (s: string | undefined): string[] => (s ? s.split(/\s+/).filter(Boolean).sort() : []);
    countries[cc] = {
      name: (row.country_name as string).replace(/ \(The\)$/, ''),
      ibanLength,
      bbanLength,
      bbanStructure,
      bban,
      parts: buildParts(cc, bbanLength, bank, branch, sw?.positions ?? {}),
      sepa: SEPA_COUNTRIES.has(cc),
      registrySepa: row.sepa === 'Yes',
      nationalRule: NATIONAL_RULES[cc] ?? null,
      currency,
      territories: split(row.includes_territories),
      sepaTerritories: [...(SEPA_TERRITORIES[cc] ?? [])].sort(),
      registrySepaTerritories: split(row.sepa_also_includes),
      registryRelease: REGISTRY_RELEASE,
    };
  }
  for (const cc of Object.keys(NATIONAL_RULES))
    if (!countries[cc]) throw new Error(`national rule for ${cc}, which is not in the registry`);
  for (const cc of Object.keys(CURRENCIES))
    if (!countries[cc]) throw new Error(`currency for ${cc}, which is not in the registry`);
  for (const [cc, jv] of java)
    if (jv.inRegistry && !countries[cc])
      note(`${cc}: java-iban says in the registry, the r${REGISTRY_RELEASE} table lacks it`);
  for (const cc of SEPA_COUNTRIES) if (!countries[cc]) throw new Error(`EPC list: ${cc} is not a registry country`);
  for (const [cc, list] of Object.entries(SEPA_TERRITORIES)) {
    const c = countries[cc];
    if (!c) throw new Error(`EPC list: territories under ${cc}, which is not a registry country`);
    for (const t of list)
      if (!c.territories.includes(t))
        throw new Error(`EPC list: ${t} is not a territory the registry lists under ${cc}`);
    if (JSON.stringify(c.sepaTerritories) !== JSON.stringify(c.registrySepaTerritories)) {
      note(
        `${cc}: SEPA territories per the EPC ${c.sepaTerritories.join(' ')}, ` +
          `registry ${c.registrySepaTerritories.join(' ') || '(none)'} (EPC kept)`,
      );
    }
  }

  crossCheckLgpl(countries);

  const data = {
    provenance: {
      registryRelease: REGISTRY_RELEASE,
      sepaList: {
        publisher: 'European Payments Council',
        document: 'EPC409-09 EPC List of SEPA Scheme Countries',
        date: SEPA_LIST_DATE,
        method:
          'authored as facts in data/sepa-countries.json ' +
          '(countries and the territories with a code of their own); java-iban ' +
          '(whose flags follow the EPC) must agree for every registry country',
      },
      sources: [
        {
          file: 'iban-registry/swift-r102-derived/registry-r102-structure.csv',
          repository: 'skwasjer/IbanNet@b42fbd8 (src/IbanNet/Registry/Swift/Files/swift_iban_registry_202606.r102.txt)',
          licence: 'facts from the SWIFT IBAN Registry (ISO 13616 registration authority)',
          date: '2026-06',
          method:
            'primary: names, lengths, BBAN structure, bank and branch positions, territories; ' +
            'its SEPA column is kept as registrySepa',
        },
        {
          file: 'iban-registry/swift-r100-derived/registry-r100-structure.csv',
          repository: 'negrienko/iban-ex@44ec65eef4c0 (docs/international_wide_ibans/iban-registry-100.txt)',
          licence: 'facts from the SWIFT IBAN Registry (ISO 13616 registration authority)',
          date: '2025-10',
          method: 'compared only: what changed since release 100, and which branch positions the registry withdrew',
        },
        {
          file: 'iban-registry/schwifty/generated.json + overwrite.json',
          repository: 'mdomke/schwifty@23462330ec05 (schwifty/iban_registry/)',
          licence: 'MIT',
          date: '2024-04-30 (generated), 2026 (overwrite)',
          method:
            'deep-merged; account, national check digit, account type, ' +
            'currency and owner positions fill what the registry table lacks',
        },
        {
          file: 'iban-registry/java-iban/IBAN.yml',
          repository: 'barend/java-iban@28741e184ca0 (src/main/resources/nl/garvelink/iban/IBAN.yml)',
          licence: 'Apache-2.0',
          date: '2025-11-01',
          method: 'cross-check only: lengths, bank and branch positions, registry membership, SEPA flags (EPC)',
        },
        {
          file: 'iban-registry/python-stdnum/iban.dat, iban-registry/php-iban/registry.txt',
          repository: 'arthurdejong/python-stdnum@006192e59be8, globalcitizen/php-iban@c92138cb9ef9',
          licence: 'LGPL-2.1, LGPL-3.0',
          date: '2026-01-04, 2024-01-07',
          method: 'cross-check only, disagreements printed by the importer; nothing copied',
        },
        {
          file: '(authored)',
          repository: 'scripts/data/import/iban-registry.ts',
          licence: 'MIT',
          date: '2026',
          method:
            'currencies (ISO 4217), authored as facts; national check-digit rule ids from ' +
            'data/iban-national-rules.json and the EPC list of SEPA countries from data/sepa-countries.json',
        },
      ],
    },
    countries,
  };
  writeFileSync(join(dataDir, 'iban-registry.json'), `${JSON.stringify(data, null, 2)}\n`);
  for (const d of disagreements) console.log(`note: ${d}`);
  console.log(
    `wrote data/iban-registry.json: ${Object.keys(countries).length} countries, ${disagreements.length} notes`,
  );
}

/** Prints where the LGPL tables disagree with the data; reads them, copies nothing. */
function crossCheckLgpl(countries: Record<string, CountryEntry>): void {
  const stdnum = new Map<string, string>();
  for (const line of readFileSync(join(dir, 'python-stdnum', 'iban.dat'), 'utf8').split('\n')) {
    const m = /^([A-Z]{2}) .*bban="([^"]+)"/.exec(line);
    if (m) stdnum.set(m[1] as string, m[2] as string);
  }
  for (const [cc, c] of Object.entries(countries)) {
    const s = stdnum.get(cc);
    if (s === undefined) note(`${cc}: not in python-stdnum (r101)`);
    else if (s !== c.bbanStructure)
      note(`${cc}: python-stdnum (r101) BBAN ${s}, r${REGISTRY_RELEASE} ${c.bbanStructure}`);
  }
  for (const cc of stdnum.keys())
    if (!countries[cc]) note(`${cc}: in python-stdnum (r101), not in r${REGISTRY_RELEASE}`);

  const lines = readFileSync(join(dir, 'php-iban', 'registry.txt'), 'utf8')
    .split('\n')
    .filter(Boolean);
  const keys = (lines[0] as string).split('|');
  for (const line of lines.slice(1)) {
    const r = Object.fromEntries(line.split('|').map((v, i) => [keys[i], v]));
    const cc = r.country_code as string;
    const c = countries[cc];
    if (!c) {
      if (r.swift_official === '1')
        note(`${cc}: php-iban marks it SWIFT-official, not an r${REGISTRY_RELEASE} entry (territory or withdrawn)`);
      continue;
    }
    if (r.bban_format_swift !== c.bbanStructure)
      note(`${cc}: php-iban BBAN ${r.bban_format_swift}, r${REGISTRY_RELEASE} ${c.bbanStructure}`);
    if (Number(r.iban_length) !== c.ibanLength)
      note(`${cc}: php-iban length ${r.iban_length}, r${REGISTRY_RELEASE} ${c.ibanLength}`);
    if (r.currency_iso4217 && r.currency_iso4217 !== c.currency)
      note(`${cc}: php-iban currency ${r.currency_iso4217}, authored ${c.currency}`);
    if ((r.country_sepa === '1') !== c.sepa) note(`${cc}: php-iban SEPA ${r.country_sepa}, EPC ${c.sepa}`);
  }
}

/**
 * Without the staged registry tables (a fresh clone): keeps the registry's facts of
 * `data/iban-registry.json` and applies the authored facts to them (the currencies of this file, the
 * national rules of `data/iban-national-rules.json`, the EPC list of `data/sepa-countries.json`), so
 * that adding a national rule or a SEPA country works from the repository alone.
 */
function applyAuthoredFacts(): void {
  const path = join(dataDir, 'iban-registry.json');
  const data = JSON.parse(readFileSync(path, 'utf8')) as { countries: Record<string, CountryEntry> };
  const { countries } = data;
  for (const [cc, c] of Object.entries(countries)) {
    const currency = CURRENCIES[cc];
    if (!currency) throw new Error(`${cc}: no currency authored`);
    c.sepa = SEPA_COUNTRIES.has(cc);
    c.nationalRule = NATIONAL_RULES[cc] ?? null;
    c.currency = currency;
    c.sepaTerritories = [...(SEPA_TERRITORIES[cc] ?? [])].sort();
  }
  for (const cc of [...Object.keys(NATIONAL_RULES), ...Object.keys(CURRENCIES), ...SEPA_COUNTRIES])
    if (!countries[cc]) throw new Error(`${cc} is not a country of data/iban-registry.json`);
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
  console.log(
    `the registry tables are not in ${dir} (BANK_NUMBER_SOURCES): kept the registry's facts of ` +
      'data/iban-registry.json and applied the currencies of this file, data/iban-national-rules.json ' +
      'and data/sepa-countries.json',
  );
}

const { values } = commandLine('usage: npm run import:iban-registry [-- --check]', {
  options: { check: { type: 'boolean', default: false } },
});
if (values.check) process.exitCode = await checkRegistryRelease();
else if (!existsSync(join(dir, REGISTRY_TABLE))) applyAuthoredFacts();
else main();
