/**
 * `npm start` (scripts/dev/start.ts): the reference server with the built demo at `/` and the API under
 * `/api/v1`, and a Pro demo key that every page uses at once. Driven in Debian's Chromium.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiStatus } from './support/accounts.ts';
import { launchChromium, openPage, screenshot } from './support/browser.ts';
import {
  PAGE_FILES,
  accessibilityViolations,
  checkApiDocument,
  checkBatchPasted,
  checkGenerateApi,
  checkGenerateLocally,
  checkNavigation,
  checkPlaygroundApi,
  checkPlaygroundLocally,
  checkTryIt,
  fillForScreenshot,
  open,
  ready,
  SIGN_UP_PRINTED,
} from './support/pages.ts';
import { runStartScript } from './support/processes.ts';
import type { RunningServer } from './support/processes.ts';
import { storeText, tableRows } from '../../sdk/server/test-support/store.ts';

const KEY = /Demo key \(Pro\)\s+(bn_\S+)/;

describe('npm start: the reference server with the demo and a Pro demo key', () => {
  let stateDir: string;
  let server: RunningServer;
  let browser: Browser;
  let key: string;
  let site: string;

  beforeAll(async () => {
    stateDir = await mkdtemp(join(tmpdir(), 'bank-number-start-'));
    site = `${(await runningStart()).url}/`;
    browser = await launchChromium();
  });

  async function runningStart(): Promise<RunningServer> {
    server = await runStartScript(inject('demoSite'), stateDir);
    key = KEY.exec(server.stdout())?.[1] as string;
    return server;
  }

  afterAll(async () => {
    await browser?.close();
    await server?.stop('SIGTERM');
    await rm(stateDir, { recursive: true, force: true });
  });

  it(
    'prints the address and a new Pro demo key, ' +
      'keeps only its hash in the database and its clear text in a private file',
    async () => {
      const out = server.stdout();
      expect(out).toMatch(/bank-number demo\s+http:\/\/127\.0\.0\.1:\d+\/\n/);
      expect(out).toMatch(/API\s+http:\/\/127\.0\.0\.1:\d+\/api\/v1/);
      expect(key).toMatch(/^bn_[A-Za-z0-9_-]+$/);
      expect(out).toContain('new; its clear text is kept in');
      const database = join(stateDir, 'bank-number.db');
      expect(storeText(database)).not.toContain(key);
      expect(tableRows(database, 'api_keys')).toEqual([
        expect.objectContaining({ tier: 'pro', revoked: 0, hash: expect.stringMatching(/^sha256:/) }),
      ]);
      const clearText = join(stateDir, 'demo-key.json');
      expect(JSON.parse(await readFile(clearText, 'utf8'))).toMatchObject({ key, tier: 'pro' });
      expect(statSync(clearText).mode & 0o777).toBe(0o600);
    },
  );

  it('serves the key in demo-config.json from its private copy of the site; the build itself holds none', async () => {
    const served = (await (await fetch(new URL('demo-config.json', site))).json()) as Record<string, unknown>;
    expect(served).toEqual({ apiBaseUrl: '/', apiKey: key, keyTier: 'pro' });
    const built = JSON.parse(await readFile(join(inject('demoSite'), 'demo-config.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(built).toEqual({ apiBaseUrl: null, apiKey: null, keyTier: null });
    // The server answers the key with the Pro tier's limits.
    const usage = await fetch(new URL('api/v1/usage', site), { headers: { Authorization: `Bearer ${key}` } });
    expect(usage.status).toBe(200);
    expect(((await usage.json()) as { result: { tier: string } }).result.tier).toBe('pro');
  });

  it('sends CORS headers with the API only: another origin cannot read the pages or demo-config.json', async () => {
    for (const path of ['', 'index.html', 'demo-config.json', 'openapi.json']) {
      const reply = await fetch(new URL(path, site), { headers: { Origin: 'https://elsewhere.example' } });
      expect(reply.status, path).toBe(200);
      expect(reply.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    const api = await fetch(new URL('api/v1/openapi.json', site), { headers: { Origin: 'https://elsewhere.example' } });
    expect(api.headers.get('access-control-allow-origin')).toBe('*');
  });

  // The build writes the reference (typedoc) into the site: the header's link always answers.
  it('serves the SDK reference at ./reference/, apart from the API', async () => {
    const { page, problems } = await openPage(browser);
    await open(page, site, 'playground');
    await page.getByRole('link', { name: 'SDK reference' }).click();
    await page.waitForURL(new URL('reference/', site).href);
    await expect.poll(() => page.title()).toMatch(/bank-number/);
    // The modules go by the names they are imported with, the Node adapter among them.
    const modules = await page.locator('a[href^="modules/"]').allTextContents();
    expect(modules).toEqual(
      expect.arrayContaining(['bank-number', 'bank-number/iban', 'bank-number/server/node', 'bank-number/locales/de']),
    );
    expect(modules.filter((name) => name.startsWith('formats/'))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('links every page and serves the site at the root', async () => {
    const { page, problems } = await openPage(browser);
    await checkNavigation(page, site);
    expect(problems).toEqual([]);
  });

  it('sends every page with a Content-Security-Policy that it works under: no violation in Chromium', async () => {
    const { context, page, problems } = await openPage(browser);
    // Before any script of the page: the policy cannot block this one (it comes through DevTools).
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    // The dashboard runs under it signed in, in the sign-up test.
    const paths = [...Object.values(PAGE_FILES), 'sign-up.html', 'reference/', 'reference/modules/bank-number.html'];
    for (const path of paths) {
      const response = await page.goto(new URL(path, site).href, { waitUntil: 'networkidle' });
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['content-security-policy'], path).toMatch(/(^|; )script-src 'self'/);
      expect(response?.headers()['referrer-policy'], path).toBe('same-origin');
      const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      expect(violations, path).toEqual([]);
    }
    expect(problems).toEqual([]);
  });

  it('answers in the playground locally and from the API, with the rate-limit headers', async () => {
    const { page, problems } = await openPage(browser);
    await open(page, site, 'playground');
    await expect
      .poll(() => page.locator('#connection-summary').textContent())
      .toBe(`API: ${new URL(site).host} · Pro demo key`);
    await checkPlaygroundLocally(page, site);
    await checkPlaygroundApi(page, site, 200);
    expect(problems).toEqual([]);
  });

  it('generates through /generate with the demo key, the same numbers as locally for a seed', async () => {
    const { page, problems } = await openPage(browser);
    await checkGenerateApi(page, site);
    await checkGenerateLocally(page, site);
    expect(problems).toEqual([]);
  });

  it('reads the live OpenAPI document and tries the endpoints with the demo key', async () => {
    const { page, problems } = await openPage(browser);
    await checkApiDocument(page, site, /^OpenAPI document from the server at http:\/\/127\.0\.0\.1:\d+\.$/);
    await checkTryIt(page, site, problems);
    expect(problems).toEqual([]);
  });

  it('validates a batch in the browser', async () => {
    const { page, problems } = await openPage(browser, { acceptDownloads: true });
    await checkBatchPasted(page, site);
    expect(problems).toEqual([]);
  });

  it(
    'signs up with the message printed among the server output (no --smtp); ' +
      'its link opens the dashboard with a first key',
    async () => {
      await expect
        .poll(() => server.stdout())
        .toContain('bank-number: e-mail: printing sign-in messages here (no --smtp given)\n');
      const { page, problems } = await openPage(browser);
      await page.goto(new URL('sign-up.html', site).href);
      await ready(page);
      await page.getByLabel('E-mail address').fill('grace@example.com');
      await page.getByRole('button', { name: 'Send the sign-in link' }).click();
      // Without --smtp the link is printed on the server's console, and the page says so.
      await expect.poll(() => page.locator('#sign-up-result').textContent()).toBe(SIGN_UP_PRINTED);
      const printed = /To: grace@example\.com\n[\s\S]*?(http:\/\/\S+\/dashboard\.html#token=[A-Za-z0-9_-]{43})\n/;
      await expect.poll(() => printed.test(server.stdout())).toBe(true);
      const link = printed.exec(server.stdout())?.[1] as string;
      expect(link.startsWith(new URL('dashboard.html#token=', site).href)).toBe(true);

      await page.goto(link);
      await page.locator('#new-key').waitFor({ state: 'visible' });
      expect(page.url()).toBe(new URL('dashboard.html', site).href);
      const key = await page.locator('#new-key-value').inputValue();
      expect(await page.locator('#keys-table tbody tr[data-key-id] td:nth-child(2)').allTextContents()).toEqual([
        `…${key.slice(-4)}`,
      ]);
      expect(await apiStatus(site, key)).toBe(200);
      expect(problems).toEqual([]);
    },
  );

  it(
    'draws every page in light and dark without an accessibility ' +
      'violation (screenshots in test-results/screenshots/)',
    async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, problems } = await openPage(browser, { colorScheme });
        for (const name of Object.keys(PAGE_FILES) as (keyof typeof PAGE_FILES)[]) {
          await open(page, site, name);
          await fillForScreenshot(page, name, true);
          await screenshot(page, `server-${name}-${colorScheme}`);
          expect(await accessibilityViolations(page), `${name} in ${colorScheme}`).toEqual([]);
        }
        expect(problems).toEqual([]);
      }
    },
  );

  it('stops cleanly on SIGINT and SIGTERM with exit code 0, and reuses the demo key on the next run', async () => {
    expect(await server.stop('SIGINT')).toBe(0);
    expect(server.stdout()).toContain('bank-number: stopped after SIGINT');
    // The private copy of the site, with the key in its config, goes with the server.
    expect(existsSync(join(stateDir, 'sites')) ? readdirSync(join(stateDir, 'sites')) : []).toEqual([]);

    const first = key;
    const keyIds = async (): Promise<string[]> =>
      tableRows(join(stateDir, 'bank-number.db'), 'api_keys').map((record) => record['id'] as string);
    // The demo key, and the first key of the account signed up above.
    const before = await keyIds();
    expect(before).toHaveLength(2);
    await runningStart();
    expect(key).toBe(first);
    expect(server.stdout()).toContain('reused; its clear text is kept in');
    expect(await keyIds()).toEqual(before);
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(server.stdout()).toContain('bank-number: stopped after SIGTERM');
  });
});
