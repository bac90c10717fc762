/**
 * The code blocks of docs/forms.md, for the tests: the first block of a section by its heading, and
 * a Vite plugin that serves it as a module (`/@forms-doc/<heading>.tsx`), with the package's own
 * entries (`bank-number/...`) from the sources, so that a browser test imports the page's code.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The repository's root: this file is sdk/schema/test-support/forms-doc.ts. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** docs/forms.md as it stands. */
export function formsDocText(): string {
  return readFileSync(join(repoRoot, 'docs/forms.md'), 'utf8');
}

/** The labels that docs/forms.md lists for `cleanInput`, by language (`English`, `German`, …). */
export function formsDocLabels(): Map<string, string[]> {
  const list = formsDocText().match(/<!-- labels -->\n([\s\S]*?)<!-- \/labels -->/)?.[1] ?? '';
  const lines = list
    .trim()
    .split('\n')
    .map((line) => line.match(/^- (\w+): (.+)$/));
  return new Map(lines.map((m) => [m?.[1] ?? '', m?.[2]?.split(', ') ?? []]));
}

/** The first code block of the section `## heading` of docs/forms.md. */
export function formsDocBlock(heading: string): string {
  const code = formsDocText()
    .split(/^## /m)
    .find((s) => s.startsWith(`${heading}\n`))
    ?.match(/^```tsx?\n([\s\S]*?)^```/m)?.[1];
  if (!code) throw new Error(`docs/forms.md has no code block under "## ${heading}"`);
  return code;
}

/** The source file of a package entry: `bank-number/schema` is `sdk/schema/index.ts`. */
export function entrySource(specifier: string): string | undefined {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    exports: Record<string, { default?: string } | string>;
  };
  const target = pkg.exports[`.${specifier.slice('bank-number'.length)}`];
  const file = typeof target === 'object' ? target.default : undefined;
  return file ? join(repoRoot, file.replace('./dist/', 'sdk/').replace(/\.js$/, '.ts')) : undefined;
}

const PREFIX = '/@forms-doc/';

/** Serves `/@forms-doc/<heading>.tsx` as the block of that section. */
export function formsDoc(): Plugin {
  return {
    name: 'forms-doc',
    enforce: 'pre',
    resolveId(id) {
      if (id.startsWith(PREFIX)) return join(repoRoot, 'docs', `forms.md.${id.slice(PREFIX.length)}`);
      if (/^bank-number(\/|$)/.test(id)) return entrySource(id);
      return undefined;
    },
    load(id) {
      const match = id.match(/forms\.md\.(.+)\.tsx$/);
      return match ? formsDocBlock(decodeURIComponent(match[1] ?? '')) : undefined;
    },
  };
}
