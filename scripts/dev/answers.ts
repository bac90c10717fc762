/**
 * Records every answer of the SDK, the API, the CLI, the element and the WebAssembly component to
 * the same inputs, and compares two such records: the proof that a change leaves every answer
 * byte-identical.
 *
 *   npm run answers -- record OUT.json [--inputs SNAPSHOT.json] [--seed N] [--random N]
 *                                      [--surfaces sdk,api,cli,element,component] [--small]
 *   npm run answers -- compare BEFORE.json AFTER.json [--max N]
 *
 * `record` asks the checkout it runs in, built (`npm run build`, which builds dist/ and
 * dist/wasm/bank-number.wasm): the corpus (test/vectors/, the numbers in the docs) and `--random`
 * inputs drawn from `--seed`, or with `--inputs` exactly the inputs of an earlier snapshot (use it to
 * record a second checkout: its corpus may have changed). `--small` asks a few dozen inputs (for
 * the tool's own test). `compare` prints the first `--max` differences (surface, call with its
 * input, both answers around the first character that differs) and the totals, and exits with 1
 * on any difference. See scripts/README.md.
 * @module
 */
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { repoRoot } from './paths.ts';
import { recordApi } from './answers/api.ts';
import { recordCli } from './answers/cli.ts';
import { recordComponent } from './answers/component.ts';
import { recordElement } from './answers/element.ts';
import { fewer, type Inputs, makeInputs } from './answers/inputs.ts';
import { recordSdk } from './answers/sdk.ts';
import { Answers, readSnapshot, report, type Snapshot, writeSnapshot } from './answers/snapshot.ts';

const SURFACES: Record<string, (inputs: Inputs, answers: Answers) => Promise<void>> = {
  sdk: recordSdk,
  api: recordApi,
  cli: recordCli,
  element: recordElement,
  component: recordComponent,
};

const USAGE = `usage: npm run answers -- record OUT.json [--inputs SNAPSHOT.json] [--seed N] [--random N]
                                    [--surfaces ${Object.keys(SURFACES).join(',')}] [--small]
       npm run answers -- compare BEFORE.json AFTER.json [--max N]`;

/** Records the answers of this checkout to `inputs` (or new inputs of `seed`), surface by surface. */
export async function record(
  options: { inputs?: Inputs; seed?: number; random?: number; surfaces?: readonly string[]; small?: boolean },
  log: (line: string) => void = () => {},
): Promise<Snapshot> {
  let inputs = options.inputs ?? (await makeInputs(options.seed ?? 1, options.random ?? 1500));
  if (options.small) inputs = fewer(inputs, 30, 20);
  const surfaces: Snapshot['surfaces'] = {};
  for (const surface of options.surfaces ?? Object.keys(SURFACES)) {
    const recorder = SURFACES[surface];
    if (recorder === undefined) throw new Error(`no surface ${surface}: ${Object.keys(SURFACES).join(', ')}`);
    const started = performance.now();
    const answers = new Answers();
    await recorder(inputs, answers);
    surfaces[surface] = answers.entries;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(`${surface}: ${Object.keys(answers.entries).length} answers in ${seconds} s`);
  }
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout: the commit is information only.
  }
  return { tool: 'bank-number answers', version: 1, commit, inputs, surfaces };
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      inputs: { type: 'string' },
      seed: { type: 'string' },
      random: { type: 'string' },
      surfaces: { type: 'string' },
      small: { type: 'boolean' },
      max: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...files] = positionals;
  const log = (line: string) => process.stderr.write(`${line}\n`);
  if (values.help || command === undefined) {
    process.stdout.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  if (command === 'record' && files.length === 1) {
    const started = performance.now();
    const snapshot = await record(
      {
        ...(values.inputs === undefined ? {} : { inputs: readSnapshot(values.inputs).inputs }),
        seed: Number(values.seed ?? 1),
        random: Number(values.random ?? 1500),
        ...(values.surfaces === undefined ? {} : { surfaces: values.surfaces.split(',') }),
        small: values.small ?? false,
      },
      log,
    );
    writeSnapshot(files[0] as string, snapshot);
    const { strings, corpus, domestic } = snapshot.inputs;
    log(
      `${files[0]}: ${strings.length} inputs (${corpus} corpus, ${strings.length - corpus} random), ` +
        `${domestic.length} domestic cases, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return 0;
  }
  if (command === 'compare' && files.length === 2) {
    const { text, count } = report(
      readSnapshot(files[0] as string),
      readSnapshot(files[1] as string),
      Number(values.max ?? 20),
    );
    process.stdout.write(`${text}\n`);
    return count === 0 ? 0 : 1;
  }
  process.stderr.write(`${USAGE}\n`);
  return 2;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exitCode = await main();
