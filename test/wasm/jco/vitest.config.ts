import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The jco tests of the component, run by test/wasm/runtimes.test.ts on each Node of scripts/runtimes
 * (22, 24, 26) with `BANK_NUMBER_WASM_MODULE` set to the component as jco transpiled it.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../../..', import.meta.url)),
    include: ['test/wasm/jco/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
