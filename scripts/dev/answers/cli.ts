/**
 * The CLI's answers, from the built command (bin/bank-number.js) run as a process: `validate -`
 * (one envelope per line of stdin) with every input that is one non-blank line, with no hint and
 * with each format's; `validate <input>` for a sample; the CSV mode on a file of sample inputs
 * (rows, `--ndjson`, `--format`); the help. Each answer is stdout, stderr and the exit code.
 * @module
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN } from './api.ts';
import { type Inputs, sample } from './inputs.ts';
import { FORMATS } from './sdk.ts';
import type { Answers } from './snapshot.ts';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(args: readonly string[], stdin?: string): Run {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    input: stdin ?? '',
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    env: { ...process.env, NO_COLOR: '1' },
  });
  if (result.error) throw result.error;
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Records a run line by line (so that a difference shows as the line that changed). */
function putRun(answers: Answers, key: string, result: Run, lineKeys?: readonly string[]): void {
  answers.put(`${key} exit`, { code: result.code, stderr: result.stderr });
  const lines = result.stdout.split('\n');
  for (const [j, line] of lines.entries()) answers.put(`${key} line ${lineKeys?.[j] ?? j}`, line);
}

/** A CSV field, quoted. */
const field = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** Records the CLI's answers to `inputs` into `answers`. */
export async function recordCli(inputs: Inputs, answers: Answers): Promise<void> {
  const lines = [...inputs.strings.entries()].filter(([, s]) => s.trim() !== '' && !/[\n\r]/.test(s));
  const stdin = `${lines.map(([, s]) => s).join('\n')}\n`;
  const lineKeys = lines.map(([i]) => `#${i}`);
  for (const format of [undefined, ...FORMATS]) {
    const args = format ? ['validate', '-', '--format', format] : ['validate', '-'];
    putRun(answers, args.join(' '), run(args, stdin), lineKeys);
  }

  const singles = sample(inputs, Math.min(10, Math.ceil(inputs.strings.length / 20))).filter(
    (i) => !inputs.strings[i]?.includes('\0'),
  );
  for (const [n, i] of singles.entries()) {
    const input = inputs.strings[i] as string;
    putRun(answers, `validate #${i}`, run(['validate', input]));
    const format = FORMATS[n % FORMATS.length] as string;
    putRun(answers, `validate #${i} --format ${format}`, run(['validate', '--format', format, '--', input]));
  }

  const dir = mkdtempSync(join(tmpdir(), 'bank-number-answers-csv-'));
  try {
    const rows = sample(inputs, 300);
    const csv = join(dir, 'sample.csv');
    writeFileSync(
      csv,
      `id,number\r\n${rows.map((i) => `${i},${field(inputs.strings[i] as string)}`).join('\r\n')}\r\n`,
    );
    const semicolons = join(dir, 'semicolons.csv');
    writeFileSync(
      semicolons,
      `\ufeffnumber;note\n${rows
        .slice(0, 50)
        .map((i) => `${field(inputs.strings[i] as string)};x`)
        .join('\n')}\n`,
    );
    putRun(answers, 'validate --csv sample.csv --column number', run(['validate', '--csv', csv, '--column', 'number']));
    putRun(
      answers,
      'validate --csv sample.csv --column 2 --ndjson',
      run(['validate', '--csv', csv, '--column', '2', '--ndjson']),
    );
    putRun(
      answers,
      'validate --csv sample.csv --column number --format iban',
      run(['validate', '--csv', csv, '--column', 'number', '--format', 'iban']),
    );
    putRun(
      answers,
      'validate --csv semicolons.csv --column number',
      run(['validate', '--csv', semicolons, '--column', 'number']),
    );
    putRun(
      answers,
      'validate --csv - --column nope',
      run(['validate', '--csv', '-', '--column', 'nope'], 'a,b\n1,2\n'),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  for (const args of [['--help'], ['validate', '--help'], ['validate'], ['validate', '--format', 'nope', 'x']])
    putRun(answers, args.join(' ') || '(none)', run(args));
}
