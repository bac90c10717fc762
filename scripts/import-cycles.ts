/**
 * Lists the import circles among the modules under a folder (default `sdk/server`), type-only
 * imports included: every relative `import … from`/`export … from` of a `.ts` file, tests and test
 * support left out. Exits with 1 when there is a circle.
 *
 *   tsx scripts/import-cycles.ts [sdk/server]
 * @module
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './paths.ts';

const { positionals } = parseArgs({ allowPositionals: true });
const top = resolve(repoRoot, positionals[0] ?? 'sdk/server');
const files = readdirSync(top, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('test-support'))
  .map((file) => join(top, file));
const edges = new Map<string, string[]>();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const targets = [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']+)'/gms)].map((m) =>
    resolve(dirname(file), m[1] as string),
  );
  edges.set(
    file,
    targets.filter((target) => edges.has(target) || files.includes(target)),
  );
}
const circles: string[][] = [];
const state = new Map<string, 'open' | 'done'>();
const path: string[] = [];
function visit(file: string): void {
  state.set(file, 'open');
  path.push(file);
  for (const next of edges.get(file) ?? []) {
    if (state.get(next) === 'open') circles.push([...path.slice(path.indexOf(next)), next]);
    else if (!state.has(next)) visit(next);
  }
  path.pop();
  state.set(file, 'done');
}
for (const file of files) if (!state.has(file)) visit(file);
for (const circle of circles)
  process.stdout.write(`circle: ${circle.map((file) => relative(repoRoot, file)).join(' → ')}\n`);
process.stdout.write(
  `${files.length} modules, ${[...edges.values()].reduce((n, list) => n + list.length, 0)} imports, ` +
    `${circles.length} circles\n`,
);
process.exitCode = circles.length > 0 ? 1 : 0;
