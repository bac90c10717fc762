/**
 * How `<bank-number-input>` writes each format while it is typed (`FormatTyping`): apart from the
 * descriptors, so that validation carries none of it.
 * @module
 */
import type { FormatTyping } from './typing.ts';
import { TYPINGS } from './typing-list.ts';

export type { FormatTyping } from './typing.ts';

/** Each format's typing (`typing-list.ts`, built from data/formats.json). */
export { TYPINGS };

/** How `format` is written while typed; undefined for no format, or one written as typed. */
export function typingOf(format: unknown): FormatTyping | undefined {
  return TYPINGS.find((typing) => typing.id === format);
}
