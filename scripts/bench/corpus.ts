/**
 * The shared corpus of the whole-project benchmark, one list per format, the same on every run:
 * the SDK's vectors, published numbers from `data/`, their print and lower-case forms, and invalid
 * variants of every kind drawn with a fixed seed. Each input carries its kind and its expected
 * verdict from `truth.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INVALID_BICS, VALID_BICS } from '../../test/vectors/bic.ts';
import { IBAN_REGISTRY_EXAMPLES, IBAN_VECTORS } from '../../test/vectors/iban.ts';
import { sortCodeVectors } from '../../test/vectors/uk-sort-code.ts';
import { routingVectors } from '../../test/vectors/us-routing.ts';
import { dataDir } from '../dev/paths.ts';
import { bicVerdict, ibanVerdict, IBAN_REGISTRY, routingVerdict, sortCodeVerdict } from './truth.ts';

export type FormatName = 'iban' | 'bic' | 'us-routing' | 'uk-sort-code';

export interface CorpusEntry {
  input: string;
  /** Where the input comes from or how it was changed. */
  kind: string;
  /** The verdict of the independent check in truth.ts. */
  expected: boolean;
  /** A published number in electronic form: the inputs of the "clean" timing. */
  clean: boolean;
}

/** The seed of every random choice below. */
export const SEED = 20260713;

/** mulberry32: small, fast and the same everywhere. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const DIGITS = '0123456789';

const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;

function sample<T>(rng: () => number, items: readonly T[], n: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}

/** One character replaced by another of the alphabet. */
function substitute(rng: () => number, s: string, alphabet: string, from = 0): string {
  const at = from + Math.floor(rng() * (s.length - from));
  let c = s[at] as string;
  while (c === s[at]) c = pick(rng, [...alphabet]);
  return s.slice(0, at) + c + s.slice(at + 1);
}

/** Two different neighbours swapped; the input itself when all characters are the same. */
function transpose(rng: () => number, s: string): string {
  const places = [...s.slice(1)].map((_, i) => i).filter((i) => s[i] !== s[i + 1]);
  if (places.length === 0) return s;
  const at = pick(rng, places);
  return s.slice(0, at) + (s[at + 1] as string) + (s[at] as string) + s.slice(at + 2);
}

const groups = (s: string, size: number, separator = ' '): string =>
  s.replace(new RegExp(`(.{${size}})(?=.)`, 'g'), `$1${separator}`);

function entries(
  kind: string,
  inputs: readonly string[],
  verdict: (s: string) => boolean,
  clean = false,
): CorpusEntry[] {
  return inputs.map((input) => ({ input, kind, expected: verdict(input), clean }));
}

/** IBANs: registry examples in three forms, the SDK's vectors, and seeded mutations of the examples. */
export function ibanCorpus(): CorpusEntry[] {
  const rng = random(SEED);
  const examples = Object.values(IBAN_REGISTRY_EXAMPLES);
  const registryCodes = Object.keys(IBAN_REGISTRY);
  // Territories, informal "experimental" countries and codes that are no country at all.
  const outside = ['GF', 'RE', 'AX', 'JE', 'IM', 'DZ', 'AO', 'MA', 'SN', 'IR', 'UK', 'XX', 'QQ', 'EU'];
  const bbanSubstitutions: string[] = [];
  const headSubstitutions: string[] = [];
  const transpositions: string[] = [];
  const wrongCountry: string[] = [];
  const wrongLength: string[] = [];
  for (const iban of examples) {
    for (let k = 0; k < 6; k++) bbanSubstitutions.push(substitute(rng, iban, ALNUM, 4));
    headSubstitutions.push(substitute(rng, iban.slice(0, 4), ALNUM) + iban.slice(4));
    for (let k = 0; k < 3; k++) transpositions.push(transpose(rng, iban));
    wrongCountry.push(
      pick(
        rng,
        registryCodes.filter((c) => c !== iban.slice(0, 2)),
      ) + iban.slice(2),
      pick(rng, outside) + iban.slice(2),
    );
    const at = 4 + Math.floor(rng() * (iban.length - 4));
    wrongLength.push(iban.slice(0, -1), iban + pick(rng, [...DIGITS]), iban.slice(0, at) + iban.slice(at + 1));
  }
  const mutated = [...bbanSubstitutions, ...headSubstitutions, ...transpositions];
  return [
    ...entries('registry example', examples, ibanVerdict, true),
    ...entries(
      'print form',
      examples.map((s) => groups(s, 4)),
      ibanVerdict,
    ),
    ...entries(
      'lower case',
      examples.map((s) => s.toLowerCase()),
      ibanVerdict,
    ),
    ...IBAN_VECTORS.slice(examples.length).map((v) => ({
      input: v.input,
      kind: `SDK vectors: ${v.codes[0] ?? 'valid'}`,
      expected: ibanVerdict(v.input),
      clean: false,
    })),
    ...entries('substitution in the BBAN', bbanSubstitutions, ibanVerdict),
    ...entries('substitution in country or check digits', headSubstitutions, ibanVerdict),
    ...entries('adjacent transposition', transpositions, ibanVerdict),
    ...entries(
      'print form of a mutation',
      sample(rng, mutated, 60).map((s) => groups(s, 4)),
      ibanVerdict,
    ),
    ...entries('wrong country', wrongCountry, ibanVerdict),
    ...entries('wrong length', wrongLength, ibanVerdict),
  ];
}

/** Every BIC of the bank directories in `data/banks/`, sorted. */
function publishedBics(): string[] {
  const bics = new Set<string>();
  for (const file of readdirSync(join(dataDir, 'banks'))
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const data = JSON.parse(readFileSync(join(dataDir, 'banks', file), 'utf8')) as {
      records?: { bic?: string | null }[];
    };
    for (const r of data.records ?? []) if (typeof r.bic === 'string') bics.add(r.bic);
  }
  return [...bics].sort();
}

/** BICs: a seeded sample of the published BICs in three forms, the SDK's vectors, and mutations. */
export function bicCorpus(): CorpusEntry[] {
  const rng = random(SEED + 1);
  const real = sample(rng, publishedBics(), 120);
  const notCountries = ['UK', 'EU', 'ZZ', 'QQ', 'AN', 'XA', 'EL'];
  const mutations = {
    substitution: [] as string[],
    transposition: [] as string[],
    country: [] as string[],
    length: [] as string[],
  };
  for (const bic of real) {
    mutations.substitution.push(substitute(rng, bic, ALNUM));
    mutations.transposition.push(transpose(rng, bic));
    mutations.country.push(bic.slice(0, 4) + pick(rng, notCountries) + bic.slice(6));
    mutations.length.push(rng() < 0.5 ? bic.slice(0, -1) : bic + pick(rng, [...ALNUM]));
  }
  return [
    ...entries('published BIC', real, bicVerdict, true),
    ...entries(
      'print form',
      real.map((s) => `${s.slice(0, 4)} ${s.slice(4, 6)} ${s.slice(6, 8)}${s.length > 8 ? ` ${s.slice(8)}` : ''}`),
      bicVerdict,
    ),
    ...entries(
      'lower case',
      real.map((s) => s.toLowerCase()),
      bicVerdict,
    ),
    ...entries(
      'SDK vectors: valid',
      VALID_BICS.map((v) => v.input),
      bicVerdict,
    ),
    ...Object.entries(INVALID_BICS).flatMap(([codeName, list]) =>
      entries(
        `SDK vectors: ${codeName}`,
        list.map((v) => v.input),
        bicVerdict,
      ),
    ),
    ...entries('substitution', mutations.substitution, bicVerdict),
    ...entries('adjacent transposition', mutations.transposition, bicVerdict),
    ...entries('wrong country', mutations.country, bicVerdict),
    ...entries('wrong length', mutations.length, bicVerdict),
  ];
}

/** The 3-7-1 check digit that completes eight digits. */
function withCheckDigit(eight: string): string {
  const w = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(eight[i]) * (w[i % 3] as number);
  return eight + String((10 - (sum % 10)) % 10);
}

/** US routing numbers: published numbers, their written forms, the SDK's vectors, and mutations. */
export function routingCorpus(): CorpusEntry[] {
  const rng = random(SEED + 2);
  const data = JSON.parse(readFileSync(join(dataDir, 'us-routing-banks.json'), 'utf8')) as {
    banks: { routingNumbers: { number: string }[] }[];
  };
  const published = [...new Set(data.banks.flatMap((b) => b.routingNumbers.map((r) => r.number)))].sort();
  const real = sample(rng, published, 120);
  const digits = (n: number): string => Array.from({ length: n }, () => pick(rng, [...DIGITS])).join('');
  // Prefixes that are no Federal Reserve district (13–14, 16–20, 33–60, 73–79, 81–99), with a right checksum.
  const reserved = ['13', '14', '19', '20', '33', '40', '50', '60', '73', '81', '90', '99'];
  const nonNumeric = real.slice(0, 40).map((s) => substitute(rng, s, 'OIlSBAx'));
  return [
    ...entries('published number', real, routingVerdict, true),
    ...entries(
      'with separators',
      real
        .slice(0, 60)
        .map((s, i) =>
          i % 2
            ? `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8)}`
            : ` ${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)} `,
        ),
      routingVerdict,
    ),
    ...Object.entries(routingVectors).flatMap(([codeName, list]) =>
      entries(`SDK vectors: ${codeName}`, list, routingVerdict),
    ),
    ...entries(
      'substitution',
      real.map((s) => substitute(rng, s, DIGITS)),
      routingVerdict,
    ),
    ...entries(
      'adjacent transposition',
      real.map((s) => transpose(rng, s)),
      routingVerdict,
    ),
    ...entries(
      'right checksum, no Fed prefix',
      reserved.flatMap((p) => [withCheckDigit(p + digits(6)), withCheckDigit(p + digits(6))]),
      routingVerdict,
    ),
    ...entries('non-numeric', nonNumeric, routingVerdict),
    ...entries(
      'wrong length',
      real.slice(0, 40).map((s, i) => (i % 2 ? s.slice(0, 8) : s + pick(rng, [...DIGITS]))),
      routingVerdict,
    ),
  ];
}

/** UK sort codes: published codes and random ones in three forms, the SDK's vectors, and invalid variants. */
export function sortCodeCorpus(): CorpusEntry[] {
  const rng = random(SEED + 3);
  const data = JSON.parse(readFileSync(join(dataDir, 'uk-sort-codes.json'), 'utf8')) as {
    banks: { sortCodes: { code?: string; from?: string; to?: string }[] }[];
  };
  const published = [
    ...new Set(
      data.banks.flatMap((b) =>
        b.sortCodes.flatMap((c) => [c.code, c.from, c.to]).filter((c): c is string => typeof c === 'string'),
      ),
    ),
  ].sort();
  const codes = [
    ...published,
    ...Array.from({ length: 60 }, () => Array.from({ length: 6 }, () => pick(rng, [...DIGITS])).join('')),
  ];
  return [
    ...entries('published or random code', codes, sortCodeVerdict, true),
    ...entries(
      'with hyphens',
      codes.map((s) => groups(s, 2, '-')),
      sortCodeVerdict,
    ),
    ...entries(
      'with spaces',
      codes.map((s) => groups(s, 2, ' ')),
      sortCodeVerdict,
    ),
    ...Object.entries(sortCodeVectors).flatMap(([codeName, list]) =>
      entries(`SDK vectors: ${codeName}`, list ?? [], sortCodeVerdict),
    ),
    ...entries(
      'non-numeric',
      codes.slice(0, 40).map((s) => groups(substitute(rng, s, 'OIlSBA/_'), 2, '-')),
      sortCodeVerdict,
    ),
    ...entries(
      'wrong length',
      codes.slice(0, 40).map((s, i) => groups(i % 2 ? s.slice(0, 5) : s + pick(rng, [...DIGITS]), 2, '-')),
      sortCodeVerdict,
    ),
  ];
}
