/**
 * "WASM-ready" means this: the built package runs inside QuickJS compiled to WebAssembly, lazy
 * lookup chunks included (loaded through the engine's module loader by `import()`), and answers
 * every shared vector exactly as Node does, except `processingTimeMs`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize as normalizePath, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getQuickJS } from 'quickjs-emscripten';
import { beforeAll, describe, expect, it } from 'vitest';
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

/** Runs the program in a fresh QuickJS runtime; returns its answers and the modules it loaded. */
async function runInQuickJS(vectors: unknown[]): Promise<{ answers: Answer[]; loaded: string[] }> {
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
    const result = context.evalCode(PROGRAM(JSON.stringify(vectors)), join(dist, 'conformance-entry.js'), {
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
