/**
 * Test numbers of any of the four formats, as the service's `/generate` answers them: one call that
 * picks the format's generator and gives each number with its display form.
 * @module
 */
import type { GeneratedNumber } from './core/api-types.ts';
import type { Format } from './core/types.ts';
import { formatBic } from './formats/bic/format.ts';
import { generateBics } from './formats/bic/generate.ts';
import { formatIban } from './formats/iban/format.ts';
import { generateIbans } from './formats/iban/generate.ts';
import { formatSortCode } from './formats/uk-sort-code/format.ts';
import { generateSortCodes, SORT_CODE_COUNTRY } from './formats/uk-sort-code/generate.ts';
import { formatRoutingNumber } from './formats/us-routing/format.ts';
import { generateRoutingNumbers, ROUTING_NUMBER_COUNTRY } from './formats/us-routing/generate.ts';

export type { GeneratedNumber } from './core/api-types.ts';

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
  const { format, country, seed, count, bankCode, branch } = options;
  const values =
    format === 'iban'
      ? generateIbans({ country: country as string, seed, bankCode, count })
      : format === 'us-routing'
        ? generateRoutingNumbers({ seed, count })
        : format === 'uk-sort-code'
          ? generateSortCodes({ seed, count })
          : generateBics({ country: country as string, seed, bankCode, count, branch });
  return values.map((value) => ({ value, formatted: DISPLAY[format](value) }));
}

const DISPLAY: Record<Format, (value: string) => string> = {
  iban: formatIban,
  bic: formatBic,
  'us-routing': formatRoutingNumber,
  'uk-sort-code': formatSortCode,
};

/**
 * The one country of each format that belongs to a single country, from its folder: what the
 * `country` of `/generate` may name for it.
 */
export const SINGLE_COUNTRY: Readonly<Partial<Record<Format, string>>> = {
  'us-routing': ROUTING_NUMBER_COUNTRY,
  'uk-sort-code': SORT_CODE_COUNTRY,
};
