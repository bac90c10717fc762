import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { preloadLookups, validateSync } from '../validate.ts';
import { BankNumberRequestError } from './request-error.ts';
import { refusedRow, VERDICT_COLUMNS, verdictCells, verdictRow } from './verdict-columns.ts';

/** The cells of any input, as the CLI and the demo write them: a refused input by its request error. */
function cellsOf(input: string): string[] {
  try {
    return verdictCells(verdictRow(validateSync(input).result));
  } catch (error) {
    if (!(error instanceof BankNumberRequestError)) throw error;
    return verdictCells(refusedRow(error));
  }
}

describe('the verdict columns of a CSV', () => {
  it("gives one cell per column, in the columns' order", async () => {
    await preloadLookups('us-routing');
    expect(cellsOf('021000021')).toEqual(['true', 'us-routing', '021000021', '', '', 'JPMorgan Chase Bank, N.A.', '']);
    const message = validateSync('GB82WEST12345698765431').result.errors[0]?.message;
    expect(cellsOf('GB82 WEST 1234 5698 7654 31')).toEqual([
      'false',
      'iban',
      'GB82WEST12345698765431',
      'CHECKSUM_FAILED',
      message,
      '',
      '',
    ]);
    expect(cellsOf('   ')).toEqual(['false', '', '', 'MISSING_PARAMETER', 'The cell is empty.', '', '']);
    expect(cellsOf('1'.repeat(129))).toEqual([
      'false',
      '',
      '',
      'INPUT_TOO_LONG',
      'The cell is longer than 128 characters.',
      '',
      '',
    ]);
    expect(
      Object.fromEntries(VERDICT_COLUMNS.map((name, i) => [name, cellsOf('DE89370400440532013001')[i]])),
    ).toMatchObject({
      valid: 'false',
      error_codes: 'CHECKSUM_FAILED',
      bank_bic: '',
    });
  });

  it('has as many cells as columns for any input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), (input) => {
        expect(cellsOf(input)).toHaveLength(VERDICT_COLUMNS.length);
      }),
      { numRuns: 500 },
    );
  });
});
