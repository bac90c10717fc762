import type { FormatTyping } from '../typing.ts';

/** A routing number is written in one piece, on a numeric keyboard. */
export const routingNumberTyping: FormatTyping = {
  id: 'us-routing',
  show: (_raw, normalized) => normalized,
  numeric: true,
};
