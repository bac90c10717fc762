/**
 * Budgets of `<bank-number-input>`, measured in Chromium:
 *
 * 1. Size: `sdk/element/define.ts` bundled by esbuild (minified, ESM, `splitting: true` so that
 *    the lookup data stays in lazily imported chunks). Counted: the entry chunk and every chunk it
 *    imports statically, each gzipped (level 9). Budget: the `element` entry of size-budgets.json.
 * 2. Keystroke to updated verdict: a page with the element, driven by Playwright's real key events.
 *    Each printable keystroke puts a mark at `keydown` and a measure when the element's verdict for
 *    it is rendered (`bank-number-validate`, then `updateComplete`). One round types 34 characters:
 *    the longest IBAN of the registry (Russia, 33) and one more character, so that the last verdict
 *    is on a 34-character IBAN, the ISO 13616 maximum. Budget: p95 ≤ 4 ms over at least 500
 *    keystrokes.
 *
 *   npm run bench:element -- [--rounds 16] [--no-keystrokes]
 *
 * Chromium: CHROMIUM_PATH or /usr/bin/chromium. Exits 1 when a budget is missed.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Metafile } from 'esbuild';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../dev/chromium.ts';
import { repoRoot } from '../dev/paths.ts';
import { commandLine } from '../dev/command-line.ts';
import { readBudgets } from './size.ts';

const SIZE_BUDGET_BYTES = readBudgets().find((entry) => entry.name === 'element')?.gzip as number;
const P95_BUDGET_MS = 4;
const TYPED = 'RU0304452522540817810538091310419' + '0';

const { values } = commandLine('usage: npm run bench:element [-- --rounds N] [--no-keystrokes]', {
  options: { rounds: { type: 'string', default: '16' }, 'no-keystrokes': { type: 'boolean' } },
});
const rounds = Number(values.rounds) || 16;

interface SizeReport {
  files: Array<{ file: string; bytes: number; gzip: number }>;
  gzip: number;
  lazyChunks: number;
}

/** The entry output of `metafile` and every output it imports statically, transitively. */
function staticClosure(metafile: Metafile, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entry);
  return [...seen];
}

async function bundle(outdir: string, entries: Record<string, string>): Promise<Metafile> {
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: entries,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    metafile: true,
    chunkNames: 'chunks/[name]-[hash]',
    legalComments: 'none',
    logLevel: 'warning',
  });
  return result.metafile;
}

async function measureSize(outdir: string): Promise<SizeReport> {
  const metafile = await bundle(outdir, { element: 'sdk/element/define.ts' });
  const entry = Object.keys(metafile.outputs).find(
    (file) => metafile.outputs[file]?.entryPoint === 'sdk/element/define.ts',
  );
  if (entry === undefined) throw new Error('esbuild produced no entry chunk for sdk/element/define.ts');
  const closure = staticClosure(metafile, entry);
  const files = closure.map((file) => {
    const bytes = readFileSync(join(repoRoot, file));
    return {
      file: relative(outdir, join(repoRoot, file)),
      bytes: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
    };
  });
  const jsOutputs = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'));
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0), lazyChunks: jsOutputs.length - closure.length };
}

// The binding is used so that the bundler keeps the define module, which package.json lists as
// side-effect free in its source form (only its built file is marked).
const PAGE_SCRIPT = `
import { BankNumberInput } from '${join(repoRoot, 'sdk/element/define.ts').replaceAll('\\', '/')}';
const el = document.querySelector('bank-number-input');
if (!(el instanceof BankNumberInput)) throw new Error('bank-number-input is not defined');
let start = -1;
el.addEventListener('keydown', (event) => {
  if (event.key.length !== 1) return;
  start = performance.now();
  performance.mark('bank-number-keystroke-start');
}, { capture: true });
el.addEventListener('bank-number-validate', async () => {
  if (start < 0) return;
  const from = start;
  start = -1;
  await el.updateComplete;
  performance.measure('bank-number-keystroke', { start: from, end: performance.now() });
});
`;

const PAGE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bank-number-input keystroke bench</title>
<link rel="icon" href="data:,"></head>
<body><form><bank-number-input name="iban" label="IBAN"></bank-number-input></form>
<script type="module" src="./page.js"></script></body></html>`;

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };

async function measureKeystrokes(outdir: string): Promise<number[]> {
  const source = join(outdir, 'page-src.js');
  writeFileSync(source, PAGE_SCRIPT);
  const siteDir = join(outdir, 'site');
  await bundle(siteDir, { page: source });
  writeFileSync(join(siteDir, 'index.html'), PAGE_HTML);

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage();
    // The page is served from memory: no port, nothing left running.
    await page.route('http://bench.test/**', async (route) => {
      const path = new URL(route.request().url()).pathname;
      try {
        const body = readFileSync(join(siteDir, path === '/' ? 'index.html' : path));
        await route.fulfill({
          status: 200,
          body,
          contentType: CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
        });
      } catch {
        await route.fulfill({ status: 404, body: '' });
      }
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('http://bench.test/index.html');
    await page.evaluate(() => customElements.whenDefined('bank-number-input'));
    const input = page.locator('bank-number-input input');
    await input.click();

    const round = async (): Promise<void> => {
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Delete');
      await page.keyboard.type(TYPED);
    };
    await round(); // warm-up: JIT, the RU lookup chunk
    await page.evaluate(() => performance.clearMeasures('bank-number-keystroke'));
    for (let i = 0; i < rounds; i++) await round();
    const shown = await input.inputValue();
    if (shown !== 'RU03 0445 2522 5408 1781 0538 0913 1041 90') throw new Error(`unexpected display: ${shown}`);
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    // Awaited here, before `finally` closes the browser under it.
    return await page.evaluate(() =>
      performance.getEntriesByName('bank-number-keystroke').map((entry) => entry.duration),
    );
  } finally {
    await browser.close();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const outdir = mkdtempSync(join(tmpdir(), 'bank-number-element-bench-'));
  let ok = true;
  try {
    const size = await measureSize(join(outdir, 'size'));
    console.log('size: sdk/element/define.ts, minified, lookup data split away');
    for (const f of size.files) console.log(`  ${f.file}  ${f.bytes} B, gzip ${f.gzip} B`);
    console.log(
      `  entry + static imports: ${size.gzip} B gzip (${(size.gzip / 1024).toFixed(2)} KB), ` +
        `budget ${SIZE_BUDGET_BYTES} B; ` +
        `${size.lazyChunks} lazy chunks not counted`,
    );
    const sizeOk = size.gzip <= SIZE_BUDGET_BYTES;
    console.log(`  ${sizeOk ? 'within budget' : 'OVER BUDGET'}`);
    if (!sizeOk) ok = false;

    if (values['no-keystrokes'] !== true) {
      const durations = await measureKeystrokes(outdir);
      const sorted = [...durations].sort((a, b) => a - b);
      const p50 = percentile(sorted, 50);
      const p95 = percentile(sorted, 95);
      console.log(`keystroke to updated verdict (${TYPED.length}-character IBAN, ${rounds} rounds, Chromium):`);
      console.log(
        `  n=${sorted.length}  p50=${p50.toFixed(3)} ms  p95=${p95.toFixed(3)} ms  ` +
          `max=${(sorted.at(-1) ?? 0).toFixed(3)} ms, budget p95 ≤ ${P95_BUDGET_MS} ms`,
      );
      const keystrokesOk = sorted.length >= 500 && p95 <= P95_BUDGET_MS;
      console.log(`  ${keystrokesOk ? 'within budget' : 'OVER BUDGET'}`);
      if (!keystrokesOk) ok = false;
    }
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
  if (!ok) process.exitCode = 1;
}

await main();
