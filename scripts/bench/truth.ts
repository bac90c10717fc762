/**
 * The expected verdicts of the whole-project benchmark, computed here from the rules as
 * docs/contract.md §2–§4 and docs/rules.md write them and from the data in `data/`, without any code of
 * `sdk/`. For IBANs this is everything but the national check digits (docs/iban.md), which the
 * benchmark takes from the SDK and counts apart.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from '../dev/paths.ts';

interface RegistryCountry {
  ibanLength: number;
  bban: { class: 'n' | 'a' | 'c'; length: number }[];
  nationalRule: string | null;
}

const readJson = <T>(name: string): T => JSON.parse(readFileSync(join(dataDir, name), 'utf8')) as T;

/** The 89 countries of the SWIFT IBAN Registry, release 100, as `data/iban-registry.json` holds them. */
export const IBAN_REGISTRY: Readonly<Record<string, RegistryCountry>> = readJson<{
  countries: Record<string, RegistryCountry>;
}>('iban-registry.json').countries;

/** ISO 3166-1 alpha-2 codes and `XK`, from `data/countries.json`. */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(
  readJson<{ countries: { code: string }[] }>('countries.json').countries.map((c) => c.code),
);

/** Whitespace (Unicode White_Space and U+FEFF), hyphens and dashes, dots: removed by normalization. */
const SEPARATORS = /[\p{White_Space}\uFEFF.\-\u2010-\u2015\u2212]/gu;
const BLANK = /^[\p{White_Space}\uFEFF]*$/u;

/** docs/contract.md §2: separators removed, then only ASCII a–z upper-cased. */
export function normalizeIndependently(input: string): string {
  return input.replace(SEPARATORS, '').replace(/[a-z]+/g, (run) => run.toUpperCase());
}

/** docs/contract.md §6: blank or over 128 code points is a malformed request, never a valid number. */
export function isRequestError(input: string): boolean {
  return BLANK.test(input) || [...input].length > 128;
}

const CLASS: Record<'n' | 'a' | 'c', RegExp> = { n: /^[0-9]+$/, a: /^[A-Z]+$/, c: /^[A-Z0-9]+$/ };

/**
 * ISO 13616 without national check digits: characters, registry country, length, BBAN classes,
 * check digits (two digits, not 00, 01 or 99) and MOD-97 computed on a BigInt.
 */
export function ibanVerdict(input: string): boolean {
  if (isRequestError(input)) return false;
  const s = normalizeIndependently(input);
  if (!/^[A-Z0-9]+$/.test(s)) return false;
  const country = IBAN_REGISTRY[s.slice(0, 2)];
  if (country === undefined || s.length !== country.ibanLength) return false;
  let at = 4;
  for (const group of country.bban) {
    if (!CLASS[group.class].test(s.slice(at, at + group.length))) return false;
    at += group.length;
  }
  const check = s.slice(2, 4);
  if (!/^[0-9]{2}$/.test(check) || check === '00' || check === '01' || check === '99') return false;
  const digits = (s.slice(4) + s.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return BigInt(digits) % 97n === 1n;
}

/** ISO 9362 shape (institution, country, location, optional branch) and an ISO 3166-1 country or XK. */
export function bicVerdict(input: string): boolean {
  if (isRequestError(input)) return false;
  const s = normalizeIndependently(input);
  return /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(s) && COUNTRY_CODES.has(s.slice(4, 6));
}

/** Nine digits, a Federal Reserve prefix (00–12, 15, 21–32, 61–72, 80) and the 3-7-1 checksum. */
export function routingVerdict(input: string): boolean {
  if (isRequestError(input)) return false;
  const s = normalizeIndependently(input);
  if (!/^[0-9]{9}$/.test(s)) return false;
  const prefix = Number(s.slice(0, 2));
  if (
    !(
      prefix <= 12 ||
      prefix === 15 ||
      (prefix >= 21 && prefix <= 32) ||
      (prefix >= 61 && prefix <= 72) ||
      prefix === 80
    )
  )
    return false;
  const w = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(s[i]) * (w[i % 3] as number);
  return sum % 10 === 0;
}

/** Six digits. */
export function sortCodeVerdict(input: string): boolean {
  return !isRequestError(input) && /^[0-9]{6}$/.test(normalizeIndependently(input));
}
