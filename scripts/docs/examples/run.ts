/**
 * Runs one example of the documentation (see extract.ts) with its assertions (see assertions.ts).
 *
 * - The package's own names (`bank-number`, `bank-number/iban`, …) resolve to the built package,
 *   through package.json's exports, as they do for a consumer; other names to this repository's
 *   dependencies.
 * - An `@example` sees the exports of the module it documents, and those of every public entry
 *   (so that `isTestBic(generateBic(…))` reads as it would in a user's code), from the source.
 * - `fixtures` adds names that an example uses without making them (a store, a key verifier).
 * @module
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transform } from 'esbuild';
import type { DocExample } from './extract.ts';
import { checker, withAssertions } from './assertions.ts';

export { ExampleFailure } from './assertions.ts';

/** The public entries whose exports an `@example` sees, by their source module. */
const PUBLIC_SOURCES = [
  'sdk/index.ts',
  'sdk/formats/iban/index.ts',
  'sdk/formats/bic/index.ts',
  'sdk/formats/us-routing/index.ts',
  'sdk/formats/uk-sort-code/index.ts',
  'sdk/references/index.ts',
  'sdk/client/index.ts',
  'sdk/server/index.ts',
  'sdk/server/adapters/node.ts',
];

type Exports = Record<string, { default?: string } | string>;

/** Resolves the package's own names to the built files, others through Node. */
export function packageResolver(root: string): (specifier: string) => string {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; exports: Exports };
  return (specifier) => {
    if (specifier !== pkg.name && !specifier.startsWith(`${pkg.name}/`)) return specifier;
    const key = `.${specifier.slice(pkg.name.length)}`;
    const target = pkg.exports[key];
    const file = typeof target === 'string' ? target : target?.default;
    if (file === undefined) throw new Error(`package.json exports no ${specifier}`);
    return pathToFileURL(join(root, file)).href;
  };
}

/** Imports as esbuild writes them, made into calls of `__import`. */
function importsAsCalls(code: string): string {
  return code
    .replace(/^import\s*\{([^}]*)\}\s*from\s*("[^"]+");?/gm, (_, names: string, from: string) => {
      const bound = names
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '')
        .map((name) => name.replace(/^(\S+)\s+as\s+(\S+)$/, '$1: $2'));
      return `const { ${bound.join(', ')} } = await __import(${from});`;
    })
    .replace(/^import\s*\*\s*as\s+([\w$]+)\s+from\s*("[^"]+");?/gm, 'const $1 = await __import($2);')
    .replace(/^import\s+([\w$]+)\s+from\s*("[^"]+");?/gm, 'const $1 = (await __import($2)).default;')
    .replace(/^import\s*("[^"]+");?/gm, 'await __import($1);')
    .replace(/^export\s+default\s+/gm, 'const __default = ')
    .replace(/^export\s*\{[^}]*\};?$/gm, '');
}

/** The names an example sees besides its own: for an `@example`, its module's and the public entries' exports. */
async function scopeOf(
  root: string,
  example: DocExample,
  fixtures: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (example.module === undefined) return { ...fixtures };
  const scope: Record<string, unknown> = { ...fixtures };
  for (const file of [...PUBLIC_SOURCES, example.module]) {
    Object.assign(scope, await import(pathToFileURL(join(root, file)).href));
  }
  return scope;
}

/** The example as the body of an async function of `__check`, `__import` and its scope's names. */
export async function prepareBody(example: DocExample): Promise<string> {
  const asserted = withAssertions(example.code, example.line);
  const { code } = await transform(asserted, {
    loader: 'ts',
    format: 'esm',
    target: 'es2022',
    sourcefile: example.where,
    // Every import kept, even one the example does not use: importing it is part of the example.
    tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
  });
  // In a block of its own, so that the example may declare a name that the scope has too.
  return `{\n${importsAsCalls(code)}\n}`;
}

/** Runs the example; throws an `ExampleFailure` when an assertion does not hold. */
export async function runExample(
  root: string,
  example: DocExample,
  fixtures: Record<string, unknown> = {},
): Promise<void> {
  const resolve = packageResolver(root);
  const body = await prepareBody(example);
  const scope = await scopeOf(root, example, fixtures);
  const names = Object.keys(scope).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
  const AsyncFunction = (async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<unknown>;
  const run = new AsyncFunction('__check', '__import', ...names, body);
  await run(
    checker(example.file),
    (specifier: string) => import(resolve(specifier)),
    ...names.map((name) => scope[name]),
  );
}
