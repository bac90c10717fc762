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
