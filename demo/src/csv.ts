/**
 * CSV in and out (RFC 4180, with the usual variants seen in spreadsheet exports: `;` or tab as the
 * delimiter, a byte order mark, CRLF or LF line ends).
 * @module
 */

/** A parsed table. */
export interface Table {
  rows: string[][];
  delimiter: string;
}

const DELIMITERS = [',', ';', '\t'];

/** The delimiter that occurs most often outside quotes in the first line; `,` when none does. */
export function detectDelimiter(text: string): string {
  const counts = new Map(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && counts.has(c)) counts.set(c, (counts.get(c) as number) + 1);
  }
  let best = ',';
  let most = 0;
  for (const [d, n] of counts) {
    if (n > most) {
      best = d;
      most = n;
    }
  }
  return best;
}

/**
 * Parses CSV text into rows of cells. Quoted cells may hold delimiters, quotes (doubled) and line
 * breaks. Blank lines are dropped.
 * @example
 * parseCsv('iban,name\n"GB82 WEST 1234 5698 7654 32","A, B"').rows
 * // [['iban','name'],['GB82 WEST 1234 5698 7654 32','A, B']]
 */
export function parseCsv(input: string, delimiter: string = detectDelimiter(input)): Table {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endRow = (): void => {
    row.push(cell);
    cell = '';
    if (row.length > 1 || (row[0] as string).trim() !== '') rows.push(row);
    row = [];
  };
  while (i < text.length) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        cell += c;
      }
      i++;
      continue;
    }
    if (c === '"' && cell === '') {
      quoted = true;
    } else if (c === delimiter) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      endRow();
      if (c === '\r' && text[i + 1] === '\n') i++;
    } else {
      cell += c;
    }
    i++;
  }
  if (cell !== '' || row.length > 0) endRow();
  return { rows, delimiter };
}

/**
 * One CSV cell: quoted when it holds a delimiter, a quote or a line break. A cell that a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return first) gets a
 * leading `'`, so that opening the file never runs anything that came from the input.
 */
export function csvCell(value: string, delimiter = ','): string {
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text with CRLF line ends (RFC 4180). */
export function toCsv(rows: readonly (readonly string[])[], delimiter = ','): string {
  return `${rows.map((row) => row.map((cell) => csvCell(cell, delimiter)).join(delimiter)).join('\r\n')}\r\n`;
}
