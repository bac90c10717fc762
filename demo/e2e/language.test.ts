/**
 * The playground's language switch, on the static build in Debian's Chromium, at desktop and
 * phone widths: each language puts the field's words in that language, while the envelope stays
 * the server's English.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { de } from 'bank-number/locales/de';
import { en } from 'bank-number/locales/en';
import { es } from 'bank-number/locales/es';
import { fr } from 'bank-number/locales/fr';
import { it as italian } from 'bank-number/locales/it';
import { nl } from 'bank-number/locales/nl';
import { pl } from 'bank-number/locales/pl';
import { pt } from 'bank-number/locales/pt';
import type { BankNumberMessages } from 'bank-number';
import { launchChromium, openPage } from './support/browser.ts';
import { accessibilityViolations, open } from './support/pages.ts';
import { serveStatic } from './support/static-server.ts';
import type { StaticServer } from './support/static-server.ts';

const CATALOGUES: BankNumberMessages[] = [en, de, fr, es, italian, nl, pl, pt];

describe("the playground's language switch", () => {
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

  for (const width of [1280, 390]) {
    it(`shows the element in every language, at ${width} px`, async () => {
      const { context, page, problems } = await openPage(browser);
      await page.setViewportSize({ width, height: 900 });
      await open(page, host.url, 'playground');
      const field = page.locator('bank-number-input');
      await field.locator('[part=input]').fill('GB82 WEST 1234 5698 7654 31');
      const options = await page
        .locator('#language option')
        .evaluateAll((nodes) => nodes.map((n) => (n as HTMLOptionElement).value));
      expect(options).toEqual(CATALOGUES.map((m) => m.lang));
      for (const messages of CATALOGUES) {
        await page.locator('#language').selectOption(messages.lang);
        await expect.poll(() => field.getAttribute('lang')).toBe(messages.lang);
        await expect.poll(() => field.locator('[part="status"]').textContent()).toBe(messages.invalid);
        await expect.poll(() => field.locator('[part="message"]').textContent()).toBe(messages.CHECKSUM_FAILED[0]);
        expect(await field.locator('[part="suggestion"]').textContent()).toBe(messages.CHECKSUM_FAILED[1]);
        expect(await field.locator('[part="format"]').textContent()).toBe(messages.iban);
        // The switch fits the width: no sideways scrolling.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await accessibilityViolations(page)).toEqual([]);
      }
      // A valid number: the labels of its parts in Portuguese, the envelope still English.
      await page.locator('#language').selectOption(pt.lang);
      await field.locator('[part=input]').fill('PT50 0002 0123 1234 5678 9015 4');
      await expect.poll(() => field.locator('[part="status"]').textContent()).toBe(pt.valid);
      expect(await field.locator('[part="segment-label"]').allTextContents()).toEqual([
        'País',
        'Dígitos de controlo',
        'Código do banco',
        'Número de conta',
        'Controlo nacional',
      ]);
      await page.locator('#validate-button').click();
      await expect
        .poll(async () => (await page.locator('#envelope').textContent()) ?? '')
        .toContain('"label": "Bank Code"');
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
