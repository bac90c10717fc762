/**
 * `npm run answers` on a small input set, for the surfaces that run the built command, Chromium
 * and the WebAssembly component (dist/wasm, on Node 22 or later): two records of the CLI, the
 * element and the component give the same answers.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Snapshot } from './answers/snapshot.ts';
import { answers, recordTwice } from './answers/test-support.ts';

describe('npm run answers', () => {
  it('records the same answers of the CLI, the element and the component twice', () => {
    const [first, second] = recordTwice('cli,element,component');
    const { surfaces } = JSON.parse(readFileSync(first, 'utf8')) as Snapshot;
    expect(
      Object.keys(surfaces['cli'] ?? {}).filter((key) => key.startsWith('validate - line')).length,
    ).toBeGreaterThan(30);
    const element = surfaces['element'] ?? {};
    expect(Object.keys(element).filter((key) => key.startsWith('pasted de')).length).toBe(5);
    expect(element['page errors']).toBe('[]');
    expect(Object.keys(surfaces['component'] ?? {}).length).toBeGreaterThan(300);
    const compared = answers('compare', first, second);
    expect(compared.code, compared.output).toBe(0);
  }, 600_000);
});
