/**
 * Keys as docs/contract.md §8 issues them, end to end in Debian's Chromium: the reference server
 * (`bank-number serve --static <site> --smtp …`) sends the sign-in link to a real SMTP server on
 * loopback; the test reads the link from the received message, follows it, sees the first key once,
 * uses it on /api/v1, rotates and revokes keys in the dashboard, and signs out. Used, forged and
 * foreign credentials are refused, and the answers never tell whether an address is registered.
 * With `--no-sign-up`, both pages say that accounts need the reference server's account API.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  INVALID_LINK_DETAIL,
  SIGN_UP_DETAIL,
  apiStatus,
  getSession,
  postAccount,
  signInFromNode,
  signInLink,
  tokenOf,
} from './support/accounts.ts';
import { launchChromium, openPage, screenshot, takeHttpErrors } from './support/browser.ts';
import type { WatchedPage } from './support/browser.ts';
import { startMailbox } from './support/mailbox.ts';
import type { Mailbox } from './support/mailbox.ts';
import { accessibilityViolations, ready } from './support/pages.ts';
import { runServe } from './support/processes.ts';
import type { RunningServer } from './support/processes.ts';

const ADA = 'ada@example.com';

describe('accounts: e-mail sign-up, the key dashboard and the keys it issues', () => {
  let folder: string;
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;
  let site: string;
  /** Ada's browser, signed in along the journey below. */
  let ada: WatchedPage;
  let link: string;
  let firstKey: string;
  let rotatedKey: string;
  let stagingKey: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'bank-number-accounts-'));
    mailbox = await startMailbox();
    // The public URL is the listening one (the default): links are built from it.
    server = await runServe(folder, join(folder, 'bank-number.db'), [
      '--static',
      inject('demoSite'),
      '--smtp',
      mailbox.url,
    ]);
    site = `${server.url}/`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    expect(await server?.stop()).toBe(0);
    await mailbox?.close();
    await rm(folder, { recursive: true, force: true });
  });

  /** Axe-core in light and dark on the page as it is, with a screenshot of each. */
  async function checkAccessibility(page: Page, name: string): Promise<void> {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await screenshot(page, `accounts-${name}-${colorScheme}`);
      expect(await accessibilityViolations(page), `${name} in ${colorScheme}`).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }

  async function focusedId(page: Page): Promise<string> {
    return page.evaluate(() => document.activeElement?.id ?? '');
  }

  /** The rows of the keys table: label, key, tier. */
  async function keyRows(page: Page): Promise<string[][]> {
    return page
      .locator('#keys-table tbody tr[data-key-id]')
      .evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => cell.textContent ?? '').slice(0, 3)));
  }

  it(
    'says at start that it sends sign-in links through the SMTP ' + 'server given with --smtp, and where they point',
    async () => {
      // The lines follow the one the start waited for.
      await expect
        .poll(() => server.stdout())
        .toContain(`bank-number: accounts: sign-in links point to ${site}dashboard.html\n`);
      expect(server.stdout()).toMatch(
        new RegExp(
          `^bank-number: e-mail: sending sign-in messages through \\S*127\\.0\\.0\\.1:${new URL(mailbox.url).port}\\b`,
          'm',
        ),
      );
      expect(server.stdout()).not.toContain('printing sign-in messages here');
    },
  );

  it(
    'sign-up: refuses an address that is not one at the field, ' + 'then mails a one-time sign-in link (keyboard only)',
    async () => {
      ada = await openPage(browser);
      const { page, problems } = ada;
      await page.goto(new URL('sign-up.html', site).href);
      await ready(page);
      await checkAccessibility(page, 'sign-up');

      await page.getByLabel('E-mail address').focus();
      await page.keyboard.type('ada.example.com');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.locator('#sign-up-email-error').textContent())
        .toMatch(/Check the address and try again\.$/);
      expect(await page.getByLabel('E-mail address').getAttribute('aria-invalid')).toBe('true');
      expect(await focusedId(page)).toBe('sign-up-email');
      await takeHttpErrors(problems, [400, '/api/account/sign-up']);

      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(ADA);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.locator('#sign-up-result').textContent())
        .toBe(`Check your inbox. ${SIGN_UP_DETAIL}`);
      expect(await page.getByLabel('E-mail address').getAttribute('aria-invalid')).toBeNull();
      expect(await page.locator('#sign-up-result').getAttribute('aria-live')).toBe('polite');
      await checkAccessibility(page, 'sign-up-sent');

      const message = await mailbox.waitFor(ADA);
      expect(message.subject).toBe('Your bank-number sign-in link');
      expect(message.from).toBe('no-reply@localhost');
      link = signInLink(message, site);
      expect(message.text).toMatch(/15 minutes/);
      expect(message.text).toMatch(/once/);
      expect(message.text).toMatch(/ignore/i);
      // The token travels in the fragment: it reaches neither the request log nor any server.
      expect(server.stdout()).not.toContain(tokenOf(link));
      expect(problems).toEqual([]);
    },
  );

  it('the link signs in, leaves the address bar at once and shows the first Starter key once', async () => {
    const { context, page, problems } = ada;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site).origin });
    await page.goto(link);
    await page.locator('#new-key').waitFor({ state: 'visible' });
    expect(page.url()).toBe(new URL('dashboard.html', site).href);
    expect(await focusedId(page)).toBe('new-key-heading');
    firstKey = await page.locator('#new-key-value').inputValue();
    expect(firstKey).toMatch(/^bn_live_[A-Za-z0-9_-]+$/);
    expect(await page.locator('#new-key').innerText()).toContain('Copy it now: it will not be shown again.');
    expect(await page.locator('#new-key-name').textContent()).toBe(`“First key” (…${firstKey.slice(-4)})`);
    // The pages of this tab now call the API with that key, and say so (this server has no demo key
    // to go back to, so no button offers one).
    await expect.poll(() => page.locator('#key-in-use').isVisible()).toBe(true);
    expect(await page.locator('#key-in-use-text').textContent()).toBe(
      `In this tab, the site’s pages now call the API with your key “First key” (…${firstKey.slice(-4)}) (Starter).`,
    );
    expect(await page.locator('#use-demo-key').isVisible()).toBe(false);
    // On a phone, the name's closing part stays on the line of its opening parenthesis.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const selector of ['#new-key-name', '#key-in-use-text']) {
      const sameLine = await page.locator(selector).evaluate((node) => {
        const text = node.textContent ?? '';
        const top = (offset: number): number => {
          const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
          let seen = 0;
          for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) {
            const length = n.textContent?.length ?? 0;
            if (offset < seen + length) {
              const range = document.createRange();
              range.setStart(n, offset - seen);
              range.setEnd(n, offset - seen + 1);
              return range.getBoundingClientRect().top;
            }
            seen += length;
          }
          return Number.NaN;
        };
        const open = text.lastIndexOf('(…');
        return top(open) === top(text.indexOf(')', open));
      });
      expect(sameLine, selector).toBe(true);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await keyRows(page)).toEqual([['First key', `…${firstKey.slice(-4)}`, 'Starter']]);
    expect(await page.locator('#account-tier').textContent()).toBe('Starter');
    // The server's upgrade text, its `command` set as code.
    const session = (await context.cookies(site)).find((c) => c.name === 'bn_session');
    const cookiePair = `bn_session=${session?.value as string}`;
    const upgrade = (await getSession(site, cookiePair)).body?.['upgrade'] as string;
    expect(upgrade).toContain('bank-number keys set-tier');
    expect(await page.locator('#upgrade-text').textContent()).toBe(upgrade.replaceAll('`', ''));
    await expect
      .poll(() => page.locator('#dashboard-status').textContent())
      .toBe('Signed in. Your first key is shown below, once: copy it now.');

    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(firstKey);

    // The session cookie: HttpOnly (out of the page's reach), SameSite=Lax, 12 hours, not Secure on http.
    const cookie = (await context.cookies(site)).find((c) => c.name === 'bn_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false, path: '/' });
    const hours = ((cookie?.expires ?? 0) - Date.now() / 1000) / 3600;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    expect(await page.evaluate(() => document.cookie)).not.toContain('bn_session');
    await checkAccessibility(page, 'dashboard-new-key');

    // Shown once: a reload lists the key by its last four characters only.
    await page.reload();
    await page.locator('#keys-table tbody tr[data-key-id]').first().waitFor();
    expect(await page.locator('#new-key').isHidden()).toBe(true);
    expect(await page.content()).not.toContain(firstKey);
    expect(await keyRows(page)).toEqual([['First key', `…${firstKey.slice(-4)}`, 'Starter']]);
    expect(await page.locator('#dashboard-status').textContent()).toBe('Signed in. Your keys are listed below.');
    expect(problems).toEqual([]);
  });

  it('the key works on /api/v1, and the dashboard counts its requests this minute and today', async () => {
    const { page, problems } = ada;
    const usage = await fetch(new URL('api/v1/usage', site), { headers: { Authorization: `Bearer ${firstKey}` } });
    expect(usage.status).toBe(200);
    const { result } = (await usage.json()) as {
      result: { tier: string; countedBy: string; limits: Record<'minute' | 'day', { limit: number }> };
    };
    expect(result).toMatchObject({ tier: 'starter', countedBy: 'account' });

    const windowOf = async (name: 'minute' | 'day'): Promise<{ used: number; limit: number; text: string }> => {
      const node = page.locator(`#keys-table [data-window="${name}"]`);
      return {
        used: Number(await node.getAttribute('data-used')),
        limit: Number(await node.getAttribute('data-limit')),
        text: await node.innerText(),
      };
    };
    const before = { minute: await windowOf('minute'), day: await windowOf('day') };
    expect(before.minute.limit).toBe(result.limits.minute.limit);
    expect(before.day.limit).toBe(result.limits.day.limit);
    expect(before.minute.text).toMatch(
      new RegExp(`^${before.minute.used} of ${before.minute.limit} used\\nresets \\d\\d:\\d\\d:\\d\\d$`),
    );

    expect(await apiStatus(site, firstKey, 'api/v1/validate?q=GB82WEST12345698765432')).toBe(200);
    await page.reload();
    await page.locator('#keys-table [data-window="day"]').waitFor();
    expect((await windowOf('day')).used).toBe(before.day.used + 1);
    const minute = await windowOf('minute');
    // The minute may have turned: before the request (the count started again with it, 1) or
    // after it, before the reload read the counters (0).
    expect([before.minute.used + 1, 1, 0]).toContain(minute.used);

    // "Refresh usage" reads the counters again without a reload.
    expect(await apiStatus(site, firstKey, 'api/v1/validate?q=DEUTDEFF')).toBe(200);
    await page.getByRole('button', { name: 'Refresh usage' }).click();
    await expect.poll(async () => (await windowOf('day')).used).toBe(before.day.used + 2);
    expect(problems).toEqual([]);
  });

  it('Escape cancels a revocation, and focus goes back to the button (keyboard only)', async () => {
    const { page, problems } = ada;
    const revoke = page.getByRole('button', { name: `Revoke “First key” (…${firstKey.slice(-4)})` });
    await revoke.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Revoke the key “First key” (…${firstKey.slice(-4)})?` });
    await dialog.waitFor();
    expect(await focusedId(page)).toBe('confirm-no');
    await checkAccessibility(page, 'dashboard-confirm');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => revoke.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await keyRows(page)).toHaveLength(1);
    expect(await apiStatus(site, firstKey)).toBe(200);
    expect(problems).toEqual([]);
  });

  it('rotating shows the new key once; the old key gets 401 at once, the new one 200', async () => {
    const { page, problems } = ada;
    const name = `“First key” (…${firstKey.slice(-4)})`;
    await page.getByRole('button', { name: `Rotate ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Rotate the key ${name}?` });
    // The label reads as a name inside the question.
    expect(await page.locator('#confirm-heading').textContent()).toBe(
      `Rotate the key “First key” (…${firstKey.slice(-4)})?`,
    );
    await dialog.getByRole('button', { name: 'Rotate' }).click();
    await expect.poll(() => page.locator('#new-key-value').inputValue()).toMatch(/^bn_live_/);
    rotatedKey = await page.locator('#new-key-value').inputValue();
    expect(rotatedKey).not.toBe(firstKey);
    expect(await page.locator('#new-key').isVisible()).toBe(true);
    expect(await focusedId(page)).toBe('new-key-heading');
    expect(await page.locator('#new-key-name').textContent()).toBe(`“First key” (…${rotatedKey.slice(-4)})`);
    expect(await keyRows(page)).toEqual([['First key', `…${rotatedKey.slice(-4)}`, 'Starter']]);
    expect(await page.locator('#dashboard-status').textContent()).toContain(`Key ${name} rotated: it no longer works.`);

    expect(await apiStatus(site, firstKey)).toBe(401);
    expect(await apiStatus(site, rotatedKey)).toBe(200);

    await page.getByRole('button', { name: 'I have copied it' }).click();
    expect(await page.locator('#new-key').isHidden()).toBe(true);
    expect(await page.locator('#new-key-value').inputValue()).toBe('');
    expect(await focusedId(page)).toBe('keys-heading');
    expect(problems).toEqual([]);
  });

  it(
    'creates a key with a label, refuses a label with a control character, ' + 'and revoking a key makes it answer 401',
    async () => {
      const { page, problems } = ada;
      const label = page.getByLabel('Label of a new key (optional)');
      await label.fill('bad\u0007label');
      await label.press('Enter');
      await expect.poll(() => page.locator('#create-label-error').textContent()).not.toBe('');
      expect(await label.getAttribute('aria-invalid')).toBe('true');
      expect(await focusedId(page)).toBe('create-label');
      await takeHttpErrors(problems, [400, '/api/account/keys']);

      await label.fill('  staging server  ');
      await label.press('Enter');
      await expect
        .poll(() => page.locator('#new-key-name').textContent())
        .toMatch(/^“staging server” \(…[A-Za-z0-9_-]{4}\)$/);
      stagingKey = await page.locator('#new-key-value').inputValue();
      expect(await label.inputValue()).toBe('');
      expect(await page.locator('#create-label-error').textContent()).toBe('');
      expect((await keyRows(page)).sort()).toEqual(
        [
          ['First key', `…${rotatedKey.slice(-4)}`, 'Starter'],
          ['staging server', `…${stagingKey.slice(-4)}`, 'Starter'],
        ].sort(),
      );
      expect(await apiStatus(site, stagingKey)).toBe(200);

      const name = `“First key” (…${rotatedKey.slice(-4)})`;
      await page.getByRole('button', { name: `Revoke ${name}` }).click();
      await page
        .getByRole('dialog', { name: `Revoke the key ${name}?` })
        .getByRole('button', { name: 'Revoke' })
        .click();
      await expect.poll(() => page.locator('#dashboard-status').textContent()).toBe(`Key ${name} revoked.`);
      expect(await keyRows(page)).toEqual([['staging server', `…${stagingKey.slice(-4)}`, 'Starter']]);
      expect(await focusedId(page)).toBe('keys-heading');
      // The key shown once was another one: it stays until dismissed.
      expect(await page.locator('#new-key-value').inputValue()).toBe(stagingKey);
      expect(await apiStatus(site, rotatedKey)).toBe(401);
      expect(await apiStatus(site, stagingKey)).toBe(200);
      expect(problems).toEqual([]);
    },
  );

  it(
    "refuses another person's key id like an unknown one, " +
      'and answers sign-up alike for known and unknown addresses',
    async () => {
      const adaKeyId = (await ada.page
        .locator('#keys-table tbody tr[data-key-id]')
        .first()
        .getAttribute('data-key-id')) as string;
      const bob = await signInFromNode(site, mailbox, 'bob@example.com');
      const foreign = await postAccount(site, `keys/${encodeURIComponent(adaKeyId)}/revoke`, {}, bob.cookie);
      const unknown = await postAccount(site, 'keys/key_does_not_exist/revoke', {}, bob.cookie);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toMatchObject({ code: 'KEY_NOT_FOUND' });
      expect(unknown.status).toBe(404);
      expect(foreign.body).toEqual(unknown.body);
      const rotateForeign = await postAccount(site, `keys/${encodeURIComponent(adaKeyId)}/rotate`, {}, bob.cookie);
      expect(rotateForeign.status).toBe(404);
      expect(rotateForeign.body).toEqual(unknown.body);
      expect(await apiStatus(site, stagingKey)).toBe(200);
      // Bob's session does not see Ada's keys.
      const bobSession = await getSession(site, bob.cookie);
      expect((bobSession.body?.['keys'] as { id: string }[] | undefined)?.map((key) => key.id)).toEqual([bob.keyId]);

      const known = await postAccount(site, 'sign-up', { email: ADA });
      const stranger = await postAccount(site, 'sign-up', { email: 'nobody-here@example.com' });
      expect(known.status).toBe(202);
      expect(known.body).toEqual({ detail: SIGN_UP_DETAIL, delivery: 'email' });
      expect(stranger.status).toBe(known.status);
      expect(stranger.body).toEqual(known.body);
      const headers = (reply: typeof known): [string, string][] =>
        [...reply.headers].filter(([name]) => name !== 'date');
      expect(headers(stranger)).toEqual(headers(known));
    },
  );

  it('a used link shows the invalid-link message with a way back to sign-up, and signs nobody in', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(link);
    await page.locator('#invalid-link').waitFor({ state: 'visible' });
    expect(page.url()).toBe(new URL('dashboard.html', site).href);
    expect(await page.locator('#invalid-link-detail').textContent()).toBe(INVALID_LINK_DETAIL);
    expect(await focusedId(page)).toBe('invalid-link-heading');
    const back = page.getByRole('link', { name: 'Ask for a new sign-in link' });
    expect(await back.evaluate((a) => (a as HTMLAnchorElement).href)).toBe(new URL('sign-up.html', site).href);
    expect(await page.locator('#invalid-link-heading').textContent()).toBe('Sign-in failed');
    await expect.poll(() => page.locator('#dashboard-status').textContent()).toBe('You are not signed in.');
    expect(await page.locator('#signed-in').isHidden()).toBe(true);
    // Not signed in here: the page asks for no session (no 401 in the console).
    await takeHttpErrors(problems, [400, '/api/account/sign-in']);
    await checkAccessibility(page, 'dashboard-invalid-link');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a forged or tampered session cookie is no session', async () => {
    const real = (await ada.context.cookies(site)).find((c) => c.name === 'bn_session')?.value as string;
    const tampered = real.slice(0, -1) + (real.endsWith('A') ? 'B' : 'A');
    for (const value of ['forged-session-token-forged-session-token-xx', tampered]) {
      const { context, page, problems } = await openPage(browser);
      await context.addCookies([{ name: 'bn_session', value, url: site, httpOnly: true, sameSite: 'Lax' }]);
      await page.goto(new URL('dashboard.html', site).href);
      await page.locator('#signed-out').waitFor({ state: 'visible' });
      expect(await page.locator('#signed-in').isHidden()).toBe(true);
      expect(problems).toEqual([]);
      const answer = await getSession(site, `bn_session=${value}`);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 'NOT_SIGNED_IN' });
      await context.close();
    }
  });

  it('signing out ends the session on the server and shows the signed-out page', async () => {
    const { context, page, problems } = ada;
    const cookie = `bn_session=${(await context.cookies(site)).find((c) => c.name === 'bn_session')?.value as string}`;
    expect((await getSession(site, cookie)).status).toBe(200);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.locator('#signed-out').waitFor({ state: 'visible' });
    expect(await page.locator('#signed-in').isHidden()).toBe(true);
    expect(await focusedId(page)).toBe('signed-out-heading');
    // The heading says it; the status line does not say it again.
    expect(await page.locator('#signed-out-heading').textContent()).toBe('You are signed out');
    expect(await page.locator('#dashboard-status').textContent()).toBe('');
    expect(await page.content()).not.toContain(stagingKey);
    const link = page.getByRole('link', { name: 'Get a sign-in link' });
    expect(await link.evaluate((a) => (a as HTMLAnchorElement).href)).toBe(new URL('sign-up.html', site).href);
    expect((await context.cookies(site)).find((c) => c.name === 'bn_session')).toBeUndefined();
    expect((await getSession(site, cookie)).status).toBe(401);
    // The keys outlive the session.
    expect(await apiStatus(site, stagingKey)).toBe(200);

    await page.reload();
    await page.locator('#signed-out').waitFor({ state: 'visible' });
    await expect.poll(() => page.locator('#signed-out-heading').textContent()).toBe('You are not signed in');
    expect(await page.locator('#dashboard-status').textContent()).toBe('');
    await checkAccessibility(page, 'dashboard-signed-out');
    expect(problems).toEqual([]);
    await context.close();
  });

  // Last: it uses up the sign-up requests allowed from this address for the hour.
  it('the sign-up page says when the server takes no more sign-ups from this network', async () => {
    let limited: Awaited<ReturnType<typeof postAccount>> | null = null;
    for (let i = 0; i < 60 && limited === null; i++) {
      const answer = await postAccount(site, 'sign-up', { email: `flood-${i}@example.com` });
      if (answer.status === 429) limited = answer;
      else expect(answer.status).toBe(202);
    }
    expect(limited?.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);

    const { page, problems } = await openPage(browser);
    await page.goto(new URL('sign-up.html', site).href);
    await ready(page);
    await page.getByLabel('E-mail address').fill('late@example.com');
    await page.getByRole('button', { name: 'Send the sign-in link' }).click();
    await expect
      .poll(() => page.locator('#sign-up-result').textContent())
      .toMatch(/^Too many sign-up requests from this network\. Try again in \d+ (seconds|minutes|hours?)\.$/);
    await takeHttpErrors(problems, [429, '/api/account/sign-up']);
    await checkAccessibility(page, 'sign-up-rate-limited');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('accounts switched off (serve --no-sign-up)', () => {
  let folder: string;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'bank-number-no-sign-up-'));
    server = await runServe(folder, join(folder, 'bank-number.db'), ['--static', inject('demoSite'), '--no-sign-up']);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    expect(await server?.stop()).toBe(0);
    await rm(folder, { recursive: true, force: true });
  });

  it(
    'the dashboard and the sign-up page say that accounts need ' + 'the reference server with its account API',
    async () => {
      const site = `${server.url}/`;
      const { page, problems } = await openPage(browser);
      await page.goto(new URL('dashboard.html', site).href);
      await page.locator('#no-server').waitFor({ state: 'visible' });
      expect(await page.locator('#no-server').innerText()).toContain('--no-sign-up');
      expect(await page.locator('#signed-out').isHidden()).toBe(true);
      await takeHttpErrors(problems, [404, '/api/account/sign-out']);

      await page.goto(new URL('sign-up.html', site).href);
      await ready(page);
      await page.getByLabel('E-mail address').fill(ADA);
      await page.getByRole('button', { name: 'Send the sign-in link' }).click();
      await expect
        .poll(() => page.locator('#sign-up-result').textContent())
        .toMatch(/^Accounts need the reference server/);
      await takeHttpErrors(problems, [404, '/api/account/sign-up']);
      expect(problems).toEqual([]);
    },
  );
});
