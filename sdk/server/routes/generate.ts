import type { ApiEnvelope, GeneratedNumber, GenerateResult } from '../../core/api-types.ts';
import { BankNumberRequestError } from '../../core/errors.ts';
import { isBlank, normalize } from '../../core/normalize.ts';
import { FORMATS } from '../../core/request.ts';
import type { Format } from '../../core/types.ts';
import { formatBic } from '../../formats/bic/format.ts';
import { generateBics } from '../../formats/bic/generate.ts';
import { formatIban } from '../../formats/iban/format.ts';
import { generateIbans } from '../../formats/iban/generate.ts';
import { formatSortCode } from '../../formats/uk-sort-code/format.ts';
import { generateSortCodes } from '../../formats/uk-sort-code/generate.ts';
import { formatRoutingNumber } from '../../formats/us-routing/format.ts';
import { generateRoutingNumbers } from '../../formats/us-routing/generate.ts';
import type { Handler } from 'hono';
import type { ServerContext, ServerEnv } from '../access.ts';
import { randomHex } from '../keys/api-key.ts';
import { MAX_GENERATE_COUNT, MAX_SEED_LENGTH } from '../schemas.ts';
import { elapsed, json, single as queryParameter } from './api.ts';

/** The one country of the formats that belong to a single country. */
const NATIONAL: Partial<Record<Format, string>> = { 'us-routing': 'US', 'uk-sort-code': 'GB' };
const FORMATTERS: Record<Format, (value: string) => string> = {
  iban: formatIban,
  bic: formatBic,
  'us-routing': formatRoutingNumber,
  'uk-sort-code': formatSortCode,
};

/**
 * `GET /api/v1/generate?format=…&country=…&count=…&seed=…&bankCode=…` (docs/contract.md §11):
 * numbers for tests and demos that pass this service's validation, in all four formats. The same
 * seed gives the same numbers as the SDK's generators (`generateIbans`, `generateBics`, …); without a
 * seed each call draws new ones.
 * Generated BICs are test BICs. Counts one request whatever `count` is: nothing is validated on
 * the caller's behalf.
 */
export const generateRoute: Handler<ServerEnv> = (c) => json(c, generate(c));

function generate(c: ServerContext): ApiEnvelope<GenerateResult> {
  const start = performance.now();
  const format = readFormat(required(c, 'format'));
  const national = NATIONAL[format];
  // Routing numbers and sort codes have one country each: `country` may name it, or be left out.
  const country =
    national === undefined
      ? required(c, 'country')
      : readNationalCountry(queryParameter(c, 'country'), format, national);
  const count = readCount(queryParameter(c, 'count'));
  const seed = readSeed(queryParameter(c, 'seed'));
  const bankCodeText = queryParameter(c, 'bankCode');
  const bankCode = bankCodeText === undefined || bankCodeText === '' ? undefined : bankCodeText;
  if (national !== undefined && bankCode !== undefined) {
    // Ignoring it would answer numbers other than the ones asked for.
    throw invalid('bankCode', 'applies to iban and bic only.');
  }
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

const invalid = (name: string, detail: string): BankNumberRequestError =>
  new BankNumberRequestError('INVALID_PARAMETER', `The parameter '${name}' ${detail}`, name);

function readFormat(text: string): Format {
  if ((FORMATS as readonly string[]).includes(text)) return text as Format;
  throw invalid('format', `must be ${FORMATS.slice(0, -1).join(', ')} or ${FORMATS.at(-1)}.`);
}

/**
 * `country` for a format of one country: absent, blank, or that country's code in any case.
 * Another country is refused rather than ignored: the caller expects numbers of that country,
 * and there are none.
 */
function readNationalCountry(text: string | undefined, format: Format, national: string): string {
  if (text === undefined || isBlank(text)) return national;
  if (text.length <= 8 && normalize(text) === national) return national;
  throw invalid('country', `must be ${national} or absent for ${format}.`);
}

function required(c: ServerContext, name: string): string {
  const value = queryParameter(c, name);
  if (value === undefined || isBlank(value)) {
    throw new BankNumberRequestError('MISSING_PARAMETER', `The parameter '${name}' is required.`, name);
  }
  return value;
}

function readCount(text: string | undefined): number {
  if (text === undefined) return 1;
  const n = /^[0-9]{1,3}$/.test(text) ? Number(text) : NaN;
  if (!(n >= 1 && n <= MAX_GENERATE_COUNT))
    throw invalid('count', `must be a whole number from 1 to ${MAX_GENERATE_COUNT}.`);
  return n;
}

function readSeed(text: string | undefined): string {
  if (text === undefined || text === '') return randomHex(12);
  if (text.length > MAX_SEED_LENGTH) throw invalid('seed', `must be at most ${MAX_SEED_LENGTH} characters.`);
  return text;
}
