/**
 * Benchmark of the WebAssembly component (dist/wasm/bank-number.wasm) beside the built package in
 * Node: builds the component (its size and build time), transpiles it with jco, then times, on 200
 * shared vectors, one `validate` call per input, `validate-json`, `is-valid-iban`, and one
 * `validate-many` call for all 200 (per item), against Node's `validateSync` and `validate` with the
 * same lookups loaded. Each figure is the median of several rounds, in wall time and in CPU time of
 * the process (which waiting for a shared core does not inflate). Exits with 1 when an item of
 * `validate-many` takes more than half the CPU time of a single `validate` call.
 *
 *   npx tsx scripts/bench/wasm.ts [--rounds 7] [--engine quickjs]
 *
 * `--engine quickjs` builds with componentize-qjs; jco's output of that component needs Node 22 or
 * later (`scripts/runtimes/node_modules/node24-linux-x64/bin/node --import tsx scripts/bench/wasm.ts
 * --engine quickjs`).
 */
import { parseArgs } from 'node:util';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { VECTOR_REQUESTS } from '../../test/conformance/answers.ts';
import { buildComponent, COMPONENT, type Engine } from '../build-wasm.ts';
import { loadValidator, transpileComponent } from '../build-wasm/jco.ts';
import { repoRoot } from '../paths.ts';

const BATCH = 200;
const RATIO_BUDGET = 0.5;

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '7' }, engine: { type: 'string', default: 'starlingmonkey' } },
});
const rounds = Number(values.rounds);
const engine = values.engine as Engine;
const load = (): string =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** Wall and CPU time of one run of `work`, in µs per item. */
async function once(work: () => unknown, items: number): Promise<{ wall: number; cpu: number }> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await work();
  const wall = ((performance.now() - t0) * 1000) / items;
  const c = process.cpuUsage(c0);
  return { wall, cpu: (c.user + c.system) / items };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

console.log(`load average before: ${load()}`);
const out = engine === 'starlingmonkey' ? COMPONENT : join(repoRoot, 'dist', 'wasm', `bank-number-${engine}.wasm`);
const { bytes, ms } = await buildComponent(out, engine);
console.log(
  `component (${engine}): ${(bytes / 1024 / 1024).toFixed(1)} MiB (${bytes} bytes), ` +
    `built in ${(ms / 1000).toFixed(1)} s`,
);
const t0 = performance.now();
const { dir, module } = await transpileComponent(out);
const wasm = await loadValidator(module);
console.log(`jco transpile and instantiation: ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const sdk = (await import(
  pathToFileURL(join(repoRoot, 'dist', 'index.js')).href
)) as typeof import('../../sdk/index.ts');
await sdk.preloadLookups('iban', 'bic', 'us-routing', 'uk-sort-code');
const inputs = VECTOR_REQUESTS.filter((v) => v.format === undefined)
  .map((v) => v.input)
  .slice(0, BATCH);

const jobs: Record<string, () => unknown> = {
  'Node validateSync': () => inputs.forEach((input) => sdk.validateSync(input)),
  'Node validate': async () => {
    for (const input of inputs) await sdk.validate(input);
  },
  'component validate': () => inputs.forEach((input) => wasm.validate(input)),
  'component validate-json': () => inputs.forEach((input) => wasm.validateJson(input)),
  'component is-valid-iban': () => inputs.forEach((input) => wasm.isValidIban(input)),
  [`component validate-many (${BATCH} per call)`]: () => wasm.validateMany(inputs),
};
const times: Record<string, { wall: number[]; cpu: number[] }> = {};
for (const [name, work] of Object.entries(jobs)) {
  await work();
  times[name] = { wall: [], cpu: [] };
}
for (let r = 0; r < rounds; r++) {
  for (const [name, work] of Object.entries(jobs)) {
    const { wall, cpu } = await once(work, inputs.length);
    times[name]?.wall.push(wall);
    times[name]?.cpu.push(cpu);
  }
}
rmSync(dir, { recursive: true, force: true });

console.log(`\nµs per input, median of ${rounds} rounds over ${inputs.length} shared vectors (wall / CPU):`);
for (const [name, t] of Object.entries(times))
  console.log(
    `  ${name.padEnd(40)} ${median(t.wall).toFixed(1).padStart(9)} / ${median(t.cpu).toFixed(1).padStart(9)}`,
  );
const single = median(times['component validate']?.cpu ?? []);
const perItem = median(times[`component validate-many (${BATCH} per call)`]?.cpu ?? []);
const ratio = perItem / single;
console.log(`\nvalidate-many per item / validate per call (CPU): ${ratio.toFixed(2)} (budget ${RATIO_BUDGET})`);
console.log(`load average after: ${load()}`);
if (ratio > RATIO_BUDGET) {
  console.error(`over budget: an item of validate-many takes ${ratio.toFixed(2)} of a validate call`);
  process.exit(1);
}
