/**
 * What a newcomer meets on the static build, in Debian's Chromium: the verdict panel in the field's
 * language, a number of no detected format said plainly, the Batch page's sentences for invalid
 * rows, and the API page's "Try it" starting with POST. Screenshots land in
 * test-results/screenshots/ (front-door-*).
 */
import type { Browser } from 'playwright';
import { GERMAN_ACCOUNT_REFUSED } from '../../test/vectors/de-refused.ts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BankNumberMessages } from 'bank-number';
import { de } from 'bank-number/locales/de';
import { en } from 'bank-number/locales/en';
import { es } from 'bank-number/locales/es';
import { fr } from 'bank-number/locales/fr';
import { it as italian } from 'bank-number/locales/it';
import { nl } from 'bank-number/locales/nl';
import { pl } from 'bank-number/locales/pl';
import { pt } from 'bank-number/locales/pt';
import { PAGES, SENDS } from '../site-layout.ts';
import { PLAYGROUND_WORDS } from '../src/playground-words.ts';
import type { PlaygroundWords } from '../src/playground-words.ts';
import { launchChromium, openPage, screenshot, takeHttpErrors } from './support/browser.ts';
import { open, typeNumber } from './support/pages.ts';
import { serveStatic } from './support/static-server.ts';
import type { StaticServer } from './support/static-server.ts';

const CATALOGUES: BankNumberMessages[] = [en, de, fr, es, italian, nl, pl, pt];

/** Where the screenshots of the German playground and of the batch on a phone are kept for review. */
const REVIEW_SCREENS = process.env['DEMO_REVIEW_SCREENS'];

/** The playground's words that the page shows once a number is validated in this browser. */
const SHOWN_WORDS: (keyof PlaygroundWords)[] = [
  'title',
  'numberHeading',
  'language',
  'detect',
  'usRouting',
  'ukSortCode',
  'examples',
  'aTypo',
  'answerFrom',
  'thisBrowser',
  'theApi',
  'validate',
  'clear',
  'verdict',
  'answeredHere',
  'envelope',
  'copyJson',
  'setBaseUrl',
];

/** Whether `text` holds `phrase` as words of their own (`Detect` is not in `Detectar`). */
function saysPhrase(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'u').test(text);
}

describe('the front door of the demo', () => {
  let host: StaticServer;
  let browser: Browser;

  beforeAll(async () => {
    host = await serveStatic(inject('demoSite'), '/');
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await host?.close();
  });

  it('builds without a warning of the bundler (as npm start does)', () => {
    expect(inject('demoBuildWarnings')).toEqual([]);
  });

  it('speaks the language of the field in the verdict panel too, and says plainly what it did not detect', async () => {
    const { page, problems } = await openPage(browser);
    await open(page, host.url, 'playground');
    await page.getByLabel('Language').selectOption('de');
    await typeNumber(page, 'DE89 3704 0044 0532 0130 01');
    const verdict = page.locator('#verdict');
    await expect.poll(() => verdict.locator('.badge').textContent()).toBe(de.invalid);
    expect(await verdict.locator('.errors li').first().textContent()).toContain(de.CHECKSUM_FAILED[0]);
    expect(await verdict.locator('h3').allTextContents()).toEqual(['Fehler']);
    await typeNumber(page, 'DE89 3704 0044 0532 0130 00');
    await expect.poll(() => verdict.locator('.badge').textContent()).toBe(de.valid);
    expect(await verdict.locator('h3').first().textContent()).toBe(de.structure);
    expect(await verdict.locator('.segment-label').allTextContents()).toContain('Bankleitzahl');
    await expect.poll(() => verdict.locator('dl.facts dt').allTextContents()).toEqual(['Bank', 'Ort', 'Land', 'BIC']);
    expect(await verdict.locator('dl.facts dd').nth(2).textContent()).toBe('Deutschland (DE)');
    await screenshot(page, 'front-door-playground-de');
    // Back to English: the panel follows at once.
    await page.getByLabel('Sprache').selectOption('en');
    await expect.poll(() => verdict.locator('.badge').textContent()).toBe(en.valid);
    // Six bare digits: no format, said as such, with the reason.
    await typeNumber(page, '040004');
    await expect.poll(() => verdict.locator('.badge').textContent()).toBe(en.invalid);
    const line = (await verdict.locator('.verdict').textContent()) ?? '';
    expect(line).not.toContain('not detected');
    expect(line).toContain('format not recognised');
    expect(await verdict.textContent()).toContain(en.AMBIGUOUS_FORMAT[0]);
    expect(problems).toEqual([]);
  });

  it("puts the playground's own words in the language chosen, in all eight languages", async () => {
    const { page, problems } = await openPage(browser);
    await open(page, host.url, 'playground');
    // Right IBAN check digits, an account that fails the method of bank code 10050000.
    await typeNumber(page, GERMAN_ACCOUNT_REFUSED);
    const verdict = page.locator('#verdict');
    for (const messages of CATALOGUES) {
      const words = PLAYGROUND_WORDS[messages.lang] as PlaygroundWords;
      const english = PLAYGROUND_WORDS['en'] as PlaygroundWords;
      await page.locator('#language').selectOption(messages.lang);
      await expect.poll(() => page.locator('main').getAttribute('lang')).toBe(messages.lang);
      await page.locator('#validate-button').click();
      await expect.poll(() => page.locator('#answer-source').textContent()).toBe(words.answeredHere);
      await expect.poll(() => verdict.locator('.errors li').first().textContent()).toContain('BBAN_CHECKSUM_FAILED');
      // The suggestion fits a German IBAN: the catalogue's, which names no branch code.
      expect(await verdict.locator('.errors li').first().textContent()).toContain(messages.BBAN_CHECKSUM_FAILED[1]);
      expect(await page.locator('#result-heading').textContent()).toBe(words.verdict);
      expect(await page.locator('bank-number-input').getAttribute('label')).toBe(
        messages.number.charAt(0).toUpperCase() + messages.number.slice(1),
      );
      // Outside the JSON view (the server's English), no English word of the page is left.
      const shown = await page.locator('main').evaluate((main: HTMLElement) => {
        const json = main.querySelector('#envelope') as HTMLElement;
        return main.innerText.replace(json.innerText, '');
      });
      for (const key of SHOWN_WORDS) {
        expect(shown, `${messages.lang}: ${key}`).toContain(words[key] as string);
        if (words[key] !== english[key])
          expect(saysPhrase(shown, english[key] as string), `${messages.lang}: ${key} in English`).toBe(false);
      }
      if (messages.lang === 'de') {
        await screenshot(page, 'front-door-playground-german-iban');
        if (REVIEW_SCREENS) await page.screenshot({ path: `${REVIEW_SCREENS}/demo-de-playground.png`, fullPage: true });
      }
    }
    expect(problems).toEqual([]);
  });

  it('shows the sentence for each invalid row of the Batch page, with its code', async () => {
    const { page, problems } = await openPage(browser);
    await open(page, host.url, 'batch');
    await page.getByRole('button', { name: 'Fill in an example' }).click();
    await page.getByRole('button', { name: 'Validate all rows' }).click();
    await expect
      .poll(() => page.locator('#progress-text').textContent(), { timeout: 60_000 })
      .toMatch(/^10 of 10 rows validated/);
    const invalid = page.locator('#results-table tr[data-verdict="invalid"] td.errors');
    const cells = await invalid.allTextContents();
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.some((cell) => cell.includes(en.CHECKSUM_FAILED[0]) && cell.includes('CHECKSUM_FAILED'))).toBe(true);
    for (const cell of cells) expect(cell).toMatch(/[a-z]{3,}.*\.\s+[A-Z_]+/);
    await screenshot(page, 'front-door-batch');
    expect(problems).toEqual([]);
  });

  it('keeps each error code in its column of the Batch results on a 360 px phone', async () => {
    const { page, problems } = await openPage(browser);
    await page.setViewportSize({ width: 360, height: 800 });
    await open(page, host.url, 'batch');
    await page.getByRole('button', { name: 'Fill in an example' }).click();
    await page.getByRole('button', { name: 'Validate all rows' }).click();
    await expect
      .poll(() => page.locator('#progress-text').textContent(), { timeout: 60_000 })
      .toMatch(/^10 of 10 rows validated/);
    await page.getByLabel('Invalid').check();
    const cells = page.locator('#results-table td.errors');
    expect(await cells.count()).toBeGreaterThan(0);
    const boxes = await cells.evaluateAll((tds) =>
      tds.map((td) => {
        const cell = td.getBoundingClientRect();
        const code = (td.querySelector('code.codes') as HTMLElement).getBoundingClientRect();
        const label = Number.parseFloat(getComputedStyle(td, '::before').width);
        return { cellLeft: cell.left, cellRight: cell.right, codeLeft: code.left, codeRight: code.right, label };
      }),
    );
    for (const box of boxes) {
      // The codes are in the content column, right of the cell's label, and end inside the cell.
      expect(box.codeLeft).toBeGreaterThanOrEqual(box.cellLeft + box.label);
      expect(box.codeRight).toBeLessThanOrEqual(box.cellRight + 0.5);
      expect(box.cellRight).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'front-door-batch-360');
    if (REVIEW_SCREENS) {
      await page.locator('#results-card').screenshot({ path: `${REVIEW_SCREENS}/batch-results-360.png` });
    }
    expect(problems).toEqual([]);
  });

  it('names tiers in one case, each country once, tells per page what it sends, and links back from the reference', async () => {
    const { page, problems } = await openPage(browser);
    await open(page, host.url, 'api');
    expect(await page.locator('#limits-table tbody th').allTextContents()).toEqual([
      'Open',
      'Starter',
      'Pro',
      'Business',
    ]);
    // No line under the last row, whose header cell ("Business") kept one: the frame closes the table.
    for (const cell of await page.locator('#limits-table tbody tr:last-child > *').all())
      expect(await cell.evaluate((node) => getComputedStyle(node).borderBottomWidth)).toBe('0px');

    await open(page, host.url, 'generate');
    for (const format of ['IBAN', 'SWIFT/BIC']) {
      await page.getByLabel(format, { exact: true }).check();
      const names = await page.locator('#gen-country option').allTextContents();
      expect(names, format).toContain('Türkiye (TR)');
      expect(names.join('\n'), format).not.toContain('Turkiye');
    }

    for (const { id, file } of PAGES) {
      await page.goto(new URL(file, host.url).href);
      // Without the reference server, the Keys page finds no account API (and says so).
      if (id === 'dashboard') await takeHttpErrors(problems, [404, '/api/account/sign-out']);
      const footer = (await page.locator('footer').innerText()).replace(/\s+/g, ' ');
      expect(footer, id).toContain(SENDS[id]);
      // Only the batch page sends nothing at all.
      if (id !== 'batch') expect(footer, id).toMatch(/API|server/);
    }

    for (const path of ['reference/index.html', 'reference/functions/bank-number.validate.html']) {
      await page.goto(new URL(path, host.url).href);
      const demo = page.getByRole('link', { name: 'Demo', exact: true });
      expect(await demo.evaluate((a) => (a as HTMLAnchorElement).href), path).toBe(
        new URL('index.html', host.url).href,
      );
    }
    expect(problems).toEqual([]);
  });

  it("starts the API page's Try it with POST /validate, the number in the body", async () => {
    const { page, problems } = await openPage(browser);
    await open(page, host.url, 'api');
    expect(await page.locator('#try-operation option:checked').textContent()).toBe('POST /api/v1/validate');
    await expect.poll(() => page.locator('#try-body-field').isVisible()).toBe(true);
    expect(JSON.parse(await page.locator('#try-body').inputValue())).toEqual({ input: 'GB82 WEST 1234 5698 7654 32' });
    expect(problems).toEqual([]);
  });
});
