import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvError, CsvParser, detectDelimiter, formatCsv, formatRecord, parseCsv } from './csv.ts';

/** Reads `text` through a parser fed in the given chunk sizes (cycled), as a stream would. */
function parseInChunks(text: string, sizes: number[], delimiter?: string): string[][] {
  const parser = new CsvParser(delimiter);
  const out: string[][] = [];
  let at = 0;
  for (let k = 0; at < text.length; k++) {
    const n = sizes[k % sizes.length] as number;
    out.push(...parser.push(text.slice(at, at + n)));
    at += n;
  }
  out.push(...parser.end());
  return out;
}

const field = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.stringMatching(/^[a-z",;\t\r\n ]{0,8}$/),
  fc.constantFrom('', '"', '""', ',', ';', '\r\n', '\n', '\r', ' x ', 'a"b'),
);
const records = fc.array(fc.array(field, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 });

/** The characters that make a spreadsheet run a cell as a formula when the cell starts with one. */
const FORMULA_FIRST = ['=', '+', '-', '@', '\t', '\r'];
/** A field as it reads back: with a leading `'` when it starts like a formula. */
const readBack = (f: string): string => (FORMULA_FIRST.includes(f.charAt(0)) ? `'${f}` : f);

describe('CSV (RFC 4180)', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks, and every line ending', () => {
    const text = 'name,note,iban\r\n"Smith, Ann","said ""hi""\r\nthen left",DE89370400440532013000\nBob,,x\rCy,"",""\n';
    expect(parseCsv(text)).toEqual([
      ['name', 'note', 'iban'],
      ['Smith, Ann', 'said "hi"\r\nthen left', 'DE89370400440532013000'],
      ['Bob', '', 'x'],
      ['Cy', '', ''],
    ]);
  });

  it('drops a byte order mark, skips empty lines, keeps a last record without a line ending', () => {
    const parser = new CsvParser();
    const rows = [...parser.push('\ufeffa;b\r\n\r\n1;2\r\n\r\n3;4'), ...parser.end()];
    expect(rows).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(parser.bom).toBe(true);
    expect(parser.delimiter).toBe(';');
    expect(parser.lineEnding).toBe('\r\n');
  });

  it('detects the delimiter from the header row, outside quotes only', () => {
    expect(detectDelimiter('name;iban;note\n1,2,3,4,5')).toBe(';');
    expect(detectDelimiter('"a;b;c",d\n')).toBe(',');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(detectDelimiter('iban')).toBe(',');
    // A given delimiter wins over detection.
    expect(parseCsv('a;b,c\n1;2,3\n', ',')).toEqual([
      ['a;b', 'c'],
      ['1;2', '3'],
    ]);
  });

  it('is lenient where RFC 4180 is silent, and refuses a quoted field never closed', () => {
    expect(parseCsv('a,b\nx"y,"q"r\n')).toEqual([
      ['a', 'b'],
      ['x"y', 'qr'],
    ]);
    expect(() => parseCsv('a,b\n1,"open\n2,3\n')).toThrow(CsvError);
    expect(() => parseCsv('a,b\n1,"open\n2,3\n')).toThrow(/starts on line 2/);
  });

  it('writes what it reads back: quoting round trips for any fields, delimiter and chunking, formulas as text', () => {
    fc.assert(
      fc.property(
        records,
        fc.constantFrom(',', ';', '\t'),
        fc.constantFrom('\r\n', '\n'),
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 4 }),
        (rows, d, eol, sizes) => {
          const text = rows.map((r) => formatRecord(r, d)).join(eol) + eol;
          expect(parseInChunks(text, sizes, d)).toEqual(rows.map((r) => r.map(readBack)));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('detects the delimiter of any header written with it, when the header shows it', () => {
    fc.assert(
      fc.property(records, fc.constantFrom(',', ';', '\t'), (rows, d) => {
        const header = ['iban', 'name', 'note'];
        const text = [header, ...rows].map((r) => formatRecord(r, d)).join('\r\n');
        const parser = new CsvParser();
        expect([...parser.push(text), ...parser.end()]).toEqual([header, ...rows.map((r) => r.map(readBack))]);
        expect(parser.delimiter).toBe(d);
      }),
      { numRuns: 500 },
    );
  });

  it('quotes only what needs it', () => {
    expect(formatRecord(['a', 'b c', 'd;e'], ',')).toBe('a,b c,d;e');
    expect(formatRecord(['a,b', 'say "x"', 'l1\nl2'], ',')).toBe('"a,b","say ""x""","l1\nl2"');
    expect(formatRecord(['d;e'], ';')).toBe('"d;e"');
    expect(formatRecord([''], ',')).toBe('""');
  });

  it('writes a field that starts like a formula as text, with a leading quote mark', () => {
    expect(formatRecord(['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx'], ',')).toBe(
      `"'=HYPERLINK(""x"")",'+1,'-2,'@SUM(A1),'\tx,"'\rx"`,
    );
    // Only the first character counts.
    expect(formatRecord(['a=b', ' =1', 'x-1', "'=1"], ',')).toBe("a=b, =1,x-1,'=1");
    expect(formatRecord(['=1;2'], ';')).toBe(`"'=1;2"`);
  });

  it('writes any field that does not start like a formula as quoting alone would', () => {
    const quoted = (f: string, d: string): string =>
      f.includes(d) || /["\r\n]/.test(f) ? `"${f.replaceAll('"', '""')}"` : f;
    fc.assert(
      fc.property(records, fc.constantFrom(',', ';', '\t'), (rows, d) => {
        const plain = rows.map((r) => r.map((f) => (FORMULA_FIRST.includes(f.charAt(0)) ? `x${f}` : f)));
        for (const r of plain) {
          expect(formatRecord(r, d)).toBe(r.length === 1 && r[0] === '' ? '""' : r.map((f) => quoted(f, d)).join(d));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('formatCsv writes whole records, each with its line ending', () => {
    const rows = [['name', 'iban'], ['=1+1', 'GB82WEST12345698765432'], ['']];
    expect(formatCsv(rows)).toBe(`name,iban\r\n'=1+1,GB82WEST12345698765432\r\n""\r\n`);
    expect(formatCsv(rows, ';', '\n')).toBe(`name;iban\n'=1+1;GB82WEST12345698765432\n""\n`);
    expect(parseCsv(formatCsv(rows))).toEqual([['name', 'iban'], ["'=1+1", 'GB82WEST12345698765432'], ['']]);
    expect(formatCsv([])).toBe('');
  });
});
