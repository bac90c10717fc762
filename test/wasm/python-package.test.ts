/**
 * The Python package (python/): its wheel, built as `npm run build:python` builds it around the
 * component of the global setup, installed into a fresh virtual environment, where pytest runs
 * python/tests/ against Node's answers to the same requests (written to a file for the run: the
 * built package, every lookup loaded): the shared vectors, the conformance inputs, the bench
 * corpus of every format, bad input of every kind, with and without a hint.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, inject, it } from 'vitest';
import { bicCorpus, ibanCorpus, routingCorpus, sortCodeCorpus } from '../../scripts/bench/corpus.ts';
import { buildPythonWheel } from '../../scripts/build/python.ts';
import { recipe } from '../../scripts/docs/recipes.ts';
import { repoRoot } from '../../scripts/dev/paths.ts';
import { freshEnv } from '../../scripts/dev/python-env.ts';
import {
  BAD,
  CONFORMANCE,
  DOMESTIC,
  FINDS,
  GERMAN_ACCOUNT_FAILS,
  NOT_SEPA,
  node,
  type Request,
  SEPA,
  SHARED,
  untimed,
} from './requests.ts';
import { run } from './run.ts';

let folder: string | undefined;
afterAll(() => {
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
});

/** The bench corpus of every format (scripts/bench/corpus.ts): every other input with its format's hint. */
const CORPUS: readonly Request[] = (
  [
    ['iban', ibanCorpus()],
    ['bic', bicCorpus()],
    ['us-routing', routingCorpus()],
    ['uk-sort-code', sortCodeCorpus()],
  ] as const
).flatMap(([format, entries]) => entries.map(({ input }, i) => (i % 2 === 0 ? { input } : { input, format })));

/** Values that are not strings, as JSON carries them to the service. */
const NOT_STRINGS: readonly unknown[] = [null, 123, 1.5, true, false, ['DE89370400440532013000'], { input: 'x' }];

/** Texts with lone UTF-16 surrogates, which a WIT string cannot carry: hosts pass U+FFFD instead. */
const SURROGATES = ['\ud800', 'DE89\udc00370400440532013000', 'GB82 WEST \ud83d 1234 5698 7654 32', '\udfff\ud800'];

/** Node's answers, as python/tests/ reads them. */
async function expected() {
  const { sdk, iban, answer, json } = await node();
  const bic = (await import(
    pathToFileURL(join(repoRoot, 'dist', 'formats', 'bic', 'index.js')).href
  )) as typeof import('../../sdk/formats/bic/index.ts');
  const requests = [];
  for (const request of [...SHARED, ...CONFORMANCE, ...BAD, ...GERMAN_ACCOUNT_FAILS, ...CORPUS]) {
    const { input, format } = request;
    requests.push({
      input,
      format: format ?? null,
      json: untimed(await json(request)),
      verdict: await answer(async () => (await sdk.validate(input, format ? { format } : {})).result),
      isValidIban: iban.isValidIban(input),
      isValidBic: bic.isValidBic(input),
      formatIban: iban.formatIban(input),
      isQrIban: iban.isQrIban(input),
    });
  }
  const notStrings = [];
  for (const value of NOT_STRINGS) {
    notStrings.push({
      value,
      json: await json({ input: value as string }),
      isValidIban: iban.isValidIban(value as string),
      isValidBic: bic.isValidBic(value as string),
      formatIban: iban.formatIban(value as string),
      findIbans: iban.findIbans(value as string),
      isQrIban: iban.isQrIban(value as string),
      isSepaCountry: iban.isSepaCountry(value as string),
      domesticCountry: await answer(() => iban.ibanFromDomestic(value as string, { accountNumber: '1' })),
      domesticPart:
        value === null ? null : await answer(() => iban.ibanFromDomestic('DE', { bankCode: value as string })),
    });
  }
  const hints = [];
  for (const format of ['aba', 'IBAN', 'swift', 3, true]) {
    hints.push({ format, json: await json({ input: 'DE89370400440532013000', format: format as 'iban' }) });
  }
  const surrogates = [];
  for (const input of SURROGATES) {
    // A lone surrogate is a code point of its own in a `u` pattern; a pair is one character.
    const replaced = input.replace(/\p{Cs}/gu, '\ufffd');
    surrogates.push({ input, json: untimed(await json({ input: replaced })), isValidIban: iban.isValidIban(replaced) });
  }
  const domestic = [];
  for (const v of DOMESTIC) {
    domestic.push({
      country: v.country,
      parts: v.parts,
      verdict: await answer(() => iban.ibanFromDomestic(v.country, v.parts)),
    });
  }
  return {
    requests,
    notStrings,
    hints,
    surrogates,
    domestic,
    finds: FINDS.map((v) => ({ text: v.text, found: iban.findIbans(v.text) })),
    sepa: [...SEPA, ...NOT_SEPA].map((code) => ({ code, isSepa: iban.isSepaCountry(code) })),
  };
}

// Minutes on a busy machine: the wheel, a fresh environment, thousands of requests each way, and
// processes that compile the component.
it("pytest passes in a fresh environment with the wheel installed: Node's answers (python/tests/)", {
  timeout: 900_000,
}, async () => {
  mkdirSync(join(repoRoot, '.cache'), { recursive: true });
  folder = mkdtempSync(join(repoRoot, '.cache', 'python-package-'));
  const { wheel } = await buildPythonWheel(join(folder, 'dist'), inject('wasmComponent'));
  const python = await freshEnv(join(folder, 'venv'), [wheel, 'pytest']);
  const recipes = join(folder, 'recipes');
  mkdirSync(recipes);
  writeFileSync(join(recipes, 'example.py'), recipe('docs/python.md', 'example.py'));
  const answers = join(folder, 'expected.json');
  writeFileSync(answers, JSON.stringify(await expected()));
  const result = await run(
    python,
    ['-m', 'pytest', join(repoRoot, 'python', 'tests'), '-q', '-p', 'no:cacheprovider'],
    {
      ...process.env,
      BANK_NUMBER_EXPECTED: answers,
      BANK_NUMBER_RECIPES: recipes,
      BANK_NUMBER_WORK: folder,
      // The package's default cache folder is the user's: the tests choose folders of the run.
      BANK_NUMBER_CACHE_DIR: join(folder, 'cache'),
    },
  );
  expect(result.code, result.output).toBe(0);
  expect(result.output).toMatch(/\d+ passed/);
  console.log(`python/tests: ${result.output.trim().split('\n').at(-1)}`);
});
