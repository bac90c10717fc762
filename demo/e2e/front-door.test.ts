/**
 * What a newcomer meets on the static build, in Debian's Chromium: the verdict panel in the field's
 * language, a number of no detected format said plainly, the Batch page's sentences for invalid
 * rows, and the API page's "Try it" starting with POST. Screenshots land in
 * test-results/screenshots/ (front-door-*).
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { de } from 'bank-number/locales/de';
import { en } from 'bank-number/locales/en';
import { launchChromium, openPage, screenshot } from './support/browser.ts';
import { open, typeNumber } from './support/pages.ts';
import { serveStatic } from './support/static-server.ts';
import type { StaticServer } from './support/static-server.ts';

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
    await page.getByLabel('Language of the field').selectOption('de');
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
    await page.getByLabel('Language of the field').selectOption('en');
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

  it("starts the API page's Try it with POST /validate, the number in the body", async () => {
    const { page, problems } = await openPage(browser);
    await open(page, host.url, 'api');
    expect(await page.locator('#try-operation option:checked').textContent()).toBe('POST /api/v1/validate');
    await expect.poll(() => page.locator('#try-body-field').isVisible()).toBe(true);
    expect(JSON.parse(await page.locator('#try-body').inputValue())).toEqual({ input: 'GB82 WEST 1234 5698 7654 32' });
    expect(problems).toEqual([]);
  });
});
