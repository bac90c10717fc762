/**
 * The parts every page shares: the skip link, the header with the navigation and the API
 * connection panel, and the footer. The build writes them into each page, so the pages need no
 * script to show their navigation.
 * @module
 */

import { DATA_SOURCES } from '../sdk/generated/data-status.ts';

/** The pages of the site, in navigation order; `file` is relative to the site's root. */
export const PAGES = [
  { id: 'playground', file: 'index.html', title: 'Playground' },
  { id: 'batch', file: 'batch.html', title: 'Batch' },
  { id: 'generate', file: 'generate.html', title: 'Generate' },
  { id: 'api', file: 'api.html', title: 'API' },
  { id: 'sign-up', file: 'sign-up.html', title: 'Get a key' },
  { id: 'dashboard', file: 'dashboard.html', title: 'Keys' },
] as const;

export type PageId = (typeof PAGES)[number]['id'];

/**
 * The description of each page (`<meta name="description">`, for search results and link
 * previews), written into the page by the build in place of its `<!-- description -->`.
 */
export const DESCRIPTIONS: Readonly<Record<PageId, string>> = {
  playground:
    'Validate an IBAN, SWIFT/BIC, US routing number or UK sort code in the browser or through the API, ' +
    "and see the service's JSON verdict.",
  batch: 'Validate a list or a CSV file of bank numbers in the browser, filter the verdicts and download them as CSV.',
  generate:
    'Generate valid test IBANs, SWIFT/BIC codes, US routing numbers and UK sort codes, ' +
    'in the browser or through the API.',
  api:
    'The endpoints, tiers and rate limits of the bank-number validation API, from its OpenAPI document, ' +
    'with a form to try each endpoint.',
  'sign-up':
    'Get a free Starter API key for the bank-number service: enter your e-mail address and follow the sign-in link.',
  dashboard: 'Your bank-number API keys: create, rotate and revoke them, and see their usage this minute and today.',
};

/** The `<meta name="description">` element of the page `current`. */
export function pageDescription(current: string): string {
  const description = DESCRIPTIONS[current as PageId] as string | undefined;
  if (description === undefined) throw new Error(`No description for the page ${current}.`);
  return `<meta name="description" content="${description}" />`;
}

/** The header of the page `current`: links are relative, so the site works under any path. */
export function siteHeader(current: string): string {
  const links = PAGES.map(
    (page) => `<li><a href="./${page.file}"${page.id === current ? ' aria-current="page"' : ''}>${page.title}</a></li>`,
  ).join('');
  return `<a class="skip-link" href="#main">Skip to the content</a>
<header class="site-header">
  <a class="brand" href="./index.html"><span class="brand-mark" aria-hidden="true">#</span>bank-number</a>
  <nav aria-label="Main">
    <ul>${links}<li><a href="./reference/">SDK reference</a></li></ul>
  </nav>
  <div class="connection" id="connection"></div>
</header>`;
}

/**
 * What each page sends, and where, as its footer says it: only what the page really does
 * (the batch page works in the browser alone; the others send what their forms ask for).
 */
export const SENDS: Readonly<Record<PageId, string>> = {
  playground:
    'Validating in this browser sends nothing anywhere; asking the API sends the number to the API of the ' +
    'header’s panel.',
  batch: 'The rows are validated in this browser: nothing is sent anywhere.',
  generate:
    'Generating in this browser sends nothing anywhere; generating through the API sends the form to the API of ' +
    'the header’s panel.',
  api:
    'With an API base URL, this page reads the API’s OpenAPI document, and Try it sends real requests to it, ' +
    'with the key only when you tick the box.',
  'sign-up': 'Sending the form gives your e-mail address to the server that serves this site, for the sign-in link.',
  dashboard: 'This page reads and changes your keys on the server that serves this site.',
};

/**
 * How current the data is, for the footer: the releases whose publisher states a validity, and the
 * IBAN registry's release (`dataStatus()` of the SDK lists every dataset).
 */
export function dataLine(sources: typeof DATA_SOURCES = DATA_SOURCES): string {
  const dated = sources
    .filter((s) => s.validUntil !== null)
    .map((s) => `${s.publisher.split(',')[0]} ${s.release} to ${s.validUntil}`);
  const registry = sources.find((s) => s.id === 'iban-registry');
  const parts = [...(registry ? [`SWIFT IBAN Registry ${registry.release}`] : []), ...dated];
  return `Data: ${parts.join('; ')}.`;
}

/** The footer of the page `current`. */
export function siteFooter(current: string): string {
  const sends = SENDS[current as PageId] as string | undefined;
  if (sends === undefined) throw new Error(`No footer for the page ${current}.`);
  return `<footer class="site-footer">
  <p>Checks format, length and checksums only: a valid number is not proof that the account exists.
  ${sends}</p>
  <p class="data-status">${dataLine()}</p>
</footer>`;
}
