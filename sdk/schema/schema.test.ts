import type { StandardSchemaV1 } from '@standard-schema/spec';
import fc from 'fast-check';
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { cleanInput } from '../core/clean-input.ts';
import { otherFormat } from '../detect.ts';
import type { Format } from '../core/types.ts';
import { de } from '../locales/de.ts';
import { en } from '../locales/en.ts';
import { es } from '../locales/es.ts';
import { fr } from '../locales/fr.ts';
import { it as italian } from '../locales/it.ts';
import { nl } from '../locales/nl.ts';
import { pl } from '../locales/pl.ts';
import { pt } from '../locales/pt.ts';
import { brokenRule } from '../locales/rules.ts';
import { preloadLookups, validateSync } from '../validate.ts';
import { SHARED_VECTORS } from '../../test/vectors/shared.ts';
import { bankNumber, bic, iban, routingNumber, sortCode } from './index.ts';
import type { BankNumberSchema } from './index.ts';

const run = (schema: BankNumberSchema, value: unknown) => schema['~standard'].validate(value);
const CATALOGUES = { en, de, fr, es, it: italian, nl, pl, pt };

// With the German bank data loaded, a German IBAN is answered at once, as every other number is
// (german-check.test.ts: the answer before that data has loaded).
beforeAll(() => preloadLookups('iban:DE'));

describe('bank-number/schema', () => {
  it('is a Standard Schema v1 object whose validate answers at once once its data is loaded', () => {
    for (const schema of [iban(), bic(), routingNumber(), sortCode(), bankNumber()]) {
      const props = schema['~standard'];
      expect(props.version).toBe(1);
      expect(props.vendor).toBe('bank-number');
      expect(typeof props.validate).toBe('function');
      expect(props.validate('DE89370400440532013000')).not.toBeInstanceOf(Promise);
    }
  });

  it('has the types of the published specification (@standard-schema/spec)', () => {
    const schema: StandardSchemaV1<string, string> = iban();
    expectTypeOf<StandardSchemaV1.InferInput<typeof schema>>().toEqualTypeOf<string>();
    expectTypeOf<StandardSchemaV1.InferOutput<ReturnType<typeof bankNumber>>>().toEqualTypeOf<string>();
    expectTypeOf(sortCode()['~standard'].validate).returns.not.toEqualTypeOf<Promise<unknown>>();
    expect(schema['~standard'].version).toBe(1);
  });

  it('gives the normalized number of the cleaned input', () => {
    expect(run(iban(), 'de89 3704 0044 0532 0130 00')).toEqual({ value: 'DE89370400440532013000' });
    expect(run(iban(), 'IBAN: DE89\u200b3704 0044 0532 0130 00')).toEqual({ value: 'DE89370400440532013000' });
    expect(run(bic(), 'BIC: deut de ff')).toEqual({ value: 'DEUTDEFF' });
    expect(run(routingNumber(), 'ABA 0110-0001-5')).toEqual({ value: '011000015' });
    expect(run(sortCode(), '12-34-56')).toEqual({ value: '123456' });
    expect(run(sortCode(), '123456')).toEqual({ value: '123456' });
    expect(run(bankNumber(), 'Sort code: 12-34-56')).toEqual({ value: '123456' });
    expect(run(bankNumber(), 'DEUTDEFF')).toEqual({ value: 'DEUTDEFF' });
  });

  it("reports the envelope's error codes with English display text by default", () => {
    const { issues } = run(iban(), 'DE89 3704 0044 0532 0130 01');
    expect(issues).toEqual([
      { code: 'CHECKSUM_FAILED', message: en.CHECKSUM_FAILED[0], suggestion: en.CHECKSUM_FAILED[1] },
    ]);
    expect(run(bic(), 'DEUT1EFF').issues?.[0]?.code).toBe('INVALID_BIC_FORMAT');
    expect(run(routingNumber(), '011000016').issues?.[0]?.code).toBe('CHECKSUM_FAILED');
    expect(run(bankNumber(), '123456').issues?.[0]?.code).toBe('AMBIGUOUS_FORMAT');
  });

  it('takes its texts from the catalogue passed in', () => {
    const { issues } = run(iban({ messages: de }), 'DE89 3704 0044 0532 0130 01');
    expect(issues?.[0]).toEqual({
      code: 'CHECKSUM_FAILED',
      message: de.CHECKSUM_FAILED[0],
      suggestion: de.CHECKSUM_FAILED[1],
    });
    expect(run(sortCode({ messages: de }), '').issues?.[0]?.message).toBe(de.REQUIRED[0]);
    // A catalogue of one's own texts: the rest stays English.
    const own = iban({ messages: { CHECKSUM_FAILED: ['Typo?', 'Look again.'] } });
    expect(run(own, 'DE89 3704 0044 0532 0130 01').issues?.[0]?.message).toBe('Typo?');
    expect(run(own, '').issues?.[0]?.message).toBe(en.REQUIRED[0]);
  });

  it('gives an issue, never a throw, for anything but a non-empty string', () => {
    for (const value of [undefined, null, 42, {}, [], true, Symbol('x'), () => 'DE89', '', '  ', '\u200b', 'IBAN:']) {
      const result = run(iban(), value);
      expect(result.issues?.length, String(typeof value)).toBeGreaterThan(0);
    }
    expect(run(iban(), undefined).issues?.[0]?.code).toBe('REQUIRED');
    expect(run(iban(), '\u200b \u00ad').issues?.[0]?.code).toBe('REQUIRED');
  });

  it("narrows IBANs to countries and to SEPA with the element's rule", () => {
    expect(run(iban({ countries: ['de', 'AT'] }), 'DE89 3704 0044 0532 0130 00')).toEqual({
      value: 'DE89370400440532013000',
    });
    const { issues } = run(iban({ countries: ['AT'], messages: de }), 'DE89 3704 0044 0532 0130 00');
    expect(issues?.[0]?.code).toBe('COUNTRY_NOT_ALLOWED');
    expect(issues?.[0]?.message).toContain('Deutschland');
    expect(issues?.[0]?.suggestion).toContain('Österreich');
    expect(run(iban({ countries: ['AT'] }), 'DE89 3704 0044 0532 0130 00').issues?.[0]?.message).toContain('Germany');
    expect(run(iban({ sepa: true }), 'BR18 0036 0305 0000 1000 9795 493C 1').issues?.[0]?.code).toBe(
      'COUNTRY_NOT_ALLOWED',
    );
    expect(run(iban({ sepa: true }), 'GB82 WEST 1234 5698 7654 32')).toEqual({ value: 'GB82WEST12345698765432' });
    expect(
      run(iban({ sepa: true, countries: ['DE', 'BR'] }), 'BR18 0036 0305 0000 1000 9795 493C 1').issues?.[0]?.code,
    ).toBe('COUNTRY_NOT_ALLOWED');
    expect(() => iban({ sepa: true, countries: ['BR'] })).toThrow(RangeError);
    // An invalid IBAN keeps its own errors: the rule is only about valid numbers.
    expect(run(iban({ countries: ['AT'] }), 'DE89 3704 0044 0532 0130 01').issues?.[0]?.code).toBe('CHECKSUM_FAILED');
  });

  it('narrows any number to formats and countries', () => {
    const ibanOrBic = bankNumber({ formats: ['iban', 'bic'] });
    expect(run(ibanOrBic, 'DEUTDEFF')).toEqual({ value: 'DEUTDEFF' });
    const issue = run(ibanOrBic, '011000015').issues?.[0];
    expect(issue?.code).toBe('FORMAT_NOT_ALLOWED');
    expect(issue?.message).toBe('This field does not take this kind of number (US Routing Number).');
    expect(run(bankNumber({ countries: ['GB'] }), 'DEUTDEFF').issues?.[0]?.code).toBe('COUNTRY_NOT_ALLOWED');
    expect(run(bic({ countries: ['GB'] }), 'DEUTDEFF').issues?.[0]?.code).toBe('COUNTRY_NOT_ALLOWED');
    // One format is taken as the format, not detected.
    expect(run(bankNumber({ formats: ['uk-sort-code'] }), '123456')).toEqual({ value: '123456' });
  });
  it('says what a field of one format takes when the input is plainly another format, in every language', () => {
    const single = [
      [iban, 'iban', ['021000021', '12-34-56', 'DEUTDEFF']],
      [bic, 'bic', ['DE89 3704 0044 0532 0130 00', '021000021', '12-34-56']],
      [routingNumber, 'us-routing', ['DE89 3704 0044 0532 0130 00', 'DEUTDEFF', '12-34-56']],
      [sortCode, 'uk-sort-code', ['DE89 3704 0044 0532 0130 00', 'DEUTDEFF', '021000021']],
    ] as const;
    for (const messages of Object.values(CATALOGUES)) {
      for (const [make, format, inputs] of single) {
        for (const schema of [make({ messages }), bankNumber({ formats: [format], messages })]) {
          for (const input of inputs) {
            const other = validateSync(input).result.format as Format;
            const issues = run(schema, input).issues ?? [];
            expect(
              issues.map((i) => i.code),
              `${messages.lang} ${format} ${input}`,
            ).toEqual(['FORMAT_NOT_ALLOWED']);
            const [message, suggestion] = messages.FORMAT_NOT_ALLOWED;
            expect(issues[0]?.message).toBe(message.replace('{format}', messages[other]));
            expect(issues[0]?.suggestion).toBe(suggestion.replace('{formats}', messages[format]));
          }
        }
      }
    }
    // In English without a catalogue, as `formats="iban bic"` says it.
    const [issue] = run(iban(), '021000021').issues ?? [];
    expect([issue?.message, issue?.suggestion]).toEqual([
      'This field does not take this kind of number (US Routing Number).',
      'It takes: IBAN.',
    ]);
    // Text that could still become the field's format keeps that format's errors: a half-typed IBAN
    // has the shape of a BIC, six bare digits may be a sort code, a mistyped IBAN stays an IBAN.
    expect(run(iban(), 'GB82WEST').issues?.[0]?.code).toBe('WRONG_LENGTH');
    expect(run(iban(), 'DE89 3704 0044 0532 0130 01').issues?.[0]?.code).toBe('CHECKSUM_FAILED');
    expect(run(routingNumber(), '123456').issues?.[0]?.code).not.toBe('FORMAT_NOT_ALLOWED');
  });

  it('accepts exactly what it accepted before the advice: only the text of a refusal changes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[A-Z0-9 -]{6,34}$/)), (input) => {
        for (const [schema, format] of [
          [iban(), 'iban'],
          [bic(), 'bic'],
          [routingNumber(), 'us-routing'],
          [sortCode(), 'uk-sort-code'],
        ] as const) {
          const result = run(schema, input);
          const issues = 'issues' in result ? result.issues : undefined;
          if (issues?.[0]?.code !== 'FORMAT_NOT_ALLOWED') continue;
          // Refused as another format: never a valid number of the validator's own format.
          expect(validateSync(cleanInput(input), { format }).result.valid).toBe(false);
        }
      }),
    );
  });

  it("holds a valid number to the form's rules as brokenRule does, for each validator", () => {
    const rules = [
      { formats: [], countries: [] },
      { formats: ['iban', 'bic'], countries: [] },
      { formats: ['us-routing'], countries: ['US'] },
      { formats: [], countries: ['DE', 'GB'] },
      { formats: ['bic', 'uk-sort-code'], countries: ['AT', 'GB'] },
    ] as const;
    const byFormat = { iban, bic } as const;
    const verdict = (input: string, format: Format | undefined) => {
      try {
        return validateSync(input, format ? { format } : {}).result;
      } catch {
        return null; // blank or too long: a 400 of the contract
      }
    };
    for (const { input } of SHARED_VECTORS) {
      for (const rule of rules) {
        // One format is taken as the format, not detected.
        const result = verdict(input, rule.formats.length === 1 ? rule.formats[0] : undefined);
        if (!result?.valid) continue;
        expect(run(bankNumber(rule), input).issues?.[0]?.code ?? null, input).toBe(brokenRule(result, rule));
      }
      const result = verdict(input, undefined);
      if (!result?.valid || (result.format !== 'iban' && result.format !== 'bic')) continue;
      for (const { countries } of rules) {
        const code = run(byFormat[result.format]({ countries }), input).issues?.[0]?.code;
        expect(code ?? null, input).toBe(brokenRule(result, { countries }));
      }
    }
  });
});

describe('bank-number/schema on any input (properties)', () => {
  const schemas = [iban(), bic(), routingNumber(), sortCode(), bankNumber(), iban({ countries: ['DE'], messages: de })];

  it('never throws, and answers a value or issues with a code and display text', () => {
    const anything = fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.anything());
    fc.assert(
      fc.property(anything, fc.constantFrom(...schemas), (value, schema) => {
        const result = run(schema, value);
        if (result.issues) {
          expect(result.issues.length).toBeGreaterThan(0);
          for (const issue of result.issues) {
            expect(issue.code).toMatch(/^[A-Z_]+$/);
            expect(issue.message.length).toBeGreaterThan(0);
          }
        } else expect(typeof result.value).toBe('string');
      }),
      { numRuns: 1000 },
    );
  });

  it('agrees with validateSync on the cleaned input of every shared vector', () => {
    const byFormat = { iban: iban(), bic: bic(), 'us-routing': routingNumber(), 'uk-sort-code': sortCode() } as const;
    for (const { input, format } of SHARED_VECTORS) {
      const schema = format ? byFormat[format] : bankNumber();
      let expected;
      try {
        expected = validateSync(input, format ? { format } : {}).result;
      } catch {
        continue; // blank or too long: a 400 of the contract
      }
      const result = run(schema, input);
      if (expected.valid) expect(result, input).toEqual({ value: expected.normalized });
      else if (input === input.replace(/\p{Cf}/gu, ''))
        expect(
          result.issues?.map((i) => i.code),
          input,
        ).toEqual(
          // The API answers a format hint with that format's errors; a field of one format says
          // instead that it does not take a number that is plainly of another.
          format && otherFormat(cleanInput(input), [format]) !== null
            ? ['FORMAT_NOT_ALLOWED']
            : expected.errors.map((e) => e.code),
        );
    }
  });
});

describe('what a validator carries', () => {
  // Each validator is bundled from source as a consumer's bundler would, tree-shaken; the lookups,
  // which `iban()` and `bankNumber()` import only for a German IBAN before its data, are a chunk of
  // their own there, loaded on demand: left out here.
  const bundle = async (code: string): Promise<string> => {
    const { build } = await import('esbuild');
    const result = await build({
      stdin: { contents: code, loader: 'ts', resolveDir: new URL('.', import.meta.url).pathname },
      bundle: true,
      format: 'esm',
      minify: true,
      write: false,
      logLevel: 'silent',
      plugins: [
        {
          name: 'lookups-on-demand',
          setup: (build) =>
            build.onResolve({ filter: /\/lookup\.ts$/ }, (args) => ({ path: args.path, external: true })),
        },
      ],
    });
    return result.outputFiles[0]?.text ?? '';
  };

  it("carries the English texts it can report, and none of the element's words", { timeout: 30_000 }, async () => {
    const words = ['Valid {format}.', 'Owner Account Number'];
    const any = await bundle("import { bankNumber } from './index.ts'; console.log(bankNumber());");
    expect(any).toContain(en.UNKNOWN_FORMAT[0]);
    expect(any).toContain(en.FORMAT_NOT_ALLOWED[0]);
    for (const word of words.slice(0, 1)) expect(any).not.toContain(word);
    const one = await bundle("import { iban } from './index.ts'; console.log(iban());");
    expect(one).toContain(en.COUNTRY_NOT_ALLOWED[0]);
    // It can say that the field takes IBANs only (`021000021`), so it carries that text and the formats' names.
    expect(one).toContain(en.FORMAT_NOT_ALLOWED[0]);
    for (const word of [...words, en.UNKNOWN_FORMAT[0]]) expect(one).not.toContain(word);
  });

  it("speaks to a person where the envelope's English speaks to a program, as the English catalogue does", () => {
    for (const input of ['123456', 'hello']) {
      const [issue] = run(bankNumber(), input).issues ?? [];
      const code = issue?.code as 'AMBIGUOUS_FORMAT' | 'UNKNOWN_FORMAT';
      expect([issue?.message, issue?.suggestion]).toEqual(en[code]);
    }
    const [rule] = run(bankNumber({ formats: ['bic', 'us-routing'] }), 'DE89370400440532013000').issues ?? [];
    expect(rule?.message).toBe('This field does not take this kind of number (IBAN).');
    expect(rule?.suggestion).toBe('It takes: SWIFT/BIC and US Routing Number.');
  });
});
