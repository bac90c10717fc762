/**
 * The examples of the documents that show a page (docs/element.md), run in Chromium on a page
 * with a `<bank-number-input>`, against the built package: the browser half of `npm run
 * test:docs` (scripts/docs/examples/).
 */
import { afterEach, expect, inject, test } from 'vitest';
import { checker } from '../../scripts/docs/examples/assertions.ts';

const AsyncFunction = (async () => {}).constructor as new (
  ...args: string[]
) => (...values: unknown[]) => Promise<unknown>;
const examples = inject('docExamples');

afterEach(() => {
  document.body.replaceChildren();
});

test('the documents that show a page have examples', () => {
  expect(examples.length).toBeGreaterThan(0);
});

for (const example of examples) {
  test(example.where, async () => {
    await import(/* @vite-ignore */ example.imports['bank-number/element/define'] ?? '/dist/element/define.js');
    const field = document.createElement('bank-number-input');
    field.setAttribute('name', 'iban');
    document.body.append(field);
    const run = new AsyncFunction('__check', '__import', example.body);
    await run(
      checker(example.file),
      (specifier: string) => import(/* @vite-ignore */ example.imports[specifier] ?? specifier),
    );
  });
}
