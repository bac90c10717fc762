import type { ApiEnvelope, GeneratedNumber, GenerateResult } from '../../core/api-types.ts';
import type { Format } from '../../core/types.ts';
import { formatBic } from '../../formats/bic/format.ts';
import { generateBics } from '../../formats/bic/generate.ts';
import { formatIban } from '../../formats/iban/format.ts';
import { generateIbans } from '../../formats/iban/generate.ts';
import { formatSortCode } from '../../formats/uk-sort-code/format.ts';
import { generateSortCodes } from '../../formats/uk-sort-code/generate.ts';
import { formatRoutingNumber } from '../../formats/us-routing/format.ts';
import { generateRoutingNumbers } from '../../formats/us-routing/generate.ts';
import { randomHex } from '../keys/api-key.ts';
import { NATIONAL } from '../national.ts';
import type { GenerateQuery } from '../schemas.ts';
import { elapsed } from './api.ts';

const FORMATTERS: Record<Format, (value: string) => string> = {
  iban: formatIban,
  bic: formatBic,
  'us-routing': formatRoutingNumber,
  'uk-sort-code': formatSortCode,
};

/**
 * `GET /api/v1/generate?format=…&country=…&count=…&seed=…&bankCode=…` (docs/contract.md §11):
 * numbers for tests and demos that pass this service's validation, in all four formats, for a
 * query that `GenerateQuery` read. The same seed gives the same numbers as the SDK's generators
 * (`generateIbans`, `generateBics`, …); without a seed each call draws new ones.
 * Generated BICs are test BICs. Counts one request whatever `count` is: nothing is validated on
 * the caller's behalf.
 */
export function generate(query: GenerateQuery): ApiEnvelope<GenerateResult> {
  const start = performance.now();
  const { format } = query;
  // Routing numbers and sort codes have one country each: `country` may name it, or be left out.
  const country = NATIONAL[format] ?? (query.country as string);
  const count = query.count ?? 1;
  const seed = query.seed === undefined || query.seed === '' ? randomHex(12) : query.seed;
  const bankCode = query.bankCode === '' ? undefined : query.bankCode;
  const values =
    format === 'iban'
      ? generateIbans({ country, seed, bankCode, count })
      : format === 'us-routing'
        ? generateRoutingNumbers({ seed, count })
        : format === 'uk-sort-code'
          ? generateSortCodes({ seed, count })
          : generateBics({ country, seed, bankCode, count });
  const items = values.map((value): GeneratedNumber => ({ value, formatted: FORMATTERS[format](value) }));
  return { apiVersion: '1', processingTimeMs: elapsed(start), result: { format, items } };
}
