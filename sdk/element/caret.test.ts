import { describe, expect, test } from 'vitest';
import { positionAfterSignificant, removeSignificant, significantBefore } from './caret.ts';
import { displayFormat, displayText, toDisplay } from './display.ts';
import { check } from '../check.ts';
import type { Format } from '../core/types.ts';

/** The display form of `text`, with the verdict of a check as the element gives it. */
function display(text: string, hint: Format | undefined): string {
  return toDisplay(text, hint, () => {
    const result = check(text, undefined);
    return result.valid ? result.format : null;
  });
}

describe('caret mapping', () => {
  test('counts significant characters before a position, separators excluded', () => {
    expect(significantBefore('GB82 WEST', 0)).toBe(0);
    expect(significantBefore('GB82 WEST', 4)).toBe(4);
    expect(significantBefore('GB82 WEST', 5)).toBe(4);
    expect(significantBefore('GB82 WEST', 7)).toBe(6);
    expect(significantBefore('12-34-56', 8)).toBe(6);
    expect(significantBefore('12-34', 99)).toBe(4);
  });

  test('places the caret right after the n-th significant character', () => {
    expect(positionAfterSignificant('GB82 WEST 1234', 0)).toBe(0);
    expect(positionAfterSignificant('GB82 WEST 1234', 4)).toBe(4);
    expect(positionAfterSignificant('GB82 WEST 1234', 5)).toBe(6);
    expect(positionAfterSignificant('GB82 WEST 1234', 8)).toBe(9);
    expect(positionAfterSignificant('12-34-56', 3)).toBe(4);
    expect(positionAfterSignificant('12-34', 10)).toBe(5);
  });

  test('a position survives a reformat of the same significant characters', () => {
    const typed = 'GB82 WEXST 1234';
    const count = significantBefore(typed, 8);
    const shown = display(typed, undefined);
    expect(shown).toBe('GB82 WEXS T123 4');
    expect(shown.slice(0, positionAfterSignificant(shown, count))).toBe('GB82 WEX');
  });

  test('removes the n-th significant character only', () => {
    expect(removeSignificant('GB82 WEST', 3)).toBe('GB8 WEST');
    expect(removeSignificant('GB82 WEST', 4)).toBe('GB82 EST');
    expect(removeSignificant('12-34', 9)).toBe('12-34');
  });
});

describe('display form', () => {
  test('an IBAN is written in groups of four as it is typed, even where it also looks like a BIC', () => {
    expect(display('gb82west', undefined)).toBe('GB82 WEST');
    expect(display('GB82 WEST 123', undefined)).toBe('GB82 WEST 123');
    expect(display('gb82-west.1234 5698 7654 32', undefined)).toBe('GB82 WEST 1234 5698 7654 32');
  });

  test('a sort code is filled in pair by pair with the hint, and detected when written NN NN NN', () => {
    expect(display('1', 'uk-sort-code')).toBe('1');
    expect(display('123', 'uk-sort-code')).toBe('12-3');
    expect(display('12 34 56', 'uk-sort-code')).toBe('12-34-56');
    expect(display('12 34 56', undefined)).toBe('12-34-56');
    expect(display('1234567', 'uk-sort-code')).toBe('1234567');
    expect(display('12-3x', 'uk-sort-code')).toBe('12-3x');
  });

  test('routing numbers and BICs are plain; text of no known format stays as typed', () => {
    expect(display(' 0210-0002 1 ', undefined)).toBe('021000021');
    expect(display('0210 0002', 'us-routing')).toBe('02100002');
    expect(display('deut de ff', undefined)).toBe('DEUTDEFF');
    expect(display('123 45', undefined)).toBe('123 45');
    expect(display('hello world', undefined)).toBe('hello world');
  });

  test('the hint decides the writing style', () => {
    expect(displayFormat('GB82', 'bic', () => null)).toBe('bic');
    expect(displayText('gb82 west', 'GB82WEST', 'bic')).toBe('GB82WEST');
    expect(displayFormat('123456', undefined, () => null)).toBeNull();
  });
});
