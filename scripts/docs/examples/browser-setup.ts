/**
 * Global setup of the browser tests, in Node: the examples of the documents that show a page
 * (BROWSER_DOCS) prepared for Chromium, where sdk/element/doc-examples.test.ts runs them, and the
 * built files that the package's names resolve to, as paths the test server serves.
 * @module
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { repoRoot } from '../../dev/paths.ts';
import { BROWSER_DOCS, markdownExamples } from './extract.ts';
import { packageResolver, prepareBody } from './run.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The browser's examples: where each is written, and its body (run.ts's `prepareBody`). */
    docExamples: Array<{ where: string; file: string; body: string; imports: Record<string, string> }>;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const resolve = packageResolver(repoRoot);
  const examples = BROWSER_DOCS.flatMap((file) => markdownExamples(repoRoot, file)).filter(
    (e) => e.notRun === undefined && e.program === undefined,
  );
  const prepared = [];
  for (const example of examples) {
    const body = await prepareBody(example);
    const imports: Record<string, string> = {};
    for (const match of body.matchAll(/__import\("([^"]+)"\)/g)) {
      const specifier = match[1] as string;
      const target = resolve(specifier);
      // A built file of the package, as a path from the root the test server serves.
      imports[specifier] = target.startsWith('file:') ? `/${relative(repoRoot, fileURLToPath(target))}` : specifier;
    }
    prepared.push({ where: example.where, file: example.file, body, imports });
  }
  project.provide('docExamples', prepared);
}
