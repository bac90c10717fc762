/**
 * The examples of the documentation, read where they are written: every fenced `js`/`ts` block of
 * README.md and docs/*.md, and every `@example` of the source (test files aside): the package under
 * sdk/, the demo site under demo/ and the build and maintenance scripts under scripts/.
 *
 * A block may be preceded by one HTML comment that says how it runs:
 * - `<!-- not run: reason -->`: not run, for the reason given (a test caps how many);
 * - `<!-- example: name -->`: a whole program (a server that runs until SIGTERM), run by the test
 *   that names the document and `name` (sdk/server/adapters/node-entry.test.ts).
 * @module
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface DocExample {
  /** Where it is written, relative to the repository: `docs/iban.md:13`. */
  where: string;
  /** The file, relative to the repository. */
  file: string;
  /** The line of the first line of code. */
  line: number;
  code: string;
  /** For an `@example`: the module it documents, whose exports are in its scope. */
  module?: string;
  /** Why it is not run, from `<!-- not run: reason -->`. */
  notRun?: string;
  /** The program's name, from `<!-- example: name -->`. */
  program?: string;
}

/** The documents whose examples show a page: they run in Chromium (sdk/element/doc-examples.test.ts). */
export const BROWSER_DOCS = ['docs/element.md'];

const FENCE = /^```(js|ts|javascript|typescript|mjs)\s*$/;

/** The fenced `js`/`ts` blocks of one Markdown file. */
export function markdownExamples(root: string, file: string): DocExample[] {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const found: DocExample[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!FENCE.test(lines[i] as string)) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && !(lines[end] as string).startsWith('```')) end++;
    const before = i > 0 ? (lines[i - 1] as string).trim() : '';
    const notRun = /^<!-- not run: (.+?) -->$/.exec(before)?.[1];
    const program = /^<!-- example: ([\w-]+) -->$/.exec(before)?.[1];
    found.push({
      where: `${file}:${start + 1}`,
      file,
      line: start + 1,
      code: lines.slice(start, end).join('\n'),
      ...(notRun !== undefined ? { notRun } : {}),
      ...(program !== undefined ? { program } : {}),
    });
    i = end;
  }
  return found;
}

/**
 * The `@example`s of one source file: the rest of the tag's line and the comment lines after it, up
 * to the next tag or the end of the comment.
 */
export function sourceExamples(root: string, file: string): DocExample[] {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const found: DocExample[] = [];
  for (let i = 0; i < lines.length; i++) {
    const tag = /^\s*\* @example ?(.*)$/.exec(lines[i] as string);
    if (tag === null) continue;
    const code = (tag[1] as string).trim() === '' ? [] : [tag[1] as string];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const next = /^\s*\*(?!\/)(?: (.*))?$/.exec(lines[j] as string);
      if (next === null || /^\s*@/.test(next[1] ?? '')) break;
      code.push(next[1] ?? '');
    }
    while (code.length > 0 && (code[code.length - 1] as string).trim() === '') code.pop();
    const line = (tag[1] as string).trim() === '' ? i + 2 : i + 1;
    found.push({ where: `${file}:${line}`, file, line, code: code.join('\n'), module: file });
    i = j - 1;
  }
  return found;
}

/** Folders of generated code, test helpers and build output: their comments' examples are not read. */
const SKIPPED = ['generated', 'test-support', 'node_modules', 'dist'];

function walk(root: string, dir: string, keep: (file: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.includes(entry.name)) out.push(...walk(root, path, keep));
    } else if (keep(path)) out.push(path);
  }
  return out.sort();
}

/** The folders whose source's `@example`s run: the package, the demo site and the scripts. */
const SOURCE_DIRS = ['sdk', 'demo', 'scripts'];

/** Every example of the repository at `root`. */
export function allExamples(root: string): DocExample[] {
  const docs = ['README.md', ...walk(root, 'docs', (f) => f.endsWith('.md') && !f.startsWith(join('docs', 'api')))];
  const sources = SOURCE_DIRS.flatMap((dir) =>
    walk(root, dir, (f) => f.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(f)),
  );
  return [
    ...docs.flatMap((f) => markdownExamples(root, relative(root, join(root, f)))),
    ...sources.flatMap((f) => sourceExamples(root, f)),
  ];
}
