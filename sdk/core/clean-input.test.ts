import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateSync } from '../validate.ts';
import { SHARED_VECTORS } from '../../test/vectors/shared.ts';
import { formsDocLabels } from '../schema/test-support/forms-doc.ts';
import { cleanInput } from './clean-input.ts';

/** The labels that docs/forms.md lists, in English and the languages of the catalogues. */
const INPUT_LABELS: readonly string[] = [...formsDocLabels().values()].flat();

const FORMAT_CHARACTER = /\p{Cf}/u;
// Zero-width space, non-joiner and joiner, word joiner, byte order mark, soft hyphen, direction marks.
const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u200e', '\u200f', '\u202a', '\u2066'];

describe('cleanInput', () => {
  it('drops the invisible characters that a copy brings along', () => {
    expect(cleanInput('DE89\u200b3704\u00ad0044\u20600532\u200d0130\u200c00\ufeff')).toBe('DE89370400440532013000');
    expect(cleanInput('\u202aGB82 WEST 1234 5698 7654 32\u202c')).toBe('GB82 WEST 1234 5698 7654 32');
    expect(validateSync(cleanInput('DE89 3704 0044 0532 0130 00\u200b')).result.valid).toBe(true);
    expect(validateSync('DE89 3704 0044 0532 0130 00\u200b').result.valid).toBe(false);
  });

  it('drops a leading label followed by a colon or white space', () => {
    expect(cleanInput('IBAN: DE89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
    expect(cleanInput('iban de89 3704')).toBe('de89 3704');
    expect(cleanInput('  SWIFT/BIC:DEUTDEFF')).toBe('DEUTDEFF');
    expect(cleanInput('BIC / SWIFT code: DEUTDEFF')).toBe('DEUTDEFF');
    expect(cleanInput('Sort code: 12-34-56')).toBe('12-34-56');
    expect(cleanInput('sort-code 12 34 56')).toBe('12 34 56');
    expect(cleanInput('Routing number: 021000021')).toBe('021000021');
    expect(cleanInput('Routing #: 021000021')).toBe('021000021');
    expect(cleanInput('ABA 021000021')).toBe('021000021');
    expect(cleanInput('ABA routing number\t021000021')).toBe('021000021');
  });

  it('knows the usual labels of the eight languages', () => {
    expect(cleanInput('IBAN-Nummer: DE89 3704')).toBe('DE89 3704');
    expect(cleanInput('BIC-Code: DEUTDEFF')).toBe('DEUTDEFF');
    expect(cleanInput('Code IBAN : FR76 3000')).toBe('FR76 3000');
    expect(cleanInput('N° IBAN : FR76 3000')).toBe('FR76 3000');
    expect(cleanInput('Código IBAN: ES91 2100')).toBe('ES91 2100');
    expect(cleanInput('CÓDIGO SWIFT: CAIXESBB')).toBe('CAIXESBB');
    expect(cleanInput('Codice IBAN: IT60 X054')).toBe('IT60 X054');
    expect(cleanInput('IBAN-rekeningnummer: NL91 ABNA')).toBe('NL91 ABNA');
    expect(cleanInput('Sortcode: 12-34-56')).toBe('12-34-56');
    expect(cleanInput('Nr rachunku: PL61 1090')).toBe('PL61 1090');
    expect(cleanInput('Numer IBAN: PL61 1090')).toBe('PL61 1090');
    expect(cleanInput('Número IBAN: PT50 0002')).toBe('PT50 0002');
    expect(cleanInput('Número de roteamento: 021000021')).toBe('021000021');
  });

  it('turns a labelled IBAN from an unknown format into a valid one', () => {
    expect(validateSync('IBAN: DE89 3704 0044 0532 0130 00').result.valid).toBe(false);
    const { result } = validateSync(cleanInput('IBAN: DE89 3704 0044 0532 0130 00'));
    expect(result.valid).toBe(true);
    expect(result.normalized).toBe('DE89370400440532013000');
  });

  it('keeps a label with nothing after it, a label inside a word, and text after the start', () => {
    expect(cleanInput('IBAN')).toBe('IBAN');
    expect(cleanInput('IBAN: ')).toBe('IBAN: ');
    expect(cleanInput('IBANDE89')).toBe('IBANDE89');
    expect(cleanInput('BICYCLE 12')).toBe('BICYCLE 12');
    expect(cleanInput('DE89 IBAN: 3704')).toBe('DE89 IBAN: 3704');
    expect(cleanInput('Account 12345678')).toBe('Account 12345678');
    expect(cleanInput('')).toBe('');
  });

  it('drops labels one after the other', () => {
    expect(cleanInput('IBAN: BIC: DEUTDEFF')).toBe('DEUTDEFF');
  });

  it('keeps an IBAN that starts like a word before a label', () => {
    expect(cleanInput('NO93 8601 1117 947')).toBe('NO93 8601 1117 947');
    expect(cleanInput('IBAN NO93 8601 1117 947')).toBe('NO93 8601 1117 947');
    expect(cleanInput('Code: 12')).toBe('Code: 12');
  });

  it('gives the empty string for anything but a string', () => {
    for (const value of [null, undefined, 42, {}, [], Symbol('x'), () => 'IBAN']) {
      expect(cleanInput(value as unknown as string)).toBe('');
    }
  });

  it('drops every label of the list in docs/forms.md', () => {
    expect(INPUT_LABELS.length).toBeGreaterThan(80);
    for (const label of INPUT_LABELS) expect(cleanInput(`${label}: X`), label).toBe('X');
  });
});

describe('cleanInput on any input (properties)', () => {
  it('never throws, never grows the text, and leaves no format character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => {
        const out = cleanInput(s);
        expect(out.length).toBeLessThanOrEqual(s.length);
        expect(FORMAT_CHARACTER.test(out)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('is idempotent, and gives an end of the text without its format characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => {
        const out = cleanInput(s);
        expect(cleanInput(out)).toBe(out);
        expect(s.replace(/\p{Cf}/gu, '').endsWith(out)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps text without format characters that starts with no letter as it is', () => {
    const text = fc
      .string({ unit: 'binary', maxLength: 100 })
      .filter((s) => !/\p{Cf}/u.test(s) && !/^\s*\p{L}/u.test(s));
    fc.assert(
      fc.property(text, (s) => {
        expect(cleanInput(s)).toBe(s);
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps any IBAN, BIC, routing number or sort code in electronic or display form as it is', () => {
    const inputs = SHARED_VECTORS.filter(
      (v) =>
        !FORMAT_CHARACTER.test(v.input) && validateSync(v.input, v.format ? { format: v.format } : {}).result.valid,
    );
    expect(inputs.length).toBeGreaterThan(50);
    for (const { input } of inputs) expect(cleanInput(input), input).toBe(input);
  });

  it('gives back the valid number under any label, any case, any separator and invisible characters anywhere', () => {
    const valid = SHARED_VECTORS.filter(
      (v) => validateSync(v.input, v.format ? { format: v.format } : {}).result.valid,
    );
    const casing = (label: string) =>
      fc
        .array(fc.boolean(), { minLength: label.length, maxLength: label.length })
        .map((upper) => [...label].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''));
    const labelled = fc.record({
      vector: fc.constantFrom(...valid),
      label: fc.constantFrom(...INPUT_LABELS).chain(casing),
      separator: fc.constantFrom(':', ': ', ' : ', ' ', '\t', '\u00a0', '：'),
      invisible: fc.array(fc.tuple(fc.nat(), fc.constantFrom(...INVISIBLE)), { maxLength: 4 }),
    });
    fc.assert(
      fc.property(labelled, ({ vector, label, separator, invisible }) => {
        let text = `${label}${separator}${vector.input}`;
        for (const [at, c] of invisible)
          text = text.slice(0, at % (text.length + 1)) + c + text.slice(at % (text.length + 1));
        const options = vector.format ? { format: vector.format } : {};
        const { result } = validateSync(cleanInput(text), options);
        expect(result.valid).toBe(true);
        expect(result.normalized).toBe(validateSync(vector.input, options).result.normalized);
      }),
      { numRuns: 2000 },
    );
  });
});
