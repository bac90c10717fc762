/**
 * The schema of the bank directory files in `data/banks/` and the helpers that the bank importers
 * share. Not an importer itself: `banks-schwifty.ts` and `banks-sigalor.ts` are.
 *
 * One file per country and source kind: `data/banks/<cc>.<kind>.json`. A file states facts of one
 * source only, in the project's own shape; choosing between sources is the builder's job
 * (`scripts/build/generated/banks.ts`), so that every choice is made in one place and stays visible.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from '../../dev/paths.ts';

/** Where the bank directory files live. */
export const banksDir = join(dataDir, 'banks');

/** Where a file's facts come from and under which terms. */
export interface BankProvenance {
  /** The file the importer read: a publisher's file (its name or address) or a peer's conversion. */
  source: string;
  /**
   * Whether the file is the publisher's own (`publisher`) or another project's conversion of it
   * (`peer`), which the importers keep as a fallback.
   */
  origin?: 'publisher' | 'peer';
  /** `owner/name@commit` and the path inside that repository. */
  repository: string;
  /** The licence of the compilation, with its copyright line. */
  licence: string;
  /** Who publishes the underlying national directory. */
  publisher: string;
  /** What the publisher's terms say, as far as known, and the decision taken on them. */
  publisherTerms: string;
  /** The attribution the terms ask for, or null when none is asked. */
  attribution: string | null;
  /** Last change of the source file (YYYY-MM or YYYY-MM-DD). */
  date: string;
  /** How the file was made from the source. */
  method: string;
  /**
   * The release of the national directory the file holds and the days it is valid, where the
   * publisher dates its releases (the Bundesbank's bank-code file: a new one each quarter).
   */
  release?: { validFrom: string; validUntil: string; evidence: string };
}

/**
 * One bank record: a BIC and a name (and a city where the source has one) with the national bank
 * codes for which the source gives this record as the bank. A record with no codes is known only
 * by its BIC (a branch BIC, or a source row without a bank code).
 */
export interface BankRecord {
  /** 11-character BIC (an 8-character BIC gets `XXX`), or null when the source gives none. */
  bic: string | null;
  name: string;
  city: string | null;
  /** National bank codes, sorted. */
  codes: string[];
  /**
   * Bank codes for which the source lists this record as a further BIC, not as the bank: a branch
   * row of the code (the Bundesbank's Merkmal 2) beside the row that stands for it. Sorted; absent
   * when there are none.
   */
  branchCodes?: string[];
}

/** The whole of one `data/banks/<cc>.<kind>.json`. */
export interface BankFile {
  provenance: BankProvenance;
  /** The country whose directory this is (the IBAN country of the codes). */
  countryCode: string;
  kind: string;
  /** Sorted by BIC, then name, then city. */
  records: BankRecord[];
  /**
   * Bank code → the id of its account check-digit method, where the directory names one (the
   * German bank-code file: the Bundesbank's "Prüfzifferberechnungsmethode", `00` … `E4`).
   */
  accountMethods?: Record<string, string>;
  /**
   * Bank codes the publisher has deleted or marked for deletion → the successor bank code it names,
   * or null when it names none (the German file's "Bankleitzahllöschung" and "Nachfolge-Bankleitzahl").
   * A retired code keeps its records, so that a number of it keeps its verdict.
   */
  retired?: Record<string, string | null>;
}

const BIC_RE = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/**
 * The 11-character form of a BIC, or null when the value is empty or not a BIC at all. An
 * 8-character BIC and its `XXX` form name the same institution, so the data keeps one form.
 * @example canonicalBic('gebabebb') // 'GEBABEBBXXX'
 */
export function canonicalBic(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const bic = value.trim().toUpperCase();
  if (!BIC_RE.test(bic)) return null;
  return bic.length === 8 ? `${bic}XXX` : bic;
}

/**
 * A name or city as the source spells it, with runs of whitespace (and no-break spaces) made
 * single and the ends trimmed; null when nothing is left.
 * @example cleanText('  DANSKE  BANK ') // 'DANSKE BANK'
 */
export function cleanText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/[\s\u00a0]+/g, ' ').trim();
  return text === '' ? null : text;
}

/** One fact of a source: a bank, the code it stands for (if any), and whether it is only a branch of that code. */
export interface CodeFact {
  code: string | null;
  bic: string | null;
  name: string;
  city: string | null;
  /** The fact names a further BIC of `code` (a branch row), not the bank that stands for it. */
  branch?: boolean;
}

/**
 * Groups facts into sorted records; a code may sit in several records. A branch fact puts its
 * code in `branchCodes`, never in `codes`.
 */
export function groupRecords(rows: readonly CodeFact[]): BankRecord[] {
  const byKey = new Map<string, BankRecord>();
  for (const row of rows) {
    const key = `${row.bic ?? ''}\u0000${row.name}\u0000${row.city ?? ''}`;
    let record = byKey.get(key);
    if (!record) {
      record = { bic: row.bic, name: row.name, city: row.city, codes: [] };
      byKey.set(key, record);
    }
    if (row.code === null) continue;
    if (row.branch === true) {
      record.branchCodes ??= [];
      if (!record.branchCodes.includes(row.code)) record.branchCodes.push(row.code);
    } else if (!record.codes.includes(row.code)) record.codes.push(row.code);
  }
  const records = [...byKey.values()];
  for (const r of records) {
    r.codes.sort();
    r.branchCodes?.sort();
  }
  return records.sort(compareRecords);
}

/** A file's records as facts again, branch codes included, for `groupRecords` to regroup. */
export function recordFacts(records: readonly BankRecord[]): CodeFact[] {
  return records.flatMap((r): CodeFact[] => {
    const { bic, name, city } = r;
    const facts: CodeFact[] = r.codes.map((code) => ({ code, bic, name, city }));
    for (const code of r.branchCodes ?? []) facts.push({ code, bic, name, city, branch: true });
    return facts.length > 0 ? facts : [{ code: null, bic, name, city }];
  });
}

/** The bank each code of a file stands for: the first record that lists it. */
export function codeBanks(file: BankFile): Map<string, BankRecord> {
  const out = new Map<string, BankRecord>();
  for (const r of file.records) for (const c of r.codes) if (!out.has(c)) out.set(c, r);
  return out;
}

function compareRecords(a: BankRecord, b: BankRecord): number {
  return cmp(a.bic ?? '', b.bic ?? '') || cmp(a.name, b.name) || cmp(a.city ?? '', b.city ?? '');
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The file's JSON: the provenance block first, then one record per line, so diffs stay readable. */
export function serializeBankFile(file: BankFile): string {
  const lines = [
    '{',
    `  "provenance": ${JSON.stringify(file.provenance, null, 2).replace(/\n/g, '\n  ')},`,
    `  "countryCode": ${JSON.stringify(file.countryCode)},`,
    `  "kind": ${JSON.stringify(file.kind)},`,
    '  "records": [',
    file.records.map((r) => `    ${JSON.stringify(r)}`).join(',\n'),
  ];
  const maps: [string, Record<string, string | null>][] = [];
  if (file.accountMethods) maps.push(['accountMethods', file.accountMethods]);
  if (file.retired) maps.push(['retired', file.retired]);
  lines.push(maps.length > 0 ? '  ],' : '  ]');
  maps.forEach(([key, map], i) => {
    const entries = Object.entries(map).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const end = i < maps.length - 1 ? ',' : '';
    if (entries.length === 0) lines.push(`  "${key}": {}${end}`);
    else
      lines.push(`  "${key}": {`, entries.map(([c, v]) => `    "${c}": ${JSON.stringify(v)}`).join(',\n'), `  }${end}`);
  });
  lines.push('}', '');
  return lines.join('\n');
}

/**
 * Writes the files of one importer (kind) and removes that kind's files that are no longer
 * produced, so a source dropped from the importer leaves no stale file behind.
 */
export function writeBankFiles(kinds: readonly string[], files: readonly BankFile[]): void {
  mkdirSync(banksDir, { recursive: true });
  const written = new Set(files.map((f) => `${f.countryCode.toLowerCase()}.${f.kind}.json`));
  for (const name of readdirSync(banksDir)) {
    const kind = name.split('.')[1];
    if (kind && kinds.includes(kind) && !written.has(name)) rmSync(join(banksDir, name));
  }
  for (const file of files) {
    writeFileSync(join(banksDir, `${file.countryCode.toLowerCase()}.${file.kind}.json`), serializeBankFile(file));
  }
}
