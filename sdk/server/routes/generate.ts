import { BankNumberRequestError } from '../../core/errors.ts';
import { isBlank } from '../../core/normalize.ts';
import { formatBic } from '../../formats/bic/format.ts';
import { generateBic } from '../../formats/bic/generate.ts';
import { formatIban } from '../../formats/iban/format.ts';
import { generateIbans } from '../../formats/iban/generate.ts';
import type { ServerContext } from '../context.ts';
import { elapsed, jsonResponse } from '../respond.ts';
import { queryParameter } from './params.ts';

export const MAX_GENERATE_COUNT = 100;
const MAX_SEED_LENGTH = 128;

/**
 * `GET /api/v1/generate?format=iban|bic&country=…&count=…&seed=…&bankCode=…` (DECISIONS.md §11):
 * numbers for tests and demos that pass this service's validation. The same seed gives the same
 * numbers; without a seed each call draws new ones. Generated BICs are test BICs. Counts one
 * request whatever `count` is: nothing is validated on the caller's behalf.
 */
export async function generateGet(c: ServerContext): Promise<Response> {
  const start = performance.now();
  const format = required(c, 'format');
  if (format !== 'iban' && format !== 'bic') {
    throw new BankNumberRequestError('INVALID_PARAMETER', "The parameter 'format' must be iban or bic.", 'format');
  }
  const country = required(c, 'country');
  const count = readCount(queryParameter(c, 'count'));
  const seed = readSeed(queryParameter(c, 'seed'));
  const bankCodeText = queryParameter(c, 'bankCode');
  const bankCode = bankCodeText === undefined || bankCodeText === '' ? undefined : bankCodeText;
  let items: Array<{ value: string; formatted: string }>;
  if (format === 'iban') {
    items = generateIbans({ country, seed, bankCode, count }).map((value) => ({ value, formatted: formatIban(value) }));
  } else {
    items = [];
    // Item 0 is what generateBic gives for the seed itself, so one BIC here equals the SDK's.
    for (let i = 0; i < count; i++) {
      const value = generateBic({ country, seed: i === 0 ? seed : `${seed}#${i}`, bankCode });
      items.push({ value, formatted: formatBic(value) });
    }
  }
  return jsonResponse(c, { apiVersion: '1', processingTimeMs: elapsed(start), result: { format, items } });
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
  if (!(n >= 1 && n <= MAX_GENERATE_COUNT)) {
    throw new BankNumberRequestError('INVALID_PARAMETER', `The parameter 'count' must be a whole number from 1 to ${MAX_GENERATE_COUNT}.`, 'count');
  }
  return n;
}

function readSeed(text: string | undefined): string {
  if (text === undefined || text === '') {
    let seed = '';
    for (const byte of crypto.getRandomValues(new Uint8Array(12))) seed += byte.toString(16).padStart(2, '0');
    return seed;
  }
  if (text.length > MAX_SEED_LENGTH) {
    throw new BankNumberRequestError('INVALID_PARAMETER', `The parameter 'seed' must be at most ${MAX_SEED_LENGTH} characters.`, 'seed');
  }
  return text;
}
