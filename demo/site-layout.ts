/**
 * The parts every page shares: the skip link, the header with the navigation and the API
 * connection panel, and the footer. The build writes them into each page, so the pages need no
 * script to show their navigation.
 * @module
 */

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

/** The footer of every page. */
export function siteFooter(): string {
  return `<footer class="site-footer">
  <p>Checks format, length and checksums only: a valid number is not proof that the account exists.
  Local validation runs in this browser and sends nothing anywhere.</p>
</footer>`;
}
