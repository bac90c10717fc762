import type { FormatTyping } from '../typing.ts';

/** A routing number is written in one piece, on a numeric keyboard. */
export const routingNumberTyping: FormatTyping = {
  show: (_raw, normalized) => normalized,
  numeric: true,
};
