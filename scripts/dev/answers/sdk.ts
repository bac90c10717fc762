/**
 * The SDK's answers, from the built package (dist/) through its public entries, as a user imports
 * them: `validate` and `validateSync` with no hint and with each format's, `localize` in every
 * shipped language, `generateNumbers`, the schema validators, and every other function of every
 * entry, found by listing the entry's exports (so that a function added or removed shows).
 * @module
 */
import type { Answers } from './snapshot.ts';
import type { Inputs } from './inputs.ts';

/** The format names of the public contract (docs/contract.md): the hints a caller can give. */
export const FORMATS = ['iban', 'bic', 'us-routing', 'uk-sort-code'] as const;
/** The languages the package ships catalogues for (`bank-number/locales/<language>`). */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'pt'] as const;
/** The entries of package.json's `exports` with functions in them. */
const ENTRIES = [
  'bank-number',
  'bank-number/iban',
  'bank-number/bic',
  'bank-number/us-routing',
  'bank-number/uk-sort-code',
  'bank-number/schema',
];

type Module = Record<string, unknown>;
type Fn = (...args: unknown[]) => unknown;

/** An entry of the package, by its public name (the package imports itself: dist/ must be built). */
export const load = (entry: string): Promise<Module> => import(entry) as Promise<Module>;

/** Options of the generators: countries with and without data, seeds, counts, bank codes, bad values. */
const GENERATE_OPTIONS: Record<string, unknown>[] = [
  ...['DE', 'GB', 'FR', 'CH', 'NL', 'IT', 'ES', 'BE', 'PL', 'US', 'XX', 'de', ''].flatMap((country) =>
    ['1', 'abc', 7].map((seed) => ({ country, seed, count: 3 })),
  ),
  { country: 'DE', seed: 's', count: 2, bankCode: '37040044' },
  { country: 'DE', seed: 's', count: 2, bankCode: 'DEUT' },
  { country: 'GB', seed: 's', count: 2, bankCode: 'WEST' },
  { country: 'DE', seed: 's', count: 2, branch: true },
  { country: 'DE', seed: 's', count: 0 },
  { country: 'DE', seed: 's', count: 101 },
  { country: 'DE', seed: '', count: 1 },
  { country: 'DE', seed: 'x'.repeat(300), count: 1 },
];

/**
 * What to do with an export, by its name: `skip` leaves it out (loaders and load states, which
 * change what later calls answer; `dataStatus`, which changes with the date; classes); `value`
 * records a constant; `none` calls it once with no argument; `generate` with each of
 * GENERATE_OPTIONS; `input` with each input; `special` is recorded by name in recordSdk.
 */
function kind(name: string, value: unknown): 'skip' | 'value' | 'none' | 'generate' | 'input' | 'special' {
  if (typeof value !== 'function') return 'value';
  if (/^(load|preload|put)|Loaded$|^dataStatus$/.test(name) || /^[A-Z]/.test(name)) return 'skip';
  if (/^generate/.test(name)) return 'generate';
  if (
    [
      'validate',
      'validateSync',
      'localize',
      'brokenRule',
      'resultCountry',
      'verdictRow',
      'verdictCells',
      'refusedRow',
      'formatCsv',
      'ibanFromDomestic',
    ].includes(name)
  )
    return 'special';
  if (value.length === 0) return 'none';
  return 'input';
}

/** Records every answer of the SDK to `inputs` into `answers`. */
export async function recordSdk(inputs: Inputs, answers: Answers): Promise<void> {
  const strings = inputs.strings;
  const main = await load('bank-number');
  const validate = main['validate'] as (input: string, options?: object) => Promise<unknown>;
  const validateSync = main['validateSync'] as (input: string, options?: object) => { result: unknown };
  const preloadLookups = main['preloadLookups'] as (...targets: string[]) => Promise<void>;

  // Before any lookup is loaded: what validateSync answers on a page that loaded none.
  for (const [i, input] of strings.entries()) answers.call(`validateSync cold #${i}`, () => validateSync(input));
  await preloadLookups(...FORMATS);

  const hints: Array<[string, object | undefined]> = [
    ['', undefined],
    ...FORMATS.map((format): [string, object] => [` ${format}`, { format }]),
  ];
  for (const [i, input] of strings.entries()) {
    for (const [label, options] of hints) {
      await answers.callAsync(`validate #${i}${label}`, () => validate(input, options));
      answers.call(`validateSync #${i}${label}`, () => validateSync(input, options));
    }
  }

  // localize, in every language, of the verdict without a hint; and under form rules in English.
  const localize = main['localize'] as (verdict: unknown, messages: object, rules?: object) => unknown;
  const catalogues = await Promise.all(
    LANGUAGES.map(async (language) => (await load(`bank-number/locales/${language}`))[language] as object),
  );
  const rules = [{ formats: ['iban'] }, { countries: ['DE', 'AT'] }, { formats: ['bic', 'us-routing'] }];
  for (const [i, input] of strings.entries()) {
    let envelope: { result: unknown } | undefined;
    try {
      envelope = validateSync(input);
    } catch (error) {
      answers.call(`refusedRow #${i}`, () => (main['refusedRow'] as Fn)(error));
      continue;
    }
    for (const [l, language] of LANGUAGES.entries())
      answers.call(`localize #${i} ${language}`, () => localize(envelope, catalogues[l] as object));
    for (const [r, rule] of rules.entries())
      answers.call(`localize #${i} en rules ${r}`, () => localize(envelope, catalogues[0] as object, rule));
    for (const name of ['brokenRule', 'resultCountry', 'verdictRow']) {
      const fn = main[name] as Fn;
      answers.call(`${name} #${i}`, () => fn(envelope.result, rules[i % rules.length]));
    }
    answers.call(`verdictCells #${i}`, () => (main['verdictCells'] as Fn)((main['verdictRow'] as Fn)(envelope.result)));
  }
  for (const [i, input] of strings.entries()) {
    answers.call(`formatCsv #${i}`, () =>
      (main['formatCsv'] as Fn)([
        ['id', input],
        [input, 'x'],
      ]),
    );
  }

  // Every function of every entry.
  for (const entry of ENTRIES) {
    const module = await load(entry);
    for (const name of Object.keys(module).sort()) {
      const value = module[name];
      const how = kind(name, value);
      const fn = value as Fn;
      const at = `${entry} ${name}`;
      if (how === 'value') answers.put(at, { value });
      else if (how === 'none') answers.call(at, () => fn());
      else if (how === 'generate') {
        for (const options of GENERATE_OPTIONS) answers.call(`${at} ${JSON.stringify(options)}`, () => fn(options));
        for (const format of FORMATS)
          for (const options of GENERATE_OPTIONS.slice(0, 6))
            answers.call(`${at} ${JSON.stringify({ format, ...options })}`, () => fn({ format, ...options }));
      } else if (how === 'input' && entry === 'bank-number/schema') {
        for (const options of [undefined, { countries: ['DE'] }]) {
          // A validator that needs more than options (`reference(kind)`) refuses them at once: that
          // refusal is its answer.
          let schema: { '~standard': { validate(value: unknown): unknown } };
          try {
            schema = fn(options) as typeof schema;
          } catch (error) {
            answers.call(`${at} ${JSON.stringify(options ?? null)}`, () => {
              throw error;
            });
            continue;
          }
          for (const [i, input] of strings.entries())
            await answers.callAsync(`${at} ${JSON.stringify(options ?? null)} #${i}`, () =>
              schema['~standard'].validate(input),
            );
          for (const other of [null, 42, { input: 'x' }])
            await answers.callAsync(`${at} ${JSON.stringify(options ?? null)} ${JSON.stringify(other)}`, () =>
              schema['~standard'].validate(other),
            );
        }
      } else if (how === 'input') {
        for (const [i, input] of strings.entries()) await answers.callAsync(`${at} #${i}`, () => fn(input));
      } else if (name === 'ibanFromDomestic') {
        for (const [d, { country, parts }] of inputs.domestic.entries())
          answers.call(`${at} @${d}`, () => fn(country, parts));
      }
    }
  }
}
