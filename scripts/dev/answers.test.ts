/**
 * `npm run answers` on a small input set, as a command: two records of the SDK and the API give
 * the same answers (each record in a process of its own, as the SDK's answers before any lookup
 * is loaded require), `compare` says so, and it reports a changed answer with its surface, its
 * input and both answers. (The CLI, the element and the component: answers-surfaces.test.ts, in
 * the integration project, which builds the component.)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Snapshot } from './answers/snapshot.ts';
import { answers, recordTwice } from './answers/test-support.ts';

describe('npm run answers', () => {
  it('records the same answers of the SDK and the API twice, and compare tells a changed one', () => {
    const [first, second] = recordTwice('sdk,api');
    const snapshot = JSON.parse(readFileSync(first, 'utf8')) as Snapshot;
    for (const surface of ['sdk', 'api'])
      expect(Object.keys(snapshot.surfaces[surface] ?? {}).length).toBeGreaterThan(50);
    const same = answers('compare', first, second);
    expect(same.code, same.output).toBe(0);
    expect(same.output).toContain('no difference');

    const sdk = snapshot.surfaces['sdk'] as Record<string, string>;
    const before = sdk['validate #5'] as string;
    expect(before).toContain('"valid"');
    sdk['validate #5'] = before.replace('"valid"', '"valId"');
    const changed = join(dirname(first), 'changed.json');
    writeFileSync(changed, JSON.stringify(snapshot));
    const differs = answers('compare', second, changed, '--max', '3');
    expect(differs.code).toBe(1);
    expect(differs.output).toContain(`--- 1. sdk: validate ${JSON.stringify(snapshot.inputs.strings[5])}`);
    expect(differs.output).toContain('before: {"returned":{"apiVersion":"1","processingTimeMs":0,"result":{"valid"');
    expect(differs.output).toContain('after:  {"returned":{"apiVersion":"1","processingTimeMs":0,"result":{"valId"');
    expect(differs.output).toContain('1 difference (sdk 1)');
  }, 600_000);
});
