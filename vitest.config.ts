import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { formsDoc } from './sdk/schema/test-support/forms-doc.ts';


export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['sdk/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['sdk/element/**', 'sdk/**/*.browser.test.ts', 'node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The code blocks of docs/forms.md, for the browser tests of the form libraries.
        plugins: [formsDoc()],
        // Bundled once before the tests: found later, React would be loaded twice (and hooks fail).
        optimizeDeps: {
          include: ['react', 'react/jsx-dev-runtime', 'react-dom/client', 'react-hook-form', '@hookform/resolvers/standard-schema', '@tanstack/react-form', 'arktype'],
        },
        test: {
          name: 'browser',
          include: ['sdk/element/**/*.test.ts', 'sdk/**/*.browser.test.ts', 'sdk/**/*.browser.test.tsx'],
          // The reference server, in Node, for the element's remote verdicts.
          globalSetup: ['sdk/element/test-support/reference-server.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          browser: {
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
            instances: [{ browser: 'chromium' }],
          },
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
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
