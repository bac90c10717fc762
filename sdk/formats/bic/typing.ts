import type { FormatTyping } from '../typing.ts';

/** A BIC is written in one piece. */
export const bicTyping: FormatTyping = {
  id: 'bic',
  show: (_raw, normalized) => normalized,
};
