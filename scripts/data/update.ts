/**
 * One command to bring a dataset up to a publisher's new file: it imports the file into `data/`,
 * rebuilds `sdk/generated/` and prints what changed.
 *
 *   npm run data:update -- bundesbank <file-or-url> [--valid-from YYYY-MM-DD]
 *   npm run data:update -- bankdata-germany <package directory, .tgz or url>
 *   npm run data:update -- iban-registry <IBAN_REGISTRY.txt or url> [--release N] [--date YYYY-MM]
 *   add --dry-run to print the changes and write nothing, --summary FILE to append them to FILE
 *
 * `bundesbank` reads the Bundesbank's bank-code file (the fixed-width text file, blz_YYYY_MM_DD_txt.txt;
 * the release is read from its name, or given with --valid-from). `bankdata-germany` is the fallback
 * when that file is not at hand (scripts/data/import/bankdata-germany.ts). `iban-registry` reads SWIFT's
 * IBAN registry in its text release (scripts/data/import/swift-registry.ts).
 *
 * A file whose layout is not recognised is refused with the reason, and nothing is written; so is
 * a build that fails on the new data (the data file is put back).
 */
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildAll } from '../build/generated.ts';
import { applyPeerRelease, readPeerRelease, withPackageDir } from './import/bankdata-germany.ts';
import { type BankFile, codeBanks, serializeBankFile } from './import/banks-data.ts';
import { bundesbankFile, carryOver, LayoutError, parseBundesbank, releaseFromName } from './import/bundesbank.ts';
import { registryUpdate, releaseOfName } from './import/swift-registry.ts';
import { repoRoot } from '../dev/paths.ts';

/** A file of `data/` to write, and the lines that say what changes. */
export interface Update {
  /** Path relative to the repository → new content; a null content removes the file. */
  files: Map<string, string | null>;
  summary: string[];
}

export const SOURCES = ['bundesbank', 'bankdata-germany', 'iban-registry'] as const;
export type Source = (typeof SOURCES)[number];

/** Where the German bank-code file lives in the repository. */
export const GERMAN_FILE = 'data/banks/de.bundesbank.json';

/** The German file now in `data/banks/`. */
export function currentGermanFile(root = repoRoot): BankFile {
  return JSON.parse(readFileSync(join(root, GERMAN_FILE), 'utf8')) as BankFile;
}

const listed = (codes: readonly string[], max = 40) =>
  codes.length === 0 ? '' : `: ${codes.slice(0, max).join(', ')}${codes.length > max ? ', …' : ''}`;

/**
 * What changes between two files of one directory: codes added and removed, codes whose bank
 * (name or BIC) changed, codes whose check-digit method changed, codes newly retired.
 */
export function bankChanges(
  previous: BankFile,
  next: BankFile,
): {
  added: string[];
  removed: string[];
  renamed: { code: string; from: string; to: string }[];
  methods: { code: string; from: string; to: string }[];
  retired: { code: string; successor: string | null }[];
} {
  const before = codeBanks(previous);
  const after = codeBanks(next);
  const label = (r: { name: string; bic: string | null }) => `${r.name} (${r.bic ?? 'no BIC'})`;
  const renamed = [];
  for (const [code, r] of after) {
    const old = before.get(code);
    if (old && (old.name !== r.name || old.bic !== r.bic)) renamed.push({ code, from: label(old), to: label(r) });
  }
  const methods = [];
  for (const [code, id] of Object.entries(next.accountMethods ?? {})) {
    const old = previous.accountMethods?.[code];
    if (old !== undefined && old !== id) methods.push({ code, from: old, to: id });
  }
  return {
    added: [...after.keys()].filter((c) => !before.has(c)).sort(),
    removed: [...before.keys()].filter((c) => !after.has(c)).sort(),
    renamed: renamed.sort((a, b) => (a.code < b.code ? -1 : 1)),
    methods: methods.sort((a, b) => (a.code < b.code ? -1 : 1)),
    retired: Object.entries(next.retired ?? {})
      .filter(([code]) => !(code in (previous.retired ?? {})))
      .map(([code, successor]) => ({ code, successor }))
      .sort((a, b) => (a.code < b.code ? -1 : 1)),
  };
}

/** The summary lines of `bankChanges`. */
export function describeBankChanges(previous: BankFile, next: BankFile): string[] {
  const c = bankChanges(previous, next);
  const from = previous.provenance.release;
  const to = next.provenance.release;
  return [
    `Germany: release ${from ? `${from.validFrom}..${from.validUntil}` : previous.provenance.date} → ` +
      `${to ? `${to.validFrom}..${to.validUntil}` : next.provenance.date} (${next.provenance.origin ?? 'publisher'}: ${next.provenance.source})`,
    `  codes added: ${c.added.length}${listed(c.added)}`,
    `  codes removed: ${c.removed.length}${listed(c.removed)}`,
    `  codes renamed (name or BIC): ${c.renamed.length}`,
    ...c.renamed.map((r) => `    ${r.code}: ${r.from} → ${r.to}`),
    `  check-digit methods changed: ${c.methods.length}`,
    ...c.methods.map((m) => `    ${m.code}: ${m.from} → ${m.to}`),
    `  codes newly retired: ${c.retired.length}${listed(c.retired.map((r) => (r.successor ? `${r.code}→${r.successor}` : r.code)))}`,
  ];
}

function germanUpdate(previous: BankFile, next: BankFile): Update {
  return { files: new Map([[GERMAN_FILE, serializeBankFile(next)]]), summary: describeBankChanges(previous, next) };
}

/** The update a source's file makes, without writing anything. */
export function planUpdate(
  source: Source,
  path: string,
  name: string,
  validFrom?: string,
  registry: { release?: string | undefined; date?: string | undefined } = {},
): Update {
  if (source === 'iban-registry') {
    const release = registry.release === undefined ? releaseOfName(name) : Number(registry.release);
    return registryUpdate(readFileSync(path), name, Number.isInteger(release) ? release : null, registry.date);
  }
  if (source === 'bundesbank') {
    const release = validFrom ? releaseFromName(validFrom) : releaseFromName(name);
    if (!release) throw new LayoutError(`${name}: no release date in the name; give it with --valid-from YYYY-MM-DD`);
    const previous = currentGermanFile();
    const next = bundesbankFile(parseBundesbank(readFileSync(path), name), release, name);
    return germanUpdate(previous, carryOver(previous, next));
  }
  const previous = currentGermanFile();
  return withPackageDir(path, (dir) => germanUpdate(previous, applyPeerRelease(previous, readPeerRelease(dir), name)));
}

/** Downloads a URL to a temporary file; the path and the file's name. */
async function download(url: string, dir: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const path = join(dir, basename(new URL(url).pathname) || 'download');
  writeFileSync(path, new Uint8Array(await response.arrayBuffer()));
  return path;
}

/** Writes an update's files and rebuilds `sdk/generated/`; puts the files back when the build fails. */
export async function applyUpdate(update: Update, root = repoRoot): Promise<void> {
  const before = new Map<string, string | null>();
  for (const path of update.files.keys()) {
    const full = join(root, path);
    before.set(path, existsSync(full) ? readFileSync(full, 'utf8') : null);
  }
  const write = (files: Map<string, string | null>) => {
    for (const [path, content] of files) {
      const full = join(root, path);
      if (content === null) rmSync(full, { force: true });
      else {
        mkdirSync(dirname(full), { recursive: true });
        writeFileSync(full, content);
      }
    }
  };
  write(update.files);
  let built: Map<string, string>;
  try {
    built = await buildAll();
  } catch (error) {
    write(before);
    throw error;
  }
  const generated = join(root, 'sdk', 'generated');
  rmSync(generated, { recursive: true, force: true });
  for (const [path, content] of built) {
    const full = join(generated, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
}

const USAGE = `usage: npm run data:update -- <${SOURCES.join('|')}> <file-or-url> [--valid-from YYYY-MM-DD] [--release N] [--date YYYY-MM] [--summary FILE] [--dry-run]`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'valid-from': { type: 'string' },
      release: { type: 'string' },
      date: { type: 'string' },
      summary: { type: 'string' },
      'dry-run': { type: 'boolean' },
    },
  });
  const [source, input] = positionals;
  if (!source || !input || positionals.length > 2 || !(SOURCES as readonly string[]).includes(source)) {
    console.error(
      source && !(SOURCES as readonly string[]).includes(source) ? `unknown source ${source}\n${USAGE}` : USAGE,
    );
    return 2;
  }
  const temp = mkdtempSync(join(tmpdir(), 'bank-number-update-'));
  try {
    const remote = /^https?:\/\//.test(input);
    const path = remote ? await download(input, temp) : input;
    if (!existsSync(path)) {
      console.error(`${input}: no such file`);
      return 2;
    }
    const update = planUpdate(source as Source, path, remote ? basename(path) : basename(input), values['valid-from'], {
      release: values.release,
      date: values.date,
    });
    console.log(update.summary.join('\n'));
    // For a pull request's description (the scheduled workflow): the summary, appended.
    if (values.summary) appendFileSync(values.summary, `\`\`\`\n${update.summary.join('\n')}\n\`\`\`\n`);
    if (values['dry-run']) {
      console.log('dry run: nothing written');
      return 0;
    }
    await applyUpdate(update);
    console.log(`written: ${[...update.files.keys()].join(', ')}; sdk/generated/ rebuilt`);
    return 0;
  } catch (error) {
    if (error instanceof LayoutError) {
      console.error(`refused, nothing written: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = await main();
