/**
 * Debian's Chromium through Playwright, with every console error and uncaught exception of a page
 * collected, and screenshots written to test-results/screenshots/.
 * @module
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import type { Browser, BrowserContext, Page } from 'playwright';
import { expect } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/dev/chromium.ts';

export const SCREENSHOTS = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

/** A page and the problems it reported. */
export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions, in order. */
  problems: string[];
}

/** The two screens every page is checked on: a desktop window, and a phone 390 CSS pixels wide. */
export const DEVICES = {
  desktop: { viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

export type Device = keyof typeof DEVICES;

export async function openPage(
  browser: Browser,
  options: { colorScheme?: 'light' | 'dark'; acceptDownloads?: boolean; device?: Device } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    colorScheme: options.colorScheme ?? 'light',
    ...DEVICES[options.device ?? 'desktop'],
    acceptDownloads: options.acceptDownloads ?? false,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  return { context, page, problems };
}

/** Saves a full-page screenshot as test-results/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Takes out of `problems` the console lines in which Chromium reports an HTTP error answer that the
 * test provoked on purpose (`[401, '/api/account/session']`: "…status of 401 … (…/api/account/session)"),
 * waiting for each; fails when one of them does not come. Any other problem stays and fails the test.
 */
export async function takeHttpErrors(problems: string[], ...expected: [status: number, path: string][]): Promise<void> {
  for (const [status, path] of expected) {
    const matches = (line: string): boolean => line.includes(`status of ${status} `) && line.endsWith(`${path})`);
    await expect
      .poll(() => problems.some(matches), {
        message: `a console line for ${status} ${path} in:\n${problems.join('\n')}`,
      })
      .toBe(true);
    problems.splice(problems.findIndex(matches), 1);
  }
}
