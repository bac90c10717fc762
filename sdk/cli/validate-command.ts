import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { StringDecoder } from 'node:string_decoder';
import { BankNumberRequestError } from '../core/request-error.ts';
import { requestProblem } from '../core/problem.ts';
import type { ApiEnvelope } from '../core/api-types.ts';
import { checkInput } from '../core/request.ts';
import type { Envelope, Format, ValidateOptions } from '../core/types.ts';
import { refusedRow, VERDICT_COLUMNS, verdictCells, verdictRow } from '../core/verdict-columns.ts';
import { identityOf, SORT_CODE_FORMAT } from '../formats/identities.ts';
import { validateUkAccountEnvelope } from '../uk-account.ts';
import type { VerdictRow } from '../core/verdict-columns.ts';
import { now } from '../check.ts';
import { checkReference, referenceKind } from '../references/index.ts';
import type { ReferenceKind, ReferenceResult } from '../references/index.ts';
import { validate, validateSync } from '../validate.ts';
import { VALIDATE_OPTIONS } from './command-options.ts';
import { CsvError, CsvParser, formatRecord } from '../core/csv.ts';
import { isBlank } from '../core/normalize.ts';
import { commandUsage } from './help.ts';
import { readOptions } from './options.ts';
import { loadUkModulusOption } from './uk-modulus-option.ts';

const USAGE = commandUsage('validate');

/**
 * `bank-number validate`: prints the envelope; exit 0 valid, 1 invalid, 2 malformed request.
 * With `-`, streams NDJSON: one line out per line in that is not blank, in order, in constant
 * memory. A malformed line gets its problem body on its own line so the output stays aligned with
 * the input.
 */
export async function validateCommand(args: string[]): Promise<number> {
  const parsed = readOptions(args, VALIDATE_OPTIONS);
  if (!parsed.ok) {
    (parsed.help ? process.stdout : process.stderr).write(`${USAGE}\n`);
    return parsed.help ? 0 : 2;
  }
  const { values, flags, positional } = parsed;
  const format = values['format'];
  const account = values['account'];
  const csv: CsvOptions = {
    file: values['csv'],
    column: values['column'],
    delimiter: values['delimiter'],
    ndjson: flags.has('ndjson'),
    accountColumn: values['account-column'],
  };
  const kind = referenceKind(format);
  const options = format === undefined || kind !== undefined ? {} : { format: format as Format };
  const answer = answerer(options, kind);
  const isCsv =
    csv.file !== undefined ||
    csv.column !== undefined ||
    csv.delimiter !== undefined ||
    csv.ndjson ||
    csv.accountColumn !== undefined;
  const problem = isCsv ? csvProblem(csv, positional, account, format) : accountProblem(account, positional, format);
  if (problem !== undefined) {
    process.stderr.write(`bank-number: ${problem}\n${USAGE}\n`);
    return 2;
  }
  if (!isCsv && positional.length !== 1) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const modulus = await loadUkModulusOption(values['uk-modulus']);
  if (!modulus.ok) {
    process.stderr.write(`bank-number: ${modulus.message}\n`);
    return 2;
  }
  if (isCsv) return validateCsv(csv as CsvRun, answer);
  if (positional[0] === '-') return validateStream(answer);
  try {
    const input = positional[0] as string;
    const envelope = account === undefined ? await answer(input) : await validateUkAccountEnvelope(input, account);
    process.stdout.write(`${JSON.stringify(envelope, null, 2)}\n`);
    if (account === undefined) writeHints(hintsFor(envelope, input));
    return envelope.result.valid ? 0 : 1;
  } catch (error) {
    if (error instanceof BankNumberRequestError) {
      process.stderr.write(`bank-number: ${error.code}: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

/** The answer of the command for one input: `validate`'s envelope, or a payment reference's. */
type Answer = Envelope | ApiEnvelope<ReferenceResult>;

/**
 * What answers one input: `validate` with the format hint, or with `--format` naming a kind of
 * payment reference (docs/references.md), `checkReference` in the same envelope, after the same
 * request checks (a blank input or one over 128 characters is refused, exit 2).
 */
function answerer(options: ValidateOptions, kind: ReferenceKind | undefined): (input: string) => Promise<Answer> {
  if (kind === undefined) return (input) => validate(input, options);
  return async (input) => {
    const start = now();
    checkInput(input);
    const result = checkReference(input, kind);
    const ms = now() - start;
    return { apiVersion: '1', processingTimeMs: ms > 0 ? Math.round(ms * 1000) / 1000 : 0, result };
  };
}

/** A payment reference's verdict has no format hint to suggest: only a bank number's gets hints. */
function hintsFor(answer: Answer, input: string): string[] {
  return 'format' in answer.result ? commandHints(answer as Envelope, input) : [];
}

/** The CSV columns of an answer: a reference's kind in the `format` column, and no bank. */
function rowOf(answer: Answer): VerdictRow {
  const result = answer.result;
  if ('format' in result) return verdictRow(result);
  const codes = result.errors.map((error) => error.code);
  const message = result.errors[0]?.message ?? '';
  return {
    valid: result.valid,
    format: result.kind,
    normalized: result.normalized,
    codes,
    message,
    bankName: null,
    bic: null,
  };
}

/**
 * The options of this command that the envelope's suggestions name as API parameters, kept only
 * where they help: a suggestion "Pass format=uk-sort-code" becomes `--format uk-sort-code`, and
 * "Pass a format hint: iban, bic, us-routing or uk-sort-code" becomes `--format` with those values,
 * each only if `input` validated with it would be valid. No hint is given when none would be.
 */
export function commandHints(envelope: Envelope, input: string): string[] {
  const hints = new Set<string>();
  const helping = (name: string | undefined, values: string[]): void => {
    if (!isValueOption(name)) return;
    const useful = values.filter((value) => validWith(input, name as string, value));
    if (useful.length > 0) hints.add(`--${name} ${useful.join('|')}`);
  };
  for (const { suggestion } of envelope.result.errors) {
    for (const [, name, value] of suggestion.matchAll(/\b([a-z][a-z-]*)=([A-Za-z0-9-]+)/g)) {
      helping(name, [value as string]);
    }
    const listed = /\ba ([a-z][a-z-]*) hint: ([a-z0-9, -]+)/.exec(suggestion);
    if (listed !== null) helping(listed[1], (listed[2] as string).split(/, | or /));
  }
  return [...hints];
}

/** Whether `input` is valid with the option `name` set to `value` (as the option of `validate`). */
function validWith(input: string, name: string, value: string): boolean {
  try {
    return validateSync(input, { [name]: value } as ValidateOptions).result.valid;
  } catch {
    // A value the request refuses helps no one.
    return false;
  }
}

function isValueOption(name: string | undefined): boolean {
  return VALIDATE_OPTIONS.some((spec) => spec.name === name && spec.value !== undefined);
}

/** Writes each hint on stderr, in the command's terms. */
function writeHints(hints: Iterable<string>): void {
  for (const hint of hints) process.stderr.write(`bank-number: hint: run again with ${hint}\n`);
}

/** The hints of a run over many numbers, each said once at the end, with how many numbers it helps. */
class HintTally {
  private readonly counts = new Map<string, number>();
  add(envelope: Answer, input: string): void {
    for (const hint of hintsFor(envelope, input)) this.counts.set(hint, (this.counts.get(hint) ?? 0) + 1);
  }
  write(): void {
    for (const [hint, count] of this.counts)
      process.stderr.write(
        `bank-number: hint: ${count} ${count === 1 ? 'number' : 'numbers'} may be answered with ${hint}\n`,
      );
  }
}

/** Writes a piece of output, waiting while stdout's buffer is full (so memory stays constant). */
async function write(text: string): Promise<void> {
  if (!process.stdout.write(text)) await new Promise((resolve) => process.stdout.once('drain', resolve));
}

async function validateStream(answer: (input: string) => Promise<Answer>): Promise<number> {
  let code = 0;
  const hints = new HintTally();
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    // An empty line, or one of spaces only, is no input, as in a CSV: a trailing newline asks for nothing.
    if (isBlank(line)) continue;
    let out: string;
    try {
      const envelope = await answer(line);
      if (!envelope.result.valid && code === 0) code = 1;
      hints.add(envelope, line);
      out = JSON.stringify(envelope);
    } catch (error) {
      if (!(error instanceof BankNumberRequestError)) throw error;
      code = 2;
      out = JSON.stringify(requestProblem(error));
    }
    await write(`${out}\n`);
  }
  hints.write();
  return code;
}

interface CsvOptions {
  file?: string | undefined;
  column?: string | undefined;
  delimiter?: string | undefined;
  ndjson: boolean;
  accountColumn?: string | undefined;
}

/** The options of `--csv` once checked. */
interface CsvRun {
  file: string;
  column: string;
  delimiter?: string | undefined;
  ndjson: boolean;
  /** The column of UK account numbers, each checked with the sort code of `column`. */
  accountColumn?: string | undefined;
}

/**
 * What is wrong with `--account` on one number, if anything: it goes with one sort code, so not
 * with stdin's numbers nor with a format hint of a format that pairs with no account.
 */
function accountProblem(account: string | undefined, positional: string[], format: string | undefined) {
  if (account === undefined) return undefined;
  if (positional[0] === '-') return '--account checks one sort code, not the numbers of stdin';
  if (!pairsWithAccount(format)) return `--account goes with a sort code: --format ${SORT_CODE_FORMAT}`;
  return undefined;
}

/** True without a format hint, or with the hint of a format checked with an account number. */
function pairsWithAccount(format: string | undefined): boolean {
  return format === undefined || identityOf(format)?.pairsWithAccount === true;
}

/** What is wrong with the options of `--csv`, if anything. */
function csvProblem(
  csv: CsvOptions,
  positional: string[],
  account: string | undefined,
  format: string | undefined,
): string | undefined {
  if (csv.file === undefined || csv.file === '') return '--csv needs a file, or - for stdin';
  if (positional.length > 0) return `--csv reads ${csv.file}; unexpected ${positional.join(' ')}`;
  if (csv.column === undefined || csv.column.trim() === '') return '--csv needs --column <name|number>';
  if (account !== undefined) return '--account checks one sort code; with --csv, name the column: --account-column';
  if (csv.accountColumn?.trim() === '') return '--account-column needs <name|number>';
  if (csv.accountColumn !== undefined && !pairsWithAccount(format))
    return `--account-column goes with a column of sort codes: --format ${SORT_CODE_FORMAT}`;
  if (csv.delimiter === 'tab' || csv.delimiter === '\\t') csv.delimiter = '\t';
  if (csv.delimiter !== undefined && (csv.delimiter.length !== 1 || /["\r\n]/.test(csv.delimiter))) {
    return '--delimiter is one character other than a quote or a line break (or tab)';
  }
  return undefined;
}

/** The index of the column named `column` in the header, else of its number from 1; -1 if neither. */
function columnIndex(header: readonly string[], column: string): number {
  const byName = header.indexOf(column);
  if (byName >= 0) return byName;
  const trimmed = header.findIndex((h) => h.trim() === column.trim());
  if (trimmed >= 0) return trimmed;
  const n = /^[1-9]\d*$/.test(column.trim()) ? Number(column.trim()) : 0;
  return n >= 1 && n <= header.length ? n - 1 : -1;
}

/**
 * `--csv`: reads the CSV in chunks, validates the chosen column of each row in order and writes the
 * row back with the verdict columns appended (in the input's delimiter, line ending and BOM), or one
 * envelope per row with `--ndjson`. Only the record being read and the one being written are held.
 */
async function validateCsv(csv: CsvRun, answer: (input: string) => Promise<Answer>): Promise<number> {
  const parser = new CsvParser(csv.delimiter);
  let header: string[] | undefined;
  let index = -1;
  let accountIndex = -1;
  let code = 0;
  const hints = new HintTally();
  const input = csv.file === '-' ? process.stdin : createReadStream(csv.file);
  const decoder = new StringDecoder('utf8');
  const handle = async (records: string[][]): Promise<void> => {
    for (const record of records) {
      const eol = parser.lineEnding ?? '\n';
      if (header === undefined) {
        header = record;
        index = columnIndex(header, csv.column);
        if (index < 0)
          throw new CsvError(
            `no column ${JSON.stringify(csv.column)} in the header row (${header.map(quote).join(', ')})`,
          );
        if (csv.accountColumn !== undefined) {
          accountIndex = columnIndex(header, csv.accountColumn);
          if (accountIndex < 0)
            throw new CsvError(
              `no column ${JSON.stringify(csv.accountColumn)} in the header row (${header.map(quote).join(', ')})`,
            );
        }
        if (!csv.ndjson)
          await write(
            `${parser.bom ? '\ufeff' : ''}${formatRecord([...header, ...VERDICT_COLUMNS], parser.delimiter)}${eol}`,
          );
        continue;
      }
      let out: string;
      try {
        const cell = record[index] ?? '';
        const envelope =
          accountIndex < 0 ? await answer(cell) : await validateUkAccountEnvelope(cell, record[accountIndex] ?? '');
        if (!envelope.result.valid && code === 0) code = 1;
        if (accountIndex < 0) hints.add(envelope, cell);
        out = csv.ndjson
          ? JSON.stringify(envelope)
          : formatRecord([...record, ...verdictCells(rowOf(envelope))], parser.delimiter);
      } catch (error) {
        if (!(error instanceof BankNumberRequestError)) throw error;
        code = 2;
        out = csv.ndjson
          ? JSON.stringify(requestProblem(error))
          : formatRecord([...record, ...verdictCells(refusedRow(error))], parser.delimiter);
      }
      await write(csv.ndjson ? `${out}\n` : `${out}${eol}`);
    }
  };
  try {
    for await (const chunk of input)
      await handle(parser.push(typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer)));
    await handle(parser.push(decoder.end()));
    await handle(parser.end());
    if (header === undefined) throw new CsvError('no header row: the input is empty');
  } catch (error) {
    const message =
      error instanceof CsvError
        ? error.message
        : (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? `cannot read ${csv.file}`
          : undefined;
    if (message === undefined) throw error;
    process.stderr.write(`bank-number: ${message}\n`);
    if (input !== process.stdin) (input as ReturnType<typeof createReadStream>).destroy();
    return 2;
  }
  hints.write();
  return code;
}

function quote(text: string): string {
  return JSON.stringify(text);
}
