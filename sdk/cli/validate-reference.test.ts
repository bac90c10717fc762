import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../server/test-support/cli.ts';
import { BE_STRUCTURED, RF, checkReference } from '../references/index.ts';
import { validate } from '../validate.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bank-number-reference-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('bank-number validate --format <reference kind>', { timeout: 120_000 }, () => {
  it('prints the reference verdict in the envelope; exit 0 valid, 1 invalid, 2 blank', async () => {
    const valid = await runCli(['validate', '--format', 'rf', 'RF18 5390 0754 7034'], dir);
    expect(valid.code).toBe(0);
    expect(valid.stderr).toBe('');
    const printed = JSON.parse(valid.stdout);
    expect({ ...printed, processingTimeMs: 0 }).toEqual({
      apiVersion: '1',
      processingTimeMs: 0,
      result: checkReference('RF18 5390 0754 7034', RF),
    });
    const invalid = await runCli(['validate', '-f', 'be-structured', '+++123/4567/89003+++'], dir);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toBe('');
    expect(JSON.parse(invalid.stdout).result.errors[0].code).toBe('CHECKSUM_FAILED');
    const blank = await runCli(['validate', '--format', 'ch-qr', ' '], dir);
    expect(blank).toMatchObject({ code: 2, stdout: '' });
    expect(blank.stderr).toContain('MISSING_PARAMETER');
  });

  it('streams stdin and CSV with the kind in the format column', async () => {
    const stream = await runCli(['validate', '--format', 'fi-reference', '-'], dir, '12 34561\n\n1234562\n');
    expect(stream.code).toBe(1);
    const lines = stream.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.result.valid)).toEqual([true, false]);
    const csv = join(dir, 'refs.csv');
    writeFileSync(csv, 'who,ref\nAnn,+++123/4567/89002+++\nBob,123\n');
    const rows = await runCli(['validate', '--format', 'be-structured', '--csv', csv, '--column', 'ref'], dir);
    expect(rows.code).toBe(1);
    expect(rows.stdout.split('\n')).toEqual([
      'who,ref,valid,format,normalized,error_codes,error_message,bank_name,bank_bic',
      `Ann,'+++123/4567/89002+++,true,be-structured,123456789002,,,,`,
      `Bob,123,false,be-structured,123,WRONG_LENGTH,${checkReference('123', BE_STRUCTURED).errors[0]?.message},,`,
      '',
    ]);
  });

  it('leaves the answers without a reference kind as they are: an RF string stays what validate says', async () => {
    const plain = await runCli(['validate', 'RF18539007547034'], dir);
    const { processingTimeMs: _, ...printed } = JSON.parse(plain.stdout);
    const { processingTimeMs: __, ...expected } = await validate('RF18539007547034');
    expect(printed).toEqual(expected);
    const unknown = await runCli(['validate', '--format', 'iso11649', 'RF18539007547034'], dir);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('INVALID_PARAMETER');
  });
});
