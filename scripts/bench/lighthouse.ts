/**
 * Audits every page of the built demo site (demo/dist) with Lighthouse in Debian's Chromium and
 * fails unless each page scores at least 95 for accessibility and 90 for performance, with
 * Lighthouse's default mobile settings (simulated slow 4G and a 4x slower CPU).
 * The site is served by `vite preview` on a free loopback port. Reports go to
 * test-results/lighthouse/. Not part of `npm test`: it takes about a minute.
 *
 *   npm run lighthouse            (builds the package and the site first)
 *   node --import tsx scripts/bench/lighthouse.ts [--desktop]
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../dev/chromium.ts';
import { repoRoot } from '../dev/paths.ts';
import { commandLine } from '../dev/command-line.ts';

const PAGES = ['index.html', 'batch.html', 'generate.html', 'api.html', 'sign-up.html', 'dashboard.html'];
const MINIMUM: Record<string, number> = { accessibility: 95, performance: 90 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function main(): Promise<number> {
  const desktop =
    commandLine('usage: npm run lighthouse [-- --desktop]', { options: { desktop: { type: 'boolean' } } }).values
      .desktop === true;
  const site = join(repoRoot, 'demo/dist');
  if (!existsSync(join(site, 'index.html'))) {
    process.stderr.write('lighthouse: no built site in demo/dist: run `npm run build:demo` first\n');
    return 2;
  }
  const reports = join(repoRoot, 'test-results/lighthouse');
  mkdirSync(reports, { recursive: true });

  const server = await preview({
    configFile: join(repoRoot, 'demo/vite.config.ts'),
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 4310, strictPort: false, open: false },
  });
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS] });
  let failed = false;
  try {
    const base = server.resolvedUrls?.local[0];
    if (base === undefined) throw new Error('vite preview gave no address');
    const rows: string[][] = [];
    for (const page of PAGES) {
      const url = new URL(page, base).href;
      const result = await lighthouse(
        url,
        { port: chrome.port, output: ['html', 'json'], logLevel: 'error', onlyCategories: CATEGORIES },
        desktop ? desktopConfig : undefined,
      );
      if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
      const name = page.replace(/\.html$/, '');
      const [html, json] = result.report as string[];
      writeFileSync(join(reports, `${name}${desktop ? '-desktop' : ''}.html`), html as string);
      writeFileSync(join(reports, `${name}${desktop ? '-desktop' : ''}.json`), json as string);
      const scores = CATEGORIES.map((id) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100));
      for (const [i, id] of CATEGORIES.entries()) {
        const minimum = MINIMUM[id];
        if (minimum !== undefined && (scores[i] as number) < minimum) failed = true;
      }
      const runtimeError = result.lhr.runtimeError?.message;
      if (runtimeError !== undefined) {
        failed = true;
        process.stderr.write(`lighthouse: ${page}: ${runtimeError}\n`);
      }
      rows.push([page, ...scores.map(String)]);
    }
    const header = ['page', ...CATEGORIES];
    const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] as string).length)));
    const line = (cells: string[]): string => cells.map((cell, i) => cell.padEnd(widths[i] as number)).join('  ');
    process.stdout.write(
      `Lighthouse ${desktop ? 'desktop' : 'mobile (default throttling)'} on ${base}\n` +
        `${line(header)}\n${rows.map(line).join('\n')}\n` +
        `minimum: accessibility ${MINIMUM['accessibility']}, performance ${MINIMUM['performance']}; ` +
        `reports in ${reports}\n`,
    );
  } finally {
    chrome.kill();
    await server.close();
  }
  if (failed) process.stderr.write('lighthouse: a page is below the minimum\n');
  return failed ? 1 : 0;
}

process.exitCode = await main();
