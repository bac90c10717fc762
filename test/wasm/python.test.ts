/**
 * The component through wasmtime in Python: pytest runs test/wasm/python/ with the module of
 * docs/wasm.md's Python recipe, taken from the page, on the component the global setup built, and
 * with Node's answers to the same requests written to a file for the run (built package, every
 * lookup loaded). pytest and wasmtime come from the project's Python environment
 * (scripts/dev/python-env.ts: a virtual environment under .cache/python/, made on first use). A failure
 * shows pytest's output.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { recipe } from '../../scripts/docs/recipes.ts';
import { repoRoot } from '../../scripts/dev/paths.ts';
import { pythonEnv } from '../../scripts/dev/python-env.ts';
import {
  BAD,
  CONFORMANCE,
  DOMESTIC,
  FINDS,
  GERMAN_ACCOUNT_FAILS,
  GERMAN_ACCOUNT_FAILS_DOMESTIC,
  JUNK,
  node,
  type Request,
  SHARED,
  untimed,
} from './requests.ts';
import { run } from './run.ts';

let folder: string | undefined;
afterAll(() => {
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
});

/** Node's answers, as test/wasm/python/ reads them. */
async function expected() {
  const { sdk, iban, answer, json } = await node();
  const requests = [];
  for (const request of [...SHARED, ...CONFORMANCE, ...BAD, ...GERMAN_ACCOUNT_FAILS] as Request[]) {
    const { input, format } = request;
    const verdict = await answer(async () => (await sdk.validate(input, format ? { format } : {})).result);
    requests.push({
      input,
      format: format ?? null,
      json: untimed(await json(request)),
      verdict,
      isValidIban: iban.isValidIban(input),
    });
  }
  const domestic = [];
  for (const v of DOMESTIC) {
    domestic.push({
      country: v.country,
      parts: v.parts,
      verdict: await answer(() => iban.ibanFromDomestic(v.country, v.parts)),
    });
  }
  const finds = FINDS.map((v) => ({ text: v.text, found: iban.findIbans(v.text) }));
  const germanAccountFails = {
    requests: GERMAN_ACCOUNT_FAILS.map((r) => ({ input: r.input, format: r.format ?? null })),
    domestic: {
      parts: GERMAN_ACCOUNT_FAILS_DOMESTIC,
      verdict: await answer(() => iban.ibanFromDomestic('DE', GERMAN_ACCOUNT_FAILS_DOMESTIC)),
    },
  };
  return { requests, domestic, finds, junk: JUNK, germanAccountFails };
}

async function pytest(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return run(
    await pythonEnv(),
    ['-m', 'pytest', join(repoRoot, 'test', 'wasm', 'python'), '-q', '-p', 'no:cacheprovider'],
    env,
  );
}

it('pytest passes: the component in Python answers as Node does (test/wasm/python/)', async () => {
  folder = mkdtempSync(join(repoRoot, '.cache', 'wasm-python-'));
  const recipes = join(folder, 'recipes');
  mkdirSync(recipes);
  for (const name of ['bank_number_wasm.py', 'example.py'])
    writeFileSync(join(recipes, name), recipe('docs/wasm.md', name));
  const answers = join(folder, 'expected.json');
  writeFileSync(answers, JSON.stringify(await expected()));
  const result = await pytest({
    ...process.env,
    BANK_NUMBER_WASM: inject('wasmComponent'),
    BANK_NUMBER_EXPECTED: answers,
    BANK_NUMBER_RECIPES: recipes,
    BANK_NUMBER_WORK: folder,
  });
  expect(result.code, result.output).toBe(0);
  expect(result.output).toMatch(/\d+ passed/);
});
