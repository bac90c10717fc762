/**
 * Finds import circles among the modules under a folder, type-only imports included: every
 * relative `import … from`/`export … from` of a `.ts` file, tests and test support left out.
 * Two kinds:
 *
 * - a circle of files (`a.ts → b.ts → a.ts`), anywhere under the folder;
 * - a loop between the folder's parts, where each subfolder counts as one part and each file
 *   directly in the folder as a part of its own (`access.ts → routes/ → access.ts`): the parts
 *   must form a tree, as the folders of `sdk/` do.
 *
 *   tsx scripts/import-cycles.ts [folder …]     (default: sdk and sdk/server)
 *
 * Prints every circle and loop, and exits with 1 when there is one; `npm run lint` runs it.
 * @module
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** What `importCycles` found under a folder. */
export interface ImportCycles {
  modules: number;
  imports: number;
  /** Circles of files, each as paths relative to the folder, the first repeated last. */
  files: string[][];
  /** Loops between the folder's parts (`routes/`, `access.ts`), the first repeated last. */
  parts: string[][];
}

/** The circles of `edges`, one for each edge that closes one in a depth-first walk. */
function circlesOf(nodes: Iterable<string>, edges: Map<string, ReadonlySet<string>>): string[][] {
  const circles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): void => {
    state.set(node, 'open');
    path.push(node);
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 'open') circles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of nodes) if (!state.has(node)) visit(node);
  return circles;
}

/** The import circles under `folder`. */
export function importCycles(folder: string): ImportCycles {
  const top = resolve(folder);
  const files = readdirSync(top, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(file) && !file.includes('test-support'))
    .map((file) => join(top, file));
  const known = new Set(files);
  const edges = new Map<string, Set<string>>();
  let imports = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']+)'/gms)]
      .map((m) => resolve(dirname(file), m[1] as string))
      .filter((target) => known.has(target));
    imports += targets.length;
    edges.set(file, new Set(targets));
  }
  // A file's part: its subfolder, or the file itself when it lies directly in the folder.
  const partOf = (file: string): string => {
    const path = relative(top, file);
    const at = path.indexOf(sep);
    return at === -1 ? path : `${path.slice(0, at)}/`;
  };
  const partEdges = new Map<string, Set<string>>();
  for (const [file, targets] of edges) {
    const from = partOf(file);
    const set = partEdges.get(from) ?? new Set();
    for (const target of targets) if (partOf(target) !== from) set.add(partOf(target));
    partEdges.set(from, set);
  }
  const named = (circle: string[]) => circle.map((file) => relative(top, file).split(sep).join('/'));
  return {
    modules: files.length,
    imports,
    files: circlesOf(files, edges).map(named),
    parts: circlesOf(partEdges.keys(), partEdges),
  };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const { positionals } = parseArgs({ allowPositionals: true });
  const folders = positionals.length > 0 ? positionals : ['sdk', 'sdk/server'];
  let found = 0;
  for (const folder of folders) {
    const { modules, imports, files, parts } = importCycles(resolve(root, folder));
    for (const circle of files) process.stdout.write(`${folder}: circle: ${circle.join(' → ')}\n`);
    for (const loop of parts) process.stdout.write(`${folder}: loop between parts: ${loop.join(' → ')}\n`);
    process.stdout.write(
      `${folder}: ${modules} modules, ${imports} imports, ${files.length} circles, ` +
        `${parts.length} loops between parts\n`,
    );
    found += files.length + parts.length;
  }
  process.exitCode = found > 0 ? 1 : 0;
}
