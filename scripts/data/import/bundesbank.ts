/**
 * Importer of the Deutsche Bundesbank's bank-code file (Bankleitzahlendatei) in the layout the
 * Bundesbank publishes it: a text file in ISO 8859-1, one record of 168 characters per line, with
 * the fields of the Bundesbank's "Merkblatt Bankleitzahlendatei" (see FIELDS). It turns the file
 * into `data/banks/de.bundesbank.json`; `npm run data:update -- bundesbank <file-or-url>` runs it
 * (scripts/data/update.ts).
 *
 * A record that is not 168 characters long, or a field outside its published form, refuses the
 * whole file with the line and the field named: nothing is written from a file the importer does
 * not fully recognise.
 */
import { type BankFile, type BankProvenance, codeBanks, groupRecords, recordFacts } from './banks-data.ts';
import { accountMethods, toFacts } from './banks-schwifty.ts';

/** The fields of one record, in order, with their width and form (Merkblatt Bankleitzahlendatei). */
export const FIELDS = [
  { name: 'bank code', key: 'code', width: 8, form: /^[1-9]\d{7}$/ },
  { name: 'Merkmal (1: the bank code owner, 2: a branch)', key: 'feature', width: 1, form: /^[12]$/ },
  { name: 'name', key: 'name', width: 58, form: /\S/ },
  { name: 'postal code', key: 'postalCode', width: 5, form: /^\d{5}$/ },
  { name: 'city', key: 'city', width: 35, form: /\S/ },
  { name: 'short name', key: 'shortName', width: 27, form: /\S/ },
  { name: 'PAN', key: 'pan', width: 5, form: /^(\d{5}| {5})$/ },
  { name: 'BIC', key: 'bic', width: 11, form: /^([A-Z0-9]{8}([A-Z0-9]{3}| {3})| {11})$/ },
  { name: 'check-digit method', key: 'method', width: 2, form: /^[0-9A-E][0-9]$/ },
  { name: 'record number', key: 'recordNumber', width: 6, form: /^\d{6}$/ },
  { name: 'change marker (A, D, U, M)', key: 'change', width: 1, form: /^[ADUM]$/ },
  { name: 'deletion marker (0, 1)', key: 'deletion', width: 1, form: /^[01]$/ },
  { name: 'successor bank code', key: 'successor', width: 8, form: /^(0{8}|[1-9]\d{7})$/ },
] as const;

/** The length of one record. */
export const RECORD_LENGTH = FIELDS.reduce((n, f) => n + f.width, 0);

type FieldKey = (typeof FIELDS)[number]['key'];
/** One record, each field with its padding trimmed. */
export type BundesbankRecord = Readonly<Record<FieldKey, string>>;

/** A file the importer does not recognise as the Bundesbank's layout. */
export class LayoutError extends Error {
  override name = 'LayoutError';
}

/**
 * The records of a bank-code file, from its bytes (ISO 8859-1). Line ends may be CR LF or LF; an
 * empty last line is the file's end.
 * @throws LayoutError naming the first line and field that do not fit the layout.
 */
export function parseBundesbank(bytes: Uint8Array, what = 'the file'): BundesbankRecord[] {
  const text = Buffer.from(bytes).toString('latin1');
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  if (lines.length === 0) throw new LayoutError(`${what}: no records`);
  return lines.map((line, i) => {
    const where = `${what}, line ${i + 1}`;
    if (line.length !== RECORD_LENGTH) {
      throw new LayoutError(
        `${where}: ${line.length} characters, a record of the Bundesbank's bank-code file has ${RECORD_LENGTH}` +
          ' (a truncated or misaligned record, or not the fixed-width text file in ISO 8859-1)',
      );
    }
    const record: Partial<Record<FieldKey, string>> = {};
    let at = 0;
    for (const field of FIELDS) {
      const raw = line.slice(at, at + field.width);
      if (!field.form.test(raw)) {
        throw new LayoutError(
          `${where}, characters ${at + 1}–${at + field.width}: not a ${field.name}: ${JSON.stringify(raw)}`,
        );
      }
      record[field.key] = raw.trim();
      at += field.width;
    }
    return record as BundesbankRecord;
  });
}

/** A release of the file: the day it takes effect and its last day. */
export interface Release {
  validFrom: string;
  validUntil: string;
}

/**
 * The release a file name announces (`blz_2026_09_07_txt.txt`, `blz_20260907.txt`), or null.
 * The Bundesbank's releases take effect on the first Monday on or after the 3rd of March, June,
 * September and December (2024-03-04 … 2026-12-07) and are valid until the day before the next one.
 */
export function releaseFromName(name: string): Release | null {
  const m = /(20\d\d)[-_]?(\d\d)[-_]?(\d\d)/.exec(name);
  if (!m) return null;
  const validFrom = `${m[1]}-${m[2]}-${m[3]}`;
  if (Number.isNaN(Date.parse(`${validFrom}T00:00:00Z`))) return null;
  return { validFrom, validUntil: nextReleaseEve(validFrom) };
}

/** The day before the release that follows one taking effect on `validFrom` (three months on). */
export function nextReleaseEve(validFrom: string): string {
  const from = new Date(`${validFrom}T00:00:00Z`);
  const third = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 3, 3));
  const monday = new Date(third.getTime() + ((8 - third.getUTCDay()) % 7) * 86_400_000);
  return new Date(monday.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/**
 * The project's data file of one release. The rows of a code's owner (Merkmal 1) stand for the
 * code, its branches' rows (Merkmal 2) are further BICs of it (`branchCodes`), rows without a BIC are left out (the
 * same conversion as the earlier compilation, so an unchanged record gives the same answer). A code
 * with the deletion marker, or deleted in this release (change marker D), goes to `retired` with
 * its successor, if the file names one.
 */
export function bundesbankFile(records: readonly BundesbankRecord[], release: Release, source: string): BankFile {
  const rows = records
    .filter((r) => r.bic !== '')
    .map((r) => ({
      country_code: 'DE',
      bank_code: r.code,
      bic: r.bic,
      name: r.name,
      short_name: r.shortName,
      primary: r.feature === '1',
      checksum_algo: r.method,
    }));
  const facts = toFacts(rows, 'DE', source);
  const methods = accountMethods(rows, source) ?? {};
  const fileRecords = groupRecords(facts);
  const listed = new Set(fileRecords.flatMap((r) => r.codes));
  const retired: Record<string, string | null> = {};
  for (const r of records) {
    if (r.feature !== '1' || !listed.has(r.code)) continue;
    if (r.deletion === '1' || r.change === 'D') retired[r.code] = r.successor === '00000000' ? null : r.successor;
  }
  const provenance: BankProvenance = {
    source,
    origin: 'publisher',
    repository: "the publisher's own file",
    licence: 'Deutsche Bundesbank terms of use of the bank-code file',
    publisher: 'Deutsche Bundesbank, Bankleitzahlendatei',
    publisherTerms: BUNDESBANK_TERMS,
    attribution: 'Quelle: Deutsche Bundesbank',
    date: release.validFrom,
    method:
      'Fixed-width records (Merkblatt Bankleitzahlendatei) read in ISO 8859-1; rows of the code owner ' +
      '(Merkmal 1) keep the code, branch rows (Merkmal 2) their BIC with the code in branchCodes, rows without a BIC are left out; ' +
      'the check-digit method of each code goes to accountMethods, the deletion marker and successor to retired.',
    release: { ...release, evidence: `read from ${source}` },
  };
  return {
    provenance,
    countryCode: 'DE',
    kind: 'bundesbank',
    records: fileRecords,
    accountMethods: Object.fromEntries(Object.entries(methods).filter(([code]) => listed.has(code))),
    retired,
  };
}

/** The Bundesbank's terms for the file, as the data files record them. */
export const BUNDESBANK_TERMS =
  'The bank code file may be stored, passed on and reproduced, also for business use, ' +
  'if its content is not altered and the source is named ' +
  '(terms as quoted by a licensing inventory; re-read before a release). Shipped: the code, ' +
  'name and BIC fields as published, with "Quelle: Deutsche Bundesbank".';

/**
 * A new release with the codes of the file before it that the release no longer lists: each keeps
 * its last bank and check-digit method and is marked retired (with the successor the earlier file
 * named, if any), so that a number of a code once in the directory keeps its verdict.
 */
export function carryOver(previous: BankFile, next: BankFile): BankFile {
  const now = codeBanks(next);
  const gone = [...codeBanks(previous)].filter(([code]) => !now.has(code));
  if (gone.length === 0) return next;
  const facts = recordFacts(next.records);
  for (const [code, r] of gone) facts.push({ code, bic: r.bic, name: r.name, city: r.city });
  const methods = { ...next.accountMethods };
  const retired = { ...next.retired };
  for (const [code] of gone) {
    const method = previous.accountMethods?.[code];
    if (method !== undefined) methods[code] = method;
    retired[code] = previous.retired?.[code] ?? null;
  }
  return { ...next, records: groupRecords(facts), accountMethods: methods, retired };
}
