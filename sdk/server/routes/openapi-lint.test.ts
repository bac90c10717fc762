import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT } from './openapi.ts';

const REDOCLY = fileURLToPath(new URL('../../../node_modules/@redocly/cli/bin/cli.js', import.meta.url));

describe('the OpenAPI document under `redocly lint` (its recommended rules)', () => {
  it('has no error and no warning', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bank-number-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(OPENAPI_DOCUMENT));
      let output: string;
      try {
        output = execFileSync(process.execPath, [REDOCLY, 'lint', file, '--format=json'], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        });
      } catch (error) {
        output = String((error as { stdout?: unknown }).stdout);
      }
      const report = JSON.parse(output.slice(output.indexOf('{'))) as {
        totals: Record<string, number>;
        problems: Array<{ message: string }>;
      };
      expect(report.problems.map((problem) => problem.message)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
