/**
 * The SDK reference of the demo site: the typedoc output for the package's sources, built with
 * the site (so that the header's "SDK reference" link always leads somewhere) and kept in
 * `.cache/sdk-reference/<hash>/`, where the hash covers every input typedoc reads. A build whose
 * sources have not changed since the last one copies the cached reference instead of running
 * typedoc again (about 15 seconds of CPU).
 * @module
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** What typedoc reads besides the sources: its options and plugin, the compiler's, and its own version. */
const CONFIG_FILES = [
  'typedoc.json',
  'scripts/docs/typedoc-import-names.mjs',
  'tsconfig.json',
  'tsconfig.build.json',
  'package.json',
  'node_modules/typedoc/package.json',
];

/** The sources typedoc reads: everything under sdk/ but the tests and their support code. */
function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test-support') walk(path);
      } else if (!entry.name.endsWith('.test.ts')) {
        files.push(path);
      }
    }
  };
  walk(join(root, 'sdk'));
  return files.sort();
}

/** A hash of every input of the reference: file names and contents. */
export function referenceHash(root: string): string {
  const hash = createHash('sha256');
  for (const file of [...CONFIG_FILES.map((name) => join(root, name)), ...sourceFiles(root)]) {
    hash.update(relative(root, file)).update('\0');
    hash.update(existsSync(file) ? readFileSync(file) : '').update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

function runTypedoc(root: string, out: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(root, 'node_modules/typedoc/bin/typedoc'), '--out', out, '--logLevel', 'Warn'],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0 && existsSync(join(out, 'index.html'))) resolve();
      else reject(new Error(`typedoc failed (exit code ${code}) while building the SDK reference:\n${output}`));
    });
  });
}

/**
 * The folder holding the reference for the sources as they are now: the cached one, or a new one
 * written by typedoc. Older cached references are removed. Two builds at once may both run
 * typedoc; each writes to a folder of its own and the first to finish wins.
 */
export async function sdkReference(root: string): Promise<string> {
  const cache = join(root, '.cache', 'sdk-reference');
  const hash = referenceHash(root);
  const folder = join(cache, hash);
  if (!existsSync(join(folder, 'index.html'))) {
    await mkdir(cache, { recursive: true });
    const temporary = await mkdtemp(join(cache, `.${hash}-`));
    try {
      await runTypedoc(root, temporary);
      if (!existsSync(join(folder, 'index.html'))) {
        await rm(folder, { recursive: true, force: true });
        await rename(temporary, folder);
      }
    } catch (error) {
      // Another build may have finished the same reference meanwhile.
      if (!existsSync(join(folder, 'index.html'))) throw error;
    } finally {
      await rm(temporary, { recursive: true, force: true });
    }
  }
  for (const entry of await readdir(cache)) {
    if (entry !== hash && !entry.startsWith('.')) await rm(join(cache, entry), { recursive: true, force: true });
  }
  return folder;
}

/** Where typedoc puts the links of its `navigationLinks` option, empty without them. */
const TOOLBAR_LINKS = '<div id="tsd-toolbar-links"></div>';

/**
 * A page of the reference with a link back to the demo in its toolbar. Typedoc writes a link as
 * given on every page, whatever its depth, so the link is made here, relative to the page: each
 * page names its way to the reference's root in `data-base` (`./`, `../`), and the demo is one
 * folder up from there.
 */
export function withLinkToDemo(html: string): string {
  const base = /<html[^>]*\sdata-base="([./]*)"/.exec(html)?.[1];
  if (base === undefined || !html.includes(TOOLBAR_LINKS)) return html;
  return html.replace(TOOLBAR_LINKS, `<div id="tsd-toolbar-links"><a href="${base}../index.html">Demo</a></div>`);
}

/** Copies the reference `folder` to `target` (the site's `reference/`), each page linking back to the demo. */
export function copyReference(folder: string, target: string): void {
  cpSync(folder, target, { recursive: true });
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) writeFileSync(path, withLinkToDemo(readFileSync(path, 'utf8')));
    }
  };
  walk(target);
}
