/**
 * CSV as RFC 4180 describes it, read incrementally: fields separated by a delimiter (`,` by default,
 * `;` or a tab detected from the header row, or given), records ended by CRLF, LF or CR, fields in
 * double quotes holding delimiters, line breaks and doubled quotes. A UTF-8 byte order mark at the
 * start is dropped; empty lines are skipped. A parser holds only the record being read, so a file
 * of any length is read in constant memory.
 * @module
 */

/** A CSV input that cannot be read: a quoted field never closed. */
export class CsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvError';
  }
}

/** The delimiters that `detectDelimiter` chooses from. */
export const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The delimiter of a header row: whichever of `,`, `;` and tab occurs most often outside quotes in
 * the first record of `text` (`,` when none does). `text` needs to hold that first record only.
 */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>();
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && (DELIMITERS as readonly string[]).includes(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best = ',';
  let most = 0;
  for (const d of DELIMITERS) {
    const n = counts.get(d) ?? 0;
    if (n > most) [best, most] = [d, n];
  }
  return best;
}

/** Where the first record of `text` ends outside quotes, or -1 when it does not end in `text`. */
function firstRecordEnd(text: string): number {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) return i;
  }
  return -1;
}

const FIELD_START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
const QUOTE_IN_QUOTED = 3;

/**
 * An incremental RFC 4180 reader: `push` text in chunks of any size (a record, a field or a CRLF
 * may be split between them), `end` at the end of the input; each returns the records completed.
 * Lenient where RFC 4180 is silent: a quote inside an unquoted field is kept, and text after the
 * closing quote of a field is appended to it.
 */
export class CsvParser {
  /** The delimiter in use; undefined until detected from the first record. */
  delimiter: string | undefined;
  /** The line ending of the first record (`\r\n`, `\n` or `\r`), once seen. */
  lineEnding: string | undefined;
  /** Whether the input started with a byte order mark. */
  bom = false;
  private started = false;
  private pending = '';
  private state = FIELD_START;
  private field = '';
  private record: string[] = [];
  private afterCr = false;
  private line = 1;
  private recordLine = 1;

  constructor(delimiter?: string) {
    this.delimiter = delimiter;
  }

  push(chunk: string): string[][] {
    if (!this.started) {
      if (chunk === '') return [];
      this.started = true;
      if (chunk.charCodeAt(0) === 0xfeff) {
        this.bom = true;
        chunk = chunk.slice(1);
      }
    }
    if (this.delimiter === undefined) {
      // Held back until the header row is whole, then read with the delimiter it shows.
      this.pending += chunk;
      if (firstRecordEnd(this.pending) < 0) return [];
      this.delimiter = detectDelimiter(this.pending);
      chunk = this.pending;
      this.pending = '';
    }
    const out: string[][] = [];
    this.read(chunk, out);
    return out;
  }

  end(): string[][] {
    const out: string[][] = [];
    if (this.delimiter === undefined) {
      this.delimiter = detectDelimiter(this.pending);
      this.read(this.pending, out);
      this.pending = '';
    }
    if (this.state === QUOTED)
      throw new CsvError(`a quoted field that starts on line ${this.recordLine} is never closed`);
    if (this.state !== FIELD_START || this.record.length > 0) this.endRecord(out);
    return out;
  }

  private endRecord(out: string[][]): void {
    this.record.push(this.field);
    // An empty line is no record; a lone empty field in quotes ("") is one.
    if (!(this.record.length === 1 && this.field === '' && this.state === FIELD_START)) out.push(this.record);
    this.record = [];
    this.field = '';
    this.state = FIELD_START;
  }

  private read(text: string, out: string[][]): void {
    const d = this.delimiter as string;
    let from = 0;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i] as string;
      if (this.afterCr) {
        this.afterCr = false;
        if (ch === '\n') {
          this.lineEnding ??= '\r\n';
          from = i + 1;
          continue;
        }
        this.lineEnding ??= '\r';
      }
      if (this.state === QUOTED) {
        if (ch === '"') {
          this.field += text.slice(from, i);
          this.state = QUOTE_IN_QUOTED;
        } else if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) this.line++;
        continue;
      }
      if (this.state === QUOTE_IN_QUOTED && ch === '"') {
        // A doubled quote inside quotes.
        this.field += '"';
        this.state = QUOTED;
        from = i + 1;
      } else if (ch === d || ch === '\n' || ch === '\r') {
        // After a closing quote the field holds its text already.
        if (this.state !== QUOTE_IN_QUOTED) this.field += text.slice(from, i);
        if (ch === d) {
          this.record.push(this.field);
          this.field = '';
          this.state = FIELD_START;
        } else {
          if (this.state === QUOTE_IN_QUOTED) this.state = UNQUOTED;
          this.endRecord(out);
          this.line++;
          this.recordLine = this.line;
          if (ch === '\r') this.afterCr = true;
          else this.lineEnding ??= '\n';
        }
        from = i + 1;
      } else if (this.state === FIELD_START && ch === '"') {
        this.state = QUOTED;
        from = i + 1;
      } else if (this.state === QUOTE_IN_QUOTED) {
        // Text after a closing quote joins the field.
        this.state = UNQUOTED;
        from = i;
      } else this.state = UNQUOTED;
    }
    if (this.state === QUOTED || this.state === UNQUOTED) this.field += text.slice(from);
    // FIELD_START and QUOTE_IN_QUOTED hold nothing unread.
  }
}

/**
 * One field as a CSV cell. A field that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`,
 * tab or carriage return first) gets a leading `'`, so that opening the file never runs anything
 * that came from the input; then the field is put in double quotes, its quotes doubled, when it
 * holds the delimiter, a quote, CR or LF.
 */
function formatField(field: string, delimiter: string): string {
  const text = FORMULA_START.test(field) ? `'${field}` : field;
  return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One record as a CSV line (without its line ending), each field as `formatField` writes it (quoted
 * where needed, a formula made text), and a record of one empty field as `""` (an empty line is no
 * record). The writer of `bank-number validate --csv` and of `formatCsv`.
 */
export function formatRecord(fields: readonly string[], delimiter = ','): string {
  if (fields.length === 1 && fields[0] === '') return '""';
  return fields.map((f) => formatField(f, delimiter)).join(delimiter);
}

/**
 * Writes records as CSV text (RFC 4180), each record ended by `lineEnding` (CRLF by default): the
 * writer of `bank-number validate --csv` for a whole text. A field in double quotes when it holds
 * the delimiter, a quote or a line break; a field that a spreadsheet would run as a formula (`=`,
 * `+`, `-`, `@`, tab or carriage return first) starts with `'`, so opening the file runs nothing.
 * @example formatCsv([['name', 'iban'], ['=1+1', 'GB82WEST12345698765432']]) // "name,iban\r\n'=1+1,GB82WEST12345698765432\r\n"
 */
export function formatCsv(records: readonly (readonly string[])[], delimiter = ',', lineEnding = '\r\n'): string {
  return records.map((record) => `${formatRecord(record, delimiter)}${lineEnding}`).join('');
}

/**
 * Reads a whole CSV text into records of fields, as `bank-number validate --csv` reads a file: the
 * delimiter given, or else `,`, `;` or tab, whichever the header row shows; a byte order mark
 * dropped; empty lines skipped. Throws `CsvError` for a quoted field that is never closed.
 * @example parseCsv('iban;name\r\n"GB82 WEST 1234 5698 7654 32";"A; B"\r\n')[1]?.[1] // 'A; B'
 */
export function parseCsv(text: string, delimiter?: string): string[][] {
  const parser = new CsvParser(delimiter);
  return [...parser.push(text), ...parser.end()];
}
