import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { decodeIbanChunk } from '../../../sdk/formats/iban/lookup-loader.ts';
import { ibanChunk } from '../../build/generated/banks.ts';
import { bankChanges, GERMAN_FILE, planUpdate } from '../update.ts';
import { repoRoot } from '../../dev/paths.ts';
import type { BankFile } from './banks-data.ts';
import {
  bundesbankFile,
  carryOver,
  FIELDS,
  LayoutError,
  nextReleaseEve,
  parseBundesbank,
  RECORD_LENGTH,
  releaseFromName,
} from './bundesbank.ts';

type Row = Partial<Record<(typeof FIELDS)[number]['key'], string>>;

/** One record in the Bundesbank's layout: each field padded to its width (numbers with zeros). */
function line(row: Row): string {
  const values: Record<string, string> = {
    code: '10000000',
    feature: '1',
    name: 'Testbank',
    postalCode: '10117',
    city: 'Berlin',
    shortName: 'Testbank',
    pan: '     ',
    bic: 'TESTDEB1XXX',
    method: '00',
    recordNumber: '000001',
    change: 'U',
    deletion: '0',
    successor: '00000000',
    ...row,
  };
  return FIELDS.map((f) => (values[f.key] ?? '').padEnd(f.width, ' ').slice(0, f.width)).join('');
}

/** A file of records, encoded as the Bundesbank publishes it: ISO 8859-1, CR LF. */
const file = (rows: Row[], encoding: BufferEncoding = 'latin1') =>
  new Uint8Array(Buffer.from(`${rows.map(line).join('\r\n')}\r\n`, encoding));

const RELEASE = { validFrom: '2026-09-07', validUntil: '2026-12-06' };

const ROWS: Row[] = [
  {
    code: '10020030',
    name: 'Sparkasse Müritz Größe',
    city: 'Köln',
    bic: 'SPKADEB1XXX',
    method: '06',
    recordNumber: '000001',
  },
  {
    code: '10020030',
    feature: '2',
    name: 'Sparkasse Müritz Größe',
    city: 'Bonn',
    bic: 'SPKADEB1BON',
    method: '06',
    recordNumber: '000002',
  },
  {
    code: '10030040',
    name: 'Volksbank Alt',
    bic: 'VOLKDEB1XXX',
    method: '01',
    deletion: '1',
    successor: '10040050',
    recordNumber: '000003',
  },
  { code: '10040050', name: 'Volksbank Neu', bic: 'VOLNDEB1XXX', method: '01', change: 'A', recordNumber: '000004' },
  {
    code: '10050060',
    name: 'Raiffeisenbank Geschlossen',
    bic: 'RAIFDEB1XXX',
    method: '10',
    change: 'D',
    recordNumber: '000005',
  },
  { code: '10060070', name: 'Bank ohne BIC', bic: '', method: '09', recordNumber: '000006' },
];

describe('the Bundesbank bank-code file', () => {
  it('has records of 168 characters in thirteen fields', () => {
    expect(RECORD_LENGTH).toBe(168);
    expect(FIELDS.map((f) => f.width)).toEqual([8, 1, 58, 5, 35, 27, 5, 11, 2, 6, 1, 1, 8]);
  });

  it('reads names with umlauts in ISO 8859-1, and every field of a record', () => {
    const [first] = parseBundesbank(file(ROWS));
    expect(first).toEqual({
      code: '10020030',
      feature: '1',
      name: 'Sparkasse Müritz Größe',
      postalCode: '10117',
      city: 'Köln',
      shortName: 'Testbank',
      pan: '',
      bic: 'SPKADEB1XXX',
      method: '06',
      recordNumber: '000001',
      change: 'U',
      deletion: '0',
      successor: '00000000',
    });
  });

  it('keeps the owner row for the code, branch rows as its branch BICs, and leaves out rows without a BIC', () => {
    const data = bundesbankFile(parseBundesbank(file(ROWS)), RELEASE, 'blz_2026_09_07_txt.txt');
    expect(data.records).toContainEqual({
      bic: 'SPKADEB1XXX',
      name: 'Sparkasse Müritz Größe',
      city: null,
      codes: ['10020030'],
    });
    expect(data.records).toContainEqual({
      bic: 'SPKADEB1BON',
      name: 'Sparkasse Müritz Größe',
      city: null,
      codes: [],
      branchCodes: ['10020030'],
    });
    expect(data.records.some((r) => r.codes.includes('10060070'))).toBe(false);
    expect(data.accountMethods).toEqual({ '10020030': '06', '10030040': '01', '10040050': '01', '10050060': '10' });
    expect(data.provenance).toMatchObject({ origin: 'publisher', attribution: 'Quelle: Deutsche Bundesbank' });
    expect(data.provenance.release).toMatchObject(RELEASE);
  });

  it('marks a deleted code with its successor, and one deleted in this release without', () => {
    const data = bundesbankFile(parseBundesbank(file(ROWS)), RELEASE, 'f');
    expect(data.retired).toEqual({ '10030040': '10040050', '10050060': null });
  });

  it('tells a changed check-digit method, a renamed bank, an added and a retired code', () => {
    const before = bundesbankFile(parseBundesbank(file(ROWS)), RELEASE, 'before');
    const rows: Row[] = ROWS.map((r) =>
      r.code === '10020030' ? { ...r, method: '17', name: 'Sparkasse Mecklenburg' } : r,
    );
    rows.push({ code: '10070080', name: 'Neue Bank', bic: 'NEUEDEB1XXX', change: 'A', recordNumber: '000007' });
    const after = bundesbankFile(parseBundesbank(file(rows)), RELEASE, 'after');
    const changes = bankChanges({ ...before, retired: {} }, after);
    expect(changes.methods).toEqual([{ code: '10020030', from: '06', to: '17' }]);
    expect(changes.renamed.map((r) => r.code)).toEqual(['10020030']);
    expect(changes.added).toEqual(['10070080']);
    expect(changes.retired).toEqual([
      { code: '10030040', successor: '10040050' },
      { code: '10050060', successor: null },
    ]);
  });

  it('keeps a code the new release no longer lists, with its bank and method, as retired', () => {
    const before = bundesbankFile(parseBundesbank(file(ROWS)), RELEASE, 'before');
    const next = bundesbankFile(parseBundesbank(file(ROWS.filter((r) => r.code !== '10050060'))), RELEASE, 'after');
    const kept = carryOver(before, next);
    expect(kept.records.find((r) => r.codes.includes('10050060'))?.name).toBe('Raiffeisenbank Geschlossen');
    expect(kept.accountMethods?.['10050060']).toBe('10');
    expect(kept.retired?.['10050060']).toBeNull();
  });

  it('gives a retired code the bank of its successor in the lookup, and keeps its own method', () => {
    const data = bundesbankFile(parseBundesbank(file(ROWS)), RELEASE, 'f');
    const banks = new Map(
      data.records.flatMap((r) => r.codes.map((c) => [c, { name: r.name, bic: r.bic, city: r.city }] as const)),
    );
    const source = ibanChunk('DE', 'Germany', [4, 12], banks, data.accountMethods, data.retired);
    const chunk = Object.fromEntries(
      [...source.matchAll(/^export const (\w+)(?:: [^=]+)? = (.*);$/gm)].map(([, k, v]) => [k, JSON.parse(v!)]),
    );
    const method = () => true;
    const directory = decodeIbanChunk(chunk as never, { '01': method, '06': method, '10': method });
    expect(directory.byCode.get('10030040')?.bankName).toBe('Volksbank Neu');
    expect(directory.byCode.get('10050060')?.bankName).toBe('Raiffeisenbank Geschlossen');
    expect(directory.retired).toEqual(
      new Map([
        ['10030040', '10040050'],
        ['10050060', null],
      ]),
    );
    expect(directory.accountMethods?.get(10030040)).toBe(method);
  });

  it('refuses a truncated record, naming the line', () => {
    const bytes = file(ROWS);
    const cut = new Uint8Array(Buffer.concat([Buffer.from(bytes), Buffer.from(line({}).slice(0, 150), 'latin1')]));
    expect(() => parseBundesbank(cut, 'blz.txt')).toThrow(LayoutError);
    expect(() => parseBundesbank(cut, 'blz.txt')).toThrow(/blz.txt, line 7: 150 characters/);
  });

  it('refuses a misaligned record, naming the field', () => {
    const shifted = ` ${line({})}`.slice(0, RECORD_LENGTH);
    expect(() => parseBundesbank(new Uint8Array(Buffer.from(shifted, 'latin1')))).toThrow(/not a bank code/);
    const badMarker = line({ change: 'X' });
    expect(() => parseBundesbank(new Uint8Array(Buffer.from(badMarker, 'latin1')))).toThrow(/change marker/);
  });

  it('refuses the file in UTF-8, whose umlauts lengthen the record', () => {
    expect(() => parseBundesbank(file(ROWS, 'utf8'))).toThrow(/line 1: 1\d\d characters/);
  });

  it('refuses an empty file and one of another layout', () => {
    expect(() => parseBundesbank(new Uint8Array())).toThrow(/no records/);
    expect(() => parseBundesbank(new Uint8Array(Buffer.from('Bankleitzahl;Merkmal;Bezeichnung\n')))).toThrow(
      LayoutError,
    );
  });

  it('reads the release from the file name, valid until the day before the next', () => {
    expect(releaseFromName('blz_2026_09_07_txt.txt')).toEqual({ validFrom: '2026-09-07', validUntil: '2026-12-06' });
    expect(releaseFromName('blz_20261207.txt')).toEqual({ validFrom: '2026-12-07', validUntil: '2027-03-07' });
    expect(nextReleaseEve('2026-03-09')).toBe('2026-06-07');
    expect(nextReleaseEve('2026-06-08')).toBe('2026-09-06');
    expect(releaseFromName('blz-aktuell-txt-data.txt')).toBeNull();
  });

  it('plans an update from a file without writing, and refuses one without a release date', () => {
    const dir = mkdtempSync(join(tmpdir(), 'blz-'));
    const path = join(dir, 'blz_2026_12_07_txt.txt');
    writeFileSync(path, file(ROWS));
    const before = readFileSync(join(repoRoot, GERMAN_FILE), 'utf8');
    const update = planUpdate('bundesbank', path, 'blz_2026_12_07_txt.txt');
    expect([...update.files.keys()]).toEqual([GERMAN_FILE]);
    const planned = JSON.parse(update.files.get(GERMAN_FILE)!) as BankFile;
    expect(planned.provenance.release).toMatchObject({ validFrom: '2026-12-07', validUntil: '2027-03-07' });
    // Every code of the current file is still there, the ones the new file lacks as retired.
    const current = JSON.parse(before) as BankFile;
    const codes = new Set(planned.records.flatMap((r) => r.codes));
    for (const r of current.records) for (const c of r.codes) expect(codes.has(c), c).toBe(true);
    expect(update.summary[0]).toMatch(/^Germany: release 2026-09-07\.\.2026-12-06 → 2026-12-07\.\.2027-03-07/);
    expect(() => planUpdate('bundesbank', path, 'blz-aktuell-txt-data.txt')).toThrow(/--valid-from/);
    expect(readFileSync(join(repoRoot, GERMAN_FILE), 'utf8')).toBe(before);
  });
});

describe('npm run data:update', () => {
  const run = promisify(execFile);
  const command = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts', 'data', 'update.ts'), ...args], {
      cwd: repoRoot,
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  it('refuses a truncated file, saying why, and changes nothing', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'blz-'));
    const path = join(dir, 'blz_2026_12_07_txt.txt');
    writeFileSync(path, Buffer.concat([Buffer.from(file(ROWS)), Buffer.from(line({}).slice(0, 100), 'latin1')]));
    const before = readFileSync(join(repoRoot, GERMAN_FILE), 'utf8');
    const result = await command('bundesbank', path);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/refused, nothing written: blz_2026_12_07_txt.txt, line 7: 100 characters/);
    expect(readFileSync(join(repoRoot, GERMAN_FILE), 'utf8')).toBe(before);
  });

  it('prints what a file changes and writes nothing on --dry-run', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'blz-'));
    const path = join(dir, 'blz_2026_12_07_txt.txt');
    writeFileSync(path, file(ROWS));
    const result = await command('bundesbank', path, '--dry-run');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/codes added: 4: 10020030, 10030040, 10040050, 10050060/);
    expect(result.stdout).toMatch(/dry run: nothing written/);
  });

  it('names the sources when the source is unknown', { timeout: 60_000 }, async () => {
    const result = await command('bogus', 'x');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /unknown source bogus\nusage: npm run data:update -- <bundesbank\|bankdata-germany\|iban-registry>/,
    );
  });
});
