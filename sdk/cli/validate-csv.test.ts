import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, spawnCli } from '../server/test-support/cli.ts';
import { validateSync } from '../validate.ts';
import { parseCsv } from '../core/csv.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bank-number-csv-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const VALID = 'DE89 3704 0044 0532 0130 00';
const INVALID = 'GB82WEST12345698765431';
const checksumMessage = validateSync(INVALID).result.errors[0]?.message as string;

describe('bank-number validate --csv', () => {
  it('reads a spreadsheet export (BOM, ;, quotes, CRLF, a break in a field), writes rows with verdicts', async () => {
    const path = file(
      'accounts.csv',
      `\ufeffname;note;iban\r\n"Smith; Ann";"says ""hi""\r\nand more";${VALID}\r\nBob;;${INVALID}\r\n`,
    );
    const { code, stdout, stderr } = await runCli(['validate', '--csv', path, '--column', 'iban'], dir);
    expect(stderr).toBe('');
    // One invalid row: exit 1, as `validate -` does.
    expect(code).toBe(1);
    expect(
      stdout.startsWith(
        '\ufeffname;note;iban;valid;format;normalized;error_codes;error_message;bank_name;bank_bic\r\n',
      ),
    ).toBe(true);
    const rows = parseCsv(stdout);
    expect(rows[1]?.slice(0, 3)).toEqual(['Smith; Ann', 'says "hi"\r\nand more', VALID]);
    expect(rows[1]?.slice(3, 6)).toEqual(['true', 'iban', 'DE89370400440532013000']);
    expect(rows[1]?.[8]).not.toBe('');
    expect(rows[2]).toEqual(['Bob', '', INVALID, 'false', 'iban', INVALID, 'CHECKSUM_FAILED', checksumMessage, '', '']);
    expect(rows).toHaveLength(3);
  });

  it('writes a cell that starts like a formula as text, and every other cell as it was', async () => {
    const others = ['+cmd', '-2', '\tTab', '\rReturn'].map((name) => `"${name}",${INVALID}\r\n`).join('');
    const csv = `name,iban\r\n=HYPERLINK("http://x"),${INVALID}\r\nBob,@SUM(1)\r\nCy,${INVALID}\r\n${others}`;
    const { stdout } = await runCli(['validate', '--csv', '-', '--column', 'iban'], dir, csv);
    const lines = stdout.split('\r\n');
    const verdict = `false,iban,${INVALID},CHECKSUM_FAILED,${checksumMessage},,`;
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://x"")",${INVALID},${verdict}`);
    // The input cell and the normalized one, both taken from the input, are made text.
    expect(parseCsv(stdout)[2]?.slice(0, 5)).toEqual(['Bob', "'@SUM(1)", 'false', '', "'@SUM(1)"]);
    expect(lines[3]).toBe(`Cy,${INVALID},${verdict}`);
    // Every character that makes a spreadsheet run a cell: = + - @ tab and carriage return.
    expect(
      parseCsv(stdout)
        .slice(4, 8)
        .map((row) => row[0]),
    ).toEqual(["'+cmd", "'-2", "'\tTab", "'\rReturn"]);
  });

  it('takes the column by number, reads stdin with -, and answers with the same verdicts as validate', async () => {
    const inputs = [VALID, INVALID, '021000021', 'DEUTDEFF', '12-34-56', 'hello'];
    const csv = `id,account\n${inputs.map((s, i) => `${i},"${s}"`).join('\n')}\n`;
    const { code, stdout } = await runCli(['validate', '--csv', '-', '--column', '2'], dir, csv);
    expect(code).toBe(1);
    const rows = parseCsv(stdout);
    expect(rows.slice(1).map((r) => r[2])).toEqual(inputs.map((s) => String(validateSync(s).result.valid)));
    expect(rows.slice(1).map((r) => r[5])).toEqual(
      inputs.map((s) =>
        validateSync(s)
          .result.errors.map((e) => e.code)
          .join(' '),
      ),
    );
  });

  it('--ndjson gives one envelope per data row, the header excluded', async () => {
    const path = file('ndjson.csv', `iban\tnote\n${VALID}\tx\n${INVALID}\ty\n`);
    const { code, stdout } = await runCli(['validate', '--csv', path, '--column', 'iban', '--ndjson'], dir);
    expect(code).toBe(1);
    const lines = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[0].result).toMatchObject({ valid: true, normalized: 'DE89370400440532013000' });
    expect(lines[1].result.errors[0].code).toBe('CHECKSUM_FAILED');
    expect(lines[0].apiVersion).toBe('1');
  });

  it('exits 0 when every row is valid, 2 when a cell is blank (with its problem code)', async () => {
    const good = file('good.csv', `iban\n${VALID}\nGB82WEST12345698765432\n`);
    expect((await runCli(['validate', '--csv', good, '--column', 'iban'], dir)).code).toBe(0);
    const blank = file('blank.csv', `iban,x\n${VALID},1\n,2\n`);
    const { code, stdout } = await runCli(['validate', '--csv', blank, '--column', 'iban'], dir);
    expect(code).toBe(2);
    expect(parseCsv(stdout)[2]).toEqual(['', '2', 'false', '', '', 'MISSING_PARAMETER', 'The cell is empty.', '', '']);
    const ndjson = await runCli(['validate', '--csv', blank, '--column', 'iban', '--ndjson'], dir);
    expect(ndjson.code).toBe(2);
    expect(JSON.parse(ndjson.stdout.trim().split('\n')[1] as string)).toMatchObject({
      status: 400,
      code: 'MISSING_PARAMETER',
    });
  });

  it('speaks of the cell, not of an API parameter, when a cell is blank or too long', async () => {
    const path = file('refused.csv', `iban;n\n   ;1\n${'1'.repeat(129)};2\n`);
    const { code, stdout } = await runCli(['validate', '--csv', path, '--column', 'iban'], dir);
    expect(code).toBe(2);
    const rows = parseCsv(stdout);
    expect(rows.slice(1).map((row) => row.slice(5, 7))).toEqual([
      ['MISSING_PARAMETER', 'The cell is empty.'],
      ['INPUT_TOO_LONG', 'The cell is longer than 128 characters.'],
    ]);
    expect(stdout).not.toContain('parameter');
  });

  it('skips empty lines in a CSV and on stdin alike: a trailing newline asks for nothing', async () => {
    const lines = `${VALID}\n\n${INVALID}\r\n\r\n`;
    const stream = await runCli(['validate', '-'], dir, lines);
    expect(stream.code).toBe(1);
    expect(
      stream.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).result.normalized),
    ).toEqual(['DE89370400440532013000', INVALID]);
    const csv = await runCli(['validate', '--csv', '-', '--column', '1', '--ndjson'], dir, `iban\n${lines}`);
    expect(csv.code).toBe(1);
    expect(
      csv.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).result.normalized),
    ).toEqual(['DE89370400440532013000', INVALID]);
  });

  it('says what is wrong and exits 2: no such column, no such file, an unclosed quote, missing options', async () => {
    const path = file('x.csv', 'a,b\n1,2\n');
    const noColumn = await runCli(['validate', '--csv', path, '--column', 'iban'], dir);
    expect(noColumn.code).toBe(2);
    expect(noColumn.stderr).toContain('no column "iban"');
    const noFile = await runCli(['validate', '--csv', join(dir, 'missing.csv'), '--column', 'a'], dir);
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toContain('cannot read');
    const open = await runCli(['validate', '--csv', file('open.csv', 'a,b\n1,"2\n3,4\n'), '--column', 'a'], dir);
    expect(open.code).toBe(2);
    expect(open.stderr).toContain('never closed');
    expect((await runCli(['validate', '--csv', path], dir)).code).toBe(2);
    expect((await runCli(['validate', '--csv', path, '--column', 'a', '--delimiter', ';;'], dir)).code).toBe(2);
    const help = await runCli(['validate', '--help'], dir);
    expect(help.stdout).toContain('--csv FILE|- --column NAME|NUMBER');
  });

  /**
   * Runs the CLI over a generated CSV of `rows` rows of about 2 KB each, under a heap limit smaller
   * than the larger input, reading its output without keeping it; returns the peak resident memory
   * (VmHWM) last seen and what came out.
   */
  async function bigRun(rows: number): Promise<{ code: number | null; peakKb: number; lines: number; tail: string }> {
    const path = join(dir, `big-${rows}.csv`);
    const out = createWriteStream(path);
    out.write('id;note;iban\r\n');
    const note = `"${'a long remark; with ""quotes"", separators, and\r\nline breaks '.repeat(30)}"`;
    for (let i = 0; i < rows; i++) {
      if (!out.write(`${i};${note};${i % 3 === 0 ? INVALID : VALID}\r\n`)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'close');
    const child = spawnCli(['validate', '--csv', path, '--column', 'iban'], dir, ['--max-old-space-size=48']);
    let peakKb = 0;
    const poll = setInterval(() => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        peakKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? peakKb);
      } catch {
        // The process has ended.
      }
    }, 20);
    let lines = 0;
    let tail = '';
    child.stdout?.on('data', (c: Buffer) => {
      const s = c.toString();
      for (let i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', i + 1)) lines++;
      tail = (tail + s).slice(-400);
    });
    let stderr = '';
    child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
    const [code] = (await once(child, 'close')) as [number | null];
    clearInterval(poll);
    rmSync(path);
    if (stderr !== '') throw new Error(stderr);
    return { code, peakKb, lines, tail };
  }

  it('streams in constant memory: 40 times the rows (about 80 MB) under a 48 MB heap, and no more memory', async () => {
    const small = await bigRun(1_000);
    const large = await bigRun(40_000);
    // Every row out, in order; each note holds 30 line breaks.
    expect(large.code).toBe(1);
    expect(large.lines).toBe(1 + 40_000 * 31);
    expect(large.tail.endsWith(`;${INVALID};false;iban;${INVALID};CHECKSUM_FAILED;${checksumMessage};;\r\n`)).toBe(
      true,
    );
    expect(small.peakKb).toBeGreaterThan(0);
    // The heap may grow up to its limit; holding the input, or the output, would take 80 MB more.
    expect(large.peakKb, `peak ${small.peakKb} kB for 2 MB, ${large.peakKb} kB for 80 MB`).toBeLessThan(
      small.peakKb + 48 * 1024,
    );
  }, 240_000);
});
