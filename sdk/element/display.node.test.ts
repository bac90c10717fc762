import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { check } from '../check.ts';
import { FORMATS } from '../core/limits.ts';
import { normalize } from '../core/normalize.ts';
import { afterEdit, significantBefore } from './caret.ts';
import { toDisplay } from './display.ts';

/** Text made of what people type into the field: letters, digits, separators and a few others. */
const typed = fc.string({
  unit: fc.constantFrom(...'ABDEGKSTUVWXYZabdeghlortw0123456789 -./_é€'.split('')),
  maxLength: 40,
});

describe('the display form', () => {
  test('changes no significant character: the same number, only separators and case differ', () => {
    fc.assert(
      fc.property(typed, fc.constantFrom(undefined, ...FORMATS), (text, hint) => {
        expect(normalize(toDisplay(text, hint))).toBe(normalize(text));
      }),
    );
  });

  test('leaves text exactly as typed unless it starts like an IBAN or is a valid number', () => {
    fc.assert(
      fc.property(typed, (text) => {
        if (/^[A-Z]{2}[0-9]{2}/.test(normalize(text)) || check(text, undefined).valid) return;
        expect(toDisplay(text, undefined)).toBe(text);
      }),
    );
    expect(toDisplay('hello wor', undefined)).toBe('hello wor');
    expect(toDisplay('Account1', undefined)).toBe('Account1');
    expect(toDisplay('1234 5678 9', undefined)).toBe('1234 5678 9');
    expect(toDisplay('deut de ff', undefined)).toBe('DEUTDEFF');
  });
});

describe('an edit', () => {
  test('Backspace on a separator the display puts back deletes the character before it', () => {
    // `GB82 WEST` with the space after WEST deleted: `GB82 WEST1234` shows as `GB82 WEST 1234` again.
    expect(
      afterEdit('GB82 WEST1234', 9, 'deleteContentBackward', 'GB82 WEST 1234', (raw) => toDisplay(raw, undefined)),
    ).toEqual({ text: 'GB82 WES1234', count: 7 });
    expect(afterEdit('GB82 WEST1234', 9, 'insertText', 'GB82 WEST 1234', (raw) => toDisplay(raw, undefined))).toEqual({
      text: 'GB82 WEST1234',
      count: 8,
    });
  });

  test('for any edit, the count is within the text and the text only loses characters', () => {
    fc.assert(
      fc.property(
        typed,
        typed,
        fc.nat(50),
        fc.constantFrom('insertText', 'deleteContentBackward', 'deleteContentForward', ''),
        (raw, shown, caret, type) => {
          const { text, count } = afterEdit(raw, caret, type, shown, (t) => toDisplay(t, undefined));
          expect(count).toBeGreaterThanOrEqual(0);
          expect(count).toBeLessThanOrEqual(significantBefore(text, text.length));
          expect(text.length === raw.length || text.length === raw.length - 1).toBe(true);
        },
      ),
    );
  });

  test('text over 128 characters stays as it is, under any hint: no number to write in a style', () => {
    const ibanLike = `de89 3704 0044 0532 0130 00${'9'.repeat(103)}`;
    expect(toDisplay(ibanLike.slice(0, 128), undefined)).not.toBe(ibanLike.slice(0, 128));
    for (const hint of [undefined, ...FORMATS]) {
      expect(toDisplay(ibanLike, hint)).toBe(ibanLike);
      expect(toDisplay('1'.repeat(20_000), hint)).toBe('1'.repeat(20_000));
    }
  });
});
