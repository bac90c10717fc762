/**
 * The inputs every surface is asked: the corpus (every string of the test vectors in test/vectors/
 * and the bank numbers the docs show) and random inputs drawn from a seed (near-valid mutations of
 * the corpus's numbers, random text with emoji and control characters, numbers inside prose), 0 to
 * 200 characters. The same seed and the same corpus give the same inputs; a snapshot keeps the
 * inputs it was recorded with, so that `record --inputs` asks another checkout exactly the same.
 * @module
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../paths.ts';

/** The pieces of a domestic account number, as `ibanFromDomestic` takes them. */
export interface DomesticCase {
  country: string;
  parts: Record<string, unknown>;
}

export interface Inputs {
  seed: number;
  /** How many of `strings` come from the corpus; the rest are random. */
  corpus: number;
  strings: string[];
  /** ibanFromDomestic's requests: the vectors' and mutations of them. */
  domestic: DomesticCase[];
}

const MAX_LENGTH = 200;

/** mulberry32: a small generator whose sequence depends on the seed alone. */
export function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every string (and domestic case) of the modules in test/vectors/, in file order. */
async function vectorCorpus(strings: Set<string>, domestic: DomesticCase[]): Promise<void> {
  const dir = join(repoRoot, 'test', 'vectors');
  const seen = new Set<unknown>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.length <= MAX_LENGTH) strings.add(value);
      return;
    }
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const record = value as Record<string, unknown>;
    if (typeof record['country'] === 'string' && typeof record['parts'] === 'object' && record['parts'] !== null)
      domestic.push(JSON.parse(JSON.stringify({ country: record['country'], parts: record['parts'] })));
    const entries = value instanceof Map ? [...value].flat() : Object.values(record);
    for (const entry of entries) walk(entry);
  };
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    walk(await import(pathToFileURL(join(dir, file)).href));
  }
}

/** What looks like a bank number in the docs: IBANs (grouped or not), BICs, routing numbers, sort codes. */
const DOC_NUMBER =
  /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,8}\b|\b[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?\b|\b\d{9}\b|\b\d{2}-\d{2}-\d{2}\b/g;

function docCorpus(strings: Set<string>): void {
  const docs = join(repoRoot, 'docs');
  const files = [
    join(repoRoot, 'README.md'),
    ...readdirSync(docs)
      .filter((f) => f.endsWith('.md'))
      .sort()
      .map((f) => join(docs, f)),
  ];
  for (const file of files) for (const [found] of readFileSync(file, 'utf8').matchAll(DOC_NUMBER)) strings.add(found);
}

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Characters that bend parsers: controls, invisible spaces, emoji, lone surrogates, look-alike digits, CSV specials. */
const SPECIAL = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u00ad',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u3000',
  '\ufeff',
  '🏦',
  '👍🏽',
  '🇩🇪',
  '\ud800',
  '\udfff',
  '\u0301',
  'é',
  'ß',
  'İ',
  'ı',
  '０',
  '７',
  'Ａ',
  '٣',
  '०',
  '"',
  ',',
  ';',
  '=',
  '+',
  '@',
  '-',
  '.',
  '/',
  '\\',
  '%',
  '<',
  '>',
  '&',
];

/** A random input from `random`, built on the corpus's numbers. */
function randomInput(random: () => number, numbers: readonly string[]): string {
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  const char = () => (random() < 0.7 ? pick([...ALNUM]) : random() < 0.5 ? pick(SPECIAL) : ' ');
  const kind = random();
  if (kind < 0.6) {
    let s = pick(numbers);
    for (let n = 1 + int(3); n > 0; n--) {
      const at = int(s.length + 1);
      switch (int(11)) {
        case 0:
          s = s.slice(0, at) + pick([...ALNUM]) + s.slice(at + 1);
          break;
        case 1:
          s = at + 1 < s.length ? s.slice(0, at) + s[at + 1] + s[at] + s.slice(at + 2) : s;
          break;
        case 2:
          s = s.slice(0, at) + s.slice(at + 1);
          break;
        case 3:
          s = s.slice(0, at) + char() + s.slice(at);
          break;
        case 4:
          s = random() < 0.5 ? s.toLowerCase() : s.toUpperCase();
          break;
        case 5:
          s = s.replace(/[\s-]/g, '').replace(/(.{4})(?!$)/g, random() < 0.5 ? '$1 ' : '$1-');
          break;
        case 6:
          s = pick([' ', '\t', '\u00a0', '\u200b', '\n']) + s + pick(['', ' ', '\r\n', '\u3000']);
          break;
        case 7:
          s = s + s.slice(at);
          break;
        case 8:
          s = s.slice(0, at);
          break;
        case 9:
          s = s.replace(/\d/, (d) => String.fromCharCode(0xff10 + Number(d)));
          break;
        default:
          s = s.slice(0, at) + pick(SPECIAL) + s.slice(at + 1);
      }
    }
    return s.slice(0, MAX_LENGTH);
  }
  if (kind < 0.85) {
    const length = random() < 0.7 ? int(40) : int(MAX_LENGTH + 1);
    return Array.from({ length }, char).join('').slice(0, MAX_LENGTH);
  }
  const words = ['Pay', 'to', 'IBAN:', 'ref.', 'please', 'und', 'an', '—', '(', ')', '\n', 'BIC'];
  const parts = Array.from({ length: 2 + int(8) }, () => (random() < 0.35 ? pick(numbers) : pick(words)));
  return parts.join(random() < 0.8 ? ' ' : '').slice(0, MAX_LENGTH);
}

/** A domestic case with one part changed, dropped, or the country changed. */
function mutateDomestic(random: () => number, base: DomesticCase, strings: readonly string[]): DomesticCase {
  const parts = { ...base.parts };
  const keys = Object.keys(parts);
  const key = keys[Math.floor(random() * keys.length)];
  const choice = Math.floor(random() * 4);
  if (key !== undefined && choice === 0) delete parts[key];
  else if (key !== undefined && choice === 1) {
    const value = String(parts[key] ?? '');
    const at = Math.floor(random() * (value.length + 1));
    parts[key] = value.slice(0, at) + ALNUM[Math.floor(random() * 10)] + value.slice(at + 1);
  } else if (key !== undefined && choice === 2)
    parts[key] = strings[Math.floor(random() * strings.length)]?.slice(0, 40) ?? '';
  else return { country: ['DE', 'GB', 'FR', 'XX', 'de', '', 'BE', 'IT'][Math.floor(random() * 8)] as string, parts };
  return { country: base.country, parts };
}

/** The corpus, then `count` random inputs of `seed` (and a random domestic case for every ten). */
export async function makeInputs(seed: number, count: number): Promise<Inputs> {
  const corpus = new Set<string>(['', ' ', 'x'.repeat(129), '1'.repeat(MAX_LENGTH)]);
  const domestic: DomesticCase[] = [];
  await vectorCorpus(corpus, domestic);
  docCorpus(corpus);
  const strings = [...corpus];
  const numbers = strings.filter((s) => /^[A-Za-z0-9 -]{6,42}$/.test(s) && /\d/.test(s));
  const random = generator(seed);
  const all = new Set(strings);
  for (let tries = 0; all.size < strings.length + count && tries < count * 10; tries++)
    all.add(randomInput(random, numbers));
  const bases = [...domestic];
  for (let i = 0; i < Math.ceil(count / 10) && bases.length > 0; i++)
    domestic.push(mutateDomestic(random, bases[Math.floor(random() * bases.length)] as DomesticCase, strings));
  return { seed, corpus: strings.length, strings: [...all], domestic: JSON.parse(JSON.stringify(domestic)) };
}

/** `inputs` cut to the first `corpus` corpus strings and `random` random ones (for a quick run). */
export function fewer(inputs: Inputs, corpus: number, random: number): Inputs {
  const strings = [
    ...inputs.strings.slice(0, Math.min(corpus, inputs.corpus)),
    ...inputs.strings.slice(inputs.corpus, inputs.corpus + random),
  ];
  return { ...inputs, corpus: Math.min(corpus, inputs.corpus), strings, domestic: inputs.domestic.slice(0, 10) };
}

/** A fixed share of the inputs, spread evenly over corpus and random ones: for the slower surfaces. */
export function sample(inputs: Inputs, size: number): number[] {
  const n = inputs.strings.length;
  if (n <= size) return Array.from({ length: n }, (_, i) => i);
  return Array.from({ length: size }, (_, i) => Math.floor((i * n) / size));
}
