/**
 * "WASM-ready" means this: the built package runs inside QuickJS compiled to WebAssembly, lazy
 * lookup chunks included (loaded through the engine's module loader by `import()`), and answers
 * every shared vector exactly as Node does, except `processingTimeMs`; and `bank-number/iban`'s
 * ibanFromDomestic, findIbans, isQrIban and isSepaCountry answer each of their vectors as Node
 * does and as the vectors say.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize as normalizePath, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getQuickJS } from 'quickjs-emscripten';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIND_FOUND, FIND_NONE } from '../vectors/iban-find.ts';
import {
  DOMESTIC_ERRORS,
  DOMESTIC_REGISTRY_EXAMPLES,
  DOMESTIC_VALID,
  DOMESTIC_VALID_FROM_SORT_CODE_DATA,
} from '../vectors/iban-from-domestic.ts';
import { NOT_QR_IBANS, QR_IBANS } from '../vectors/iban-qr.ts';
import { NOT_SEPA, SEPA } from '../vectors/iban-sepa.ts';
import { comparable, nodeAnswers, VECTOR_REQUESTS } from './answers.ts';
import type { Answer } from './answers.ts';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');

const PROGRAM = (vectors: string) => `
import { validate } from './index.js';
const vectors = JSON.parse(${JSON.stringify(vectors)});
const out = [];
for (const v of vectors) {
  try {
    out.push({ envelope: await validate(v.input, v.format ? { format: v.format } : {}) });
  } catch (error) {
    out.push({ error: error.name + ':' + error.code });
  }
}
globalThis.answers = JSON.stringify(out);
`;

/**
 * The calls of the IBAN functions, run alike in QuickJS and in Node: each `[function, ...args]`
 * answers `{ value }` or `{ error: 'name:code:parameter' }`. The sort-code data and the bank
 * directories of ibanFromDomestic's countries are loaded first, so that it takes GB bank codes from
 * the one and names banks from the others, in both engines alike.
 */
const FUNCTIONS_PROGRAM = (calls: string) => `
import * as iban from './formats/iban/index.js';
import { loadSortCodeLookup } from './formats/uk-sort-code/index.js';
const calls = JSON.parse(${JSON.stringify(calls)});
await loadSortCodeLookup();
for (const cc of iban.ibanFromDomesticCountries()) await iban.loadIbanLookup(cc);
const out = [];
for (const [name, ...args] of calls) {
  try {
    out.push({ value: iban[name](...args) });
  } catch (error) {
    out.push({ error: error.name + ':' + error.code + ':' + error.parameter });
  }
}
globalThis.answers = JSON.stringify(out);
`;

/** Runs the program in a fresh QuickJS runtime; returns its answers and the modules it loaded. */
async function runInQuickJS(
  vectors: unknown[],
  program: (vectors: string) => string = PROGRAM,
): Promise<{ answers: Answer[]; loaded: string[] }> {
  const QuickJS = await getQuickJS();
  const runtime = QuickJS.newRuntime();
  runtime.setMemoryLimit(256 * 1024 * 1024);
  const loaded: string[] = [];
  runtime.setModuleLoader(
    (name) => {
      loaded.push(name);
      return readFileSync(name, 'utf8');
    },
    (base, requested) => {
      const target = normalizePath(join(dirname(base), requested));
      if (!target.startsWith(dist) || !existsSync(target)) throw new Error(`cannot resolve ${requested}`);
      return target;
    },
  );
  const context = runtime.newContext();
  try {
    const result = context.evalCode(program(JSON.stringify(vectors)), join(dist, 'conformance-entry.js'), {
      type: 'module',
    });
    context.unwrapResult(result).dispose();
    for (let round = 0; round < 100_000; round++) {
      const jobs = runtime.executePendingJobs();
      const count = context.unwrapResult(jobs);
      const done = context.getProp(context.global, 'answers');
      const value = context.typeof(done) === 'string' ? context.getString(done) : undefined;
      done.dispose();
      if (value !== undefined) return { answers: JSON.parse(value) as Answer[], loaded };
      if (count === 0 && !runtime.hasPendingJob()) throw new Error('the program stopped without answering');
    }
    throw new Error('the program did not finish');
  } finally {
    context.dispose();
    runtime.dispose();
  }
}

describe('the built package inside QuickJS (WebAssembly)', () => {
  const vectors = VECTOR_REQUESTS;
  let quickjs: { answers: Answer[]; loaded: string[] };
  let node: Answer[];

  beforeAll(async () => {
    expect(existsSync(join(dist, 'index.js')), 'run npm run build first').toBe(true);
    quickjs = await runInQuickJS([...vectors]);
    node = await nodeAnswers(dist, vectors);
  }, 120_000);

  it('answers every shared vector exactly as Node does, except processingTimeMs', () => {
    expect(quickjs.answers).toHaveLength(vectors.length);
    vectors.forEach((v, i) => {
      expect(comparable(quickjs.answers[i] as Answer), JSON.stringify(v)).toEqual(comparable(node[i] as Answer));
    });
  });

  it('loads lookup chunks through the module loader and names the bank', () => {
    const chunks = quickjs.loaded.filter((name) => name.includes(`${join(dist, 'chunks')}`));
    expect(chunks.length).toBeGreaterThan(1);
    const withBank = quickjs.answers.filter((a) => (a.envelope?.result as { bankInfo: unknown } | undefined)?.bankInfo);
    expect(withBank.length).toBeGreaterThan(0);
  });
});

describe('the IBAN functions of the built package inside QuickJS (WebAssembly)', () => {
  type Call = [string, ...unknown[]];
  const domestic = [
    ...DOMESTIC_REGISTRY_EXAMPLES,
    ...DOMESTIC_VALID,
    ...DOMESTIC_VALID_FROM_SORT_CODE_DATA,
    ...Object.values(DOMESTIC_ERRORS).flat(),
  ];
  const calls: Call[] = [
    ...domestic.map((v): Call => ['ibanFromDomestic', v.country, v.parts]),
    ...[...FIND_FOUND, ...FIND_NONE].map((v): Call => ['findIbans', v.text]),
    ...[...QR_IBANS, ...NOT_QR_IBANS].map((s): Call => ['isQrIban', s]),
    ...[...SEPA, ...NOT_SEPA].map((s): Call => ['isSepaCountry', s]),
  ];
  type Result = { value?: unknown; error?: string };
  let quickjs: Result[];
  let node: Result[];

  beforeAll(async () => {
    expect(existsSync(join(dist, 'formats', 'iban', 'index.js')), 'run npm run build first').toBe(true);
    quickjs = (await runInQuickJS(calls, FUNCTIONS_PROGRAM)).answers as Result[];
    const mod = (await import(pathToFileURL(join(dist, 'formats', 'iban', 'index.js')).href)) as Record<
      string,
      (...args: unknown[]) => unknown
    >;
    const uk = (await import(pathToFileURL(join(dist, 'formats', 'uk-sort-code', 'index.js')).href)) as {
      loadSortCodeLookup: () => Promise<void>;
    };
    await uk.loadSortCodeLookup();
    for (const cc of (mod['ibanFromDomesticCountries'] as () => string[])()) await mod['loadIbanLookup']?.(cc);
    node = calls.map(([name, ...args]) => {
      try {
        return { value: JSON.parse(JSON.stringify(mod[name]?.(...args))) as unknown };
      } catch (error) {
        const e = error as { name: string; code?: string; parameter?: string };
        return { error: `${e.name}:${e.code}:${e.parameter}` };
      }
    });
  }, 120_000);

  it('answers every call exactly as Node does', () => {
    expect(quickjs).toHaveLength(calls.length);
    calls.forEach((call, i) => expect(quickjs[i], JSON.stringify(call)).toEqual(node[i]));
  });

  it('answers every call as its vector says', () => {
    let i = 0;
    for (const v of domestic) {
      const answer = quickjs[i++] as Result;
      if (v.iban)
        expect((answer.value as { normalized?: string } | undefined)?.normalized, JSON.stringify(v)).toBe(v.iban);
      else
        expect(answer.error, JSON.stringify(v)).toBe(`BankNumberRequestError:${v.error?.code}:${v.error?.parameter}`);
    }
    for (const v of [...FIND_FOUND, ...FIND_NONE]) expect(quickjs[i++]?.value, v.text).toEqual(v.found);
    for (const s of QR_IBANS) expect(quickjs[i++]?.value, s).toBe(true);
    for (const s of NOT_QR_IBANS) expect(quickjs[i++]?.value, s).toBe(false);
    for (const s of SEPA) expect(quickjs[i++]?.value, s).toBe(true);
    for (const s of NOT_SEPA) expect(quickjs[i++]?.value, s).toBe(false);
    expect(i).toBe(calls.length);
  });
});
