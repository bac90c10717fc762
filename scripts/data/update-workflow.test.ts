import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { SOURCES } from './update.ts';
import { repoRoot } from '../dev/paths.ts';

const PATH = join(repoRoot, '.github', 'workflows', 'data-update.yml');
const text = readFileSync(PATH, 'utf8');

describe('the scheduled data update workflow', () => {
  it("passes the workflow linter (GitHub's workflow schema)", () => {
    expect(validateWorkflow(text).errors).toEqual([]);
  });

  it('the linter refuses a broken workflow, so the test above can fail', () => {
    expect(validateWorkflow(text.replace('runs-on:', 'runs-onn:')).errors.length).toBeGreaterThan(0);
    expect(validateWorkflow(text.replace('workflow_dispatch:', 'workflow_dispatchh:')).errors.length).toBeGreaterThan(
      0,
    );
  });

  it('runs each quarter and on demand', () => {
    const cron = /cron: '([^']+)'/.exec(text)?.[1]?.split(' ');
    expect(cron?.[3]?.split(',')).toHaveLength(4);
    expect(text).toMatch(/^ {2}workflow_dispatch:$/m);
  });

  it('calls data:update only with its sources, and scripts that exist', () => {
    const sources = [...text.matchAll(/npm run data:update -- ([\w-]+)/g)].map((m) => m[1]);
    expect(sources.sort()).toEqual(['bankdata-germany', 'bundesbank', 'iban-registry']);
    for (const source of sources) expect(SOURCES).toContain(source);
    const scripts = (
      JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts['data:update']).toBe('tsx scripts/data/update.ts');
    for (const [, file] of text.matchAll(/npx tsx (scripts\/[\w/.-]+\.ts)/g))
      expect(() => readFileSync(join(repoRoot, file!))).not.toThrow();
  });

  it('its shell steps are valid shell', () => {
    const blocks = [...text.matchAll(/run: \|\n((?: {10}.*\n)+)/g)].map((m) => m[1]!.replace(/^ {10}/gm, ''));
    expect(blocks.length).toBeGreaterThan(1);
    for (const block of blocks) expect(() => execFileSync('bash', ['-n', '-c', block])).not.toThrow();
  });
});
