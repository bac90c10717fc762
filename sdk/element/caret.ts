import { isSeparator } from '../core/normalize.ts';

/**
 * Caret mapping across a reformat. Reformatting only adds or removes separators (and uppercases),
 * so the characters that count are the significant ones: the number of them before the caret is
 * the same in the text the user typed and in its display form.
 */

/** The number of significant (non-separator) characters before `position`. */
export function significantBefore(text: string, position: number): number {
  let count = 0;
  const end = Math.min(position, text.length);
  for (let i = 0; i < end; i++) if (!isSeparator(text.charCodeAt(i))) count++;
  return count;
}

/**
 * The caret position right after the `count`-th significant character of `text` (0 when `count` is
 * 0). The caret stays next to what the user just typed instead of jumping past a separator that
 * reformatting inserted after it.
 */
export function positionAfterSignificant(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (!isSeparator(text.charCodeAt(i)) && ++seen === count) return i + 1;
  }
  return text.length;
}

/**
 * Removes the `index`-th (zero-based) significant character of `text`, keeping everything else.
 * Used when the user deletes a separator that reformatting would put straight back: the deletion
 * then applies to the significant character beyond it, as it does in other formatted fields.
 */
export function removeSignificant(text: string, index: number): string {
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (isSeparator(text.charCodeAt(i))) continue;
    if (seen++ === index) return text.slice(0, i) + text.slice(i + 1);
  }
  return text;
}

/**
 * What an edit of the field leaves: the text to take, and the number of significant characters
 * before the caret in it. `shown` is the text before the edit, `display` the display form of a
 * text. When Backspace or Delete took only a separator that the display would put straight back,
 * the deletion applies to the significant character beyond it.
 */
export function afterEdit(
  raw: string,
  caret: number,
  inputType: string,
  shown: string,
  display: (text: string) => string,
): { text: string; count: number } {
  const count = significantBefore(raw, caret);
  if (
    (inputType === 'deleteContentBackward' || inputType === 'deleteContentForward') &&
    raw !== shown &&
    display(raw) === shown
  ) {
    const index = inputType === 'deleteContentBackward' ? count - 1 : count;
    if (index >= 0 && index < significantBefore(raw, raw.length))
      return { text: removeSignificant(raw, index), count: index };
  }
  return { text: raw, count };
}
