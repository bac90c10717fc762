/**
 * Importer of the schwifty bank registry (mdomke/schwifty, `schwifty/bank_registry/`): writes
 * `data/banks/<cc>.generated.json` (converted by schwifty from a national directory) and
 * `data/banks/<cc>.manual.json` (curated by schwifty's contributors).
 *
 *   npm run import:banks-schwifty
 *
 * Only the files listed in SHIPPED are imported; LEFT_OUT says why each other file is not. The
 * decisions and the publishers' terms are explained in docs/data-sources.md.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourcesDir } from '../../dev/paths.ts';
import {
  type BankFile,
  type BankProvenance,
  type CodeFact,
  canonicalBic,
  cleanText,
  groupRecords,
  writeBankFiles,
} from './banks-data.ts';
import { commandLine } from '../../dev/command-line.ts';

const REPOSITORY = 'mdomke/schwifty@23462330ec05';
const LICENCE = 'MIT, Copyright (c) 2021 Martin Domke';
const STAGED = 'bank-registry/schwifty';

/** What is known of one shipped file's upstream. */
interface Upstream {
  publisher: string;
  terms: string;
  /** The source line carried in NOTICE: the one the terms ask for, else the publisher's name. */
  attribution: string | null;
  date: string;
  /** The publisher's release the file holds and its validity, where the publisher dates releases. */
  release?: { validFrom: string; validUntil: string; evidence: string };
}

/** The staged copy does not record the last change of each curated file, only their range. */
const CURATED_DATE = '2021-09/2026-05';

const CURATED: Omit<Upstream, 'date'> = {
  publisher: 'schwifty contributors (hand-curated list)',
  terms:
    'Curated by the contributors of schwifty and published under its MIT licence; facts (bank code, name, BIC) only.',
  attribution: null,
};

/** The files that are imported, by file name, with their upstream. */
export const SHIPPED: Readonly<Record<string, Upstream>> = {
  'generated_ch.v2.json': {
    publisher: 'SIX Interbank Clearing, Bank Master (bankmaster v3 API)',
    terms: 'SIX states that the information in the downloadable Bank Master may be used freely.',
    attribution: 'Source: SIX Interbank Clearing Ltd, Bank Master',
    date: '2026-03-03',
  },
  'generated_li.json': {
    publisher: 'SIX Interbank Clearing, Bank Master (entries of Liechtenstein)',
    terms: 'SIX states that the information in the downloadable Bank Master may be used freely.',
    attribution: 'Source: SIX Interbank Clearing Ltd, Bank Master',
    date: '2025-08-06',
  },
  'generated_at.v2.json': {
    publisher: 'Oesterreichische Nationalbank (OeNB), SEPA-Zahlungsverkehrs-Verzeichnis (sepa-zv-vz_gesamt.csv)',
    terms:
      'Published openly by the central bank for payment routing; no explicit licence on the download page. ' +
      'Shipped as facts through the MIT compilation, with the source named.',
    attribution: 'Source: Oesterreichische Nationalbank (OeNB)',
    date: '2026-03-03',
  },
  'generated_be.v2.json': {
    publisher: 'National Bank of Belgium (NBB), list of bank identification codes (protocol list)',
    terms:
      'Published openly by the central bank for payment routing; no explicit licence. ' +
      'Shipped as facts through the MIT compilation, with the source named.',
    attribution: 'Source: National Bank of Belgium (NBB)',
    date: '2026-03-03',
  },
  'generated_cz.json': {
    publisher: 'Czech National Bank (ČNB), kody_bank_CR',
    terms: 'ČNB allows reuse of its published data provided the source is cited as "Zdroj: ČNB".',
    attribution: 'Zdroj: ČNB',
    date: '2026-01-23',
  },
  'generated_sk.json': {
    publisher: 'Národná banka Slovenska (NBS), bank codes',
    terms: 'NBS allows reuse with the source cited.',
    attribution: 'Zdroj: Národná banka Slovenska',
    date: '2022-04-11',
  },
  'generated_nl.json': {
    publisher: 'Betaalvereniging Nederland, BIC-lijst-NL',
    terms:
      'Published openly by the Dutch payments association for payment routing; no explicit licence. ' +
      'Shipped as facts through the MIT compilation, with the source named.',
    attribution: 'Source: Betaalvereniging Nederland',
    date: '2024-11-11',
  },
  'generated_fi.v2.json': {
    publisher: 'Finance Finland (Finanssiala), Finnish monetary institution codes and BICs',
    terms:
      'Published openly for payment routing; no explicit licence. ' +
      'Shipped as facts through the MIT compilation, with the source named.',
    attribution: 'Source: Finance Finland',
    date: '2026-03-03',
  },
  'generated_no.v2.json': {
    publisher: 'Bits AS, bank identifier register of Norway',
    terms:
      'Published openly for payment routing; no explicit licence. ' +
      'Shipped as facts through the MIT compilation, with the source named.',
    attribution: 'Source: Bits AS',
    date: '2026-03-03',
  },
  'generated_hu.json': {
    publisher: 'Magyar Nemzeti Bank (MNB), sht.xlsx (bank identifiers)',
    terms:
      'Published openly by the central bank; no explicit licence. ' +
      'Shipped as facts through the MIT compilation, with the source named.',
    attribution: 'Source: Magyar Nemzeti Bank',
    date: '2026-01-23',
  },
  'generated_hr.json': {
    publisher: 'Hrvatska narodna banka (HNB), VBB list',
    terms:
      'Published openly by the central bank; no explicit licence. ' +
      'Shipped as facts through the MIT compilation, with the source named.',
    attribution: 'Source: Hrvatska narodna banka',
    date: '2024-07-24',
  },
  'generated_si.json': {
    publisher: 'Banka Slovenije, list of bank and branch codes',
    terms:
      'Published openly by the central bank; no explicit licence. ' +
      'Shipped as facts through the MIT compilation, with the source named.',
    attribution: 'Source: Banka Slovenije',
    date: '2024-04-30',
  },
  'generated_lt.json': {
    publisher: 'Lietuvos bankas, list of payment service provider codes',
    terms:
      'Published openly by the central bank; no explicit licence. ' +
      'Shipped as facts through the MIT compilation, with the source named.',
    attribution: 'Source: Lietuvos bankas',
    date: '2022-06-29',
  },
  'generated_se.json': {
    publisher: 'Bankinfrastruktur i Sverige AB, clearing numbers of Swedish banks',
    terms:
      'Published openly for payment routing; no explicit licence. ' +
      'Shipped as facts through the MIT compilation, with the source named.',
    attribution: 'Source: Bankinfrastruktur i Sverige AB',
    date: '2023-11-27',
  },
  'generated_md.json': {
    publisher: 'Banca Naţională a Moldovei (BNM), payment service provider codes',
    terms:
      'Published openly by the central bank; no explicit licence. ' +
      'Shipped as facts through the MIT compilation, with the source named.',
    attribution: 'Source: Banca Naţională a Moldovei',
    date: '2026-03-03',
  },
  'manual_ad.json': { ...CURATED, date: CURATED_DATE },
  'manual_ae.json': { ...CURATED, date: CURATED_DATE },
  'manual_bg.json': { ...CURATED, date: CURATED_DATE },
  'manual_cr.json': { ...CURATED, date: CURATED_DATE },
  'manual_cy.json': { ...CURATED, date: CURATED_DATE },
  'manual_dk.v2.json': { ...CURATED, date: CURATED_DATE },
  'manual_es.json': { ...CURATED, date: CURATED_DATE },
  'manual_fr.json': { ...CURATED, date: CURATED_DATE },
  'manual_gb.json': { ...CURATED, date: CURATED_DATE },
  'manual_gr.json': { ...CURATED, date: CURATED_DATE },
  'manual_ie.json': { ...CURATED, date: CURATED_DATE },
  'manual_il.json': { ...CURATED, date: CURATED_DATE },
  'manual_is.json': { ...CURATED, date: CURATED_DATE },
  'manual_it.json': { ...CURATED, date: CURATED_DATE },
  'manual_lu.json': { ...CURATED, date: CURATED_DATE },
  'manual_mc.json': { ...CURATED, date: CURATED_DATE },
  'manual_md.json': { ...CURATED, date: CURATED_DATE },
  'manual_me.json': { ...CURATED, date: CURATED_DATE },
  'manual_pt.json': { ...CURATED, date: CURATED_DATE },
  'manual_ro.json': { ...CURATED, date: CURATED_DATE },
  'manual_sa.json': { ...CURATED, date: CURATED_DATE },
  'manual_tr.json': { ...CURATED, date: CURATED_DATE },
};

/** The staged files that are not imported, and why. */
export const LEFT_OUT: Readonly<Record<string, string>> = {
  'generated_de.json':
    "Germany is imported from the Bundesbank's own file (scripts/data/import/bundesbank.ts, npm run data:update)",
  'generated_pl.v2.json': 'NBP terms allow personal, non-commercial use only',
  'generated_es.json': 'scraped from a third-party website (iban.es); terms unknown',
  'generated_it.json': 'bank codes and BICs scraped from a third-party website (ibancalculator.com)',
  'generated_ro.json': 'scraped from a third-party website (internationalmoneytransfers.org)',
  'generated_ba.json': 'found by probing a third-party IBAN calculator website; holds non-bank entries',
  'generated_ee.json': 'found by probing a third-party IBAN calculator website',
  'generated_ge.json': 'found by probing a third-party IBAN calculator website; holds placeholder entries',
  'generated_kz.json': 'found by probing a third-party IBAN calculator website',
  'generated_rs.json': 'found by probing a third-party IBAN calculator website; holds non-bank entries',
  'generated_lv.json': 'a 2020 list with unclear terms whose names have since changed (renamed and closed banks)',
  'generated_ua.json': 'no BICs, branch names instead of bank names for half the codes, unclear terms',
};

interface SourceRow {
  country_code?: unknown;
  bank_code?: unknown;
  bic?: unknown;
  name?: unknown;
  short_name?: unknown;
  primary?: unknown;
  /** The German file's check-digit method of the bank code (Prüfzifferberechnungsmethode). */
  checksum_algo?: unknown;
}

/**
 * Bank code → check-digit method id of the rows that carry one (the German file), or undefined
 * when none does. Every row of a code must name the same method.
 */
export function accountMethods(rows: readonly SourceRow[], file: string): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  let any = false;
  for (const row of rows) {
    if (row.checksum_algo === undefined) continue;
    any = true;
    const code = row.bank_code;
    const id = row.checksum_algo;
    if (typeof code !== 'string' || !/^\d{8}$/.test(code)) throw new Error(`${file}: bad bank code ${String(code)}`);
    if (typeof id !== 'string' || !/^[0-9A-E][0-9]$/.test(id)) throw new Error(`${file}: bad method id ${String(id)}`);
    if (out[code] !== undefined && out[code] !== id)
      throw new Error(`${file}: ${code} has methods ${out[code]} and ${id}`);
    out[code] = id;
  }
  return any ? out : undefined;
}

/** The rows of a v1 file (a list) or a v2 file (entries with a list of bank codes each). */
export function readRows(json: unknown): SourceRow[] {
  if (Array.isArray(json)) return json as SourceRow[];
  const entries = (json as { entries?: unknown }).entries;
  if (!Array.isArray(entries)) throw new Error('neither a list nor {entries: [...]}');
  return (entries as (SourceRow & { bank_codes?: unknown })[]).flatMap((e) => {
    if (!Array.isArray(e.bank_codes)) throw new Error('v2 entry without bank_codes');
    return (e.bank_codes as unknown[]).map((code) => ({ ...e, bank_code: code }));
  });
}

/**
 * Names that mark a code as not assigned to anyone: the Belgian protocol list keeps its free and
 * blocked ranges as rows named "VRIJ" (free) and "Onbeschikbaar" (unavailable).
 */
const NOT_A_BANK = new Set(['VRIJ', 'Onbeschikbaar']);

/** A fact of one row, in the project's terms. */
interface Fact extends CodeFact {
  primary: boolean;
}

/**
 * The bank of each code as the file states it. Where a code has several rows and the file marks
 * some of them, not all, as primary, only the primary rows stand for the code (the German file
 * lists every branch of a bank code, with its branch BIC, under one primary head office); the
 * other rows become branch facts of the code: further BICs of it, never its bank.
 */
export function toFacts(rows: readonly SourceRow[], countryCode: string, file: string): Fact[] {
  const withTown = TOWN_SUFFIX.has(file);
  const facts: Fact[] = [];
  for (const row of rows) {
    if (row.country_code !== countryCode) throw new Error(`${file}: row of ${String(row.country_code)}`);
    const name = cleanText(row.name);
    if (name === null) throw new Error(`${file}: row without a name`);
    // A name of fewer than two letters (the curated French list has banks named "B") names nobody.
    if (NOT_A_BANK.has(name) || (name.match(/\p{L}/gu) ?? []).length < 2) continue;
    const code = typeof row.bank_code === 'string' && row.bank_code !== '' ? row.bank_code : null;
    const bic = canonicalBic(row.bic);
    if (bic === null && typeof row.bic === 'string' && row.bic.trim() !== '') {
      throw new Error(`${file}: not a BIC: ${JSON.stringify(row.bic)}`);
    }
    const place = withTown ? splitTown(name, cleanText(row.short_name)) : { name, city: null };
    facts.push({ ...place, code, bic, primary: row.primary === true });
  }
  const byCode = new Map<string, Fact[]>();
  for (const f of facts) if (f.code !== null) byCode.set(f.code, [...(byCode.get(f.code) ?? []), f]);
  for (const group of byCode.values()) {
    const primaries = group.filter((f) => f.primary).length;
    if (primaries > 0 && primaries < group.length) for (const f of group) if (!f.primary) f.branch = true;
  }
  return facts;
}

/**
 * The files whose converter appends a town to some names: schwifty's Swiss converter writes
 * `<short name> - <town>` (the SIX town name) for every branch of UBS Switzerland. Elsewhere the
 * same pattern is a legal form or a branch label ("BEST - BANCO ELECTRÓNICO …"), not a town.
 */
const TOWN_SUFFIX = new Set(['generated_ch.v2.json']);

/**
 * Splits `<short name> - <town>` into the bank's name and its town, which is a fact of the source
 * and so goes to `city`.
 */
function splitTown(name: string, shortName: string | null): { name: string; city: string | null } {
  if (shortName !== null && name.startsWith(`${shortName} - `)) {
    return { name: shortName, city: name.slice(shortName.length + 3) };
  }
  return { name, city: null };
}

/** The data file of one shipped source file. */
export function importFile(file: string, upstream: Upstream, json: unknown): BankFile {
  const match = /^(generated|manual)_([a-z]{2})(\.v2)?\.json$/.exec(file);
  if (!match) throw new Error(`unexpected file name ${file}`);
  const kind = match[1] as string;
  const countryCode = (match[2] as string).toUpperCase();
  const rows = readRows(json);
  const facts = toFacts(rows, countryCode, file);
  const methods = accountMethods(rows, file);
  const provenance: BankProvenance = {
    source: `${STAGED}/${file}`,
    repository: `${REPOSITORY} schwifty/bank_registry/${file}`,
    licence: LICENCE,
    publisher: upstream.publisher,
    publisherTerms: upstream.terms,
    attribution: upstream.attribution,
    date: upstream.date,
    method:
      'Rows mapped to records {bic (11 characters), name, city, codes}; where a code has primary and ' +
      'non-primary rows only the primary rows keep the code, the others keep their BIC only' +
      (facts.some((f) => f.branch) ? ', with the code in branchCodes. ' : '. ') +
      (methods
        ? 'The check-digit method of each code (checksum_algo) goes to accountMethods; short_name is not carried over.'
        : 'short_name and checksum fields are not carried over.'),
    ...(upstream.release ? { release: upstream.release } : {}),
  };
  const out: BankFile = { provenance, countryCode, kind, records: groupRecords(facts) };
  if (methods) out.accountMethods = methods;
  return out;
}

/** The staged files (by name) that the importer neither ships nor leaves out with a reason. */
export function unclassified(names: readonly string[]): string[] {
  return names.filter((n) => n.endsWith('.json') && !(n in SHIPPED) && !(n in LEFT_OUT));
}

/**
 * How many bank codes of `records` python-stdnum's bank table (`<cc>-banks.dat`: a code or a range
 * of codes, then `bic="…"`) also lists, and on how many of them the two name the same BIC.
 * python-stdnum's tables are LGPL: never shipped, only read to cross-check the MIT data that is.
 */
export function stdnumAgreement(
  dat: string,
  records: readonly { bic: string | null; codes: readonly string[] }[],
): { both: number; agree: number } {
  const theirs = new Map<string, string | null>();
  for (const line of dat.split('\n')) {
    const m = /^(\d+)(?:-(\d+))?\s/.exec(line);
    if (!m) continue;
    const [, from = '', to = from] = m;
    const bic = canonicalBic(/bic="([^"]*)"/.exec(line)?.[1]);
    for (let n = Number(from); n <= Number(to); n++) theirs.set(String(n).padStart(from.length, '0'), bic);
  }
  let both = 0;
  let agree = 0;
  for (const r of records) {
    for (const code of r.codes) {
      if (!theirs.has(code)) continue;
      both++;
      if (theirs.get(code) === r.bic) agree++;
    }
  }
  return { both, agree };
}

/**
 * The Belgian and Czech files against python-stdnum's tables, when they are staged: the same
 * publishers (NBB, ČNB) in other hands and at other dates agree on almost every BIC.
 */
const STDNUM = { BE: { least: 0.98, atLeast: 700 }, CZ: { least: 1, atLeast: 40 } } as const;

function crossCheck(files: readonly BankFile[]): void {
  const dir = join(sourcesDir, 'bank-registry', 'python-stdnum');
  if (!existsSync(dir)) return;
  for (const [cc, { least, atLeast }] of Object.entries(STDNUM)) {
    const ours = files.find((f) => f.countryCode === cc && f.kind === 'generated');
    if (ours === undefined) throw new Error(`no generated file of ${cc}`);
    const { both, agree } = stdnumAgreement(
      readFileSync(join(dir, `${cc.toLowerCase()}-banks.dat`), 'utf8'),
      ours.records,
    );
    console.log(`${cc}: python-stdnum lists ${both} of the codes and agrees on ${agree}`);
    if (both < atLeast || agree / both < least) throw new Error(`${cc}: too little agreement with python-stdnum`);
  }
}

function main(): void {
  const unknown = unclassified(readdirSync(join(sourcesDir, STAGED)));
  if (unknown.length > 0) throw new Error(`ship or leave out (with a reason) ${unknown.join(', ')}`);
  const files: BankFile[] = [];
  for (const [file, upstream] of Object.entries(SHIPPED)) {
    const json: unknown = JSON.parse(readFileSync(join(sourcesDir, STAGED, file), 'utf8'));
    const data = importFile(file, upstream, json);
    files.push(data);
    const codes = new Set(data.records.flatMap((r) => r.codes)).size;
    console.log(`${file}: ${data.records.length} records, ${codes} codes`);
  }
  for (const [file, why] of Object.entries(LEFT_OUT)) console.log(`${file}: left out (${why})`);
  crossCheck(files);
  writeBankFiles(['generated', 'manual'], files);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  commandLine(
    'usage: npm run import:banks-schwifty\n\nWrites data/banks/<cc>.generated.json and <cc>.manual.json from the staged schwifty bank registry.',
    { options: {} },
  );
  main();
}
