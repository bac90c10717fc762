import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';


export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['sdk/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['sdk/element/**', 'sdk/wasm/**', 'node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The package as a WebAssembly component, built once for the run, run by jco in Node.
          name: 'wasm',
          environment: 'node',
          include: ['sdk/wasm/**/*.test.ts'],
          globalSetup: ['sdk/wasm/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['sdk/element/**/*.test.ts'],
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
