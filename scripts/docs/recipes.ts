/**
 * The recipes of the docs as modules, so that tests run the very code a reader copies. A fenced
 * block whose info string names a file after its language (```jsx PayeeForm.jsx) is the module
 * `recipe:docs/forms.md/PayeeForm.jsx`; Vite compiles it by its extension like a file of that name
 * (JSX, Vue single-file components, Svelte components). `bank-number` and its subpaths resolve to
 * the sources in sdk/, as the package's exports map them, so no build is needed.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { repoRoot } from '../dev/paths.ts';

const PREFIX = 'recipe:';

/** The blocks of a Markdown file that name a file, by that name. */
export function recipes(markdown: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of markdown.matchAll(/^```[\w-]+ (\S+)\n([\s\S]*?)^```$/gm)) {
    const [, name, code] = match as unknown as [string, string, string];
    if (found.has(name)) throw new Error(`Two code blocks are named ${name}.`);
    found.set(name, code);
  }
  return found;
}

/** The code block named `name` in the Markdown file at `markdown` (relative to the repository). */
export function recipe(markdown: string, name: string): string {
  const code = recipes(readFileSync(join(repoRoot, markdown), 'utf8')).get(name);
  if (code === undefined) throw new Error(`${markdown} has no code block named ${name}.`);
  return code;
}

/**
 * Imports a JavaScript recipe in Node, such as a Vite config, written out as an ES module inside
 * node_modules/.cache so that its imports resolve to the installed packages.
 */
export async function importRecipe(markdown: string, name: string): Promise<unknown> {
  const folder = join(repoRoot, 'node_modules', '.cache', 'docs-recipes');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, name.replace(/\.js$/, '.mjs'));
  writeFileSync(file, recipe(markdown, name));
  return import(pathToFileURL(file).href);
}

/** The source file of each entry of package.json's exports map: `bank-number/x` → `sdk/x.ts`. */
function packageSources(): Map<string, string> {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, { default?: string } | string>;
  };
  const sources = new Map<string, string>();
  for (const [key, target] of Object.entries(pkg.exports)) {
    const file = typeof target === 'string' ? target : target.default;
    if (file === undefined || !/^\.\/dist\/.+\.js$/.test(file)) continue;
    sources.set(
      key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`,
      join(repoRoot, `sdk/${file.slice('./dist/'.length, -'.js'.length)}.ts`),
    );
  }
  return sources;
}

/** Serves `recipe:<markdown path>/<block name>` from the Markdown file as it is on disk now. */
export function docsRecipes(): Plugin {
  const sources = packageSources();
  return {
    name: 'bank-number-docs-recipes',
    enforce: 'pre',
    resolveId(id) {
      if (id.startsWith(PREFIX)) return id;
      return sources.get(id) ?? null;
    },
    load(id) {
      // A query (`?vue&type=style`) is a part that the framework's plugin serves itself.
      if (!id.startsWith(PREFIX) || id.includes('?')) return null;
      const path = id.slice(PREFIX.length);
      const cut = path.lastIndexOf('/');
      this.addWatchFile(join(repoRoot, path.slice(0, cut)));
      return recipe(path.slice(0, cut), path.slice(cut + 1));
    },
  };
}
