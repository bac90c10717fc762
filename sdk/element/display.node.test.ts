import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { check } from '../check.ts';
import { FORMATS } from '../core/limits.ts';
import { normalize } from '../core/normalize.ts';
import { afterEdit, significantBefore } from './caret.ts';
import { toDisplay } from './display.ts';
import type { Format } from '../core/types.ts';

/** The display form of `text`, with the verdict of a check as the element gives it. */
function display(text: string, hint: Format | undefined): string {
  return toDisplay(text, hint, () => {
    const result = check(text, undefined);
    return result.valid ? result.format : null;
  });
}

/** Text made of what people type into the field: letters, digits, separators and a few others. */
const typed = fc.string({
  unit: fc.constantFrom(...'ABDEGKSTUVWXYZabdeghlortw0123456789 -./_é€'.split('')),
  maxLength: 40,
});

describe('the display form', () => {
  test('changes no significant character: the same number, only separators and case differ', () => {
    fc.assert(
      fc.property(typed, fc.constantFrom(undefined, ...FORMATS), (text, hint) => {
        expect(normalize(display(text, hint))).toBe(normalize(text));
      }),
    );
  });

  test('leaves text exactly as typed unless it starts like an IBAN or is a valid number', () => {
    fc.assert(
      fc.property(typed, (text) => {
        if (/^[A-Z]{2}[0-9]{2}/.test(normalize(text)) || check(text, undefined).valid) return;
        expect(display(text, undefined)).toBe(text);
      }),
    );
    expect(display('hello wor', undefined)).toBe('hello wor');
    expect(display('Account1', undefined)).toBe('Account1');
    expect(display('1234 5678 9', undefined)).toBe('1234 5678 9');
    expect(display('deut de ff', undefined)).toBe('DEUTDEFF');
  });
});

describe('formatting for display', () => {
  test('never validates: the verdict is asked for only for text without a hint that does not start like an IBAN', () => {
    const asked: string[] = [];
    const recognised = (text: string) => () => {
      asked.push(text);
      return null;
    };
    for (const hint of FORMATS) expect(toDisplay('021000021', hint, recognised('hinted'))).not.toBe('');
    expect(toDisplay('gb82 west', undefined, recognised('iban'))).toBe('GB82 WEST');
    expect(toDisplay('x'.repeat(129), undefined, recognised('too long'))).toBe('x'.repeat(129));
    expect(asked).toEqual([]);
    // A valid routing number is shown as one only when the verdict says so.
    expect(toDisplay(' 0210-0002 1 ', undefined, recognised('routing'))).toBe(' 0210-0002 1 ');
    expect(toDisplay(' 0210-0002 1 ', undefined, () => 'us-routing')).toBe('021000021');
    expect(asked).toEqual(['routing']);
  });
});

describe('an edit', () => {
  test('Backspace on a separator the display puts back deletes the character before it', () => {
    // `GB82 WEST` with the space after WEST deleted: `GB82 WEST1234` shows as `GB82 WEST 1234` again.
    expect(
      afterEdit('GB82 WEST1234', 9, 'deleteContentBackward', 'GB82 WEST 1234', (raw) => display(raw, undefined)),
    ).toEqual({ text: 'GB82 WES1234', count: 7 });
    expect(afterEdit('GB82 WEST1234', 9, 'insertText', 'GB82 WEST 1234', (raw) => display(raw, undefined))).toEqual({
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
          const { text, count } = afterEdit(raw, caret, type, shown, (t) => display(t, undefined));
          expect(count).toBeGreaterThanOrEqual(0);
          expect(count).toBeLessThanOrEqual(significantBefore(text, text.length));
          expect(text.length === raw.length || text.length === raw.length - 1).toBe(true);
        },
      ),
    );
  });

  test('text over 128 characters stays as it is, under any hint: no number to write in a style', () => {
    const ibanLike = `de89 3704 0044 0532 0130 00${'9'.repeat(103)}`;
    expect(display(ibanLike.slice(0, 128), undefined)).not.toBe(ibanLike.slice(0, 128));
    for (const hint of [undefined, ...FORMATS]) {
      expect(display(ibanLike, hint)).toBe(ibanLike);
      expect(display('1'.repeat(20_000), hint)).toBe('1'.repeat(20_000));
    }
  });
});
