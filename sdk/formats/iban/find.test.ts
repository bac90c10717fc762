import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adversarialText, PLANTED } from '../../../scripts/bench/find-ibans-input.ts';
import { normalize } from '../../core/normalize.ts';
import { findIbans } from './find.ts';
import { FIND_FOUND, FIND_NONE } from '../../../test/vectors/iban-find.ts';
import { formatIban } from './format.ts';
import { isValidIban } from './is-valid.ts';
import { IBAN_REGISTRY_EXAMPLES } from '../../../test/vectors/iban.ts';

const examples = Object.values(IBAN_REGISTRY_EXAMPLES);

/** What every answer must be: valid IBANs, in order, not overlapping, cut at word boundaries. */
function checkAnswer(text: string, found: ReturnType<typeof findIbans>): void {
  let after = 0;
  for (const f of found) {
    expect(Object.keys(f)).toEqual(['start', 'end', 'normalized']);
    expect(f.start).toBeGreaterThanOrEqual(after);
    expect(f.end).toBeGreaterThan(f.start);
    expect(normalize(text.slice(f.start, f.end))).toBe(f.normalized);
    expect(isValidIban(f.normalized)).toBe(true);
    expect(/[A-Za-z0-9]/.test(text[f.start - 1] ?? '')).toBe(false);
    expect(/[A-Za-z0-9]/.test(text[f.end] ?? '')).toBe(false);
    after = f.end;
  }
}

describe('findIbans: vectors', () => {
  it('finds every IBAN of the texts that hold some, where it is written', () => {
    for (const v of FIND_FOUND) {
      expect(findIbans(v.text), v.note ?? v.text).toEqual(v.found);
      for (const f of v.found) expect(f.start, v.text).toBeGreaterThanOrEqual(0);
      checkAnswer(v.text, v.found);
    }
  });

  it('finds nothing in the near misses', () => {
    for (const v of FIND_NONE) expect(findIbans(v.text), v.note ?? v.text).toEqual([]);
  });

  it('finds every registry example, in electronic, print and lower-case form', () => {
    for (const iban of examples) {
      for (const written of [iban, formatIban(iban), formatIban(iban).toLowerCase()]) {
        expect(findIbans(`IBAN: ${written}.`)).toEqual([{ start: 6, end: 6 + written.length, normalized: iban }]);
      }
    }
  });

  it('answers [] for a non-string and never throws', () => {
    for (const junk of [undefined, null, 7, {}, []]) expect(findIbans(junk as unknown as string)).toEqual([]);
  });
});

/** Text around an IBAN: any characters, ending (and starting) with one that cannot join it. */
const filler = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...'abcXYZ0189 -.:,;()\n\t\u00a0€'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 60,
});
const boundary = fc.constantFrom(' ', '\n', ':', '(', ')', ',', '.', '"', '«', '»', '/', '\u00a0', '—', '€', '\u0000');

describe('findIbans: properties', () => {
  it('finds an IBAN embedded anywhere in random text, at its position', () => {
    fc.assert(
      fc.property(
        filler,
        boundary,
        fc.constantFrom(...examples),
        fc.constantFrom('electronic', 'print', 'lower', 'hyphens') as fc.Arbitrary<string>,
        boundary,
        filler,
        (before, open, iban, form, close, after) => {
          const written =
            form === 'electronic'
              ? iban
              : form === 'print'
                ? formatIban(iban)
                : form === 'lower'
                  ? formatIban(iban).toLowerCase()
                  : formatIban(iban).replace(/ /g, '-');
          const text = `${before}${open}${written}${close}${after}`;
          const start = before.length + open.length;
          const found = findIbans(text);
          expect(found).toContainEqual({ start, end: start + written.length, normalized: iban });
          checkAnswer(text, found);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('never throws on arbitrary strings, and answers only valid IBANs where they are written', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 400 }),
      fc.string({ unit: 'grapheme', maxLength: 100 }),
      fc.string({ unit: fc.constantFrom(...'DEGBFR0123456789 -.aZ'), maxLength: 300 }),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        checkAnswer(text, findIbans(text));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('findIbans: the adversarial input of its benchmark', () => {
  it('reads 1 MiB of adversarial text and finds the IBANs planted in it, and nothing else', () => {
    // Its time is the benchmark's to hold (scripts/bench/find-ibans.ts, a budget of 100 ms of CPU
    // time on this text): a unit test asserts no timings.
    const text = adversarialText();
    expect(text.length).toBe(1 << 20);
    const found = findIbans(text);
    const planted = PLANTED.map((p) => normalize(p));
    expect(found.length).toBeGreaterThanOrEqual(10);
    for (const f of found) expect(planted).toContain(f.normalized);
  });
});
