/**
 * The playground's words: every language of the field's catalogues has them all, none blank, with
 * the placeholders of the English; durations are said in hours and minutes, in the language.
 */
import { describe, expect, it } from 'vitest';
import { durationText, PLAYGROUND_WORDS, playgroundWords } from './playground-words.ts';
import type { PlaygroundWords } from './playground-words.ts';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort();

/** Every text of a words table, by its path (`request.tooLong`). */
function texts(words: PlaygroundWords): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(words)) {
    if (typeof value === 'string') out.set(key, value);
    else for (const [inner, text] of Object.entries(value)) out.set(`${key}.${inner}`, text as string);
  }
  return out;
}

describe("the playground's words", () => {
  it('exist in the eight languages of the catalogues, complete, none blank, with the same placeholders', () => {
    expect(Object.keys(PLAYGROUND_WORDS)).toEqual(['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'pt']);
    const english = texts(PLAYGROUND_WORDS['en'] as PlaygroundWords);
    for (const [lang, words] of Object.entries(PLAYGROUND_WORDS)) {
      const own = texts(words);
      expect([...own.keys()], lang).toEqual([...english.keys()]);
      for (const [key, text] of own) {
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(english.get(key) as string));
      }
    }
    // A region counts as its language; a language without words is English.
    expect(playgroundWords('de-CH')).toBe(PLAYGROUND_WORDS['de']);
    expect(playgroundWords('sv')).toBe(PLAYGROUND_WORDS['en']);
  });

  it('say a duration in hours and minutes, minutes and seconds, or seconds, in the language', () => {
    expect(durationText(84_519, 'en')).toBe('23 hours, 28 minutes');
    expect(durationText(84_519, 'de')).toBe('23 Stunden, 28 Minuten');
    expect(durationText(3_600, 'en')).toBe('1 hour');
    expect(durationText(845, 'en')).toBe('14 minutes, 5 seconds');
    expect(durationText(60, 'fr')).toBe('1 minute');
    expect(durationText(42, 'pl')).toBe('42 sekundy');
    expect(durationText(0.4, 'en')).toBe('0 seconds');
  });
});
