/**
 * The IBAN facts authored in `data/` rather than imported: each country's national check-digit rule
 * (`data/iban-national-rules.json`) and the EPC list of SEPA countries (`data/sepa-countries.json`).
 * Read by the importer of the IBAN registry, which writes them into `data/iban-registry.json`, and by
 * the builder, which checks that file against them; the tests read the same files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from '../dev/paths.ts';

/** `data/iban-national-rules.json`. */
export interface NationalRulesFile {
  provenance: Record<string, string>;
  /** The rule id of each country that has one (ids of sdk/formats/iban/national/), by country code. */
  rules: Record<string, string>;
}

/** `data/sepa-countries.json`. */
export interface SepaCountriesFile {
  provenance: { publisher: string; document: string; date: string; method: string } & Record<string, string>;
  /** The IBAN countries of the registry that the EPC list names, sorted. */
  countries: string[];
  /** The territories with a code of their own that the list names, by the country whose IBANs they use. */
  territories: Record<string, string[]>;
}

const CODE = /^[A-Z]{2}$/;

/** Reads `data/iban-national-rules.json` and checks its shape. */
export function readNationalRules(file = join(dataDir, 'iban-national-rules.json')): NationalRulesFile {
  const data = JSON.parse(readFileSync(file, 'utf8')) as NationalRulesFile;
  const codes = Object.keys(data.rules ?? {});
  if (codes.length === 0) throw new Error(`${file}: no rules`);
  codes.forEach((cc, i) => {
    const id = data.rules[cc];
    if (!CODE.test(cc) || typeof id !== 'string' || !/^[a-z0-9-]+$/.test(id))
      throw new Error(`${file}: bad row ${cc}: ${JSON.stringify(id)}`);
    if (i > 0 && (codes[i - 1] as string) >= cc) throw new Error(`${file}: not sorted at ${cc}`);
  });
  return data;
}

/** Reads `data/sepa-countries.json` and checks its shape. */
export function readSepaCountries(file = join(dataDir, 'sepa-countries.json')): SepaCountriesFile {
  const data = JSON.parse(readFileSync(file, 'utf8')) as SepaCountriesFile;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(data.provenance?.date ?? '')) throw new Error(`${file}: no date of the list`);
  const lists = [data.countries, Object.keys(data.territories), ...Object.values(data.territories)];
  for (const list of lists)
    list.forEach((cc, i) => {
      if (!CODE.test(cc)) throw new Error(`${file}: bad code ${cc}`);
      if (i > 0 && (list[i - 1] as string) >= cc) throw new Error(`${file}: not sorted at ${cc}`);
    });
  for (const host of Object.keys(data.territories))
    if (!data.countries.includes(host)) throw new Error(`${file}: territories under ${host}, which is not listed`);
  return data;
}
