/**
 * The builder: turns the project's data in `data/` into the modules under `sdk/generated/`, and
 * `data/formats.json` into the lists of the formats in `sdk/formats/` (`formatLists`, in
 * scripts/build/generated/formats.ts).
 * Each dataset has its own builder module in `scripts/build/generated/`, whose default export returns
 * the files it writes (path relative to `sdk/generated/` → content). Deterministic: the same
 * data gives byte-identical files.
 *
 *   npm run build:data            write sdk/generated/
 *   npm run build:data -- --check  exit 1 when the committed files differ from a fresh build
 */
import { parseArgs } from 'node:util';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatLists } from './generated/formats.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const generatedDir = join(root, 'sdk', 'generated');
const formatsDir = join(root, 'sdk', 'formats');
const buildersDir = join(root, 'scripts', 'build', 'generated');

export const HEADER = '// generated: do not edit. Built from data/ by npm run build:data.\n';

/** Every file the builders produce, path relative to sdk/generated/ → content. */
export async function buildAll(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const builders = readdirSync(buildersDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  for (const name of builders) {
    const mod = (await import(pathToFileURL(join(buildersDir, name)).href)) as {
      default: () => Map<string, string> | Promise<Map<string, string>>;
    };
    for (const [path, content] of await mod.default()) {
      if (files.has(path)) throw new Error(`${name}: ${path} is written by another builder too`);
      files.set(path, content.startsWith(HEADER) ? content : HEADER + content);
    }
  }
  return files;
}

function listGenerated(dir = generatedDir): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listGenerated(full));
    else out.push(relative(generatedDir, full).split('\\').join('/'));
  }
  return out.sort();
}

/** The differences between sdk/generated/ on disk and a fresh build; empty when they agree. */
export async function diffGenerated(): Promise<string[]> {
  const files = await buildAll();
  const problems: string[] = [];
  for (const [path, content] of files) {
    const full = join(generatedDir, path);
    if (!existsSync(full)) problems.push(`missing: ${path}`);
    else if (readFileSync(full, 'utf8') !== content) problems.push(`differs: ${path}`);
  }
  for (const path of listGenerated()) if (!files.has(path)) problems.push(`not built by any builder: ${path}`);
  for (const [path, content] of formatLists(HEADER)) {
    const full = join(formatsDir, path);
    if (!existsSync(full)) problems.push(`missing: sdk/formats/${path}`);
    else if (readFileSync(full, 'utf8') !== content) problems.push(`differs: sdk/formats/${path}`);
  }
  return problems;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { check: { type: 'boolean' } } });
  if (values.check === true) {
    const problems = await diffGenerated();
    if (problems.length > 0) {
      console.error(`sdk/generated/ differs from a fresh build (run: npm run build:data):\n  ${problems.join('\n  ')}`);
      process.exit(1);
    }
    console.log('sdk/generated/ matches a fresh build');
    return;
  }
  const files = await buildAll();
  rmSync(generatedDir, { recursive: true, force: true });
  for (const [path, content] of files) {
    const full = join(generatedDir, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  const lists = formatLists(HEADER);
  for (const [path, content] of lists) writeFileSync(join(formatsDir, path), content);
  console.log(`wrote ${files.size} files to sdk/generated/ and ${lists.size} lists to sdk/formats/`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
