/**
 * What each page must do, checked in a real browser and compared with the package's own answers
 * computed here in Node. Shared by the tests against the reference server and the static host.
 * @module
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parseCsv, validate, validateSync } from 'bank-number';
import type { Envelope } from 'bank-number';
import { generateBics } from 'bank-number/bic';
import { generateIbans, loadIbanLookup } from 'bank-number/iban';
import { formatSortCode, generateSortCodes } from 'bank-number/uk-sort-code';
import { generateRoutingNumbers } from 'bank-number/us-routing';
import { DEFAULT_LIMITS } from 'bank-number/server';
import type { Page } from 'playwright';
import { expect } from 'vitest';
import { tierName } from '../../src/tier-name.ts';

/** What the sign-up page says once a server without `--smtp` has printed the link on its console. */
export const SIGN_UP_PRINTED =
  "Look in the server's output. This server sends no e-mail: the sign-in link is printed in its output. " +
  'The link works once, within 15 minutes.';

export const PAGE_FILES = {
  playground: 'index.html',
  batch: 'batch.html',
  generate: 'generate.html',
  api: 'api.html',
} as const;

const HEADINGS: Record<keyof typeof PAGE_FILES, string> = {
  playground: 'Playground',
  batch: 'Batch',
  generate: 'Generate',
  api: 'API',
};

/** Waits until the page's script has read demo-config.json and drawn the API panel. */
export async function ready(page: Page): Promise<void> {
  await page.locator('#connection-summary').waitFor();
}

/**
 * Waits until the dashboard, opened with a sign-in link, has signed in and read the session: its
 * status line says "Signed in." only once both requests are answered. The first key shows between
 * the two, so a test that leaves the page when that key appears would abort the session's request.
 */
export async function signedIn(page: Page): Promise<void> {
  await page
    .locator('#dashboard-status')
    .filter({ hasText: /^Signed in\./ })
    .waitFor();
}

export async function open(page: Page, site: string, name: keyof typeof PAGE_FILES): Promise<void> {
  await page.goto(new URL(PAGE_FILES[name], site).href);
  await ready(page);
}

/** The envelope without `processingTimeMs`, the one field that may differ between two answers. */
function comparable(envelope: Envelope): Omit<Envelope, 'processingTimeMs'> {
  const { processingTimeMs, ...rest } = envelope;
  expect(processingTimeMs).toBeGreaterThanOrEqual(0);
  return rest;
}

async function shownEnvelope(page: Page): Promise<Envelope> {
  return JSON.parse((await page.locator('#envelope').textContent()) ?? '') as Envelope;
}

/** Types `text` into the playground's number field, key by key, after emptying it. */
export async function typeNumber(page: Page, text: string): Promise<void> {
  const field = page.locator('bank-number-input [part=input]');
  await field.fill('');
  await field.pressSequentially(text);
}

/** Every page links the others and the SDK reference relatively, and each link leads to its page. */
export async function checkNavigation(page: Page, site: string): Promise<void> {
  await open(page, site, 'playground');
  for (const name of ['batch', 'generate', 'api', 'playground'] as const) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: HEADINGS[name], exact: true })
      .click();
    await page.waitForURL(new URL(PAGE_FILES[name], site).href);
    await ready(page);
    await expect.poll(() => page.locator('h1').textContent()).toBe(HEADINGS[name]);
    await expect.poll(() => page.locator('nav a[aria-current="page"]').textContent()).toBe(HEADINGS[name]);
  }
  const reference = await page
    .getByRole('link', { name: 'SDK reference' })
    .evaluate((a) => (a as HTMLAnchorElement).href);
  expect(reference).toBe(new URL('reference/', site).href);

  // The account pages: sign-up asks nothing of the server on load; the dashboard does, and its
  // tests (accounts.test.ts, and the static host's) follow the link.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get a key', exact: true }).click();
  await page.waitForURL(new URL('sign-up.html', site).href);
  await ready(page);
  await expect.poll(() => page.locator('h1').textContent()).toBe('Get a key');
  await expect.poll(() => page.locator('nav a[aria-current="page"]').textContent()).toBe('Get a key');
  const keys = await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Keys', exact: true })
    .evaluate((a) => (a as HTMLAnchorElement).href);
  expect(keys).toBe(new URL('dashboard.html', site).href);
}

/** The playground validates as the user types, exactly as `validate()` does, and draws the verdict. */
export async function checkPlaygroundLocally(page: Page, site: string): Promise<void> {
  await open(page, site, 'playground');
  await typeNumber(page, 'DE89370400440532013000');
  await expect.poll(() => page.locator('#verdict .badge').textContent()).toBe('Valid');
  await expect.poll(() => page.locator('#verdict dl.facts dd').first().textContent()).toBe('Commerzbank');
  const expected = await validate('DE89 3704 0044 0532 0130 00');
  expect(comparable(await shownEnvelope(page))).toEqual(comparable(expected));
  const labels = await page.locator('#verdict .segment-label').allTextContents();
  const values = await page.locator('#verdict .segment-value').allTextContents();
  expect(labels).toEqual(expected.result.breakdown?.parts.map((part) => part.label));
  expect(values).toEqual(expected.result.breakdown?.parts.map((part) => part.value));

  // An example with a typo: invalid, with the error's code, message and suggestion.
  await page.getByRole('button', { name: 'a typo' }).click();
  await expect.poll(() => page.locator('#verdict .badge').textContent()).toBe('Invalid');
  const typo = validateSync('GB82 WEST 1234 5698 7654 31');
  expect(comparable(await shownEnvelope(page))).toEqual(comparable(typo));
  await expect.poll(() => page.locator('#verdict .errors code').first().textContent()).toBe('CHECKSUM_FAILED');

  // Six digits need the sort-code hint: the form's format choice sets it on the element.
  await page.getByLabel('UK sort code').check();
  await typeNumber(page, '040004');
  await expect.poll(() => page.locator('#verdict .badge').textContent()).toBe('Valid');
  // The bank arrives with a second verdict, once the sort-code lookup data has loaded.
  await expect.poll(() => page.locator('#verdict dl.facts dd').first().textContent()).toBe('Monzo Bank Limited');
  const sortCode = await validate('04-00-04', { format: 'uk-sort-code' });
  expect(comparable(await shownEnvelope(page))).toEqual(comparable(sortCode));

  // Submitting the form validates locally too.
  await page.getByRole('button', { name: 'Validate', exact: true }).click();
  await expect.poll(() => page.locator('#answer-source').textContent()).toBe('Answered in this browser.');
  await expect.poll(() => page.locator('#rate-limit').isHidden()).toBe(true);
}

/** With an API configured, the playground asks it and shows its rate-limit headers. */
export async function checkPlaygroundApi(page: Page, site: string, limit: number): Promise<void> {
  await open(page, site, 'playground');
  await page.getByLabel('The API (bank-number/client)').check();
  await page.getByRole('button', { name: '021000021' }).click();
  await expect.poll(() => page.locator('#answer-source').textContent()).toBe('Answered by the API.');
  const expected = await validate('021000021', { format: 'us-routing' });
  expect(comparable(await shownEnvelope(page))).toEqual(comparable(expected));
  await expect.poll(() => page.locator('#rate-limit').isVisible()).toBe(true);
  const facts = await page.locator('#rate-limit-facts').innerText();
  expect(facts).toContain('X-RateLimit-Limit');
  expect(facts).toContain(String(limit));
  expect(facts).toMatch(/X-RateLimit-Remaining\s+\d+/);
  expect(facts).toMatch(/X-RateLimit-Reset\s+\d{10}/);
  expect(facts).toMatch(/minute window/);
  // Durations in words: the day window resets in hours and minutes, never in tens of thousands of seconds.
  expect(facts).toMatch(/day window\s+[\d,]+ of [\d,]+ left, resets in \d+ (hours?|minutes?|seconds?)/);
  expect(facts).not.toMatch(/resets in [\d,]+ s\b/);
}

/** Without an API, the playground offers local validation only and says how to set one. */
export async function checkPlaygroundWithoutApi(page: Page, site: string): Promise<void> {
  await open(page, site, 'playground');
  await expect.poll(() => page.getByLabel('The API (bank-number/client)').isDisabled()).toBe(true);
  await expect.poll(() => page.locator('#source-hint').textContent()).toContain('set its base URL');
  await expect.poll(() => page.locator('#connection-summary').textContent()).toBe('API: not set (local only)');
}

/** A pasted CSV: the header is seen, the column with the numbers is picked, rows are filtered and downloaded. */
export async function checkBatchPasted(page: Page, site: string): Promise<void> {
  await open(page, site, 'batch');
  const csv = [
    'customer;iban;note',
    'Ada;GB82 WEST 1234 5698 7654 32;"first; with a delimiter"',
    'Grace;DE89 3704 0044 0532 0130 00;second',
    'Typo;GB82 WEST 1234 5698 7654 31;third',
    'Blank;;fourth',
    'Margaret;=HYPERLINK("x");fifth',
  ].join('\n');
  await page.getByLabel('Paste numbers, one per line, or CSV text').fill(csv);
  await expect.poll(() => page.locator('#table-status').textContent()).toBe('5 rows in 3 columns.');
  expect(await page.getByLabel('The first row is a header').isChecked()).toBe(true);
  expect(await page.locator('#batch-column').inputValue()).toBe('1');
  await page.getByRole('button', { name: 'Validate all rows' }).click();
  await expect.poll(() => page.locator('#progress-text').textContent()).toMatch(/^5 of 5 rows validated/);
  expect(await page.locator('[data-count="valid"]').textContent()).toBe('2');
  expect(await page.locator('[data-count="invalid"]').textContent()).toBe('3');
  await page.getByLabel('Invalid', { exact: true }).check();
  expect(await page.locator('#results-table tbody tr').count()).toBe(3);
  // Each invalid row's sentence, then its code.
  expect(await page.locator('#results-table tbody td:nth-child(5) .codes').allTextContents()).toEqual([
    'CHECKSUM_FAILED',
    'MISSING_PARAMETER',
    'UNKNOWN_FORMAT',
  ]);
  expect(await page.locator('#results-table tbody td:nth-child(5)').first().textContent()).toContain(
    'The check digits do not match the rest of the number.',
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download 3 rows as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('numbers-verdicts.csv');
  const rows = parseCsv(await readFile((await download.path()) as string, 'utf8'));
  expect(rows[0]).toEqual([
    'customer',
    'iban',
    'note',
    'valid',
    'format',
    'normalized',
    'error_codes',
    'error_message',
    'bank_name',
    'bank_bic',
  ]);
  expect(rows.map((row) => row[0])).toEqual(['customer', 'Typo', 'Blank', 'Margaret']);
  expect(rows[1]?.slice(3, 7)).toEqual(['false', 'iban', 'GB82WEST12345698765431', 'CHECKSUM_FAILED']);
  // A blank cell speaks of the cell, not of the API's parameter.
  expect(rows[2]?.slice(6, 8)).toEqual(['MISSING_PARAMETER', 'The cell is empty.']);
  // A cell a spreadsheet would run as a formula is written as text.
  expect(rows[3]?.[1]).toBe(`'=HYPERLINK("x")`);

  await page.getByLabel('Valid', { exact: true }).check();
  expect(await page.locator('#results-table tbody td:nth-child(6)').allTextContents()).toEqual(['—', 'Commerzbank']);
}

/** Ten thousand numbers of every format, each verdict known in advance, some of them invalid. */
export function tenThousandRows(): { csv: string; valid: number; invalid: number } {
  const lines = ['id,account'];
  let valid = 0;
  const countries = ['DE', 'FR', 'GB', 'IT', 'ES', 'NL', 'BE', 'AT', 'CH', 'PL'];
  // 800 IBANs per country, 100 per seed (the most one call gives).
  const ibans = countries.flatMap((country) =>
    Array.from({ length: 8 }, (_, i) => generateIbans({ country, seed: `batch-${i}`, count: 100 })).flat(),
  );
  const others = ['021000021', '011000015', '04-00-04', 'DEUTDEFF', 'COBADEFFXXX'];
  for (let i = 0; i < 10_000; i++) {
    let value = i < ibans.length ? (ibans[i] as string) : (others[i % others.length] as string);
    // Every seventh row gets a changed last character: a typo the check digits catch.
    if (i % 7 === 3) value = value.slice(0, -1) + (value.endsWith('1') ? '2' : '1');
    if (validateSync(value).result.valid) valid++;
    lines.push(`${i + 1},${value}`);
  }
  return { csv: `${lines.join('\n')}\n`, valid, invalid: 10_000 - valid };
}

/**
 * 10,000 rows from a dropped CSV file: validated with a progress bar while the page keeps
 * answering (frames keep coming), with the same verdicts as the package.
 */
export async function checkBatchTenThousand(
  page: Page,
  site: string,
): Promise<{ seconds: number; longestFrameGapMs: number }> {
  await open(page, site, 'batch');
  const { csv, valid, invalid } = tenThousandRows();
  // Dropped, as a user drags a file onto the page.
  const transfer = await page.evaluateHandle((text) => {
    const data = new DataTransfer();
    data.items.add(new File([text], 'accounts.csv', { type: 'text/csv' }));
    return data;
  }, csv);
  await page.locator('#drop-zone').dispatchEvent('drop', { dataTransfer: transfer });
  await expect
    .poll(() => page.locator('#table-status').textContent())
    .toBe('10,000 rows in 2 columns from accounts.csv.');
  expect(await page.locator('#batch-column').inputValue()).toBe('1');

  // Measures the longest pause between two animation frames while the rows are validated.
  await page.evaluate(() => {
    const w = window as unknown as { longestGap: number; measuring: boolean };
    w.longestGap = 0;
    w.measuring = true;
    let last = performance.now();
    const tick = (now: number): void => {
      w.longestGap = Math.max(w.longestGap, now - last);
      last = now;
      if (w.measuring) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const started = Date.now();
  await page.getByRole('button', { name: 'Validate all rows' }).click();
  // The bar moves before the end: the page is updated while the work goes on.
  await expect
    .poll(() => page.locator('#batch-progress').evaluate((bar) => (bar as HTMLProgressElement).value), {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);
  await expect
    .poll(() => page.locator('#progress-text').textContent(), { timeout: 120_000 })
    .toMatch(/^10,000 of 10,000 rows validated/);
  const seconds = (Date.now() - started) / 1000;
  const longestFrameGapMs = await page.evaluate(() => {
    const w = window as unknown as { longestGap: number; measuring: boolean };
    w.measuring = false;
    return w.longestGap;
  });
  expect(await page.locator('#batch-progress').evaluate((bar) => (bar as HTMLProgressElement).value)).toBe(10_000);
  expect(await page.locator('[data-count="valid"]').textContent()).toBe(valid.toLocaleString('en'));
  expect(await page.locator('[data-count="invalid"]').textContent()).toBe(invalid.toLocaleString('en'));
  // The work ran in a worker, and no frame waited for it (on the main thread the 10,000 rows
  // hold a frame back far longer).
  expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toEqual([
    expect.stringMatching(/\/assets\/batch-worker-[\w-]+\.js$/),
  ]);
  expect(longestFrameGapMs).toBeLessThan(500);

  await page.getByLabel('Invalid', { exact: true }).check();
  await expect
    .poll(() => page.locator('#page-status').textContent())
    .toBe(`Page 1 of ${Math.ceil(invalid / 50)} (${invalid.toLocaleString('en')} rows)`);
  expect(await page.locator('#results-table tbody tr[data-verdict="valid"]').count()).toBe(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => page.locator('#page-status').textContent()).toMatch(/^Page 2 of/);
  return { seconds, longestFrameGapMs };
}

async function generatedValues(page: Page): Promise<string[]> {
  return page
    .locator('#generated .value')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset['value'] ?? ''));
}

/**
 * Routing numbers and sort codes, which need no country: the SDK's numbers for the seed, each
 * marked as passing validation, sort codes shown as 12-34-56.
 */
async function checkNationalFormats(page: Page, source: string): Promise<void> {
  await page.getByLabel('US routing number').check();
  await expect.poll(() => page.locator('#format-note').isVisible()).toBe(true);
  expect(await page.getByLabel('Country').isVisible()).toBe(false);
  expect(await page.getByLabel('Bank code (optional)').isVisible()).toBe(false);
  await page.getByLabel('How many').fill('6');
  await page.getByLabel('Seed (optional)').fill('national');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect
    .poll(() => page.locator('#gen-meta').textContent())
    .toMatch(new RegExp(`^6 routing numbers, seed “national”, ${source}`));
  expect(await generatedValues(page)).toEqual(generateRoutingNumbers({ seed: 'national', count: 6 }));
  expect(await page.locator('#generated .badge.valid').count()).toBe(6);

  await page.getByLabel('UK sort code').check();
  await page.getByLabel('How many').fill('1');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect
    .poll(() => page.locator('#gen-meta').textContent())
    .toMatch(new RegExp(`^1 sort code, seed “national”, ${source}`));
  const [code] = generateSortCodes({ seed: 'national', count: 1 });
  expect(await generatedValues(page)).toEqual([code]);
  expect(await page.locator('#generated .value').textContent()).toBe(formatSortCode(code ?? ''));
  expect(await page.locator('#generated .badge.valid').count()).toBe(1);

  // Back to IBANs: the country and the bank code return.
  await page.getByLabel('IBAN', { exact: true }).check();
  await expect.poll(() => page.getByLabel('Country').isVisible()).toBe(true);
  expect(await page.locator('#format-note').isVisible()).toBe(false);
}

/** Local generation gives the SDK's numbers for the seed, in every format. */
export async function checkGenerateLocally(page: Page, site: string): Promise<void> {
  await open(page, site, 'generate');
  await page.getByLabel('Country').selectOption('DE');
  await page.getByLabel('How many').fill('5');
  await page.getByLabel('Seed (optional)').fill('fixture');
  await page.getByRole('button', { name: 'Generate' }).click();
  // The page loads the German directory before generating, as /generate does: so does the expectation.
  await loadIbanLookup('DE');
  await expect.poll(() => generatedValues(page)).toEqual(generateIbans({ country: 'DE', seed: 'fixture', count: 5 }));
  expect(await page.locator('#generated .badge.valid').count()).toBe(5);
  expect(await page.locator('#gen-meta').textContent()).toContain('generated in this browser');

  await page.getByLabel('SWIFT/BIC').check();
  await page.getByLabel('Country').selectOption('FR');
  await page.getByLabel('How many').fill('2');
  await page.getByLabel(/with a branch code/).check();
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect
    .poll(() => generatedValues(page))
    .toEqual(generateBics({ country: 'FR', seed: 'fixture', branch: true, count: 2 }));
  for (const value of await generatedValues(page)) expect(value).toMatch(/^[A-Z]{4}FR[A-Z2-9]0[A-Z0-9]{3}$/);

  // A bank code that does not fit is refused at its field, with what a bank code of the country looks like.
  await page.getByLabel('IBAN', { exact: true }).check();
  await page.getByLabel('Country').selectOption('DE');
  await page.getByLabel('Bank code (optional)').fill('12');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect
    .poll(() => page.locator('#gen-bank-error').textContent())
    .toMatch(/^This bank code does not fit\. A bank code in IBANs of Germany \(DE\) has 8 digits, such as \d{8}\.$/);
  await page.getByLabel('Bank code (optional)').fill('');

  await checkNationalFormats(page, 'generated in this browser');
}

/** Through the API, `/generate` gives the same numbers as the local generator for the same seed. */
export async function checkGenerateApi(page: Page, site: string): Promise<void> {
  await open(page, site, 'generate');
  await page.getByLabel('The API (/generate)').check();
  await page.getByLabel('Country').selectOption('NL');
  await page.getByLabel('How many').fill('4');
  await page.getByLabel('Seed (optional)').fill('same seed');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect.poll(() => page.locator('#gen-meta').textContent()).toContain('from the API');
  await loadIbanLookup('NL');
  expect(await generatedValues(page)).toEqual(generateIbans({ country: 'NL', seed: 'same seed', count: 4 }));

  await page.getByLabel('SWIFT/BIC').check();
  await page.getByLabel('Country').selectOption('GB');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect.poll(() => generatedValues(page)).toEqual(generateBics({ country: 'GB', seed: 'same seed', count: 4 }));

  await checkNationalFormats(page, 'from the API');
}

/** The API page lists the endpoints and the tiers' limits from the OpenAPI document. */
export async function checkApiDocument(page: Page, site: string, source: RegExp): Promise<void> {
  await open(page, site, 'api');
  await expect.poll(() => page.locator('#doc-source').textContent()).toMatch(source);
  const rows = await page
    .locator('#limits-table tbody tr')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent ?? '')));
  expect(rows).toEqual(
    Object.entries(DEFAULT_LIMITS).map(([tier, { minute, day }]) => [
      tierName(tier),
      minute.toLocaleString('en'),
      day.toLocaleString('en'),
    ]),
  );
  const paths = await page
    .locator('#endpoints [data-path]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset['path']));
  expect(paths).toEqual(['/validate', '/usage', '/batch', '/enrich', '/generate', '/openapi.json']);
  expect(await page.locator('[data-path="/generate"]').innerText()).toContain('Pro and Business');
}

/**
 * "Try it" sends real requests: status, rate-limit headers and body as the server answered.
 * Chromium logs the deliberate 401 in the console: that one line is taken out of `problems`.
 */
export async function checkTryIt(page: Page, site: string, problems: string[]): Promise<void> {
  await open(page, site, 'api');
  await page.getByLabel('Endpoint', { exact: true }).selectOption({ label: 'GET /api/v1/validate' });
  await page.getByLabel('q', { exact: true }).fill('GB82 WEST 1234 5698 7654 32');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => page.locator('#try-status').textContent()).toBe('200 OK');
  const headers = await page.locator('#try-headers').innerText();
  expect(headers).toMatch(/x-ratelimit-limit\s+200/);
  expect(headers).toMatch(/ratelimit-policy\s+"minute";q=200;w=60, "day";q=10000;w=86400/);
  const body = JSON.parse((await page.locator('#try-output').textContent()) ?? '') as Envelope;
  expect(body.result).toEqual((await validate('GB82 WEST 1234 5698 7654 32')).result);

  await page.getByLabel('Endpoint', { exact: true }).selectOption({ label: 'POST /api/v1/batch' });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => page.locator('#try-output').textContent()).toContain('"summary"');
  expect(await page.locator('#try-status').textContent()).toBe('200 OK');
  const batch = JSON.parse((await page.locator('#try-output').textContent()) ?? '') as { result: { summary: unknown } };
  expect(batch.result.summary).toEqual({ total: 3, valid: 2, invalid: 1 });

  // Without the key, a Pro endpoint answers 401 with a problem.
  const before = problems.length;
  await page.getByLabel('Send the API key').uncheck();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => page.locator('#try-status').textContent()).toBe('401 Unauthorized');
  await expect
    .poll(() => problems.slice(before))
    .toEqual([expect.stringMatching(/status of 401 .*\/api\/v1\/batch\)$/)]);
  problems.splice(before, 1);
  expect(await page.locator('#try-headers').innerText()).toMatch(/www-authenticate\s+Bearer realm="api"/);
  expect(await page.locator('#try-output').textContent()).toContain('API_KEY_REQUIRED');
}

/** Puts each page in a state worth a screenshot: a verdict, a batch, numbers, an answer. */
export async function fillForScreenshot(page: Page, name: keyof typeof PAGE_FILES, api: boolean): Promise<void> {
  if (name === 'playground') {
    if (api) await page.getByLabel('The API (bank-number/client)').check();
    await page.getByRole('button', { name: '04-00-04' }).click();
    await expect.poll(() => page.locator('#verdict dl.facts dd').first().textContent()).toBe('Monzo Bank Limited');
    if (api) await expect.poll(() => page.locator('#answer-source').textContent()).toBe('Answered by the API.');
  } else if (name === 'batch') {
    await page.getByRole('button', { name: 'Fill in an example' }).click();
    await page.getByRole('button', { name: 'Validate all rows' }).click();
    await expect
      .poll(() => page.locator('#progress-text').textContent(), { timeout: 60_000 })
      .toMatch(/^10 of 10 rows validated/);
  } else if (name === 'generate') {
    await page.getByLabel('Seed (optional)').fill('screenshot');
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.locator('#generated li').first().waitFor();
  } else if (api) {
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.locator('#try-status').textContent()).toBe('200 OK');
  }
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The axe-core rules that the page breaks (WCAG 2.x A and AA, best practices), as `rule: target` lines. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Evaluated through DevTools rather than added as a script element: the site's
  // Content-Security-Policy lets no inline script run.
  await page.evaluate(await readFile(AXE, 'utf8'));
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${JSON.stringify(node.target)}`),
    );
  });
}
