/**
 * Line width check: fails on any line over 120 characters in the files Biome checks. Biome's
 * formatter wraps code at that width, but not strings, comments, regular expressions, template
 * literals or CSS values; this check holds those to it too. The files are Biome's own: the
 * `files.includes` of biome.jsonc (the generated files left out there are left out here), among the
 * files git does not ignore, with an extension Biome reads, and biome.jsonc itself. A width is
 * counted in characters (code points), tabs as one.
 *
 *   npm run lint                              Biome, then this check
 *   npx tsx scripts/line-width.ts             every file
 *   npx tsx scripts/line-width.ts PATH...     only the files at or under these paths
 *
 * Prints `file:line: N characters` for each line over the width, and exits with 1 if there is one.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './paths.ts';

/** The widest line allowed: biome.jsonc's `formatter.lineWidth`. */
export const MAX_WIDTH = 120;

const CONFIG = 'biome.jsonc';

/** The extensions of the files Biome 2 reads (`md` and `yaml` among them): other files it passes by. */
const EXTENSIONS = new Set(
  ['js', 'mjs', 'cjs', 'jsx', 'ts', 'mts', 'cts', 'tsx', 'json', 'jsonc', 'css', 'scss', 'html', 'htm', 'svg']
    .concat(['vue', 'svelte', 'astro', 'graphql', 'gql', 'grit', 'md', 'markdown', 'yaml', 'yml'])
    .map((extension) => `.${extension}`),
);

/** JSONC read as JSON: `text` without its `//` and `/* *\/` comments and trailing commas, strings kept. */
function jsoncToJson(text: string): string {
  const keepStrings = (_match: string, string?: string): string => string ?? '';
  return text
    .replace(/("(?:[^"\\]|\\.)*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, keepStrings)
    .replace(/("(?:[^"\\]|\\.)*")|,(?=\s*[}\]])/g, keepStrings);
}

/**
 * A test of a path (relative, `/`-separated) against one Biome glob: `**` is any number of folders,
 * `*` and `?` stay within a folder's name. A pattern that names a folder takes in what it holds.
 */
function globTest(pattern: string): (path: string) => boolean {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (pattern.startsWith('**/', i)) {
      source += '(?:[^/]+/)*';
      i += 2;
    } else if (pattern.startsWith('**', i)) {
      source += '.*';
      i += 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  const re = new RegExp(`^${source}(?:/.*)?$`);
  return (path) => re.test(path);
}

/**
 * Whether biome.jsonc's `files.includes` take in `path`: the patterns in order, each that matches
 * including the path, or, with `!` (or `!!`) before it, leaving it out.
 */
function includer(patterns: readonly string[]): (path: string) => boolean {
  const tests = patterns.map((pattern) => {
    const negated = pattern.startsWith('!');
    return { negated, test: globTest(pattern.replace(/^!!?/, '')) };
  });
  return (path) => {
    let included = false;
    for (const { negated, test } of tests) if (test(path)) included = !negated;
    return included;
  };
}

/** The files Biome checks, relative to the repository and `/`-separated, sorted. */
export function checkedFiles(root: string = repoRoot): string[] {
  const config = JSON.parse(jsoncToJson(readFileSync(resolve(root, CONFIG), 'utf8'))) as {
    files?: { includes?: string[] };
  };
  const included = includer(config.files?.includes ?? ['**']);
  // Tracked files and the new ones git does not ignore (biome.jsonc: `vcs.useIgnoreFile`).
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = new Set(
    listed
      .split('\0')
      .filter((path) => path !== '' && included(path))
      .filter((path) => EXTENSIONS.has(path.slice(path.lastIndexOf('.')))),
  );
  files.add(CONFIG);
  return [...files].sort();
}

/** A line over the width: its file, its number (from 1) and its width. */
export interface LongLine {
  file: string;
  line: number;
  width: number;
}

/** The lines over `MAX_WIDTH` in `files` (relative to `root`). A deleted file has none. */
export function longLines(files: readonly string[], root: string = repoRoot): LongLine[] {
  const found: LongLine[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(resolve(root, file), 'utf8');
    } catch {
      continue;
    }
    text.split(/\r?\n/).forEach((line, index) => {
      if (line.length <= MAX_WIDTH) return;
      const width = [...line].length;
      if (width > MAX_WIDTH) found.push({ file, line: index + 1, width });
    });
  }
  return found;
}

function main(paths: readonly string[]): number {
  const within = paths.map((path) => relative(repoRoot, resolve(path)).split(sep).join('/'));
  const files = checkedFiles().filter(
    (file) => within.length === 0 || within.some((path) => path === '' || file === path || file.startsWith(`${path}/`)),
  );
  const found = longLines(files);
  for (const { file, line, width } of found) console.log(`${file}:${line}: ${width} characters`);
  if (found.length === 0) return 0;
  console.error(
    `${found.length} line(s) over ${MAX_WIDTH} characters, in ${new Set(found.map((f) => f.file)).size} file(s).`,
  );
  return 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exitCode = main(process.argv.slice(2));
