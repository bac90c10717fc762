/**
 * What the component's tests ask it, through jco (test/wasm/jco/) and through wasmtime in Python
 * (test/wasm/python/): the shared vectors, the inputs of the conformance vectors, bad input, and
 * the vectors of the IBAN helpers that a WIT call can carry; and Node's answers to them, from the
 * built package (dist/), with every bank lookup loaded.
 * @module
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { VECTOR_REQUESTS } from '../conformance/answers.ts';
import { requestProblem } from '../../sdk/core/problem.ts';
import type { Format } from '../../sdk/core/types.ts';
import { ibanCheckDigits } from '../../sdk/formats/iban/registry.ts';
import { FIND_FOUND, FIND_NONE } from '../vectors/iban-find.ts';
import {
  DOMESTIC_ERRORS,
  DOMESTIC_REGISTRY_EXAMPLES,
  DOMESTIC_VALID,
  DOMESTIC_VALID_FROM_SORT_CODE_DATA,
} from '../vectors/iban-from-domestic.ts';
import { NOT_QR_IBANS, QR_IBANS } from '../vectors/iban-qr.ts';
import { NOT_SEPA, SEPA } from '../vectors/iban-sepa.ts';
import { repoRoot } from '../../scripts/dev/paths.ts';

export interface Request {
  input: string;
  format?: Format;
}

export const SHARED: readonly Request[] = VECTOR_REQUESTS as readonly Request[];

export const ALL_DOMESTIC = [
  ...DOMESTIC_REGISTRY_EXAMPLES,
  ...DOMESTIC_VALID,
  ...DOMESTIC_VALID_FROM_SORT_CODE_DATA,
  ...Object.values(DOMESTIC_ERRORS).flat(),
];
/** Those that a WIT call can carry: parts given as a record of strings (not null, not a number). */
export const DOMESTIC = ALL_DOMESTIC.filter(
  (v) => v.parts !== null && Object.values(v.parts).every((part) => part === undefined || typeof part === 'string'),
);
export const FINDS = [...FIND_FOUND, ...FIND_NONE];
export { NOT_QR_IBANS, NOT_SEPA, QR_IBANS, SEPA };

/** The inputs of the conformance run's vectors, as validation requests: with an IBAN hint and without. */
export const CONFORMANCE: readonly Request[] = [
  ...DOMESTIC.flatMap((v) => (v.iban ? [v.iban] : [])),
  ...QR_IBANS,
  ...NOT_QR_IBANS,
  ...FINDS.flatMap((v) => [v.text, ...v.found.map((f) => f.normalized)]),
  ...SEPA,
  ...NOT_SEPA,
].flatMap((input) => [{ input }, { input, format: 'iban' as const }]);

/** The German IBAN of a bank code and a 10-digit account, its check digits computed. */
const germanIban = (bankCode: string, account: string) =>
  `DE${ibanCheckDigits('DE', bankCode + account)}${bankCode}${account}`;

/**
 * German IBANs whose MOD-97 holds but whose account fails its bank's check-digit method, with an
 * IBAN hint and without: the shared vectors' Commerzbank IBAN (bank code 37040044, method 00,
 * account 0532013000) with one account digit changed, and a Postbank account (bank code 10010010,
 * method 24) that fails its method. Node answers each BBAN_CHECKSUM_FAILED.
 */
export const GERMAN_ACCOUNT_FAILS: readonly Request[] = [
  germanIban('37040044', '0632013000'),
  germanIban('37040044', '0532113000'),
  germanIban('37040044', '0532014000'),
  germanIban('10010010', '0006820102'),
].flatMap((input) => [{ input }, { input, format: 'iban' as const }]);
/** The bank code and account number of the first of them, which `ibanFromDomestic` refuses. */
export const GERMAN_ACCOUNT_FAILS_DOMESTIC = { bankCode: '37040044', accountNumber: '0632013000' };

/** Junk: blank, far too long, emoji, control characters. Each is answered, none trapped on. */
export const JUNK: readonly string[] = [
  '',
  '   ',
  '\t\n',
  'A'.repeat(20_000),
  '😀',
  '😀'.repeat(64),
  'DE89 3704 0044 0532 0130 00 😀',
  '\u0000',
  '\u0000\u0001\u0002\u001f\u007f',
  'DE89\u00003704\u00000044\u00000532\u00000130\u000000',
  '\u202eDE89370400440532013000',
  '\ufeffGB82WEST12345698765432',
];
export const BAD: readonly Request[] = JUNK.flatMap((input) => [
  { input },
  { input, format: 'iban' as const },
  { input, format: 'us-routing' as const },
]);

/** The JSON text without its one field that differs between calls. */
export const untimed = (json: string): string =>
  json.replace(/^\{"apiVersion":"1","processingTimeMs":[0-9.e+-]+,/, '{"apiVersion":"1","processingTimeMs":0,');

export type Outcome = { tag: 'ok'; val: unknown } | { tag: 'err'; val: { code: string; message: string } };

/** The built package, its IBAN entry, and Node's answers in the component's terms. */
export async function node() {
  const dist = join(repoRoot, 'dist');
  const sdk = (await import(pathToFileURL(join(dist, 'index.js')).href)) as typeof import('../../sdk/index.ts');
  const iban = (await import(
    pathToFileURL(join(dist, 'formats', 'iban', 'index.js')).href
  )) as typeof import('../../sdk/formats/iban/index.ts');
  // The component has every lookup inside: Node answers with every one loaded.
  await sdk.preloadLookups('iban', 'bic', 'us-routing', 'uk-sort-code');

  /** The value, or the request error thrown. */
  async function answer(run: () => unknown): Promise<Outcome> {
    try {
      return { tag: 'ok', val: await run() };
    } catch (error) {
      if (!(error instanceof sdk.BankNumberRequestError)) throw error;
      return { tag: 'err', val: { code: error.code, message: error.message } };
    }
  }

  /** Node's JSON answer: the envelope, or the body of the server's 400 for a request error. */
  async function json({ input, format }: Request): Promise<string> {
    try {
      return JSON.stringify(await sdk.validate(input, format ? { format } : {}));
    } catch (error) {
      if (!(error instanceof sdk.BankNumberRequestError)) throw error;
      return JSON.stringify(requestProblem(error));
    }
  }

  return { sdk, iban, answer, json };
}
