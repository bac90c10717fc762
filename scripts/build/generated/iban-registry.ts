/**
 * Builder of `iban-registry.ts`, from `data/iban-registry.json`, with each country's national rule
 * from `data/iban-national-rules.json` and SEPA from `data/sepa-countries.json` (which the importer
 * copies into `data/iban-registry.json`: the builder stops when the copy differs). Separate exports, so that each bundle
 * keeps only what it uses:
 * - `IBAN_LAYOUTS` and `IBAN_PART_LABELS`: each country's BBAN, position by position, with its
 *   breakdown and its national rule, in one encoding that `unpackRegistry`
 *   (sdk/formats/iban/registry.ts) reads, for validation and the breakdown alike; packed so that
 *   `validateIban` meets its size budget (docs/decisions/iban-registry-packed.md);
 * - `IBAN_COUNTRY_FACTS`: names, SEPA, currency and territories, for `ibanCountry`;
 * - `SEPA_CODES` and `SEPA_LIST_DATE`: the codes that the EPC's list of SEPA countries covers,
 *   territories included, for `isSepaCountry`, which so carries nothing else.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NATIONAL_RULES } from '../../../sdk/formats/iban/national/index.ts';
import { readNationalRules, readSepaCountries } from '../../data/iban-facts.ts';
import type { BbanRun as Run, CountryEntry as Country } from '../../data/import/iban-registry.ts';
import { dataDir } from '../../dev/paths.ts';

export interface Registry {
  provenance: { registryRelease: number; sepaList: { date: string } };
  countries: Record<string, Country>;
}

/**
 * The BBAN part labels (docs/contract.md §5), in the order of their letters in `IBAN_LAYOUTS` (`o` is the
 * first, after the class letters); `Country` and `Check Digits` are always 0–2 and 2–4.
 */
export const PART_LABELS: readonly string[] = [
  'Bank Code',
  'Branch Code',
  'Sort Code',
  'Account Number',
  'National Check Digits',
  'Account Type',
  'Currency',
  'Owner Account Number',
];

/**
 * Reads `data/iban-registry.json` and checks what the generated code relies on, and that its national
 * rules and SEPA facts are those of `data/iban-national-rules.json` and `data/sepa-countries.json`.
 */
export function readRegistry(file = join(dataDir, 'iban-registry.json')): Registry {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Registry;
  const { rules } = readNationalRules();
  const sepa = readSepaCountries();
  const stale = (what: string): Error =>
    new Error(`${file}: ${what} differs from data/ (run: npm run import:iban-registry, then npm run build:data)`);
  for (const cc of [...Object.keys(rules), ...sepa.countries, ...Object.keys(sepa.territories)])
    if (!data.countries[cc]) throw new Error(`${cc} of data/ is not a country of ${file}`);
  if (data.provenance.sepaList?.date !== sepa.provenance.date) throw stale('the date of the SEPA list');
  const codes = Object.keys(data.countries);
  if (codes.length === 0) throw new Error(`${file}: no countries`);
  codes.forEach((cc, i) => {
    const c = data.countries[cc] as Country;
    if (!/^[A-Z]{2}$/.test(cc)) throw new Error(`${file}: bad code ${cc}`);
    if (i > 0 && (codes[i - 1] as string) >= cc) throw new Error(`${file}: not sorted at ${cc}`);
    const bbanLength = c.bban.reduce((n, r) => n + r.length, 0);
    if (bbanLength !== c.bbanLength || c.ibanLength !== bbanLength + 4)
      throw new Error(`${file}: ${cc} lengths disagree`);
    // sdk/formats/iban/registry.ts keeps the classes of a BBAN as bits of a 32-bit number.
    if (c.bbanLength > 31) throw new Error(`${file}: ${cc} has a BBAN over 31 characters`);
    let at = 0;
    c.parts.forEach((p, j) => {
      if (p.start !== at || p.end <= p.start) throw new Error(`${file}: ${cc} parts do not tile the IBAN`);
      const expected = j === 0 ? 'Country' : j === 1 ? 'Check Digits' : undefined;
      if (expected ? p.label !== expected : !PART_LABELS.includes(p.label))
        throw new Error(`${file}: ${cc} unexpected part ${p.label}`);
      at = p.end;
    });
    if (c.parts.length < 3) throw new Error(`${file}: ${cc} has no BBAN part`);
    if (at !== c.ibanLength) throw new Error(`${file}: ${cc} parts end at ${at}, not ${c.ibanLength}`);
    if (c.nationalRule !== (rules[cc] ?? null)) throw stale(`the national rule of ${cc}`);
    if (c.sepa !== sepa.countries.includes(cc)) throw stale(`SEPA of ${cc}`);
    if (c.sepaTerritories.join() !== [...(sepa.territories[cc] ?? [])].sort().join())
      throw stale(`the SEPA territories of ${cc}`);
    for (const t of c.sepaTerritories)
      if (!c.territories.includes(t) || !c.sepa) throw new Error(`${file}: ${cc} SEPA territory ${t} out of place`);
  });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(data.provenance.sepaList?.date ?? ''))
    throw new Error(`${file}: no date of the SEPA list`);
  return data;
}

/**
 * One class letter per BBAN position: validation needs the classes, not the registry's fields. Spelt
 * out rather than run-length coded: it gzips as small and needs no parser.
 */
export function classLetters(runs: readonly Run[]): string {
  return runs.map((r) => r.class.repeat(r.length)).join('');
}

/**
 * Countries grouped by a key, space-separated: the key, then the country codes that share it. Groups
 * (and codes within them) sorted, so that the text gzips well and builds the same every time.
 */
export function grouped(rows: readonly [string, string][]): string {
  const groups = new Map<string, string[]>();
  for (const [cc, key] of rows) groups.set(key, [...(groups.get(key) ?? []), cc]);
  return [...groups]
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([key, ccs]) => key + ccs.sort().join(''))
    .join(' ');
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export default function build(): Map<string, string> {
  const data = readRegistry();
  const entries = Object.entries(data.countries);
  const release = data.provenance.registryRelease;
  // A rule is named by its place in NATIONAL_RULES, so that the bundle needs no list of ids; a change
  // of that order changes this file, which the generated-file check then reports. A rule id of the
  // data without a rule there is not enforced, and gets no character. The characters run from `0`
  // to `@`, below the letters of the classes and of the country codes.
  const ruleIds = NATIONAL_RULES.map((r) => r.id);
  if (ruleIds.length > 17) throw new Error('more national rules than characters from 0 to @');
  const ruleChar = (id: string | null): string =>
    id !== null && ruleIds.includes(id) ? String.fromCharCode(48 + ruleIds.indexOf(id)) : '';
  // One encoding: each part's label letter before the classes of its positions, then the rule
  // character. Countries that share it are grouped.
  const layout = (c: Country): string => {
    const classes = classLetters(c.bban);
    const parts = c.parts
      .slice(2)
      .map((p) => String.fromCharCode(111 + PART_LABELS.indexOf(p.label)) + classes.slice(p.start - 4, p.end - 4));
    return parts.join('') + ruleChar(c.nationalRule);
  };
  const layouts = grouped(entries.map(([cc, c]) => [cc, layout(c)]));
  const labels = PART_LABELS.map((label) => `  ${JSON.stringify(label)},`);
  const facts = entries.map(([cc, c]) => {
    const list = (codes: string[]): string => JSON.stringify(codes.join(' '));
    const fields = [
      JSON.stringify(c.name),
      c.sepa ? 1 : 0,
      JSON.stringify(c.currency),
      JSON.stringify(c.bbanStructure),
      list(c.territories),
      list(c.sepaTerritories),
    ];
    return `  ${cc}: [${fields.join(', ')}],`;
  });
  const sepaCodes = entries.flatMap(([cc, c]) => (c.sepa ? [cc, ...c.sepaTerritories] : [])).sort();
  const file = [
    `/** The release of the SWIFT IBAN Registry that these tables follow. */`,
    `export const IBAN_REGISTRY_RELEASE = ${release};`,
    '',
    '/** The date of the European Payments Council list of SEPA countries that the SEPA facts follow. */',
    `export const SEPA_LIST_DATE = ${JSON.stringify(data.provenance.sepaList.date)};`,
    '',
    '/**',
    ` * The ${sepaCodes.length} codes of the EPC list of SEPA countries, two letters each, sorted: ` +
      'the IBAN countries in',
    ' * SEPA and the territories with a code of their own that the list names.',
    ' */',
    `export const SEPA_CODES = ${JSON.stringify(sepaCodes.join(''))};`,
    '',
    '/**',
    ` * The ${entries.length} IBAN countries by BBAN layout, space-separated groups. A group is, for each part of`,
    ' * the BBAN (`Country` 0–2 and `Check Digits` 2–4 precede it), a letter naming its label (`o` the',
    ' * first of `IBAN_PART_LABELS`, `p` the second, …), then the class of each of its characters',
    ' * (`n` digit, `a` upper-case letter, `c` either); then, where the countries have a national',
    ' * check-digit rule, one character from `0` naming it by its place in `NATIONAL_RULES`',
    ' * (sdk/formats/iban/national/index.ts); then the country codes. The rules:',
    ...chunks(
      ruleIds.map((id, i) => `${String.fromCharCode(48 + i)} ${id}`),
      8,
    ).map((line) => ` * ${line.join(', ')}`),
    ' */',
    `export const IBAN_LAYOUTS = ${JSON.stringify(layouts)};`,
    '',
    '/** The breakdown labels of the BBAN parts, by their letter in `IBAN_LAYOUTS` (docs/contract.md §5). */',
    'export const IBAN_PART_LABELS: readonly string[] = [',
    ...labels,
    '];',
    '',
    '/**',
    ' * Facts per IBAN country: [name, SEPA member per the EPC list (1/0), currency (ISO 4217), BBAN',
    ' * structure as the registry writes it, the territories that issue IBANs with its prefix, those of',
    ' * them the EPC lists in SEPA too].',
    ' */',
    'export const IBAN_COUNTRY_FACTS: ' +
      'Readonly<Record<string, readonly [string, number, string, string, string, string]>> = {',
    ...facts,
    '};',
    '',
  ].join('\n');
  return new Map([['iban-registry.ts', file]]);
}
