import { svelte } from '@sveltejs/vite-plugin-svelte';
import { playwright } from '@vitest/browser-playwright';
import type { UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/dev/chromium.ts';
import { docsRecipes, importRecipe } from './scripts/docs/recipes.ts';
import { formsDoc } from './sdk/schema/test-support/forms-doc.ts';

/** The Vite config of the Vue recipe in docs/forms.md: its plugins compile the Vue recipe. */
const vueRecipeConfig = ((await importRecipe('docs/forms.md', 'vite.config.js')) as { default: UserConfig }).default;

/**
 * How long `expect.poll` waits for what a test expects to happen (1 s by Vitest's default): as long
 * as a busy machine may need, so that a slow one only makes the test longer, never fails it.
 */
const POLL = { timeout: 30_000, interval: 50 };

/** Chromium for a browser project: a new object for each, since Vitest names the instances in it. */
const browser = () => ({
  enabled: true,
  headless: true,
  // Failure screenshots would land beside the tests, inside the source tree.
  screenshotFailures: false,
  provider: playwright({
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
});

/**
 * The tests of the built package as others get it, of the client in Chromium, and of the
 * `bank-number serve` and `keys` commands run as processes, restarted and stopped, and of the
 * making of the Python environment.
 */
const INTEGRATION = [
  'scripts/dev/pack.test.ts',
  'scripts/bench/size.test.ts',
  'scripts/docs/types.test.ts',
  'test/conformance/**/*.test.ts',
  'sdk/client/runtimes.test.ts',
  'sdk/cli/serve-command.test.ts',
  'sdk/cli/keys-command.test.ts',
  'sdk/cli/serve-workers.test.ts',
  'sdk/server/serve-store.test.ts',
  'sdk/server/serve-resilience.test.ts',
  // The slowest of the server's and the CLI's: the store on real SQLite and PostgreSQL, the metrics
  // of a served process, the faults of Redis and PostgreSQL, the CSV mode as a process.
  'sdk/server/store/store.test.ts',
  'sdk/server/metrics.test.ts',
  'sdk/server/accounts/accounts-faults.test.ts',
  'sdk/server/keys/key-faults.test.ts',
  'sdk/cli/validate-csv.test.ts',
  'test/operating/*.test.ts',
  // Makes Python environments (venv and pip) for the WebAssembly component's Python tests.
  'scripts/dev/python-env.test.ts',
  // The answers tool, which records every surface through the built package, the CLI and a server.
  'scripts/dev/answers.test.ts',
  'scripts/dev/answers-surfaces.test.ts',
];

/** The tests that need Chromium: the element's, but for its pure parts (`*.node.test.ts`), and `*.browser.test.ts`. */
const IN_BROWSER = ['sdk/element/**/!(*.node).test.ts', 'sdk/**/*.browser.test.ts'];

/**
 * The SDK alone (npm run test:unit): every test under sdk/ that runs in Node, but for the server's
 * and the CLI's, which are applications of the SDK.
 */
const UNIT = ['sdk/**/*.test.ts'];
const NOT_UNIT = ['sdk/server/**', 'sdk/cli/**'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: UNIT,
          exclude: [...NOT_UNIT, ...IN_BROWSER, 'node_modules/**', ...INTEGRATION],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The server in process, over real HTTP on loopback with real Redis and PostgreSQL, the
          // CLI and the scripts (npm run test:quick, with the unit project): no browser, no packed
          // package, but dist/ for the documentation's server examples (node-entry.test.ts).
          name: 'node',
          environment: 'node',
          include: [...NOT_UNIT.map((folder) => `${folder}/*.test.ts`), 'scripts/**/*.test.ts'],
          exclude: [...IN_BROWSER, 'node_modules/**', 'scripts/docs/examples.test.ts', ...INTEGRATION],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The built package from outside: packed once and installed into consumer projects, bundled
          // for the size budgets, run on Node 22 to 26, Bun, Deno and QuickJS; the client in Chromium;
          // the server's commands as processes.
          name: 'integration',
          environment: 'node',
          include: INTEGRATION,
          globalSetup: ['scripts/dev/test-support/packed-package.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The documentation's examples, run against the built package (npm run test:docs).
          name: 'docs',
          environment: 'node',
          include: ['scripts/docs/examples.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The package as a WebAssembly component, built once for the run: through jco on Node 22,
          // 24 and 26 (test/wasm/jco/, a Vitest of its own on each) and through wasmtime in Python
          // (test/wasm/python/, pytest).
          name: 'wasm',
          environment: 'node',
          include: ['test/wasm/*.test.ts'],
          globalSetup: ['test/wasm/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The code blocks of docs/forms.md, for the browser tests of the form libraries.
        plugins: [formsDoc()],
        // Bundled once before the tests: found later, React would be loaded twice (and hooks fail).
        optimizeDeps: {
          include: [
            'react',
            'react/jsx-dev-runtime',
            'react-dom/client',
            'react-hook-form',
            '@hookform/resolvers/standard-schema',
            '@tanstack/react-form',
            'arktype',
          ],
        },
        test: {
          name: 'browser',
          include: ['sdk/element/**/*.test.ts', 'sdk/**/*.browser.test.ts', 'sdk/**/*.browser.test.tsx'],
          exclude: ['sdk/element/**/*.node.test.ts', 'node_modules/**'],
          // The reference server, in Node, for the element's remote verdicts.
          globalSetup: ['sdk/server/test-support/element-setup.ts', 'scripts/docs/examples/browser-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect: { poll: POLL },
          browser: browser(),
        },
      },
      {
        // The element inside React, Vue and Svelte forms, built from the recipes in docs/forms.md
        // by each framework's own compiler, in Chromium.
        plugins: [docsRecipes(), ...(vueRecipeConfig.plugins ?? []), svelte({ configFile: false })],
        oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
        optimizeDeps: { include: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/client', 'vue'] },
        test: {
          name: 'frameworks',
          include: ['test/frameworks/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect: { poll: POLL },
          browser: browser(),
        },
      },
      {
        test: {
          // The demo site end to end: Playwright drives Debian's Chromium against the built site,
          // served by the reference server (npm start) and by a plain static server.
          name: 'demo',
          environment: 'node',
          include: ['demo/**/*.test.ts'],
          globalSetup: ['demo/e2e/global-setup.ts'],
          testTimeout: 180_000,
          expect: { poll: POLL },
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
