import { isCountryCode } from '../../core/countries.ts';
import type { BankCodeShape } from '../descriptor.ts';
import { BankNumberRequestError } from '../../core/request-error.ts';
import { isBlank, normalize } from '../../core/normalize.ts';
import { readCount, seededRandom } from '../../core/random.ts';
import { isAlphanumeric } from './validate.ts';
import type { FormatGenerator } from '../descriptor.ts';

/** Options of `generateBic`. */
export interface GenerateBicOptions {
  /** ISO 3166-1 alpha-2 code or `XK`, any case. */
  country: string;
  /** The same seed always gives the same BIC; `1` and `'1'` are the same seed. */
  seed: number | string;
  /** True for the 11-character form with a branch code. */
  branch?: boolean | undefined;
  /** A fixed institution code (4 characters, A–Z and 0–9) instead of a generated one. */
  bankCode?: string | undefined;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// Written out: a joined constant would stay in consumers' bundles that never generate.
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
// Widespread BIC patterns (`[A-Z2-9][A-NP-Z0-9]` for the location) reject 0 and 1 first: avoid them.
const LOCATION_FIRST = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789';
// Some validators reject branch codes that start with X other than XXX: avoid X first.
const BRANCH_FIRST = 'ABCDEFGHIJKLMNOPQRSTUVWYZ';

/**
 * A BIC made up from a seed, for tests and demos: it passes `validateBic`, and its location code
 * ends in `0`, which SWIFT reserves for test and training BICs (docs/contract.md §11), so it never
 * names a live institution. Deterministic per seed. Throws `BankNumberRequestError`
 * (`MISSING_PARAMETER` or `INVALID_PARAMETER`) for an unknown country, a bad seed or bank code.
 * @see https://www.iso.org/standard/84108.html
 * @example generateBic({ country: 'DE', seed: 42 }) // 'IJGADEA0'
 * @example isTestBic(generateBic({ country: 'XK', seed: 'demo', branch: true })) // true
 */
export function generateBic(options: GenerateBicOptions): string {
  return generateBics({ ...options, count: 1 })[0] as string;
}

/**
 * `count` BICs (1–100) from one seeded stream, as `generateBic` makes them (for `/generate`): the
 * same options give the same list, a longer list starts with the shorter one, and the first is
 * `generateBic`'s.
 * @example generateBics({ country: 'DE', seed: 42, count: 2 })[0] // 'IJGADEA0'
 */
export function generateBics(options: GenerateBicOptions & { count: number }): string[] {
  const { country, seed, branch, bankCode, count } = options ?? ({} as GenerateBicOptions & { count: number });
  const cc = readCountry(country);
  const next = seededRandom(readSeed(seed));
  const institutionCode = bankCode === undefined ? undefined : readBankCode(bankCode);
  const pick = (alphabet: string): string => alphabet.charAt(Math.floor(next() * alphabet.length));
  const out: string[] = [];
  for (let n = readCount(count); n > 0; n--) {
    // Drawn even with a fixed bank code, so that the rest of each BIC stays the same without one.
    let institution = '';
    for (let i = 0; i < 4; i++) institution += pick(LETTERS);
    const location = `${pick(LOCATION_FIRST)}0`;
    const branchCode = branch === true ? pick(BRANCH_FIRST) + pick(ALPHANUMERIC) + pick(ALPHANUMERIC) : '';
    out.push((institutionCode ?? institution) + cc + location + branchCode);
  }
  return out;
}

function readCountry(country: unknown): string {
  if (country === undefined || country === null || (typeof country === 'string' && isBlank(country))) {
    throw new BankNumberRequestError('MISSING_PARAMETER', "The parameter 'country' is required.", 'country');
  }
  const cc = typeof country === 'string' && country.length <= 8 ? normalize(country) : '';
  if (!isCountryCode(cc)) {
    throw new BankNumberRequestError(
      'INVALID_PARAMETER',
      "The parameter 'country' must be an ISO 3166-1 alpha-2 country code or XK.",
      'country',
    );
  }
  return cc;
}

function readSeed(seed: unknown): string {
  if (seed === undefined || seed === null) {
    throw new BankNumberRequestError('MISSING_PARAMETER', "The parameter 'seed' is required.", 'seed');
  }
  if ((typeof seed === 'number' && Number.isFinite(seed)) || (typeof seed === 'string' && seed.length <= 128)) {
    return String(seed);
  }
  throw new BankNumberRequestError(
    'INVALID_PARAMETER',
    "The parameter 'seed' must be a finite number or a string of at most 128 characters.",
    'seed',
  );
}

function readBankCode(bankCode: unknown): string {
  const code = typeof bankCode === 'string' && bankCode.length <= 16 ? normalize(bankCode) : '';
  let ok = code.length === 4;
  for (let i = 0; ok && i < 4; i++) ok = isAlphanumeric(code.charCodeAt(i));
  if (!ok) {
    throw new BankNumberRequestError(
      'INVALID_PARAMETER',
      "The parameter 'bankCode' must be a 4-character institution code of letters A-Z and digits 0-9.",
      'bankCode',
    );
  }
  return code;
}

/** The countries a BIC may name, sorted: the ISO 3166-1 alpha-2 codes and XK. */
export function bicCountryCodes(): string[] {
  const codes: string[] = [];
  for (const a of LETTERS) for (const b of LETTERS) if (isCountryCode(a + b)) codes.push(a + b);
  return codes;
}

/** A BIC's bank code, its institution code: 4 letters or digits in any country. */
const INSTITUTION_CODE: BankCodeShape = { length: 4, characters: 'alphanumeric', example: 'BANK' };

/** The generator of `generateNumbers` (formats/generators.ts). */
export const bicGenerator = {
  id: 'bic' as const,
  generate: ({ country, seed, bankCode, count, branch }) =>
    generateBics({ country: country as string, seed, bankCode, count, branch }),
  countries: bicCountryCodes,
  bankCode: { perCountry: false, shape: () => INSTITUTION_CODE },
  branch: true,
} satisfies FormatGenerator;
