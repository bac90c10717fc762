/**
 * The built package on every runtime it names: Node 20, 22, 24 and 26, Bun and Deno each answer every
 * shared vector with exactly the envelope that the Node running the tests gives, except
 * `processingTimeMs`, lazy lookup chunks included.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparable, nodeAnswers, VECTOR_REQUESTS as vectors } from './answers.ts';
import type { Answer } from './answers.ts';
import { dist, RUNTIMES, runFile, withReason } from './runtimes.ts';

const PROGRAM = `
const { validate } = await import(${JSON.stringify(pathToFileURL(join(dist, 'index.js')).href)});
const vectors = ${JSON.stringify(vectors)};
const answers = [];
for (const v of vectors) {
  try {
    answers.push({ envelope: await validate(v.input, v.format ? { format: v.format } : {}) });
  } catch (error) {
    answers.push({ error: error.name + ':' + error.code });
  }
}
console.log(JSON.stringify(answers));
`;

describe('the built package on Node 20, 22, 24, 26, Bun and Deno', () => {
  let scratch: string;
  let program: string;
  let node: Answer[];

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'bank-number-runtimes-'));
    program = join(scratch, 'vectors.mjs');
    writeFileSync(program, PROGRAM);
    node = await nodeAnswers(dist);
  });

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  for (const runtime of RUNTIMES) {
    const title = `${runtime.name} answers every shared vector exactly as Node does, except processingTimeMs`;
    it.skipIf(runtime.unavailable !== undefined)(
      withReason(title, runtime),
      async () => {
        const versionFile = join(scratch, `version-${runtime.name.replace(/\W+/g, '-')}.mjs`);
        writeFileSync(versionFile, runtime.version);
        const version = await runFile(runtime, versionFile, scratch);
        expect(version.stdout.trim(), version.stderr).toMatch(runtime.expect);

        const run = await runFile(runtime, program, scratch);
        expect(run.code, run.stderr).toBe(0);
        const answers = JSON.parse(run.stdout) as Answer[];
        expect(answers).toHaveLength(vectors.length);
        vectors.forEach((v, i) => {
          expect(
            comparable(answers[i] as Answer),
            `${runtime.name} ${version.stdout.trim()}: ${JSON.stringify(v)}`,
          ).toEqual(comparable(node[i] as Answer));
        });
        // The lookups ran: some answers name a bank.
        expect(
          answers.filter((a) => (a.envelope?.result as { bankInfo: unknown } | undefined)?.bankInfo).length,
        ).toBeGreaterThan(0);
      },
      120_000,
    );
  }
});
