/**
 * The static build (`npm run build:demo`) served by a plain static server under a sub-path, in
 * Debian's Chromium: every page works without any API server; with an API base URL set on the
 * page, it calls a reference server on another origin.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dataLine } from '../site-layout.ts';
import { launchChromium, openPage, screenshot, takeHttpErrors } from './support/browser.ts';
import type { WatchedPage } from './support/browser.ts';
import {
  PAGE_FILES,
  accessibilityViolations,
  checkApiDocument,
  checkBatchPasted,
  checkBatchTenThousand,
  checkGenerateApi,
  checkGenerateLocally,
  checkNavigation,
  checkPlaygroundApi,
  checkPlaygroundLocally,
  checkPlaygroundWithoutApi,
  checkTryIt,
  fillForScreenshot,
  open,
  ready,
} from './support/pages.ts';
import { createKey, runServe } from './support/processes.ts';
import type { RunningServer } from './support/processes.ts';
import { serveStatic } from './support/static-server.ts';
import type { StaticServer } from './support/static-server.ts';

const PREFIX = '/mirror/tools/bank-number/';

describe('the static build under a sub-path of a plain static host', () => {
  let host: StaticServer;
  let browser: Browser;
  const watched = (options?: Parameters<typeof openPage>[1]): Promise<WatchedPage> => openPage(browser, options);

  beforeAll(async () => {
    host = await serveStatic(inject('demoSite'), PREFIX);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await host?.close();
  });

  it('links every page relatively and asks for nothing outside its folder', async () => {
    const { page, problems } = await watched();
    await checkNavigation(page, host.url);
    expect(host.requests.filter((path) => !path.startsWith(PREFIX))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('validates in the playground as the user types, without any server', async () => {
    const { page, problems } = await watched();
    await checkPlaygroundLocally(page, host.url);
    await checkPlaygroundWithoutApi(page, host.url);
    expect(problems).toEqual([]);
  });

  it('validates a pasted CSV, filters it by verdict and downloads the verdicts', async () => {
    const { page, problems } = await watched({ acceptDownloads: true });
    await checkBatchPasted(page, host.url);
    expect(problems).toEqual([]);
  });

  it('validates 10,000 rows of a dropped CSV file in a worker while the page keeps drawing frames', async () => {
    const { page, problems } = await watched();
    const { seconds, longestFrameGapMs } = await checkBatchTenThousand(page, host.url);
    console.log(
      `10,000 rows in ${seconds.toFixed(1)} s; longest pause between frames ${longestFrameGapMs.toFixed(0)} ms`,
    );
    expect(problems).toEqual([]);
  });

  it('says in the footer of every page which release of the data it answers from', async () => {
    const { page, problems } = await watched();
    for (const file of Object.values(PAGE_FILES)) {
      await page.goto(`${host.url}${file}`);
      await expect.poll(() => page.locator('footer .data-status').textContent()).toBe(dataLine());
    }
    expect(dataLine()).toMatch(/SWIFT IBAN Registry release \d+; Deutsche Bundesbank valid from \d{4}-\d\d-\d\d to/);
    expect(problems).toEqual([]);
  });

  it('generates IBANs, BICs, routing numbers and sort codes locally, equal to the SDK for the same seed', async () => {
    const { page, problems } = await watched();
    await checkGenerateLocally(page, host.url);
    expect(problems).toEqual([]);
  });

  it(
    'shows the endpoints and limits from the OpenAPI document built with the site; ' + 'sending needs a base URL',
    async () => {
      const { page, problems } = await watched();
      await checkApiDocument(page, host.url, /^OpenAPI document built with this site\.$/);
      expect(await page.locator('#try-disabled').isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
      expect(problems).toEqual([]);
    },
  );

  it('says on the account pages that accounts need the reference server, a sign-in link included', async () => {
    const { page, problems } = await watched();
    const noServer = 'Accounts need the reference server';
    await page.goto(new URL('dashboard.html', host.url).href);
    await ready(page);
    await page.locator('#no-server').waitFor({ state: 'visible' });
    expect(await page.locator('#no-server h2').textContent()).toBe(noServer);
    expect(await page.locator('#signed-in').isHidden()).toBe(true);
    expect(await page.locator('#signed-out').isHidden()).toBe(true);
    await takeHttpErrors(problems, [404, `${PREFIX}api/account/sign-out`]);

    // A sign-in link opened here: the token leaves the address bar all the same.
    await page.goto(new URL('dashboard.html#token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', host.url).href);
    await page.locator('#no-server').waitFor({ state: 'visible' });
    expect(page.url()).toBe(new URL('dashboard.html', host.url).href);
    await takeHttpErrors(problems, [404, `${PREFIX}api/account/sign-in`]);

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await screenshot(page, `static-dashboard-${colorScheme}`);
      expect(await accessibilityViolations(page), `dashboard in ${colorScheme}`).toEqual([]);
    }

    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(new URL('sign-up.html', host.url).href);
    await ready(page);
    await page.getByLabel('E-mail address').fill('ada@example.com');
    await page.getByRole('button', { name: 'Send the sign-in link' }).click();
    await expect.poll(() => page.locator('#sign-up-result').textContent()).toContain(noServer);
    await takeHttpErrors(problems, [404, `${PREFIX}api/account/sign-up`]);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await screenshot(page, `static-sign-up-${colorScheme}`);
      expect(await accessibilityViolations(page), `sign-up in ${colorScheme}`).toEqual([]);
    }
    expect(host.requests.filter((path) => !path.startsWith(PREFIX))).toEqual([]);
    expect(problems).toEqual([]);
  });

  describe('with the API base URL set on the page', () => {
    let folder: string;
    let api: RunningServer;
    let key: string;

    beforeAll(async () => {
      folder = await mkdtemp(join(tmpdir(), 'bank-number-api-'));
      key = createKey(folder, join(folder, 'bank-number.db'), 'pro');
      api = await runServe(folder, join(folder, 'bank-number.db'));
    });

    afterAll(async () => {
      expect(await api?.stop()).toBe(0);
      await rm(folder, { recursive: true, force: true });
    });

    it(
      'keeps the URL in localStorage and the key in sessionStorage, ' + 'and calls the server on another origin',
      async () => {
        const { page, problems } = await watched();
        await open(page, host.url, 'playground');
        await page.locator('#connection summary').click();
        await page.getByLabel('API base URL').fill(api.url);
        await page.getByLabel('API key').fill(key);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect
          .poll(() => page.locator('#connection-summary').textContent())
          .toBe(`API: ${new URL(api.url).host} · your key`);
        expect(await page.evaluate(() => localStorage.getItem('bank-number-demo:api-base-url'))).toBe(api.url);
        expect(await page.evaluate(() => sessionStorage.getItem('bank-number-demo:api-key'))).toBe(key);
        expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(key);
        await page.keyboard.press('Escape');

        await checkPlaygroundApi(page, host.url, 200);
        await checkGenerateApi(page, host.url);
        await checkApiDocument(page, host.url, new RegExp(`^OpenAPI document from the server at ${api.url}\\.$`));
        await checkTryIt(page, host.url, problems);

        // "Use defaults" forgets both.
        await page.locator('#connection summary').click();
        await page.getByRole('button', { name: 'Use defaults' }).click();
        await expect.poll(() => page.locator('#connection-summary').textContent()).toBe('API: not set (local only)');
        expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
        expect(problems).toEqual([]);
      },
    );
  });

  it(
    'draws every page in light and dark without an accessibility ' +
      'violation (screenshots in test-results/screenshots/)',
    async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, problems } = await watched({ colorScheme });
        for (const name of Object.keys(PAGE_FILES) as (keyof typeof PAGE_FILES)[]) {
          await open(page, host.url, name);
          await fillForScreenshot(page, name, false);
          const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
          // The page follows the system's scheme.
          expect(background).toBe(colorScheme === 'light' ? 'rgb(246, 247, 249)' : 'rgb(15, 18, 22)');
          await screenshot(page, `static-${name}-${colorScheme}`);
          expect(await accessibilityViolations(page), `${name} in ${colorScheme}`).toEqual([]);
        }
        expect(problems).toEqual([]);
      }
    },
  );
});
