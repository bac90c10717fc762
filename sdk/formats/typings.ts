/**
 * How `<bank-number-input>` writes each format while it is typed (`FormatTyping`): apart from the
 * descriptors, so that validation carries none of it.
 * @module
 */
import { bicTyping } from './bic/typing.ts';
import { ibanTyping } from './iban/typing.ts';
import type { FormatTyping } from './typing.ts';
import { sortCodeTyping } from './uk-sort-code/typing.ts';
import { routingNumberTyping } from './us-routing/typing.ts';

export type { FormatTyping } from './typing.ts';

export const TYPINGS: readonly FormatTyping[] = [ibanTyping, bicTyping, routingNumberTyping, sortCodeTyping];

/** How `format` is written while typed; undefined for no format, or one written as typed. */
export function typingOf(format: unknown): FormatTyping | undefined {
  return TYPINGS.find((typing) => typing.id === format);
}
