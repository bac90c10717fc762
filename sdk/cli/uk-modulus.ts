/**
 * `bank-number/uk-sort-code/node`: Pay.UK's modulus tables from a folder on disk, for Node (the
 * SDK, the CLI and the server read the same folder). docs/uk-modulus.md.
 * @module
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  parseUkModulusTables,
  readUkModulusAbout,
  UK_MODULUS_FILES,
  type UkModulusTables,
  UkModulusTablesError,
} from '../uk-modulus.ts';

/**
 * The folder `bank-number data fetch uk-modulus` writes the tables to and the readers read them
 * from when given none: `.bank-number/uk-modulus` under the working directory.
 */
export const UK_MODULUS_DIR = join('.bank-number', 'uk-modulus');

/**
 * Reads Pay.UK's modulus tables from a folder: `valacdos.txt` and `scsubtab.txt`, with the release
 * and date of `about.json` beside them when there is one (written by `bank-number data fetch
 * uk-modulus`). Rejects with `UkModulusTablesError` for a missing file or text not in Pay.UK's
 * layout. Put the result in place with `setUkModulusTables`.
 * @example
 * // setUkModulusTables(await readUkModulusTables());
 * await readUkModulusTables('no-such-folder').catch((e) => e.message) // 'valacdos.txt: cannot be read from no-such-folder (ENOENT)'
 */
export async function readUkModulusTables(dir: string = UK_MODULUS_DIR): Promise<UkModulusTables> {
  const read = (file: string): Promise<string> =>
    readFile(join(dir, file), 'latin1').catch((error: NodeJS.ErrnoException) => {
      throw new UkModulusTablesError(file, 0, `cannot be read from ${dir} (${error.code ?? error.message})`);
    });
  // One after the other, so that a folder missing both files names the same one every time.
  const valacdos = await read(UK_MODULUS_FILES.valacdos);
  const scsubtab = await read(UK_MODULUS_FILES.scsubtab);
  const about = await readFile(join(dir, UK_MODULUS_FILES.about), 'utf8').catch(() => null);
  return parseUkModulusTables(valacdos, scsubtab, readUkModulusAbout(about));
}

/**
 * Pay.UK's public page of modulus checking, which links the current `valacdos.txt`, `scsubtab.txt`
 * and the specification (still published at Vocalink's address, Pay.UK's former name).
 */
export const UK_MODULUS_PAGE = 'https://www.vocalink.com/tools/modulus-checking/';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** What a page of modulus checking links and says: the two files, the release and the date it takes effect. */
export interface UkModulusPage {
  valacdos: URL;
  scsubtab: URL;
  /** From the name of the specification or of the weight table (`…-v8-90.pdf` gives `8.90`); null when neither says. */
  version: string | null;
  /** The first date the page gives after the weight table's link (`20 June 2026`), as YYYY-MM-DD; null for none. */
  date: string | null;
}

/**
 * Reads a page of modulus checking: the links whose file names hold `valacdos` and `scsubtab`
 * (`.txt`), the release named by the specification's or the table's file name, and the date the
 * page gives next to the table. Throws `UkModulusTablesError` when a link is missing.
 */
export function readUkModulusPage(html: string, base: string | URL): UkModulusPage {
  const links = [...html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)].map((m) => ({
    url: new URL((m[1] as string).replaceAll('&amp;', '&'), base),
    at: m.index,
  }));
  const named = (word: string): { url: URL; at: number } => {
    const found = links.find((l) => new RegExp(`${word}[^/]*\\.txt$`, 'i').test(l.url.pathname));
    if (!found) throw new UkModulusTablesError(`${word}.txt`, 0, `the page ${String(base)} links no ${word} file`);
    return found;
  };
  const valacdos = named('valacdos');
  const scsubtab = named('scsubtab');
  const release = (path: string): string | null => {
    const m = /v[-_]?(\d)[-_.]?(\d{2})\b/i.exec(path.slice(path.lastIndexOf('/') + 1));
    return m ? `${m[1]}.${m[2]}` : null;
  };
  const spec = links.find((l) => /\.pdf$/i.test(l.url.pathname) && /modulus/i.test(l.url.pathname));
  const version = (spec && release(spec.url.pathname)) ?? release(valacdos.url.pathname);
  const after = html.slice(valacdos.at).replaceAll(/<[^>]*>/g, ' ');
  const d = /\b(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]+)\s+(\d{4})\b/g;
  let date: string | null = null;
  for (let m = d.exec(after); m !== null && date === null; m = d.exec(after)) {
    const month = MONTHS.indexOf((m[2] as string).toLowerCase());
    if (month >= 0) date = `${m[3]}-${String(month + 1).padStart(2, '0')}-${(m[1] as string).padStart(2, '0')}`;
  }
  return { valacdos: valacdos.url, scsubtab: scsubtab.url, version, date };
}

/**
 * Downloads the current tables from a page of modulus checking (Pay.UK's by default) into `dir`:
 * `valacdos.txt`, `scsubtab.txt` and `about.json` (release, date, source, time of the fetch), once
 * both files read as Pay.UK's layout; nothing is written otherwise. What `bank-number data fetch
 * uk-modulus` runs; `readUkModulusTables(dir)` reads the result.
 * @example
 * // const { tables } = await downloadUkModulusTables();
 * await downloadUkModulusTables({ page: 'http://127.0.0.1:9/' }).catch((e) => e.message) // 'the page: cannot be fetched from http://127.0.0.1:9/ (fetch failed)'
 */
export async function downloadUkModulusTables(
  options: { page?: string | URL; dir?: string; now?: Date } = {},
): Promise<{ tables: UkModulusTables; dir: string; page: UkModulusPage }> {
  const source = String(options.page ?? UK_MODULUS_PAGE);
  const dir = options.dir ?? UK_MODULUS_DIR;
  const get = async (url: string | URL, file: string): Promise<string> => {
    let response: Response;
    try {
      response = await fetch(url, { redirect: 'follow' });
    } catch (error) {
      throw new UkModulusTablesError(file, 0, `cannot be fetched from ${String(url)} (${(error as Error).message})`);
    }
    if (!response.ok) throw new UkModulusTablesError(file, 0, `${String(url)} answered ${response.status}`);
    // Pay.UK's files are plain ASCII; latin1 keeps any other byte as one character.
    return new TextDecoder('latin1').decode(await response.arrayBuffer());
  };
  const page = readUkModulusPage(await get(source, 'the page'), source);
  const [valacdos, scsubtab] = await Promise.all([
    get(page.valacdos, UK_MODULUS_FILES.valacdos),
    get(page.scsubtab, UK_MODULUS_FILES.scsubtab),
  ]);
  const tables = parseUkModulusTables(valacdos, scsubtab, { version: page.version, date: page.date });
  const about = {
    version: page.version,
    date: page.date,
    source,
    valacdos: page.valacdos.href,
    scsubtab: page.scsubtab.href,
    fetchedAt: (options.now ?? new Date()).toISOString(),
  };
  await mkdir(dir, { recursive: true });
  // Each file written beside its place and moved in: a reader never sees half a file.
  for (const [file, text] of [
    [UK_MODULUS_FILES.valacdos, valacdos],
    [UK_MODULUS_FILES.scsubtab, scsubtab],
    [UK_MODULUS_FILES.about, `${JSON.stringify(about, null, 2)}\n`],
  ] as const) {
    await writeFile(join(dir, `${file}.part`), text, 'latin1');
    await rename(join(dir, `${file}.part`), join(dir, file));
  }
  return { tables, dir, page };
}
