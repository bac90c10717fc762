/**
 * Pay.UK's modulus-checking tables, as the user supplies them: `valacdos.txt` (the weight table)
 * and `scsubtab.txt` (the sort-code substitution table), read into the form the check uses. The
 * project ships neither file: see docs/uk-modulus.md.
 * @module
 */

/** How a row of the weight table adds up its weighted digits. */
export type UkModulusMethod = 'MOD10' | 'MOD11' | 'DBLAL';

/** One row of the weight table: a range of sort codes, its method, 14 weights and its exception. */
export interface UkModulusRow {
  /** The first sort code of the range, as a number (`010004` is 10004). */
  readonly start: number;
  /** The last sort code of the range, as a number. */
  readonly end: number;
  readonly method: UkModulusMethod;
  /** The weights of the 14 digits u v w x y z a b c d e f g h (sort code, then account number). */
  readonly weights: readonly number[];
  /** The exception the row names (1–14); 0 for none. */
  readonly exception: number;
}

/** The tables `validateUkAccount` checks with, once put in place by `setUkModulusTables`. */
export interface UkModulusTables {
  /** The release the tables hold, as the user or the download recorded it (`8.90`); null when not known. */
  readonly version: string | null;
  /** The date the tables take effect (YYYY-MM-DD); null when not known. */
  readonly date: string | null;
  /** The rows of `valacdos.txt`, ordered by their first sort code (rows of one range keep the file's order). */
  readonly rows: readonly UkModulusRow[];
  /** `scsubtab.txt`: each sort code with the one exception 5 checks in its place. */
  readonly substitutions: ReadonlyMap<string, string>;
}

/** Text given as a table that is not in Pay.UK's layout; `message` names the file and the line. */
export class UkModulusTablesError extends Error {
  /** `valacdos.txt` or `scsubtab.txt`. */
  readonly file: string;
  /** The 1-based line at fault; 0 when the file as a whole is at fault (empty, not text). */
  readonly line: number;
  constructor(file: string, line: number, why: string) {
    super(`${file}${line > 0 ? ` line ${line}` : ''}: ${why}`);
    this.name = 'UkModulusTablesError';
    this.file = file;
    this.line = line;
  }
}

const SORT_CODE = /^\d{6}$/;
const WEIGHT = /^-?\d{1,3}$/;
const EXCEPTION = /^\d{1,2}$/;
const METHODS: readonly string[] = ['MOD10', 'MOD11', 'DBLAL'];
const VALACDOS = 'valacdos.txt';
const SCSUBTAB = 'scsubtab.txt';

/** The lines of a file with their 1-based numbers, blank lines left out. */
function lines(text: unknown, file: string): [number, string[]][] {
  if (typeof text !== 'string') throw new UkModulusTablesError(file, 0, 'expected the text of the file');
  const out: [number, string[]][] = [];
  const all = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < all.length; i++) {
    const fields = (all[i] as string).trim().split(/\s+/);
    if (fields[0] !== '') out.push([i + 1, fields]);
  }
  if (out.length === 0) throw new UkModulusTablesError(file, 0, 'the file is empty');
  return out;
}

/** One line of `valacdos.txt`: start, end, method, 14 weights and an optional exception. */
function row(n: number, fields: string[]): UkModulusRow {
  const bad = (why: string): never => {
    throw new UkModulusTablesError(VALACDOS, n, why);
  };
  if (fields.length !== 17 && fields.length !== 18)
    bad(`expected 17 or 18 fields (two sort codes, a method, 14 weights, an exception), found ${fields.length}`);
  const [from, to, method] = fields as [string, string, string];
  if (!SORT_CODE.test(from) || !SORT_CODE.test(to)) bad('the first two fields must be six-digit sort codes');
  if (from > to) bad('the range ends before it starts');
  if (!METHODS.includes(method)) bad(`the method must be MOD10, MOD11 or DBLAL, found '${method.slice(0, 10)}'`);
  const weights = fields.slice(3, 17);
  if (!weights.every((w) => WEIGHT.test(w))) bad('the 14 weights must be whole numbers');
  const exception = fields[17] ?? '0';
  if (!EXCEPTION.test(exception)) bad('the exception must be a number');
  return {
    start: Number(from),
    end: Number(to),
    method: method as UkModulusMethod,
    weights: weights.map(Number),
    exception: Number(exception),
  };
}

/**
 * Reads Pay.UK's modulus-checking tables from the text of `valacdos.txt` and `scsubtab.txt` as
 * Pay.UK publishes them (rows of whitespace-separated fields, CRLF or LF line ends). `about`
 * records the release and the date they take effect, which `dataStatus()` shows. Throws
 * `UkModulusTablesError`, naming the file and the line, for text not in that layout.
 * @example
 * const tables = parseUkModulusTables('089000 089999 MOD10 0 0 0 0 0 0 7 1 3 7 1 3 7 1', '938173 938017', { version: '8.90' });
 * tables.rows[0]?.method // 'MOD10'
 */
export function parseUkModulusTables(
  valacdos: string,
  scsubtab: string,
  about: { version?: string | null; date?: string | null } = {},
): UkModulusTables {
  // Sorted by the first sort code; a stable sort keeps the two rows of one range in the file's order.
  const rows = lines(valacdos, VALACDOS)
    .map(([n, fields]) => row(n, fields))
    .sort((a, b) => a.start - b.start);
  const substitutions = new Map<string, string>();
  for (const [n, fields] of lines(scsubtab, SCSUBTAB)) {
    if (fields.length !== 2 || !SORT_CODE.test(fields[0] as string) || !SORT_CODE.test(fields[1] as string))
      throw new UkModulusTablesError(SCSUBTAB, n, 'expected two six-digit sort codes');
    substitutions.set(fields[0] as string, fields[1] as string);
  }
  return { version: about.version ?? null, date: about.date ?? null, rows, substitutions };
}
