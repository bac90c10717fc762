/**
 * Test numbers of any of the four formats, as the service's `/generate` answers them: one call that
 * picks the format's generator and gives each number with its display form.
 * @module
 */
import type { GeneratedNumber } from './core/api-types.ts';
import { BankNumberRequestError } from './core/request-error.ts';
import type { Format } from './core/types.ts';
import { GENERATORS } from './formats/generators.ts';
import { DISPLAYS } from './formats/displays.ts';

export type { GeneratedNumber } from './core/api-types.ts';
/** The formats' generators, one per format: for a form that offers what each takes (countries, bank code, branch). */
export { GENERATORS };

/** Options of `generateNumbers`. */
export interface GenerateNumbersOptions {
  format: Format;
  /** The country of IBANs and BICs, required for them; routing numbers and sort codes have their own. */
  country?: string | undefined;
  /** The same seed gives the same numbers; `7` and `'7'` are the same seed. */
  seed: number | string;
  /** How many, 1–100. */
  count: number;
  /** IBAN: the bank code to build on; BIC: the institution code. Random when absent. */
  bankCode?: string | undefined;
  /** BIC: the 11-character form with a branch code. */
  branch?: boolean | undefined;
}

/**
 * `count` numbers of `format` from the format's seeded generator (`generateIbans`, `generateBics`,
 * `generateRoutingNumbers`, `generateSortCodes`), each with its display form: the items of the
 * service's `/generate` for the same options. Throws `BankNumberRequestError` as those generators do.
 * @example generateNumbers({ format: 'uk-sort-code', seed: 1, count: 1 })[0]?.formatted.length // 8
 */
export function generateNumbers(options: GenerateNumbersOptions): GeneratedNumber[] {
  const { format, ...rest } = options;
  const generator = GENERATORS.find((entry) => entry.id === format);
  const shown = DISPLAYS.find((entry) => entry.id === format);
  if (!generator || !shown) {
    throw new BankNumberRequestError(
      'INVALID_PARAMETER',
      "The parameter 'format' names no format to generate.",
      'format',
    );
  }
  return generator.generate(rest).map((value) => ({ value, formatted: shown.display(value) }));
}
