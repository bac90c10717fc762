/**
 * The Batch page's CSV download (RFC 4180, CRLF line ends), written so that a spreadsheet opens it
 * safely. The page reads CSV with the package's own reader (`parseCsv` of `bank-number`).
 * @module
 */

/**
 * One CSV cell: quoted when it holds a delimiter, a quote or a line break. A cell that a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return first) gets a
 * leading `'`, so that opening the file never runs anything that came from the input.
 * @example csvCell('=HYPERLINK("x")') // `"'=HYPERLINK(""x"")"`
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
