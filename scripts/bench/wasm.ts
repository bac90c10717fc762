/**
 * Per-call CPU time of the WebAssembly component, in one run beside Node's `validateSync` on the
 * shared vectors (each with its hint): `validate-json`, `validate`, `is-valid-iban` and
 * `validate-many` (per item) through jco in Node 24, and through wasmtime in Python with the module
 * of docs/wasm.md's recipe (scripts/bench/wasm.py); then the time a Python process takes from its
 * start to its first answer (which names a bank) with the compiled component cached. Each per-call
 * figure is the median of several rounds after two warm-up passes, in CPU time of the process
 * (which waiting for a shared core does not inflate); the start is given in wall and CPU time.
 * Exits with 1 when `validate-json` takes more than 80 µs a call, `is-valid-iban` more than 25 µs
 * (through either host), or the warm start more than 1 s of CPU.
 *
 *   npm run bench:wasm -- [--rounds 7] [--engine quickjs|quickjs-size|starlingmonkey] [--force]
 *
 * Needs `npm run build` (Node's side) and `npm run runtimes` (Node 24, on which it runs itself when
 * started on an older Node); `--force` builds the component even when its inputs are unchanged, to
 * time the build.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { VECTOR_REQUESTS } from '../../test/conformance/answers.ts';
import { buildComponent, ENGINES, type Engine } from '../wasm/build.ts';
import { loadValidator, transpileComponent } from '../wasm/jco.ts';
import { recipe } from '../docs/recipes.ts';
import { NODE_RUNTIMES } from '../../test/conformance/runtimes.ts';
import { repoRoot } from '../dev/paths.ts';
import { pythonEnv } from '../dev/python-env.ts';
import { commandLine } from '../dev/command-line.ts';

/** The budgets of issue and docs: µs per call, and ms for a warm start. */
export const BUDGETS = { 'validate-json': 80, 'is-valid-iban': 25, warmStartMs: 1000 } as const;

// jco's output of a QuickJS component needs Node 22 or later: run on Node 24 from scripts/runtimes.
if (Number(process.versions.node.split('.')[0]) < 22) {
  const node24 = NODE_RUNTIMES.find((runtime) => runtime.name === 'node 24');
  if (node24 === undefined || node24.unavailable !== undefined)
    throw new Error(`no Node 24 in scripts/runtimes: ${node24?.unavailable ?? 'npm run runtimes'}`);
  const run = spawnSync(node24.binary, ['--import', 'tsx', ...process.argv.slice(1)], {
    stdio: 'inherit',
    cwd: repoRoot,
  });
  process.exit(run.status ?? 1);
}

const { values } = commandLine(`usage: npm run bench:wasm [-- --rounds N] [--engine ${ENGINES.join('|')}] [--force]`, {
  options: {
    rounds: { type: 'string', default: '7' },
    engine: { type: 'string', default: 'quickjs' },
    force: { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
const engine = values.engine as Engine;
if (!ENGINES.includes(engine)) throw new Error(`--engine: one of ${ENGINES.join(', ')}`);
const load = (): string =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

console.log(`Node ${process.version}; load average before: ${load()}`);
const work = join(repoRoot, '.cache', 'wasm-bench');
mkdirSync(work, { recursive: true });
const folder = mkdtempSync(join(work, 'run-'));
try {
  const component = join(folder, `bank-number-${engine}.wasm`);
  const built = await buildComponent(component, engine, values.force);
  console.log(
    `component (${engine}): ${(built.bytes / 1024 / 1024).toFixed(2)} MiB (${built.bytes} bytes), ` +
      (built.cached ? 'inputs unchanged, copied from .cache/wasm' : `built in ${(built.ms / 1000).toFixed(1)} s`),
  );
  const { module } = await transpileComponent(component, folder);
  const wasm = await loadValidator(module);

  const sdk = (await import(
    pathToFileURL(join(repoRoot, 'dist', 'index.js')).href
  )) as typeof import('../../sdk/index.ts');
  await sdk.preloadLookups('iban', 'bic', 'us-routing', 'uk-sort-code');
  const requests = VECTOR_REQUESTS as ReadonlyArray<{ input: string; format?: import('../../sdk/index.ts').Format }>;
  const formats = [...new Set(requests.map((r) => r.format))];
  const byFormat = formats.map((format) => ({
    format,
    inputs: requests.filter((r) => r.format === format).map((r) => r.input),
  }));
  const attempt = (run: () => unknown): void => {
    try {
      run();
    } catch {
      // A request error (blank input) is an answer too.
    }
  };

  const jobs: Record<string, () => void> = {
    'Node validateSync': () => {
      for (const r of requests) attempt(() => sdk.validateSync(r.input, r.format ? { format: r.format } : {}));
    },
    'Node JSON.stringify(validateSync)': () => {
      for (const r of requests)
        attempt(() => JSON.stringify(sdk.validateSync(r.input, r.format ? { format: r.format } : {})));
    },
    'jco validate-json': () => {
      for (const r of requests) wasm.validateJson(r.input, r.format);
    },
    'jco validate': () => {
      for (const r of requests) attempt(() => wasm.validate(r.input, r.format));
    },
    'jco is-valid-iban': () => {
      for (const r of requests) wasm.isValidIban(r.input);
    },
    'jco validate-many (per item)': () => {
      for (const { format, inputs } of byFormat) wasm.validateMany(inputs, format);
    },
  };
  for (const job of Object.values(jobs)) {
    job();
    job();
  }
  const times: Record<string, number[]> = {};
  for (let r = 0; r < rounds; r++) {
    for (const [name, job] of Object.entries(jobs)) {
      const c0 = process.cpuUsage();
      job();
      const c = process.cpuUsage(c0);
      (times[name] ??= []).push((c.user + c.system) / requests.length);
    }
  }
  const perCall: Record<string, number> = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));

  // Python: the recipe's module as docs/wasm.md gives it, its compiled cache in the run's folder.
  const recipeDir = join(folder, 'python');
  mkdirSync(recipeDir);
  writeFileSync(join(recipeDir, 'bank_number_wasm.py'), recipe('docs/wasm.md', 'bank_number_wasm.py'));
  const inputsFile = join(folder, 'inputs.json');
  writeFileSync(inputsFile, JSON.stringify(requests));
  const cache = join(folder, 'compiled');
  // From the start of the process to its first answer, which names a bank (the first lookup of
  // Germany's data included); the process reports its CPU time at that point.
  const startProgram = [
    `import sys; sys.path.insert(0, ${JSON.stringify(recipeDir)}); from bank_number_wasm import BankNumber`,
    `BankNumber(${JSON.stringify(component)}, ${JSON.stringify(cache)}).validate_json("DE89370400440532013000")`,
    'import resource; r = resource.getrusage(resource.RUSAGE_SELF); print((r.ru_utime + r.ru_stime) * 1000)',
  ].join('\n');
  const python3 = await pythonEnv();
  const startMs: number[] = [];
  const startCpuMs: number[] = [];
  for (let i = 0; i < 4; i++) {
    const t0 = performance.now();
    const started = spawnSync(python3, ['-c', startProgram], { encoding: 'utf8' });
    if (started.status !== 0) throw new Error(`python3 failed: ${started.stderr}`);
    startMs.push(performance.now() - t0);
    startCpuMs.push(Number(started.stdout.trim()));
  }
  const python = spawnSync(
    python3,
    [join(repoRoot, 'scripts', 'bench', 'wasm.py'), recipeDir, component, cache, inputsFile, String(rounds)],
    { encoding: 'utf8' },
  );
  if (python.status !== 0) throw new Error(`scripts/bench/wasm.py failed: ${python.stderr}`);
  const py = JSON.parse(python.stdout) as { perCall: Record<string, number> };
  for (const [name, us] of Object.entries(py.perCall)) perCall[`wasmtime-py ${name}`] = us;

  console.log(`\nCPU µs per call, median of ${rounds} rounds over ${requests.length} shared vectors:`);
  for (const [name, us] of Object.entries(perCall)) console.log(`  ${name.padEnd(40)} ${us.toFixed(1).padStart(8)}`);
  const node = perCall['Node validateSync'] as number;
  console.log(`  (Node validateSync: ${node.toFixed(2)} µs; the ratios below are to it)`);
  for (const name of [
    'jco validate-json',
    'wasmtime-py validate-json',
    'jco is-valid-iban',
    'wasmtime-py is-valid-iban',
  ])
    console.log(`  ${name.padEnd(40)} ${((perCall[name] as number) / node).toFixed(0).padStart(8)}×`);
  const warmMs = median(startMs.slice(1));
  const warmCpuMs = median(startCpuMs.slice(1));
  console.log(
    `\nPython process, start to first answer: compiling ${((startMs[0] as number) / 1000).toFixed(2)} s ` +
      `(CPU ${((startCpuMs[0] as number) / 1000).toFixed(2)} s); with the compiled component cached ` +
      `${(warmMs / 1000).toFixed(2)} s (CPU ${(warmCpuMs / 1000).toFixed(2)} s), median of ${startMs.length - 1}`,
  );
  console.log(`load average after: ${load()}`);

  const over: string[] = [];
  for (const host of ['jco', 'wasmtime-py']) {
    for (const fn of ['validate-json', 'is-valid-iban'] as const) {
      const us = perCall[`${host} ${fn}`] as number;
      if (us > BUDGETS[fn]) over.push(`${host} ${fn}: ${us.toFixed(1)} µs > ${BUDGETS[fn]} µs`);
    }
  }
  // CPU time: the wall time of a process on a shared machine is mostly waiting for a core.
  if (warmCpuMs > BUDGETS.warmStartMs)
    over.push(`warm start: ${warmCpuMs.toFixed(0)} ms of CPU > ${BUDGETS.warmStartMs} ms`);
  if (over.length > 0) {
    console.error(`over budget:\n  ${over.join('\n  ')}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
