/**
 * Builder of `iban-registry.ts`, from `data/iban-registry.json`. Three exports, so that each bundle
 * keeps only what it uses:
 * - `IBAN_STRUCTURES`: one packed string, what `isValidIban` needs (country, BBAN character classes
 *   as runs, national rule id);
 * - `IBAN_PARTS` and `IBAN_PART_LABELS`: the breakdown of each country, for `validateIban`;
 * - `IBAN_COUNTRY_FACTS`: names, SEPA, currency and territories, for `ibanCountry`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from '../paths.ts';

interface Run {
  class: 'n' | 'a' | 'c';
  length: number;
}
interface Part {
  label: string;
  start: number;
  end: number;
}
interface Country {
  name: string;
  ibanLength: number;
  bbanLength: number;
  bbanStructure: string;
  bban: Run[];
  parts: Part[];
  sepa: boolean;
  nationalRule: string | null;
  currency: string;
  territories: string[];
  sepaTerritories: string[];
  registryRelease: number;
}
interface Registry {
  provenance: { registryRelease: number };
  countries: Record<string, Country>;
}

/** One letter per BBAN part label; `Country` and `Check Digits` are always 0–2 and 2–4. */
export const LABEL_CODES: Readonly<Record<string, string>> = {
  'Bank Code': 'B',
  'Branch Code': 'R',
  'Sort Code': 'S',
  'Account Number': 'A',
  'National Check Digits': 'N',
  'Account Type': 'T',
  Currency: 'C',
  'Owner Account Number': 'O',
};

/** Reads `data/iban-registry.json` and checks what the generated code relies on. */
export function readRegistry(file = join(dataDir, 'iban-registry.json')): Registry {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Registry;
  const codes = Object.keys(data.countries);
  if (codes.length === 0) throw new Error(`${file}: no countries`);
  codes.forEach((cc, i) => {
    const c = data.countries[cc] as Country;
    if (!/^[A-Z]{2}$/.test(cc)) throw new Error(`${file}: bad code ${cc}`);
    if (i > 0 && (codes[i - 1] as string) >= cc) throw new Error(`${file}: not sorted at ${cc}`);
    const bbanLength = c.bban.reduce((n, r) => n + r.length, 0);
    if (bbanLength !== c.bbanLength || c.ibanLength !== bbanLength + 4) throw new Error(`${file}: ${cc} lengths disagree`);
    if (c.ibanLength > 99) throw new Error(`${file}: ${cc} too long`);
    let at = 0;
    c.parts.forEach((p, j) => {
      if (p.start !== at || p.end <= p.start) throw new Error(`${file}: ${cc} parts do not tile the IBAN`);
      const expected = j === 0 ? 'Country' : j === 1 ? 'Check Digits' : undefined;
      if (expected ? p.label !== expected : !(p.label in LABEL_CODES)) throw new Error(`${file}: ${cc} unexpected part ${p.label}`);
      at = p.end;
    });
    if (at !== c.ibanLength) throw new Error(`${file}: ${cc} parts end at ${at}, not ${c.ibanLength}`);
    if (c.nationalRule !== null && !/^[a-z0-9-]+$/.test(c.nationalRule)) throw new Error(`${file}: ${cc} bad rule id`);
  });
  return data;
}

/** Adjacent runs of the same class merged: validation needs the classes, not the registry's fields. */
export function mergedRuns(runs: readonly Run[]): string {
  const out: Run[] = [];
  for (const r of runs) {
    const last = out[out.length - 1];
    if (last && last.class === r.class) last.length += r.length;
    else out.push({ ...r });
  }
  return out.map((r) => `${r.length}${r.class}`).join('');
}

export default function build(): Map<string, string> {
  const data = readRegistry();
  const entries = Object.entries(data.countries);
  const release = data.provenance.registryRelease;
  const structures = entries.map(([cc, c]) => `${cc}${mergedRuns(c.bban)}${c.nationalRule ? `/${c.nationalRule}` : ''}`);
  const parts = entries.map(
    ([cc, c]) => `${cc}${c.parts.slice(2).map((p) => `${LABEL_CODES[p.label] as string}${p.end - p.start}`).join('')}`,
  );
  const labels = Object.entries(LABEL_CODES).map(([label, code]) => `  ${code}: ${JSON.stringify(label)},`);
  const facts = entries.map(([cc, c]) => {
    const list = (codes: string[]): string => JSON.stringify(codes.join(' '));
    return `  ${cc}: [${JSON.stringify(c.name)}, ${c.sepa ? 1 : 0}, ${JSON.stringify(c.currency)}, ${JSON.stringify(c.bbanStructure)}, ${list(c.territories)}, ${list(c.sepaTerritories)}],`;
  });
  const file = [
    `/** The release of the SWIFT IBAN Registry that these tables follow. */`,
    `export const IBAN_REGISTRY_RELEASE = ${release};`,
    '',
    '/**',
    ` * The ${entries.length} IBAN countries, space-separated: country code, then the BBAN as runs of character`,
    ' * classes (`n` digits, `a` upper-case letters, `c` both; adjacent runs of one class merged), then',
    ' * `/` and the national check-digit rule id where the country has one enforced.',
    ' */',
    `export const IBAN_STRUCTURES = ${JSON.stringify(structures.join(' '))};`,
    '',
    '/**',
    ' * The BBAN parts of each country, space-separated: country code, then one label code and length per',
    ' * part, in order; they tile the BBAN. `Country` 0–2 and `Check Digits` 2–4 precede them.',
    ' */',
    `export const IBAN_PARTS = ${JSON.stringify(parts.join(' '))};`,
    '',
    '/** The breakdown label of each label code of `IBAN_PARTS` (DECISIONS.md §5). */',
    'export const IBAN_PART_LABELS: Readonly<Record<string, string>> = {',
    ...labels,
    '};',
    '',
    '/**',
    ' * Facts per IBAN country: [name, SEPA member per the registry (1/0), currency (ISO 4217), BBAN',
    ' * structure as the registry writes it, the territories that issue IBANs with its prefix, those of them the registry lists in SEPA too].',
    ' */',
    'export const IBAN_COUNTRY_FACTS: Readonly<Record<string, readonly [string, number, string, string, string, string]>> = {',
    ...facts,
    '};',
    '',
  ].join('\n');
  return new Map([['iban-registry.ts', file]]);
}
