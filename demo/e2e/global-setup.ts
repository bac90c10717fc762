/**
 * Builds the demo site once for the end-to-end tests, into a temporary folder (so that a running
 * `npm start` keeps its demo/dist), and hands its path to the tests as `demoSite`.
 * The package itself must be built (`npm test` does that first): the site imports it from dist/.
 * @module
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, createLogger } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built demo site (what `npm run build:demo` writes to demo/dist). */
    demoSite: string;
    /** The warnings of that build, as `npm start` would print them. */
    demoBuildWarnings: string[];
  }
}

const root = fileURLToPath(new URL('../../', import.meta.url));

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(join(root, 'dist/index.js'))) throw new Error('Build the package first: npm run build');
  const folder = await mkdtemp(join(tmpdir(), 'bank-number-demo-'));
  const site = join(folder, 'dist');
  const warnings: string[] = [];
  const logger = createLogger('warn');
  const warn = logger.warn.bind(logger);
  logger.warn = (message, options) => {
    warnings.push(message);
    warn(message, options);
  };
  await build({
    configFile: join(root, 'demo/vite.config.ts'),
    logLevel: 'warn',
    customLogger: logger,
    build: { outDir: site, emptyOutDir: true },
  });
  project.provide('demoSite', site);
  project.provide('demoBuildWarnings', warnings);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
