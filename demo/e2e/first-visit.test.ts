/**
 * The demo as a new user meets it after `npm ci && npm start`, on a desktop window and on a phone
 * (390 CSS pixels wide), in Debian's Chromium against scripts/dev/start.ts: every link answers, the
 * verdict panel never disagrees with the field, failures are told in sentences for people, the
 * focus lands on what a request produced, the dashboard says each thing once, and nothing scrolls
 * sideways or cuts a number in two on a phone.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validate } from 'bank-number';
import { generateIban } from 'bank-number/iban';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PAGES } from '../site-layout.ts';
import { postAccount } from './support/accounts.ts';
import { DEVICES, launchChromium, openPage, screenshot, takeHttpErrors } from './support/browser.ts';
import type { Device, WatchedPage } from './support/browser.ts';
import { cutGroups, cutTokens, offScreen, sidewaysScrolling, timesShown } from './support/layout.ts';
import { accessibilityViolations, open, ready, SIGN_UP_PRINTED, signedIn, typeNumber } from './support/pages.ts';
import { runStartScript } from './support/processes.ts';
import type { RunningServer } from './support/processes.ts';

const TOO_LONG = 'Not validated: the text is longer than 128 characters.';

describe('the demo after npm start, as a new user finds it', () => {
  let stateDir: string;
  let server: RunningServer;
  let browser: Browser;
  let site: string;

  beforeAll(async () => {
    stateDir = await mkdtemp(join(tmpdir(), 'bank-number-first-visit-'));
    server = await runStartScript(inject('demoSite'), stateDir);
    site = `${server.url}/`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop('SIGTERM');
    await rm(stateDir, { recursive: true, force: true });
  });

  /** Signs `email` up from Node and returns the sign-in link the server prints (no --smtp). */
  async function signInLink(email: string): Promise<string> {
    expect((await postAccount(site, 'sign-up', { email })).status).toBe(202);
    return printedLink(email);
  }

  /** The sign-in link for `email` that the server prints (no --smtp), once it has printed it. */
  async function printedLink(email: string): Promise<string> {
    const printed = new RegExp(
      `To: ${email.replace(/[.+]/g, '\\$&')}\\n[\\s\\S]*?(http://\\S+/dashboard\\.html#token=[A-Za-z0-9_-]{43})\\n`,
    );
    await expect.poll(() => printed.test(server.stdout())).toBe(true);
    return printed.exec(server.stdout())?.[1] as string;
  }

  /** Takes out of `problems` the console line of a deliberate HTTP error whose URL matches `url`. */
  async function takeHttpError(problems: string[], status: number, url: RegExp): Promise<void> {
    const matches = (line: string): boolean => line.includes(`status of ${status} `) && url.test(line);
    await expect
      .poll(() => problems.some(matches), { message: `a ${status} line in:\n${problems.join('\n')}` })
      .toBe(true);
    problems.splice(problems.findIndex(matches), 1);
  }

  function focusedId(page: Page): Promise<string> {
    return page.evaluate(() => document.activeElement?.id ?? '');
  }

  /** True when the playground's panel speaks about what the field holds (or is empty with it). */
  function panelMatchesField(page: Page): Promise<boolean> {
    return page.evaluate(() => {
      const field = document.querySelector('bank-number-input') as HTMLElement & { value: string };
      const shown = JSON.parse(document.querySelector('#envelope')?.textContent ?? '{}') as {
        result?: { normalized: string };
      };
      const badge = document.querySelector('#verdict .badge');
      const normalized = field.value.replace(/[\s-]/g, '').toUpperCase();
      if (normalized === '') return badge === null && shown.result === undefined;
      return shown.result === undefined ? badge === null : shown.result.normalized === normalized;
    });
  }

  it(
    '2. every link of every page answers 200, ' + 'the SDK reference and all its pages included (desktop and phone)',
    async () => {
      const checked = new Map<string, number>();
      const status = async (url: string): Promise<number> => {
        if (!checked.has(url)) {
          const reply = await fetch(url, { redirect: 'manual' });
          await reply.arrayBuffer();
          checked.set(url, reply.status);
        }
        return checked.get(url) as number;
      };
      const origin = new URL(site).origin;
      const failures: string[] = [];
      for (const device of Object.keys(DEVICES) as Device[]) {
        const { page, problems, context } = await openPage(browser, { device });
        for (const { file } of PAGES) {
          await page.goto(new URL(file, site).href);
          await ready(page);
          // Every request the page makes by itself (the API page's openapi.json) ends before the next
          // page is opened, so that none is cancelled by leaving.
          await page.waitForLoadState('networkidle');
          // Every address the page refers to, as the browser resolved it, hidden sections included.
          const found = await page.evaluate(() =>
            Array.from(document.querySelectorAll('a[href], link[href], script[src], img[src]'), (node) => {
              const url = (node as HTMLAnchorElement).href || (node as HTMLScriptElement).src;
              const target = url.includes('#') ? url.slice(url.indexOf('#') + 1) : '';
              return {
                url,
                sameDocument: url.split('#')[0] === location.href.split('#')[0],
                targetExists: target === '' || document.getElementById(target) !== null,
              };
            }),
          );
          for (const link of found) {
            if (new URL(link.url).origin !== origin) failures.push(`${file}: ${link.url} leaves the site`);
            else if (link.sameDocument && !link.targetExists) failures.push(`${file}: ${link.url} has no target`);
            else if ((await status(link.url.split('#')[0] as string)) !== 200)
              failures.push(
                `${file} (${device}): ${link.url} answered ${checked.get(link.url.split('#')[0] as string)}`,
              );
          }
        }
        expect(problems).toEqual([]);
        await context.close();
      }

      // The SDK reference, page by page: every address inside the site answers 200.
      const queue = [new URL('reference/', site).href];
      const seen = new Set(queue);
      let pages = 0;
      while (queue.length > 0) {
        const url = queue.shift() as string;
        const reply = await fetch(url);
        if (reply.status !== 200) {
          failures.push(`${url} answered ${reply.status}`);
          continue;
        }
        if (!(reply.headers.get('content-type') ?? '').includes('text/html')) {
          await reply.arrayBuffer();
          continue;
        }
        pages++;
        const html = await reply.text();
        for (const [, address] of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
          const target = new URL((address as string).replaceAll('&amp;', '&'), url);
          target.hash = '';
          // Links to Lit's and other projects' documentation leave the site: not served here.
          if (target.origin !== origin || seen.has(target.href)) continue;
          seen.add(target.href);
          queue.push(target.href);
        }
      }
      expect(failures).toEqual([]);
      // The reference documents the package's entry points, not an empty shell.
      expect(pages).toBeGreaterThan(50);
      expect(checked.get(new URL('reference/', site).href)).toBe(200);
    },
  );

  for (const device of Object.keys(DEVICES) as Device[]) {
    describe(`on a ${device} (${DEVICES[device].viewport.width} px)`, () => {
      let watched: WatchedPage;

      afterAll(async () => {
        await watched?.context.close();
      });

      async function fresh(): Promise<WatchedPage> {
        await watched?.context.close();
        watched = await openPage(browser, { device });
        return watched;
      }

      it(
        '1. playground: a valid IBAN replaced by text over 128 characters is refused in words, ' +
          'in the panel and on Validate, without an uncaught error',
        async () => {
          const { page, problems } = await fresh();
          await open(page, site, 'playground');
          await typeNumber(page, 'DE89 3704 0044 0532 0130 00');
          await expect.poll(() => page.locator('#verdict dl.facts dd').first().textContent()).toBe('Commerzbank');

          await page.locator('bank-number-input [part=input]').fill(`DE89 3704 0044 0532 0130 00 ${'9'.repeat(110)}`);
          await expect.poll(() => page.locator('#verdict').textContent()).toContain(TOO_LONG);
          expect(await page.locator('#verdict .badge').count()).toBe(0);
          expect(await page.locator('#verdict').textContent()).not.toContain('Commerzbank');
          expect(JSON.parse((await page.locator('#envelope').textContent()) ?? '')).toMatchObject({
            code: 'INPUT_TOO_LONG',
          });
          expect(await panelMatchesField(page)).toBe(true);

          await page.getByRole('button', { name: 'Validate', exact: true }).click();
          await expect.poll(() => page.locator('#answer-source').textContent()).toBe('Refused in this browser.');
          expect(await page.locator('#verdict [role="alert"]').textContent()).toContain(TOO_LONG);
          expect(await focusedId(page)).toBe('result-heading');

          // Back under the limit, the panel follows the field again.
          await typeNumber(page, 'GB82 WEST 1234 5698 7654 32');
          await expect.poll(() => page.locator('#verdict .badge').textContent()).toBe('Valid');
          expect(await panelMatchesField(page)).toBe(true);
          expect(problems).toEqual([]);
        },
      );

      it(
        '1. playground: Clear after the example 04-00-04 empties the ' + 'panel with the field, and it stays empty',
        async () => {
          const { page, problems } = await fresh();
          await open(page, site, 'playground');
          await page.getByRole('button', { name: '04-00-04' }).click();
          await expect
            .poll(() => page.locator('#verdict dl.facts dd').first().textContent())
            .toBe('Monzo Bank Limited');
          await page.getByRole('button', { name: 'Clear' }).click();
          await expect.poll(() => page.locator('#verdict').textContent()).toBe('Nothing validated yet.');
          // Long enough for any verdict still on its way (the bank lookup) to arrive.
          await page.waitForTimeout(1000);
          expect(await page.locator('#verdict').textContent()).toBe('Nothing validated yet.');
          expect(await page.locator('#envelope').textContent()).toBe('{}');
          expect(
            await page
              .locator('bank-number-input')
              .evaluate((field) => (field as HTMLElement & { value: string }).value),
          ).toBe('');
          expect(await panelMatchesField(page)).toBe(true);

          // Straight after an example, before its bank has arrived, too.
          await page.getByRole('button', { name: 'DE89 3704…' }).click();
          await page.getByRole('button', { name: 'Clear' }).click();
          await page.waitForTimeout(1000);
          expect(await page.locator('#verdict').textContent()).toBe('Nothing validated yet.');
          expect(problems).toEqual([]);
        },
      );

      it(
        '1/5. playground through the API: the focus moves to the verdict, ' +
          'a changed number empties the panel, a refusal is a sentence',
        async () => {
          const { page, problems } = await fresh();
          await open(page, site, 'playground');
          await page.getByLabel('The API (bank-number/client)').check();
          await typeNumber(page, '021000021');
          await page.getByRole('button', { name: 'Validate', exact: true }).click();
          await expect.poll(() => page.locator('#answer-source').textContent()).toBe('Answered by the API.');
          expect(await focusedId(page)).toBe('result-heading');
          expect(await panelMatchesField(page)).toBe(true);

          // The number changes: the API's answer for the old one goes.
          await page.locator('bank-number-input [part=input]').press('End');
          await page.locator('bank-number-input [part=input]').press('Backspace');
          await expect
            .poll(() => page.locator('#verdict').textContent())
            .toBe('The number changed. Submit the form to ask the API.');
          expect(await panelMatchesField(page)).toBe(true);

          // An example asks at once; the focus follows the answer from the example's button.
          await page.getByRole('button', { name: 'DEUTDEFF' }).click();
          await expect.poll(() => page.locator('#verdict .badge').textContent()).toBe('Valid');
          await expect.poll(() => focusedId(page)).toBe('result-heading');

          await page.locator('bank-number-input [part=input]').fill('9'.repeat(129));
          await page.getByRole('button', { name: 'Validate', exact: true }).click();
          await expect.poll(() => page.locator('#answer-source').textContent()).toBe('The API refused the request.');
          expect(await page.locator('#verdict [role="alert"]').textContent()).toContain(TOO_LONG);
          expect(await focusedId(page)).toBe('result-heading');
          await takeHttpError(problems, 400, /\/api\/v1\/validate\)$/);
          expect(problems).toEqual([]);
        },
      );

      it(
        '3/7. a used sign-in link opened while signed in shows the keys and says that the link no longer works, ' +
          'never "Sign-in failed" beside them; signing out is said once',
        async () => {
          const { page, problems } = await fresh();
          const link = await signInLink(`used-link-${device}@example.com`);
          await page.goto(link);
          await page.locator('#new-key').waitFor({ state: 'visible' });
          // Leaving the page before it has read its demo-config.json and the session would abort
          // those requests.
          await ready(page);
          await signedIn(page);

          const check = async (): Promise<void> => {
            await takeHttpErrors(problems, [400, '/api/account/sign-in']);
            await expect
              .poll(() => page.locator('#dashboard-status').textContent())
              .toContain('but you are still signed in');
            expect(await page.locator('#invalid-link').isHidden()).toBe(true);
            expect(await page.locator('#signed-in').isVisible()).toBe(true);
            expect(await page.locator('main').innerText()).not.toContain('Sign-in failed');
            expect(await focusedId(page)).toBe('keys-heading');
            expect(page.url()).toBe(new URL('dashboard.html', site).href);
          };
          // Opened from another page, and in the tab that shows the dashboard already (only the fragment changes).
          await page.goto(new URL('sign-up.html', site).href);
          await ready(page);
          await page.goto(link);
          await check();
          await page.evaluate(() => {
            (document.querySelector('#dashboard-status') as HTMLElement).textContent = '';
          });
          await page.goto(link);
          await check();

          // 7. Signing out says so once (the heading), not again in the status line.
          await page.getByRole('button', { name: 'Sign out' }).click();
          await expect.poll(() => page.locator('#signed-out-heading').textContent()).toBe('You are signed out');
          expect(await focusedId(page)).toBe('signed-out-heading');
          expect(await page.locator('#dashboard-status').textContent()).toBe('');
          expect(await timesShown(page, 'main', 'signed out')).toBe(1);
          expect(await timesShown(page, 'main', 'not signed in')).toBe(0);
          expect(problems).toEqual([]);
        },
      );

      it(
        '4. sign-up: an address the server refuses gets a sentence for ' +
          'a person at the field, not the API’s wording',
        async () => {
          const { page, problems } = await fresh();
          await page.goto(new URL('sign-up.html', site).href);
          await ready(page);
          const cases: [string, string][] = [
            [
              'ada.example.com',
              'An e-mail address has an @ in it, like name@example.com. Check the address and try again.',
            ],
            [
              'ada@localhost',
              'After the @ comes a domain with a dot, like example.com. Check the address and try again.',
            ],
          ];
          for (const [address, sentence] of cases) {
            await page.getByLabel('E-mail address').fill(address);
            await page.getByRole('button', { name: 'Send the sign-in link' }).click();
            await expect.poll(() => page.locator('#sign-up-email-error').textContent()).toBe(sentence);
            const said =
              `${await page.locator('#sign-up-email-error').innerText()} ` +
              `${await page.locator('#sign-up-result').innerText()}`;
            for (const developerText of ['{', '"email"', '<address>', 'INVALID_EMAIL'])
              expect(said).not.toContain(developerText);
            expect(await page.getByLabel('E-mail address').getAttribute('aria-invalid')).toBe('true');
            expect(await focusedId(page)).toBe('sign-up-email');
            await takeHttpErrors(problems, [400, '/api/account/sign-up']);
          }
          expect(await accessibilityViolations(page)).toEqual([]);
          expect(problems).toEqual([]);
        },
      );

      it(
        '5. generate: a bank code stays with its format and country, refusals are sentences at the field, ' +
          'an error leaves no old list, and the focus lands on the numbers',
        async () => {
          const { page, problems } = await fresh();
          await open(page, site, 'generate');
          const bank = page.getByLabel('Bank code (optional)');
          await page.getByLabel('Country').selectOption('DE');
          await bank.fill('37040044');
          await page.getByLabel('Seed (optional)').fill('bank code');
          await page.getByRole('button', { name: 'Generate' }).click();
          await expect.poll(() => page.locator('#generated .value').count()).toBe(5);
          expect(await focusedId(page)).toBe('generated-heading');
          for (const value of await page
            .locator('#generated .value')
            .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset['value']))) {
            expect(value).toMatch(/^DE\d\d37040044\d{10}$/);
          }

          // To BICs through the API: the IBAN's bank code stays behind, and the API answers.
          await page.getByLabel('SWIFT/BIC').check();
          expect(await bank.inputValue()).toBe('');
          await page.getByLabel('The API (/generate)').check();
          await page.getByRole('button', { name: 'Generate' }).click();
          await expect
            .poll(() => page.locator('#gen-meta').textContent())
            .toMatch(/^5 BICs for Germany \(DE\), seed “bank code”, from the API/);
          expect(await page.locator('#gen-error').isHidden()).toBe(true);
          expect(await focusedId(page)).toBe('generated-heading');

          // A BIC bank code that does not fit: a sentence at the field, which takes the focus; no list is left.
          await bank.fill('AB');
          await page.getByRole('button', { name: 'Generate' }).click();
          await expect
            .poll(() => page.locator('#gen-bank-error').textContent())
            .toBe(
              'This bank code does not fit. A BIC’s bank code (its institution code) has 4 letters or digits, ' +
                'such as BANK.',
            );
          expect(await bank.getAttribute('aria-invalid')).toBe('true');
          expect(await focusedId(page)).toBe('gen-bank');
          expect(await page.locator('#generated li').count()).toBe(0);
          expect(await page.locator('#gen-meta').textContent()).toBe('');
          expect(await page.locator('main').innerText()).not.toContain('bankCode');

          // Back to IBANs of Germany: their bank code is there again; another country has its own.
          await page.getByLabel('IBAN', { exact: true }).check();
          expect(await bank.inputValue()).toBe('37040044');
          expect(await bank.getAttribute('aria-invalid')).toBeNull();
          await page.getByLabel('Country').selectOption('FR');
          expect(await bank.inputValue()).toBe('');
          await page.getByLabel('Country').selectOption('DE');
          expect(await bank.inputValue()).toBe('37040044');

          // An API error (an unknown key) is a sentence, and the list and caption of the last answer go.
          await page.getByRole('button', { name: 'Generate' }).click();
          await expect.poll(() => page.locator('#generated .value').count()).toBe(5);
          await page.locator('#connection summary').click();
          await page.getByLabel('API key').fill('bn_live_not-a-key-of-this-server');
          await page.getByRole('button', { name: 'Save' }).click();
          await page.getByRole('button', { name: 'Generate' }).click();
          await expect
            .poll(() => page.locator('#gen-error').textContent())
            .toBe(
              'The API does not accept the key in use: it is unknown or has been revoked. ' +
                'Set another key in the API panel at the top of the page.',
            );
          expect(await page.locator('#generated li').count()).toBe(0);
          expect(await page.locator('#gen-meta').textContent()).toBe('');
          expect(await page.locator('#copy-all').isDisabled()).toBe(true);
          // The button kept the focus through the request: it never fell to the body.
          expect(await focusedId(page)).toBe('gen-run');
          await takeHttpError(problems, 401, /\/api\/v1\/generate\?/);
          expect(problems).toEqual([]);
        },
      );

      it('6. layout: nothing scrolls sideways and no number is cut, on every page with its content', async () => {
        const { page, problems } = await fresh();
        const problemsOf = async (name: string, tokens: readonly string[]): Promise<void> => {
          await screenshot(page, `first-visit-${name}-${device}`);
          expect(await sidewaysScrolling(page), name).toEqual([]);
          expect(await cutGroups(page), name).toEqual([]);
          expect(await cutTokens(page, tokens), name).toEqual([]);
        };

        // The longest IBANs (33 and 32 characters, a 24-character account number) in the playground.
        await open(page, site, 'playground');
        for (const country of ['RU', 'LC']) {
          const iban = generateIban({ country, seed: 'layout' });
          await typeNumber(page, iban);
          await expect.poll(() => page.locator('#verdict .badge').textContent()).toBe('Valid');
          const parts = (await validate(iban)).result.breakdown?.parts.map((part) => part.value) ?? [];
          await problemsOf(`playground-${country}`, parts);
        }

        await open(page, site, 'batch');
        await page.getByRole('button', { name: 'Fill in an example' }).click();
        await page.getByRole('button', { name: 'Validate all rows' }).click();
        await expect
          .poll(() => page.locator('#progress-text').textContent(), { timeout: 60_000 })
          .toMatch(/^10 of 10 rows validated/);
        await problemsOf('batch', [
          '021000021',
          'DEUTDEFF',
          '04-00-04',
          '040004',
          '12345678',
          'CHECKSUM_FAILED',
          'UNKNOWN_FORMAT',
        ]);
        // The rows' numbers are drawn in groups: the check above looked at real groups.
        expect(await page.locator('#results-table .number .group').count()).toBeGreaterThan(20);

        await open(page, site, 'generate');
        await page.getByLabel('Seed (optional)').fill('layout');
        for (const format of ['IBAN', 'SWIFT/BIC', 'US routing number']) {
          await page.getByLabel(format, { exact: true }).check();
          await page.getByRole('button', { name: 'Generate' }).click();
          await expect.poll(() => page.locator('#gen-meta').textContent()).toContain('generated in this browser');
          const values = await page.locator('#generated .value').allTextContents();
          await problemsOf(
            `generate-${format.replace(/\W+/g, '-')}`,
            values.flatMap((value) => value.split(' ')),
          );
        }

        await open(page, site, 'api');
        await page.getByRole('button', { name: 'Send' }).click();
        await expect.poll(() => page.locator('#try-status').textContent()).toBe('200 OK');
        await problemsOf('api', ['GB82WEST12345698765432']);

        // The dashboard with a key: every column and the Rotate and Revoke buttons on screen.
        await page.goto(await signInLink(`layout-${device}@example.com`));
        await page.locator('#new-key').waitFor({ state: 'visible' });
        await page.getByRole('button', { name: 'I have copied it' }).click();
        await page.locator('#keys-table [data-window="day"]').waitFor();
        await problemsOf('dashboard', []);
        for (const selector of ['#keys-table td', '#keys-table .usage', '#keys-table button', '#create-key']) {
          expect(await offScreen(page, selector)).toEqual([]);
        }
        expect(await page.locator('#keys-table button[data-action="rotate"]').isVisible()).toBe(true);
        expect(await page.locator('#keys-table button[data-action="revoke"]').isVisible()).toBe(true);
        expect(await accessibilityViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      });

      it('7. the dashboard of someone not signed in says so once', async () => {
        const { page, problems } = await fresh();
        await page.goto(new URL('dashboard.html', site).href);
        await page.locator('#signed-out').waitFor({ state: 'visible' });
        await expect.poll(() => page.locator('#dashboard-status').textContent()).toBe('');
        expect(await timesShown(page, 'main', 'not signed in')).toBe(1);
        expect(await page.locator('#signed-out-heading').textContent()).toBe('You are not signed in');
        expect(await accessibilityViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      });
    });
  }

  it('8. empty cards say what will appear in them; Save closes the API panel', async () => {
    const { context, page, problems } = await openPage(browser);
    const placeholder = (selector: string): Promise<string> =>
      page.locator(selector).evaluate((node) => getComputedStyle(node, '::before').content);
    await page.goto(new URL('generate.html', site).href);
    await ready(page);
    expect(await placeholder('#generated')).toBe('"No numbers yet: choose a format and generate."');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect.poll(() => page.locator('#generated .value').count()).toBeGreaterThan(0);
    expect(await placeholder('#generated')).toBe('none');

    await page.goto(new URL('api.html', site).href);
    await ready(page);
    expect(await placeholder('#try-output')).toBe('"No request sent yet: the answer appears here."');

    const panel = page.locator('#connection details');
    await page.locator('#connection summary').click();
    expect(await panel.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(true);
    await page.getByLabel('API base URL').fill(site);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => panel.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('9. sign-up without SMTP sends nobody to an inbox, and the site then calls the API with the new key', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto(new URL('sign-up.html', site).href);
    await ready(page);
    expect(await page.locator('#connection-summary').textContent()).toMatch(/demo key$/);
    const email = 'first-hour@example.com';
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send the sign-in link' }).click();
    await expect.poll(() => page.locator('#sign-up-result').textContent()).toBe(SIGN_UP_PRINTED);
    expect(await page.locator('#sign-up-result').textContent()).not.toMatch(/inbox/i);

    await page.goto(await printedLink(email));
    await page.locator('#new-key').waitFor({ state: 'visible' });
    // The playground is opened below: not before the dashboard has read the session.
    await signedIn(page);
    const key = await page.locator('#new-key-value').inputValue();
    await expect.poll(() => page.locator('#connection-summary').textContent()).toMatch(/· your key$/);
    expect(await page.evaluate(() => sessionStorage.getItem('bank-number-demo:api-key'))).toBe(key);

    // The playground's next API call carries the new key.
    await open(page, site, 'playground');
    await page.getByLabel('The API (bank-number/client)').check();
    const call = page.waitForRequest((request) => request.url().includes('/api/v1/validate'));
    await typeNumber(page, 'GB82 WEST 1234 5698 7654 32');
    await page.getByRole('button', { name: 'Validate', exact: true }).click();
    expect((await call).headers()['authorization']).toBe(`Bearer ${key}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('10. after sign-up the dashboard says which key the pages use, and gives the demo key back', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto(new URL('sign-up.html', site).href);
    await ready(page);
    const email = 'key-in-use@example.com';
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send the sign-in link' }).click();
    await expect.poll(() => page.locator('#sign-up-result').textContent()).toBe(SIGN_UP_PRINTED);
    await page.goto(await printedLink(email));
    await page.locator('#new-key').waitFor({ state: 'visible' });
    await signedIn(page);
    const key = await page.locator('#new-key-value').inputValue();
    expect(await page.locator('#key-in-use-text').textContent()).toMatch(
      /your key .*no longer with the Pro demo key\.$/,
    );

    await page.getByRole('button', { name: 'Use the Pro demo key again' }).click();
    expect(await page.locator('#key-in-use-text').textContent()).toBe(
      'The site’s pages use the Pro demo key again in this tab.',
    );
    expect(await page.getByRole('button', { name: 'Use the Pro demo key again' }).isVisible()).toBe(false);
    await expect.poll(() => page.locator('#connection-summary').textContent()).toMatch(/demo key$/);

    // The playground's next API call carries the demo key, not the new one.
    await open(page, site, 'playground');
    await page.getByLabel('The API (bank-number/client)').check();
    const call = page.waitForRequest((request) => request.url().includes('/api/v1/validate'));
    await typeNumber(page, 'GB82 WEST 1234 5698 7654 32');
    await page.getByRole('button', { name: 'Validate', exact: true }).click();
    const authorization = (await call).headers()['authorization'];
    expect(authorization).toMatch(/^Bearer bn_/);
    expect(authorization).not.toBe(`Bearer ${key}`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
