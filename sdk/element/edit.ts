import { cleanInput } from '../core/clean-input.ts';
import { afterEdit, positionAfterSignificant } from './caret.ts';

/**
 * Takes in an edit of the inner input, from its `input` event: `take` turns the text the edit left
 * into the text the field shows, and the input shows that with the caret after as many significant
 * characters as the user left before it. `shown` is the text before the edit, `display` the display
 * form of a text (a deleted separator that the display form would put straight back takes the
 * character beyond it along, see `afterEdit`).
 */
export function takeEdit(
  event: Event,
  shown: string,
  display: (text: string) => string,
  take: (text: string) => string,
): void {
  const input = event.target as HTMLTextAreaElement;
  const { text, count } = afterEdit(
    input.value,
    input.selectionStart ?? input.value.length,
    (event as InputEvent).inputType ?? '',
    shown,
    display,
  );
  const now = take(text);
  if (input.value !== now) {
    input.value = now;
    const caret = positionAfterSignificant(now, count);
    input.setSelectionRange(caret, caret);
  }
}

/**
 * The `paste` listener of the inner input: pasted text loses its invisible characters and a leading
 * label (`IBAN:`) before it reaches the field, which then hears an `input` event as for any paste.
 */
export function cleanPaste(event: Event): void {
  const pasted = (event as ClipboardEvent).clipboardData?.getData('text/plain') ?? '';
  const clean = cleanInput(pasted);
  if (clean === pasted) return;
  event.preventDefault();
  const input = event.target as HTMLTextAreaElement;
  input.setRangeText(
    clean,
    input.selectionStart ?? input.value.length,
    input.selectionEnd ?? input.value.length,
    'end',
  );
  input.dispatchEvent(
    new InputEvent('input', { inputType: 'insertFromPaste', data: clean, bubbles: true, composed: true }),
  );
}
