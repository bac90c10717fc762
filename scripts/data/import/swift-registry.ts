/**
 * Reader of SWIFT's IBAN Registry in its text release (`IBAN_REGISTRY.txt` on swift.com): a table
 * in ISO 8859-1 whose lines are the registry's data elements ("IBAN prefix country code (ISO 3166)",
 * "BBAN structure", …), tab-separated, one column per registry entry after the element's name.
 *
 *   npm run data:update -- iban-registry <IBAN_REGISTRY.txt or url> [--release N]
 *
 * It compares the release with `data/iban-registry.json`: the countries added or gone, and every
 * length, BBAN structure, bank and branch position, SEPA flag and territory that differs. A release
 * that changes none of them is written as the data's release. One that changes a country's structure
 * is refused, naming what changed: that country's row is then written as CONTRIBUTING.md ("How to
 * add a country") says, since its parts (account, national check digits) come from more than the
 * registry. Only facts are read; the file's contacts and examples are not kept.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../dev/paths.ts';
import { LayoutError } from './bundesbank.ts';

/** The data elements read, by the name the text release gives them. */
const ELEMENTS = {
  country: 'IBAN prefix country code (ISO 3166)',
  territories: 'Country code includes other countries/territories',
  sepa: 'SEPA country',
  sepaTerritories: 'SEPA country also includes',
  bbanStructure: 'BBAN structure',
  bbanLength: 'BBAN length',
  bank: 'Bank identifier position within the BBAN',
  branch: 'Branch identifier position within the BBAN',
  ibanLength: 'IBAN length',
} as const;

type Element = keyof typeof ELEMENTS;

/** One registry entry, as the text release states it. */
export interface RegistryRow {
  country: string;
  territories: string[];
  sepa: boolean;
  sepaTerritories: string[];
  bbanStructure: string;
  bbanLength: number;
  /** 1-based, inclusive, within the BBAN; null when the registry gives none. */
  bank: [number, number] | null;
  branch: [number, number] | null;
  ibanLength: number;
}

const codes = (text: string) => [...new Set(text.match(/\b[A-Z]{2}\b/g) ?? [])].sort();

function range(text: string, where: string): [number, number] | null {
  const t = text.trim();
  if (t === '' || /^N\/?A$/i.test(t)) return null;
  const m = /^(\d+)\s*-\s*(\d+)$/.exec(t);
  if (!m) throw new LayoutError(`${where}: not a position range: ${JSON.stringify(text)}`);
  return [Number(m[1]), Number(m[2])];
}

/**
 * The entries of a text release.
 * @throws LayoutError when a data element is missing, the columns do not line up, or a value is
 * outside its form.
 */
export function parseSwiftRegistry(bytes: Uint8Array, what = 'the file'): RegistryRow[] {
  const lines = Buffer.from(bytes).toString('latin1').split(/\r?\n/);
  const table = new Map<string, string[]>();
  for (const line of lines) {
    const [name = '', ...cells] = line.split('\t');
    table.set(name.trim(), cells);
  }
  const column = (e: Element): string[] => {
    const cells = table.get(ELEMENTS[e]);
    if (!cells) throw new LayoutError(`${what}: no line "${ELEMENTS[e]}" (not SWIFT's IBAN registry as text)`);
    return cells;
  };
  const countries = column('country');
  if (countries.length === 0) throw new LayoutError(`${what}: no registry entries`);
  const cells = Object.fromEntries(Object.keys(ELEMENTS).map((e) => [e, column(e as Element)])) as Record<
    Element,
    string[]
  >;
  for (const e of Object.keys(ELEMENTS) as Element[])
    if (cells[e].length < countries.length)
      throw new LayoutError(
        `${what}: "${ELEMENTS[e]}" has ${cells[e].length} columns, the countries ${countries.length}`,
      );
  return countries.map((raw, i) => {
    const country = raw.trim();
    const where = `${what}, entry ${i + 1}`;
    if (!/^[A-Z]{2}$/.test(country)) throw new LayoutError(`${where}: not a country code: ${JSON.stringify(raw)}`);
    const cell = (e: Element) => (cells[e][i] ?? '').trim();
    // The number a length cell begins with: release 99 wrote Costa Rica's BBAN length as "18!n".
    const number = (e: Element) => {
      const n = Number(/^\d+/.exec(cell(e))?.[0] ?? Number.NaN);
      if (!Number.isInteger(n)) throw new LayoutError(`${where} (${country}): "${ELEMENTS[e]}" is not a number`);
      return n;
    };
    const structure = cell('bbanStructure');
    if (!/^(\d+![nac])+$/.test(structure))
      throw new LayoutError(`${where} (${country}): not a BBAN structure: ${JSON.stringify(structure)}`);
    const sepa = cell('sepa');
    if (!/^(Yes|No)$/i.test(sepa)) throw new LayoutError(`${where} (${country}): SEPA country is not Yes or No`);
    return {
      country,
      territories: codes(cell('territories')).filter((c) => c !== country),
      sepa: /^Yes$/i.test(sepa),
      sepaTerritories: codes(cell('sepaTerritories')).filter((c) => c !== country),
      bbanStructure: structure,
      bbanLength: number('bbanLength'),
      bank: range(cell('bank'), `${where} (${country})`),
      branch: range(cell('branch'), `${where} (${country})`),
      ibanLength: number('ibanLength'),
    };
  });
}

interface DataCountry {
  ibanLength: number;
  bbanLength: number;
  bbanStructure: string;
  parts: { label: string; start: number; end: number }[];
  registrySepa: boolean;
  territories: string[];
  registrySepaTerritories: string[];
  registryRelease: number;
}

/** What differs between a release's entry and the data's country (empty: nothing). */
export function registryDifferences(row: RegistryRow, c: DataCountry): string[] {
  const out: string[] = [];
  const same = (what: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(`${what} ${JSON.stringify(b)} → ${JSON.stringify(a)}`);
  };
  same('IBAN length', row.ibanLength, c.ibanLength);
  same('BBAN length', row.bbanLength, c.bbanLength);
  same('BBAN structure', row.bbanStructure, c.bbanStructure);
  const inBban = (p: { start: number; end: number }) => [p.start - 3, p.end - 4];
  const bank = c.parts.find((p) => p.label === 'Bank Code');
  // A position the registry leaves empty may have been completed from elsewhere: only one it gives counts.
  if (row.bank) same('bank position', row.bank, bank ? inBban(bank) : null);
  if (row.branch && !c.parts.some((p) => JSON.stringify(inBban(p)) === JSON.stringify(row.branch)))
    out.push(`branch position → ${JSON.stringify(row.branch)}`);
  same('SEPA (registry)', row.sepa, c.registrySepa);
  same('territories', row.territories, c.territories);
  same('SEPA territories (registry)', row.sepaTerritories, c.registrySepaTerritories);
  return out;
}

/** The release number a file name announces (`…r102.txt`, `release 103`), or null. */
export function releaseOfName(name: string): number | null {
  const m = /(?:^|[^a-z])r(?:elease)?[ _-]?(\d{2,3})(?!\d)/i.exec(name);
  return m ? Number(m[1]) : null;
}

const REGISTRY_FILE = 'data/iban-registry.json';

/**
 * The update of `data/iban-registry.json` a text release makes: its release number when the
 * structures agree, else a refusal naming each difference.
 */
export function registryUpdate(
  bytes: Uint8Array,
  name: string,
  release: number | null = releaseOfName(name),
  date?: string,
  root = repoRoot,
): { files: Map<string, string | null>; summary: string[] } {
  const rows = parseSwiftRegistry(bytes, name);
  if (release === null) throw new LayoutError(`${name}: no release number in the name; give it with --release N`);
  const text = readFileSync(join(root, REGISTRY_FILE), 'utf8');
  const data = JSON.parse(text) as {
    provenance: { registryRelease: number; sources: { file: string; repository: string; date: string }[] };
    countries: Record<string, DataCountry>;
  };
  const seen = new Set(rows.map((r) => r.country));
  const added = rows.filter((r) => !data.countries[r.country]).map((r) => r.country);
  const gone = Object.keys(data.countries).filter((cc) => !seen.has(cc));
  const changed = rows.flatMap((r) => {
    const c = data.countries[r.country];
    return c ? registryDifferences(r, c).map((d) => `${r.country}: ${d}`) : [];
  });
  const summary = [
    `IBAN registry: release ${data.provenance.registryRelease} → ${release} (${name}), ${rows.length} entries`,
    `  countries added: ${added.length}${added.length ? `: ${added.join(', ')}` : ''}`,
    `  countries gone: ${gone.length}${gone.length ? `: ${gone.join(', ')}` : ''}`,
    `  structures changed: ${changed.length}`,
    ...changed.map((c) => `    ${c}`),
  ];
  if (added.length + gone.length + changed.length > 0) {
    throw new LayoutError(
      `${summary.join('\n')}\nthe release changes countries' structures: write their rows as CONTRIBUTING.md ` +
        '("How to add a country") says, then run this again',
    );
  }
  const before = data.provenance.registryRelease;
  if (release !== before && !(date && /^\d{4}-\d\d$/.test(date)))
    throw new LayoutError(`${name}: release ${release} needs its month: --date YYYY-MM`);
  data.provenance.registryRelease = release;
  for (const c of Object.values(data.countries)) c.registryRelease = release;
  const source = data.provenance.sources[0];
  if (source) {
    source.file = name;
    source.repository = "SWIFT's IBAN Registry, text release (the publisher's own file)";
    if (date) source.date = date;
  }
  return { files: new Map([[REGISTRY_FILE, `${JSON.stringify(data, null, 2)}\n`]]), summary };
}
