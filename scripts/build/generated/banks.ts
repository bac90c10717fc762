/**
 * Builder of the bank lookup chunks under `sdk/generated/banks/`, from `data/banks/*.json`,
 * `data/iban-registry.json` (where the bank code sits in an IBAN) and `data/countries.json`
 * (country names, the same that `countryName` returns):
 * - `banks/iban/<cc>.ts`: the banks of one IBAN country by national bank code;
 * - `banks/bic/<cc>.ts`: the banks of one BIC country by BIC;
 * - `banks/iban-chunks.ts`, `banks/bic-chunks.ts`: country → `() => import('./…/<cc>.ts')`, with
 *   literal paths so that bundlers split every chunk and resolve it statically.
 *
 * All choices between sources are made here (`resolveIbanBanks`, `resolveBicBanks`); the data
 * files only state what each source says. See docs/data-sources.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BankFile, BankRecord } from '../../data/import/banks-data.ts';
import { dataDir } from '../../dev/paths.ts';

/** The largest gzip size of one chunk; a bigger chunk fails the build. */
export const MAX_CHUNK_GZIP = 50 * 1024;

/**
 * Source kinds, most trusted first: an official directory (read from the publisher's own file, or
 * converted by schwifty), a curated list, an older compilation.
 */
const KIND_RANK: Readonly<Record<string, number>> = { bundesbank: 0, generated: 0, manual: 1, sigalor: 2 };

/** The kinds that hold a country's official directory. */
const OFFICIAL = new Set(['bundesbank', 'generated']);

/**
 * Kinds that may add bank codes only to countries without an official (`generated`) directory:
 * sigalor's Austrian file is an older copy of the same OeNB directory, so a code missing from the
 * newer one was withdrawn, not forgotten.
 */
const SUPPLEMENT_ONLY = new Set(['sigalor']);

/** The bank behind a code or BIC, as the chunks store it. */
export interface Bank {
  name: string;
  bic: string | null;
  city: string | null;
}

/** A code that no source states unambiguously (or only in a group listing), and the BICs in contention. */
export interface Conflict {
  countryCode: string;
  code: string;
  bics: (string | null)[];
}

/** Reads every `data/banks/*.json`, sorted by file name, and checks its shape. */
export function readBankFiles(dir = join(dataDir, 'banks')): BankFile[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = JSON.parse(readFileSync(join(dir, name), 'utf8')) as BankFile;
      if (!/^[A-Z]{2}$/.test(file.countryCode)) throw new Error(`${name}: bad countryCode`);
      if (!(file.kind in KIND_RANK)) throw new Error(`${name}: unknown kind ${file.kind}`);
      if (name !== `${file.countryCode.toLowerCase()}.${file.kind}.json`)
        throw new Error(`${name}: name does not match content`);
      if (!file.provenance?.source || !file.provenance.licence) throw new Error(`${name}: no provenance`);
      for (const r of file.records) {
        if (r.bic !== null && !/^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{5}$/.test(r.bic))
          throw new Error(`${name}: bad BIC ${r.bic}`);
        if (typeof r.name !== 'string' || r.name === '') throw new Error(`${name}: record without name`);
      }
      return file;
    });
}

interface RegistryCountry {
  parts: { label: string; start: number; end: number }[];
  territories?: string[];
}

/** IBAN countries of `data/iban-registry.json` with their parts and territories. */
export function readIbanRegistry(file = join(dataDir, 'iban-registry.json')): Record<string, RegistryCountry> {
  return (JSON.parse(readFileSync(file, 'utf8')) as { countries: Record<string, RegistryCountry> }).countries;
}

/** Country code → English name, from `data/countries.json`. */
export function readCountryNames(file = join(dataDir, 'countries.json')): Map<string, string> {
  const rows = (JSON.parse(readFileSync(file, 'utf8')) as { countries: { code: string; name: string }[] }).countries;
  return new Map(rows.map((r) => [r.code, r.name]));
}

/**
 * Where a country's directory code sits in the IBAN, [start, end): the registry's bank code, or
 * bank and branch code together when the directory keys on both (Slovenia's five digits are
 * both in older registry editions).
 */
export function keyPositions(
  cc: string,
  codeLength: number,
  registry: Record<string, RegistryCountry>,
): [number, number] {
  const parts = registry[cc]?.parts;
  if (!parts) throw new Error(`${cc}: not an IBAN country of data/iban-registry.json`);
  const bank = parts.find((p) => p.label === 'Bank Code');
  if (!bank) throw new Error(`${cc}: the registry has no bank code`);
  if (bank.end - bank.start === codeLength) return [bank.start, bank.end];
  const branch = parts.find((p) => p.start === bank.end && p.label !== 'Account Number');
  if (branch && branch.end - bank.start === codeLength) return [bank.start, branch.end];
  throw new Error(
    `${cc}: directory codes have ${codeLength} characters, the registry's bank code ${bank.end - bank.start}`,
  );
}

function countryOfBic(bic: string): string {
  return bic.slice(4, 6);
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * One source's bank for a code, or null when the source names several banks for it and nothing
 * decides between them. In order: candidates with a BIC of the country (or its territories) win
 * over foreign BICs; one BIC left is the answer, under the name the source gives it for the most
 * codes (see `soleName`); an institution's head office (`XXX`) wins over its own branch BICs when
 * all share one name.
 */
export function resolveCandidates(
  candidates: readonly BankRecord[],
  home: ReadonlySet<string>,
  nameVotes: Map<string, Map<string, number>>,
): BankRecord | null {
  if (candidates.length === 1) return candidates[0]!;
  let pool = candidates;
  const domestic = pool.filter((r) => r.bic !== null && home.has(countryOfBic(r.bic)));
  if (domestic.length > 0 && domestic.length < pool.length) pool = domestic;
  const bics = [...new Set(pool.map((r) => r.bic))];
  if (bics.length > 1) {
    const heads = pool.filter((r) => r.bic?.endsWith('XXX'));
    const sameInstitution = new Set(pool.map((r) => r.bic?.slice(0, 8))).size === 1;
    const sameName = new Set(pool.map((r) => r.name)).size === 1;
    if (!(heads.length > 0 && new Set(heads.map((r) => r.bic)).size === 1 && sameInstitution && sameName)) return null;
    pool = heads;
  }
  const bic = pool[0]!.bic;
  const votes = new Map(pool.map((r) => [r.name, nameVotes.get(bic ?? '')?.get(r.name) ?? 0]));
  const name = soleName(votes);
  return name === null ? null : pool.find((r) => r.name === name)!;
}

/**
 * Records of one source that name one bank for several codes while the same source names another
 * bank for one of those codes. Such a record is a group listing under one member's name (the
 * curated French list gives the Caisse d'Epargne group BIC the name of one regional Caisse for the
 * codes of all of them), so its name cannot be trusted for any of its codes, nor for its BIC.
 */
export function groupListings(file: BankFile): Set<BankRecord> {
  const byCode = new Map<string, BankRecord[]>();
  for (const r of file.records) for (const c of r.codes) byCode.set(c, [...(byCode.get(c) ?? []), r]);
  const out = new Set<BankRecord>();
  for (const r of file.records) {
    if (r.codes.length < 2) continue;
    if (r.codes.some((c) => byCode.get(c)!.some((other) => other.name !== r.name))) out.add(r);
  }
  return out;
}

/** Name → number of codes a source gives it under one BIC, per BIC. */
function countNameVotes(records: readonly BankRecord[]): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const r of records) {
    const key = r.bic ?? '';
    const m = out.get(key) ?? new Map<string, number>();
    m.set(r.name, (m.get(r.name) ?? 0) + r.codes.length);
    out.set(key, m);
  }
  return out;
}

/**
 * The bank of every code of one IBAN country. The most trusted source that names one bank for a
 * code decides; a supplement-only source adds codes only where the country has no official
 * directory. The city comes from the deciding record, else from any source that gives the same
 * BIC for the same code.
 */
export function resolveIbanBanks(
  countryCode: string,
  files: readonly BankFile[],
  home: ReadonlySet<string>,
): { banks: Map<string, Bank>; conflicts: Conflict[] } {
  const ranked = [...files].sort((a, b) => KIND_RANK[a.kind]! - KIND_RANK[b.kind]!);
  const hasOfficial = ranked.some((f) => OFFICIAL.has(f.kind));
  const codes = new Set<string>();
  for (const f of ranked) {
    if (SUPPLEMENT_ONLY.has(f.kind) && hasOfficial) continue;
    for (const r of f.records) for (const c of r.codes) codes.add(c);
  }
  const byCode = ranked.map((f) => {
    const listings = groupListings(f);
    const trusted = f.records.filter((r) => !listings.has(r));
    const m = new Map<string, BankRecord[]>();
    for (const r of trusted) for (const c of r.codes) m.set(c, [...(m.get(c) ?? []), r]);
    return { file: f, byCode: m, listings, votes: countNameVotes(trusted) };
  });
  const banks = new Map<string, Bank>();
  const conflicts: Conflict[] = [];
  for (const code of [...codes].sort()) {
    let chosen: BankRecord | null = null;
    let contention: (string | null)[] = [];
    for (const { file, byCode: m, listings, votes } of byCode) {
      if (SUPPLEMENT_ONLY.has(file.kind) && hasOfficial) continue;
      const candidates = m.get(code);
      if (!candidates) {
        for (const r of listings) if (r.codes.includes(code)) contention.push(r.bic);
        continue;
      }
      chosen = resolveCandidates(candidates, home, votes);
      if (chosen) break;
      contention = [...contention, ...candidates.map((r) => r.bic)];
    }
    if (!chosen) {
      conflicts.push({ countryCode, code, bics: [...new Set(contention)].sort() });
      continue;
    }
    let city = chosen.city;
    if (city === null && chosen.bic !== null) {
      for (const { byCode: m } of byCode) {
        const same = m.get(code)?.find((r) => r.bic === chosen.bic && r.city !== null);
        if (same) {
          city = same.city;
          break;
        }
      }
    }
    banks.set(code, { name: chosen.name, bic: chosen.bic, city });
  }
  return { banks, conflicts };
}

/**
 * The bank of every BIC, by BIC country. The records that carry a BIC are taken in levels: those
 * from the directory of the BIC's own country (or the country whose territory it is) first, and
 * within that the most trusted kind first. The first level that names one bank decides: the name
 * given for the most codes, or among names given equally often the one that begins all the others
 * (`Volksbank Stuttgart` over `Volksbank Stuttgart GAA`). A level that names several banks equally
 * (a BIC shared by a central institution and its members) passes to the next; a BIC that no level
 * decides is left out. The city comes from the chosen name's records, else from any record of that
 * BIC, when they agree on one. A supplement-only source names no BIC of a country with an official
 * directory (its BICs may have been withdrawn since) but may still give the city of one that is there.
 */
export function resolveBicBanks(
  files: readonly BankFile[],
  registry: Record<string, RegistryCountry>,
): Map<string, Map<string, Bank>> {
  const owners = new Map<string, Set<string>>();
  for (const [cc, c] of Object.entries(registry)) owners.set(cc, new Set([cc, ...(c.territories ?? [])]));
  const byBic = new Map<string, { record: BankRecord; file: BankFile }[]>();
  for (const file of files) {
    const listings = groupListings(file);
    for (const record of file.records) {
      if (record.bic === null || listings.has(record)) continue;
      byBic.set(record.bic, [...(byBic.get(record.bic) ?? []), { record, file }]);
    }
  }
  const official = new Set(files.filter((f) => OFFICIAL.has(f.kind)).map((f) => f.countryCode));
  const stands = (f: BankFile) => !(SUPPLEMENT_ONLY.has(f.kind) && official.has(f.countryCode));
  const out = new Map<string, Map<string, Bank>>();
  for (const bic of [...byBic.keys()].sort()) {
    const all = byBic.get(bic)!;
    const cc = countryOfBic(bic);
    const level = (f: BankFile) =>
      ((owners.get(f.countryCode)?.has(cc) ?? f.countryCode === cc) ? 0 : 10) + KIND_RANK[f.kind]!;
    const levels = [...new Set(all.filter((x) => stands(x.file)).map((x) => level(x.file)))].sort((a, b) => a - b);
    let name: string | null = null;
    for (const l of levels) {
      const votes = new Map<string, number>();
      for (const { record, file } of all) {
        if (stands(file) && level(file) === l)
          votes.set(record.name, (votes.get(record.name) ?? 0) + record.codes.length);
      }
      name = soleName(votes);
      if (name !== null) break;
    }
    if (name === null) continue;
    const city =
      agreedCity(all.filter((x) => x.record.name === name).map((x) => x.record.city)) ??
      agreedCity(all.map((x) => x.record.city));
    const m = out.get(cc) ?? new Map<string, Bank>();
    m.set(bic, { name, bic, city });
    out.set(cc, m);
  }
  return out;
}

/**
 * The name given for the most codes; among names tied for the most, the one that begins every
 * other (ignoring case, ending at a word boundary); null when none does.
 */
export function soleName(votes: ReadonlyMap<string, number>): string | null {
  const top = Math.max(...votes.values());
  const tied = [...votes].filter(([, n]) => n === top).map(([name]) => name);
  if (tied.length === 1) return tied[0]!;
  const begins = (head: string, name: string) =>
    name.toLowerCase().startsWith(head.toLowerCase()) && !/[\p{L}\p{N}]/u.test(name.charAt(head.length));
  const heads = tied.filter((head) => tied.every((name) => begins(head, name)));
  return heads.length === 1 ? heads[0]! : null;
}

function agreedCity(cities: readonly (string | null)[]): string | null {
  const known = new Set(cities.filter((c): c is string => c !== null));
  return known.size === 1 ? [...known][0]! : null;
}

/** Index of each distinct value in order of first use. */
function table(values: Iterable<string>): Map<string, number> {
  const m = new Map<string, number>();
  for (const v of values) if (!m.has(v)) m.set(v, m.size);
  return m;
}

const b36 = (n: number) => n.toString(36);

/**
 * Codes in ascending order as one string of `,`-separated tokens `gap[.span][:bank]` (base 36):
 * the code is the previous token's last code + 1 + gap; `span` more codes follow it with the same
 * bank (a range); `bank` is the bank's number, left out when it is the next bank not used before.
 * `radix` is 10 for digit-only codes and 36 otherwise, so that consecutive codes are consecutive
 * numbers.
 */
export function encodeCodes(entries: readonly [code: string, bank: number][], radix: 10 | 36): string {
  const tokens: string[] = [];
  let expected = 0;
  let nextNew = 0;
  for (let i = 0; i < entries.length; ) {
    const [code, bank] = entries[i]!;
    const n = parseInt(code, radix);
    let span = 0;
    while (i + span + 1 < entries.length) {
      const [c2, b2] = entries[i + span + 1]!;
      if (b2 !== bank || parseInt(c2, radix) !== n + span + 1) break;
      span++;
    }
    let token = b36(n - expected);
    if (span > 0) token += `.${b36(span)}`;
    if (bank === nextNew) nextNew++;
    else token += `:${b36(bank)}`;
    tokens.push(token);
    expected = n + span + 1;
    i += span + 1;
  }
  return tokens.join(',');
}

function literal(values: readonly string[]): string {
  return `[${values.map((v) => JSON.stringify(v)).join(',')}]`;
}

/**
 * The module of one IBAN country: names, cities, banks, codes and the code's place in the IBAN;
 * with `methods` (bank code → account check-digit method id, Germany), also `accountMethods`: the
 * two-character method id of every code, in the order of the codes, `--` for a code without one;
 * with `retired` (bank code → successor or null), also `retired`: the codes the publisher has
 * deleted or marked for deletion, `code` or `code>successor`, `,`-separated; with `branchBics`
 * (bank code → further BICs, see `resolveBranchBics`), also `branchBics`.
 */
export function ibanChunk(
  countryCode: string,
  country: string,
  key: [number, number],
  banks: Map<string, Bank>,
  methods?: Readonly<Record<string, string>>,
  retired?: Readonly<Record<string, string | null>>,
  branchBics?: ReadonlyMap<string, readonly string[]>,
): string {
  const codes = [...banks.keys()].sort();
  const width = key[1] - key[0];
  if (codes.some((c) => c.length !== width)) throw new Error(`${countryCode}: codes of another width than ${width}`);
  const radix = codes.every((c) => /^[0-9]+$/.test(c)) ? 10 : 36;
  if (codes.some((c) => !/^[0-9A-Z]+$/.test(c))) throw new Error(`${countryCode}: code outside [0-9A-Z]`);
  const recordKey = (b: Bank) => `${b.name}\u0000${b.bic ?? ''}\u0000${b.city ?? ''}`;
  const records = table(codes.map((c) => recordKey(banks.get(c)!)));
  const distinct = [...records.keys()].map((k) => {
    const [name, bic, city] = k.split('\u0000') as [string, string, string];
    return { name, bic, city };
  });
  const names = table(distinct.map((r) => r.name));
  const cities = table(distinct.filter((r) => r.city !== '').map((r) => r.city));
  const bankList = distinct
    .map((r) => `${b36(names.get(r.name)!)},${r.bic},${r.city === '' ? '' : b36(cities.get(r.city)!)}`)
    .join(';');
  const codeString = encodeCodes(
    codes.map((c) => [c, records.get(recordKey(banks.get(c)!))!]),
    radix,
  );
  return [
    `/** Banks of ${country} by the bank code of an IBAN: ${codes.length} codes, ${distinct.length} banks. ` +
      'Sources: NOTICE. */',
    `export const countryCode = ${JSON.stringify(countryCode)};`,
    `export const country = ${JSON.stringify(country)};`,
    '/** The bank code is `iban.slice(start, end)`; `radix` turns it into a number ' +
      '(10: digits only, 36: letters too). */',
    `export const start = ${key[0]};`,
    `export const end = ${key[1]};`,
    `export const radix = ${radix};`,
    `export const names: readonly string[] = ${literal([...names.keys()])};`,
    `export const cities: readonly string[] = ${literal([...cities.keys()])};`,
    '/** `;`-separated banks `name,bic,city`: name and city as base-36 numbers into the tables above, ' +
      'empty when unknown. */',
    `export const banks = ${JSON.stringify(bankList)};`,
    '/** `,`-separated tokens `gap[.span][:bank]`, base 36; see encodeCodes in scripts/build/generated/banks.ts. */',
    `export const codes = ${JSON.stringify(codeString)};`,
    ...(methods ? methodLines(methods, codes) : []),
    ...(retired ? retiredLines(retired, codes) : []),
    ...(branchBics && branchBics.size > 0 ? branchBicLines(branchBics, banks) : []),
    '',
  ].join('\n');
}

/** The line of a chunk that names the further BICs of its bank codes (see `ibanChunk`). */
function branchBicLines(
  branchBics: ReadonlyMap<string, readonly string[]>,
  banks: ReadonlyMap<string, Bank>,
): string[] {
  const listed = [...branchBics.keys()].sort();
  const lost = listed.filter((c) => !banks.get(c)?.bic);
  if (lost.length > 0) throw new Error(`branch BICs for codes without a bank BIC: ${lost.join(', ')}`);
  const entry = (code: string) => {
    const head = banks.get(code)!.bic!.slice(0, 8);
    return [code, ...branchBics.get(code)!.map((bic) => (bic.startsWith(head) ? bic.slice(8) : bic))].join(',');
  };
  return [
    "/** Further BICs of a bank code beside its bank's (branch BICs), `;`-separated `code,bic,bic…`; " +
      "a BIC with the first eight characters of the bank's BIC is written as its last three. */",
    `export const branchBics = ${JSON.stringify(listed.map(entry).join(';'))};`,
  ];
}

/**
 * The further BICs of each bank code of one country: the BICs that the country's official
 * directory lists as branch rows of the code (`branchCodes`), where that directory's own row for
 * the code is the bank chosen for it, the BIC is of the country (or its territories) and not the
 * bank's own, and the publisher has not retired the code. Anything less certain is left out: a
 * missing BIC makes an answer `unknown`, a wrong one would make it wrong.
 */
export function resolveBranchBics(
  files: readonly BankFile[],
  banks: ReadonlyMap<string, Bank>,
  home: ReadonlySet<string>,
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of files) {
    if (!OFFICIAL.has(file.kind)) continue;
    const own = new Map<string, Set<string | null>>();
    for (const r of file.records) for (const c of r.codes) own.set(c, (own.get(c) ?? new Set()).add(r.bic));
    for (const r of file.records) {
      if (r.bic === null || !home.has(countryOfBic(r.bic))) continue;
      for (const code of r.branchCodes ?? []) {
        const bank = banks.get(code);
        if (!bank?.bic || bank.bic === r.bic || file.retired?.[code] !== undefined) continue;
        if (!own.get(code)?.has(bank.bic)) continue;
        const list = out.get(code) ?? [];
        if (!list.includes(r.bic)) out.set(code, [...list, r.bic].sort());
      }
    }
  }
  return out;
}

/** The line of a chunk that names its retired codes and their successors (see `ibanChunk`). */
function retiredLines(retired: Readonly<Record<string, string | null>>, codes: readonly string[]): string[] {
  const known = new Set(codes);
  const listed = Object.keys(retired)
    .filter((c) => known.has(c))
    .sort();
  const tokens = listed.map((c) => (retired[c] ? `${c}>${retired[c]}` : c));
  return [
    '/** Codes the publisher deleted or marked for deletion, `,`-separated `code` or `code>successor`. */',
    `export const retired = ${JSON.stringify(tokens.join(','))};`,
  ];
}

/** The lines of a chunk that give each bank code its account check-digit method (see `ibanChunk`). */
function methodLines(methods: Readonly<Record<string, string>>, codes: readonly string[]): string[] {
  const known = new Set(codes);
  const lost = Object.keys(methods).filter((c) => !known.has(c));
  if (lost.length > 0) throw new Error(`account methods for codes not in the directory: ${lost.join(', ')}`);
  return [
    "/** The account check-digit method of each code (the Bundesbank's, for Germany), two characters " +
      'per code in the order of `codes`; `--` for none. */',
    `export const accountMethods = ${JSON.stringify(codes.map((c) => methods[c] ?? '--').join(''))};`,
  ];
}

/**
 * The module of one BIC country. BICs as `,`-separated tokens `bic[:bank]`, where `bic` leaves out
 * the country code (it is the chunk's) and a head-office `XXX`, and `bank` (base 36) is left out
 * when it is the next bank not used before.
 */
export function bicChunk(countryCode: string, country: string, banks: Map<string, Bank>): string {
  const bics = [...banks.keys()].sort();
  const recordKey = (b: Bank) => `${b.name}\u0000${b.city ?? ''}`;
  const records = table(bics.map((bic) => recordKey(banks.get(bic)!)));
  const distinct = [...records.keys()].map((k) => {
    const [name, city] = k.split('\u0000') as [string, string];
    return { name, city };
  });
  const names = table(distinct.map((r) => r.name));
  const cities = table(distinct.filter((r) => r.city !== '').map((r) => r.city));
  const bankList = distinct
    .map((r) => `${b36(names.get(r.name)!)},${r.city === '' ? '' : b36(cities.get(r.city)!)}`)
    .join(';');
  let nextNew = 0;
  const tokens = bics.map((bic) => {
    if (countryOfBic(bic) !== countryCode) throw new Error(`${bic} is not a BIC of ${countryCode}`);
    const short = bic.slice(0, 4) + bic.slice(6, 8) + (bic.endsWith('XXX') ? '' : bic.slice(8));
    const bank = records.get(recordKey(banks.get(bic)!))!;
    if (bank === nextNew) {
      nextNew++;
      return short;
    }
    return `${short}:${b36(bank)}`;
  });
  return [
    `/** Banks of ${country} by BIC: ${bics.length} BICs, ${distinct.length} banks. Sources: NOTICE. */`,
    `export const countryCode = ${JSON.stringify(countryCode)};`,
    `export const country = ${JSON.stringify(country)};`,
    `export const names: readonly string[] = ${literal([...names.keys()])};`,
    `export const cities: readonly string[] = ${literal([...cities.keys()])};`,
    '/** `;`-separated banks `name,city`: base-36 numbers into the tables above, city empty when unknown. */',
    `export const banks = ${JSON.stringify(bankList)};`,
    '/** `,`-separated BICs without country code and head-office `XXX`, each `bic[:bank]`; ' +
      'see bicChunk in scripts/build/generated/banks.ts. */',
    `export const bics = ${JSON.stringify(tokens.join(','))};`,
    '',
  ].join('\n');
}

function loaders(kind: 'iban' | 'bic', countries: readonly string[]): string {
  const what = kind === 'iban' ? 'IBAN country' : 'BIC country';
  const type = kind === 'iban' ? 'IbanBankChunk' : 'BicBankChunk';
  const fields =
    kind === 'iban'
      ? [
          'countryCode: string',
          'country: string',
          'start: number',
          'end: number',
          'radix: number',
          'names: readonly string[]',
          'cities: readonly string[]',
          'banks: string',
          'codes: string',
          'accountMethods?: string',
          'retired?: string',
          'branchBics?: string',
        ]
      : [
          'countryCode: string',
          'country: string',
          'names: readonly string[]',
          'cities: readonly string[]',
          'banks: string',
          'bics: string',
        ];
  return [
    `/** What a ${kind.toUpperCase()} bank chunk exports. */`,
    `export interface ${type} {`,
    ...fields.map((f) => `  readonly ${f};`),
    '}',
    '',
    `/** Loader of each ${what}'s bank chunk. Literal paths, so that bundlers split and find every chunk. */`,
    `export const ${kind}BankChunks: Readonly<Record<string, () => Promise<${type}>>> = {`,
    ...countries.map((cc) => `  ${cc}: () => import('./${kind}/${cc.toLowerCase()}.ts'),`),
    '};',
    '',
  ].join('\n');
}

/** Everything the builder decides, for the chunks, the tests and the report. */
export function resolveAll(files = readBankFiles(), registry = readIbanRegistry()) {
  const byCountry = new Map<string, BankFile[]>();
  for (const f of files) byCountry.set(f.countryCode, [...(byCountry.get(f.countryCode) ?? []), f]);
  const iban = new Map<
    string,
    {
      key: [number, number];
      banks: Map<string, Bank>;
      methods?: Readonly<Record<string, string>>;
      retired?: Readonly<Record<string, string | null>>;
      branchBics: Map<string, string[]>;
    }
  >();
  const conflicts: Conflict[] = [];
  for (const [cc, group] of [...byCountry].sort((a, b) => cmp(a[0], b[0]))) {
    const home = new Set([cc, ...(registry[cc]?.territories ?? [])]);
    const resolved = resolveIbanBanks(cc, group, home);
    conflicts.push(...resolved.conflicts);
    if (resolved.banks.size === 0) continue;
    const widths = new Set([...resolved.banks.keys()].map((c) => c.length));
    if (widths.size !== 1) throw new Error(`${cc}: bank codes of several widths ${[...widths].join(', ')}`);
    // The account check-digit methods and the retired codes come from the official directory alone.
    const methods = group.find((f) => OFFICIAL.has(f.kind) && f.accountMethods)?.accountMethods;
    const retired = group.find((f) => OFFICIAL.has(f.kind) && f.retired)?.retired;
    iban.set(cc, {
      key: keyPositions(cc, [...widths][0]!, registry),
      banks: resolved.banks,
      ...(methods ? { methods } : {}),
      ...(retired ? { retired } : {}),
      branchBics: resolveBranchBics(group, resolved.banks, home),
    });
  }
  return { iban, bic: resolveBicBanks(files, registry), conflicts };
}

export default function build(): Map<string, string> {
  const names = readCountryNames();
  const { iban, bic } = resolveAll();
  const nameOf = (cc: string) => {
    const name = names.get(cc);
    if (!name) throw new Error(`${cc}: no name in data/countries.json`);
    return name;
  };
  const out = new Map<string, string>();
  for (const [cc, { key, banks, methods, retired, branchBics }] of iban)
    out.set(`banks/iban/${cc.toLowerCase()}.ts`, ibanChunk(cc, nameOf(cc), key, banks, methods, retired, branchBics));
  const bicCountries = [...bic.keys()].filter((cc) => names.has(cc)).sort();
  for (const cc of bicCountries) out.set(`banks/bic/${cc.toLowerCase()}.ts`, bicChunk(cc, nameOf(cc), bic.get(cc)!));
  out.set('banks/iban-chunks.ts', loaders('iban', [...iban.keys()].sort()));
  out.set('banks/bic-chunks.ts', loaders('bic', bicCountries));
  for (const [path, content] of out) {
    const size = gzipSync(content).length;
    if (size > MAX_CHUNK_GZIP) throw new Error(`${path}: ${size} bytes gzip, more than ${MAX_CHUNK_GZIP}`);
  }
  return out;
}
