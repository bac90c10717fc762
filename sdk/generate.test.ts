import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Format } from './core/types.ts';
import { formatBic } from './formats/bic/format.ts';
import { generateBics } from './formats/bic/generate.ts';
import { formatIban } from './formats/iban/format.ts';
import { generateIbans } from './formats/iban/generate.ts';
import { formatSortCode } from './formats/uk-sort-code/format.ts';
import { generateSortCodes } from './formats/uk-sort-code/generate.ts';
import { formatRoutingNumber } from './formats/us-routing/format.ts';
import { generateRoutingNumbers } from './formats/us-routing/generate.ts';
import { generateNumbers } from './generate.ts';
import type { GenerateNumbersOptions } from './generate.ts';
import { validateSync } from './validate.ts';

/** The answer of a call, or the error it throws, as one comparable value. */
function outcome<T>(run: () => T): T | { thrown: string } {
  try {
    return run();
  } catch (error) {
    return { thrown: `${(error as Error).name}: ${(error as { code?: string }).code} ${(error as Error).message}` };
  }
}

/** What the format's own generator and display form give for the same options. */
function byFormat(options: GenerateNumbersOptions): Array<{ value: string; formatted: string }> {
  const { country, seed, count, bankCode, branch } = options;
  const [values, display] =
    options.format === 'iban'
      ? [generateIbans({ country: country as string, seed, count, bankCode }), formatIban]
      : options.format === 'bic'
        ? [generateBics({ country: country as string, seed, count, bankCode, branch }), formatBic]
        : options.format === 'us-routing'
          ? [generateRoutingNumbers({ seed, count }), formatRoutingNumber]
          : [generateSortCodes({ seed, count }), formatSortCode];
  return values.map((value) => ({ value, formatted: display(value) }));
}

const FORMATS: Format[] = ['iban', 'bic', 'us-routing', 'uk-sort-code'];

describe('generateNumbers', () => {
  it("gives the format's own generator's numbers with their display form, or its error", () => {
    const options = fc.record({
      format: fc.constantFrom(...FORMATS),
      country: fc.option(fc.constantFrom('DE', 'fr', 'GB', 'US', 'XK', 'ZZ', '', 'DEU'), { nil: undefined }),
      seed: fc.oneof(fc.integer(), fc.string({ maxLength: 12 })),
      count: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constantFrom(0, 101, 2.5)),
      bankCode: fc.option(fc.constantFrom('37040044', 'DEUT', '30004', 'x'), { nil: undefined }),
      branch: fc.option(fc.boolean(), { nil: undefined }),
    });
    fc.assert(
      fc.property(options, (o) => {
        expect(outcome(() => generateNumbers(o))).toEqual(outcome(() => byFormat(o)));
      }),
      { numRuns: 400 },
    );
  });

  it('gives numbers that validate as the format asked for', () => {
    for (const format of FORMATS) {
      const items = generateNumbers({ format, country: 'DE', seed: 'demo', count: 3 });
      expect(items).toHaveLength(3);
      for (const { value } of items) expect(validateSync(value, { format }).result.valid, value).toBe(true);
    }
  });
});
