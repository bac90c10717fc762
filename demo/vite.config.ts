/**
 * The demo site: six pages built into demo/dist with a relative base, so that the same files work
 * from the reference server's root, from any sub-path of any static host, and from a file share.
 * The package is imported by its own name and resolves to dist/: run `npm run build` first
 * (`npm run build:demo` does both).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { PAGES, pageDescription, siteFooter, siteHeader } from './site-layout.ts';
import {
  defaultOperation,
  endpointsHtml,
  endpointsOf,
  escapeHtml,
  introHtml,
  limitsHtml,
  operationsHtml,
  parameterFieldsHtml,
} from './src/openapi-render.ts';
import type { OpenApiDocument } from './src/openapi-render.ts';
import { copyReference, sdkReference } from './sdk-reference.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Writes the shared header and footer into every page, marking the current page in the navigation,
 * and the page's description.
 */
function siteLayout(): Plugin {
  return {
    name: 'bank-number-site-layout',
    async transformIndexHtml(html) {
      const page = /<body[^>]*\sdata-page="([a-z-]+)"/.exec(html)?.[1];
      if (page === undefined) throw new Error('Every page needs <body data-page="…">.');
      const laidOut = html
        .replace('<!-- description -->', pageDescription(page))
        .replace('<!-- site-header -->', siteHeader(page))
        .replace('<!-- site-footer -->', siteFooter(page));
      return laidOut.includes('<!-- openapi:') ? renderOpenApi(laidOut) : laidOut;
    },
  };
}

/**
 * Writes the API page's content from the OpenAPI document of this version of the package, so that
 * the page shows it at once (and without script); the page redraws it only when the configured
 * server's document differs.
 */
async function renderOpenApi(html: string): Promise<string> {
  const { OPENAPI_DOCUMENT } = await import('bank-number/server');
  const document = OPENAPI_DOCUMENT as unknown as OpenApiDocument;
  const first = endpointsOf(document)[defaultOperation(document)];
  const parts: Record<string, string> = {
    intro: introHtml(document),
    limits: limitsHtml(document),
    endpoints: endpointsHtml(document),
    operations: operationsHtml(document),
    'try-summary': escapeHtml(first?.operation.summary ?? ''),
    'try-parameters': first === undefined ? '' : parameterFieldsHtml(first),
  };
  return html.replace(/<!-- openapi:([a-z-]+) -->/g, (marker, name: string) => {
    const part = parts[name];
    if (part === undefined) throw new Error(`api.html: unknown marker ${marker}`);
    return part;
  });
}

/**
 * Emits `openapi.json`, the API's OpenAPI document as this version of the package serves it, so
 * that the API page can show the endpoints on a static host with no server configured.
 */
function openApiSnapshot(): Plugin {
  return {
    name: 'bank-number-openapi-snapshot',
    apply: 'build',
    async generateBundle() {
      const { OPENAPI_DOCUMENT } = await import('bank-number/server');
      this.emitFile({
        type: 'asset',
        fileName: 'openapi.json',
        source: `${JSON.stringify(OPENAPI_DOCUMENT, null, 1)}\n`,
      });
    },
  };
}

/**
 * Writes the SDK reference (typedoc, see sdk-reference.ts) to `reference/`, so that the header's
 * link works wherever the site is served. Not `api/`: on the reference server every path under
 * /api/ belongs to the API. Typedoc runs beside the bundling, and only when the sources changed.
 */
function sdkReferencePages(): Plugin {
  let outDir = '';
  let reference: Promise<string> | null = null;
  return {
    name: 'bank-number-sdk-reference',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    buildStart() {
      reference = sdkReference(repoRoot);
      // Awaited in closeBundle; a failure is reported there.
      reference.catch(() => undefined);
    },
    async closeBundle() {
      const folder = await (reference ?? sdkReference(repoRoot));
      copyReference(folder, `${outDir}/reference`);
    },
  };
}

export default defineConfig({
  root,
  base: './',
  publicDir: 'public',
  appType: 'mpa',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      // No timing warning: the SDK reference's plugin waits for typedoc, which runs beside the
      // bundling in a process of its own, and only when the sources changed.
      // English is in every page's first chunk on purpose (the playground answers before any
      // catalogue loads), so the element's on-demand import of it moves nothing: no warning.
      checks: { pluginTimings: false, ineffectiveDynamicImport: false },
      input: Object.fromEntries(PAGES.map((page) => [page.id, fileURLToPath(new URL(page.file, import.meta.url))])),
    },
  },
  worker: { format: 'es' },
  plugins: [siteLayout(), openApiSnapshot(), sdkReferencePages()],
});
