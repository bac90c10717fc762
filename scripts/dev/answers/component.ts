/**
 * The WebAssembly component's answers: the built dist/wasm/bank-number.wasm, transpiled by jco and
 * run on Node 22 or later (Node 20's engine refuses it; the Nodes of `npm run runtimes` serve),
 * through every export of its `validator` interface (wit/bank-number.wit): `validate-json` and
 * `validate` with no hint and with one, `validate-many`, and the IBAN helpers.
 * @module
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { repoRoot } from '../paths.ts';
import type { Inputs } from './inputs.ts';
import { FORMATS } from './sdk.ts';
import type { Answers } from './snapshot.ts';

export const COMPONENT = join(repoRoot, 'dist', 'wasm', 'bank-number.wasm');

/** Runs in the component's Node: each call of the request file, its result or error as JSON text. */
const HOST = `import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
const [module, requests, out] = process.argv.slice(2);
const { validator } = await import(pathToFileURL(module).href);
const json = (value) => JSON.stringify(value, (_k, v) => (v === undefined ? '(undefined)' : v));
const answers = [];
for (const [key, name, args] of JSON.parse(readFileSync(requests, 'utf8'))) {
  let answer;
  try {
    answer = { returned: validator[name](...args) };
  } catch (error) {
    answer = error instanceof Error && 'payload' in error ? { err: error.payload } : { threw: String(error) };
  }
  answers.push([key, json(answer)]);
}
writeFileSync(out, JSON.stringify(answers));
`;

/** A Node of major 22 or later: this one, `BANK_NUMBER_NODE`, or one that `npm run runtimes` installed under scripts/. */
function modernNode(): string {
  if (Number(process.versions.node.split('.')[0]) >= 22) return process.execPath;
  if (process.env['BANK_NUMBER_NODE']) return process.env['BANK_NUMBER_NODE'];
  const found: string[] = [];
  const look = (dir: string, depth: number): void => {
    if (depth < 0 || !existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const path = join(dir, entry.name);
      if (entry.name === 'node_modules') {
        for (const name of readdirSync(path)) {
          const match = /^node(\d+)-/.exec(name);
          const binary = join(path, name, 'bin', 'node');
          if (
            match &&
            Number(match[1]) >= 22 &&
            name.endsWith(`-${process.platform}-${process.arch}`) &&
            existsSync(binary)
          )
            found.push(binary);
        }
      } else look(path, depth - 1);
    }
  };
  look(join(repoRoot, 'scripts'), 3);
  const binary = found.sort()[0];
  if (binary === undefined)
    throw new Error('the component needs Node 22 or later: npm run runtimes, or set BANK_NUMBER_NODE');
  return binary;
}

/** Records the component's answers to `inputs` into `answers`. */
export async function recordComponent(inputs: Inputs, answers: Answers): Promise<void> {
  if (!existsSync(COMPONENT)) throw new Error(`${COMPONENT} is missing: npm run build:wasm`);
  const { transpile } = (await import('@bytecodealliance/jco')) as {
    transpile(bytes: Uint8Array, options: object): Promise<{ files: Record<string, Uint8Array> }>;
  };
  // Inside the repository, so that the transpiled module finds the WASI shim in node_modules.
  mkdirSync(join(repoRoot, '.cache'), { recursive: true });
  const dir = mkdtempSync(join(repoRoot, '.cache', 'answers-component-'));
  try {
    const { files } = await transpile(readFileSync(COMPONENT), {
      name: 'bank-number',
      quiet: true,
      noTypescript: true,
    });
    for (const [name, data] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), data);
    }
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
    writeFileSync(join(dir, 'host.mjs'), HOST);

    const calls: Array<[string, string, unknown[]]> = [];
    const hint = (i: number) => (i % 5 === 0 ? undefined : FORMATS[(i % 5) - 1]);
    for (const [i, input] of inputs.strings.entries()) {
      calls.push([`validate-json #${i}`, 'validateJson', [input, undefined]]);
      calls.push([`validate #${i}`, 'validate', [input, undefined]]);
      const format = hint(i);
      if (format) {
        calls.push([`validate-json #${i} ${format}`, 'validateJson', [input, format]]);
        calls.push([`validate #${i} ${format}`, 'validate', [input, format]]);
      }
      for (const name of ['isValidIban', 'formatIban', 'findIbans', 'isQrIban', 'isSepaCountry'])
        calls.push([`${name} #${i}`, name, [input]]);
    }
    for (let from = 0; from < inputs.strings.length; from += 100) {
      const format = hint(from / 100);
      calls.push([
        `validate-many #${from}.. ${format ?? ''}`,
        'validateMany',
        [inputs.strings.slice(from, from + 100), format],
      ]);
    }
    for (const [d, { country, parts }] of inputs.domestic.entries()) {
      if (Object.values(parts).every((part) => typeof part === 'string'))
        calls.push([`iban-from-domestic @${d}`, 'ibanFromDomestic', [country, parts]]);
    }
    writeFileSync(join(dir, 'requests.json'), JSON.stringify(calls));
    const out = join(dir, 'answers.json');
    const run = spawnSync(
      modernNode(),
      [join(dir, 'host.mjs'), join(dir, 'bank-number.js'), join(dir, 'requests.json'), out],
      {
        encoding: 'utf8',
        cwd: dir,
      },
    );
    if (run.status !== 0) throw new Error(`the component's host failed (${run.status}): ${run.stderr}`);
    for (const [key, answer] of JSON.parse(readFileSync(out, 'utf8')) as Array<[string, string]>)
      answers.put(key, answer);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
